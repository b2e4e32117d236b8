/**
 * 屏蔽 and the session, against the real reference server: a block's and an unblock's answers keep
 * in the session whether the reader blocks anyone (`blocking`), which a post's static page reads to
 * decide whether its replies are read again; without a signed-in user nothing is written.
 */
import { cleanStores } from 'nanostores';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowser, uninstallBrowser } from '../helpers/browser.ts';
import { DEMO, startReferenceServer, type ReferenceServer } from '../helpers/reference-server.ts';

let server: ReferenceServer;
let session: typeof import('../../../src/stores/shell/session.ts');
let blocks: typeof import('../../../src/stores/blocks.ts');
let favorites: typeof import('../../../src/lib/favorites/api.ts');
let account: typeof import('../../../src/lib/account/api.ts');

beforeAll(async () => {
  server = await startReferenceServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  cleanStores(session.$session);
  uninstallBrowser();
});

async function openPage(): Promise<void> {
  installBrowser({});
  const { configureRequest } = await import('../../../src/lib/request/request.ts');
  configureRequest({ origin: server.url, logError: () => {} });
  session = await import('../../../src/stores/shell/session.ts');
  blocks = await import('../../../src/stores/blocks.ts');
  favorites = await import('../../../src/lib/favorites/api.ts');
  account = await import('../../../src/lib/account/api.ts');
}

describe('the session’s blocking flag', () => {
  it('follows a block and the undoing of the last one', async () => {
    await openPage();
    const editor = (await account.login({ account: 'editor', password: 'editor123456' })).user.id;
    expect(session.loginWith(await account.login({ account: DEMO.account, password: DEMO.password }))).toBe(
      true,
    );
    expect(session.$currentUser.get()?.blocking).toBe(false);
    blocks.keepBlocking(await favorites.blockUser(editor));
    expect(session.$currentUser.get()?.blocking).toBe(true);
    expect(await blocks.unblock(editor)).toBeNull();
    expect(session.$currentUser.get()?.blocking).toBe(false);
  });

  it('writes nothing without a signed-in user', async () => {
    await openPage();
    blocks.keepBlocking({ blocked: true, blocking: true });
    expect(session.$currentUser.get()).toBeNull();
  });
});
