/**
 * One API client module (docs/architecture.md, Request layer): src/lib/request/api.ts declares how an
 * endpoint is called and unwraps the envelope; each feature's endpoints are `src/lib/<feature>/api.ts`
 * on those helpers. Fails when a module of another name appears, or a feature calls the request layer
 * itself again (a second copy of the helpers).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LIB = join(process.cwd(), 'src', 'lib');
const CLIENT = 'request/api.ts';

const libFiles = readdirSync(LIB, { recursive: true, encoding: 'utf8' })
  .map((file) => file.replaceAll('\\', '/'))
  .filter((file) => /\.tsx?$/.test(file));

describe('API modules', () => {
  it('are named <feature>/api.ts, one per folder', () => {
    expect(
      libFiles.filter((file) => /(^|[/-])api[-.]|-api\.ts$/.test(file) && !file.endsWith('/api.ts')),
    ).toEqual([]);
  });

  it('only the client module calls the request layer to reach an endpoint', () => {
    const callers = libFiles.filter(
      (file) =>
        !file.startsWith('request/') &&
        /from '\.\.\/request\/request(\.ts)?'/.test(readFileSync(join(LIB, file), 'utf8')),
    );
    expect(callers).toEqual([]);
  });

  it.each(libFiles.filter((file) => file.endsWith('/api.ts') && file !== CLIENT))(
    '%s builds on the client module and does not unwrap the envelope itself',
    (file) => {
      const source = readFileSync(join(LIB, file), 'utf8');
      expect(source).toMatch(/from '\.\.\/request\/api\.ts'/);
      expect(source).not.toMatch(/\bEnvelope\b|body\.data/);
    },
  );
});
