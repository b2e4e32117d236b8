/**
 * The list of SQLite-only server tests (sqlite-only.ts), which the PostgreSQL run leaves out: it names
 * files that exist, and every file left in that run reaches the data without the SQLite handle or
 * file of the test server (`server.db`, `server.dbPath`, a `dbPath` to restart on).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SQLITE_ONLY_TESTS } from './sqlite-only.ts';

const directory = import.meta.dirname;
const testFiles = readdirSync(directory).filter((name) => name.endsWith('.test.ts'));
const checked = testFiles.filter((name) => name !== 'sqlite-only.test.ts');

/** A test server's SQLite handle or file: absent when the suite runs on PostgreSQL. */
const SQLITE_HANDLE = /(?<![\w'"`])[A-Za-z_]\w*\.db(?=[.\s,;)])|\.dbPath\b|\bdbPath:/;

describe('SQLITE_ONLY_TESTS', () => {
  it('names test files of this folder, each once', () => {
    expect(SQLITE_ONLY_TESTS.filter((name) => !testFiles.includes(name))).toEqual([]);
    expect(new Set(SQLITE_ONLY_TESTS).size).toBe(SQLITE_ONLY_TESTS.length);
  });

  it('holds every file that reaches the SQLite handle or file of a test server', () => {
    const reaching = checked.filter((name) =>
      SQLITE_HANDLE.test(readFileSync(join(directory, name), 'utf8')),
    );
    expect(reaching.filter((name) => !SQLITE_ONLY_TESTS.includes(name))).toEqual([]);
  });
});
