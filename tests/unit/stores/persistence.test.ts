import { afterEach, describe, expect, it } from 'vitest';
import { guardedStorage } from '../../../src/stores/shell/persistence.ts';
import { installBrowser, uninstallBrowser } from '../helpers/browser.ts';
import { FakeStorage } from '../helpers/fake-storage.ts';

afterEach(() => {
  uninstallBrowser();
});

describe('guardedStorage', () => {
  it('reads and writes Web Storage through property access, as the persistent engine does', () => {
    const storage = new FakeStorage();
    const engine = guardedStorage(storage);
    engine.a = '1';
    expect(storage.getItem('a')).toBe('1');
    expect(engine.a).toBe('1');
    expect('a' in engine).toBe(true);
    expect('b' in engine).toBe(false);
    expect(Object.keys(engine)).toEqual(['a']);
    delete engine.a;
    expect(storage.snapshot()).toEqual({});
  });

  it('keeps writes that hit a full quota in memory for the page, without throwing', () => {
    const storage = new FakeStorage();
    storage.setItem('kept', 'old');
    storage.full = true;
    const engine = guardedStorage(storage);
    expect(() => {
      engine.kept = 'new';
      engine.added = 'x';
    }).not.toThrow();
    expect(storage.snapshot()).toEqual({ kept: 'old' });
    expect(engine.kept).toBe('new');
    expect(Object.keys(engine).sort()).toEqual(['added', 'kept']);
    storage.full = false;
    engine.kept = 'stored';
    expect(storage.getItem('kept')).toBe('stored');
    delete engine.added;
    expect('added' in engine).toBe(false);
  });

  it('treats a storage the browser refuses as empty', () => {
    const storage = new FakeStorage();
    storage.blocked = true;
    const engine = guardedStorage(storage);
    expect(engine.a).toBeUndefined();
    expect('a' in engine).toBe(false);
    expect(Object.keys(engine)).toEqual([]);
    expect(() => {
      engine.a = '1';
      delete engine.a;
    }).not.toThrow();
  });
});

describe('the engine', () => {
  it('is sessionStorage in a browser', async () => {
    const browser = installBrowser();
    const { setCollapsed } = await import('../../../src/stores/shell/shell.ts');
    setCollapsed(true);
    expect(JSON.parse(browser.sessionStorage.getItem('portal:global') ?? '')).toEqual({
      collapsed: true,
      notices: [],
      paginationData: {},
      currentPath: '',
      searchData: {},
    });
    expect(browser.localStorage.snapshot()).toEqual({});
  });

  it('is memory outside a browser: nothing reaches any storage', async () => {
    const browser = installBrowser();
    // No window: what the static build sees.
    Reflect.deleteProperty(globalThis, 'window');
    const { setCollapsed, $global } = await import('../../../src/stores/shell/shell.ts');
    setCollapsed(true);
    expect($global.get().collapsed).toBe(true);
    expect(browser.sessionStorage.snapshot()).toEqual({});
  });

  it('survives a browser whose sessionStorage is blocked', async () => {
    const browser = installBrowser();
    browser.sessionStorage.blocked = true;
    const { setCollapsed, $global } = await import('../../../src/stores/shell/shell.ts');
    expect(() => setCollapsed(true)).not.toThrow();
    expect($global.get().collapsed).toBe(true);
  });
});
