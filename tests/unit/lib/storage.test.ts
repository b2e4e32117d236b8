import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserLocalStorage,
  clearStorage,
  getToken,
  isSendableToken,
  readJSON,
  readString,
  removeKey,
  setToken,
  writeJSON,
  writeString,
} from '../../../src/lib/request/storage.ts';
import { MAX_TOKEN_LENGTH } from '../../../src/lib/site/config.ts';
import { FakeStorage } from '../helpers/fake-storage.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readJSON', () => {
  const isList = (value: unknown): value is number[] => Array.isArray(value);

  it.each([
    ['a stored value', '[1,2]', [1, 2]],
    ['corrupt JSON', '{not json', []],
    ['a value of the wrong shape', '{"a":1}', []],
    ['the text "undefined"', 'undefined', []],
  ])('reads %s', (_case, stored, expected) => {
    const storage = new FakeStorage();
    storage.setItem('key', stored);
    expect(readJSON(storage, 'key', [], isList)).toEqual(expected);
  });

  it('falls back when the key is missing, the storage is missing, or access is refused', () => {
    const blocked = new FakeStorage();
    blocked.blocked = true;
    expect(readJSON(new FakeStorage(), 'key', 'fallback')).toBe('fallback');
    expect(readJSON(null, 'key', 'fallback')).toBe('fallback');
    expect(readJSON(blocked, 'key', 'fallback')).toBe('fallback');
  });
});

describe('writes', () => {
  it('store values and report success', () => {
    const storage = new FakeStorage();
    expect(writeJSON(storage, 'json', { a: 1 })).toBe(true);
    expect(writeString(storage, 'text', 'x')).toBe(true);
    expect(storage.snapshot()).toEqual({ json: '{"a":1}', text: 'x' });
    expect(removeKey(storage, 'text')).toBe(true);
    expect(storage.snapshot()).toEqual({ json: '{"a":1}' });
    expect(clearStorage(storage)).toBe(true);
    expect(storage.snapshot()).toEqual({});
  });

  it('swallow a full quota and report it', () => {
    const storage = new FakeStorage();
    storage.full = true;
    expect(writeString(storage, 'text', 'x')).toBe(false);
    expect(writeJSON(storage, 'json', { a: 1 })).toBe(false);
    expect(storage.snapshot()).toEqual({});
  });

  it('never throw on a refused or missing storage, or an unserialisable value', () => {
    const blocked = new FakeStorage();
    blocked.blocked = true;
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(writeString(blocked, 'a', 'b')).toBe(false);
    expect(removeKey(blocked, 'a')).toBe(false);
    expect(clearStorage(blocked)).toBe(false);
    expect(readString(blocked, 'a')).toBeNull();
    expect(writeString(undefined, 'a', 'b')).toBe(false);
    expect(writeJSON(new FakeStorage(), 'a', circular)).toBe(false);
  });
});

describe('token', () => {
  it('is read from and written to localStorage under digital_user_token', () => {
    const local = new FakeStorage();
    vi.stubGlobal('localStorage', local);
    expect(getToken()).toBe('');
    setToken('abc');
    expect(local.getItem('digital_user_token')).toBe('abc');
    expect(getToken()).toBe('abc');
    setToken('');
    expect(local.getItem('digital_user_token')).toBe('');
    expect(getToken()).toBe('');
  });

  it.each([
    ['letters a header cannot carry', '令牌abc'],
    ['a line break', 'abc\ndef'],
    ['a carriage return', 'abc\rdef'],
    ['a space', 'abc def'],
    ['a tab', 'abc\tdef'],
    ['a NUL', 'abc\u0000'],
    ['a Latin-1 letter', 'abcé'],
    ['an emoji', 'abc😀'],
    ['10 KB', 'a'.repeat(10 * 1024)],
    ['one character over the limit', 'a'.repeat(MAX_TOKEN_LENGTH + 1)],
  ])('holding %s counts as no token and is blanked', (_case, stored) => {
    const local = new FakeStorage();
    vi.stubGlobal('localStorage', local);
    local.setItem('digital_user_token', stored);
    expect(getToken()).toBe('');
    expect(local.getItem('digital_user_token')).toBe('');
  });

  it.each([
    ['a server token', 'Vq3x_Jm0-8hQzV9kXo2cYb7nR1sT4uW6yA5dE8fG0hI'],
    ['the longest accepted', 'a'.repeat(MAX_TOKEN_LENGTH)],
    ['punctuation a header allows', 'a.b~c!d$e'],
  ])('%s is kept', (_case, stored) => {
    const local = new FakeStorage();
    vi.stubGlobal('localStorage', local);
    local.setItem('digital_user_token', stored);
    expect(getToken()).toBe(stored);
    expect(isSendableToken(stored)).toBe(true);
  });

  it('is empty where localStorage is missing (Node, the build)', () => {
    expect(browserLocalStorage()).toBeNull();
    expect(getToken()).toBe('');
    expect(setToken('abc')).toBe(false);
  });
});
