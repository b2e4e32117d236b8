import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DRAFT_MAX_AGE_MS,
  draftKey,
  emptyDraft,
  isDraft,
  keyFor,
  postDrafts,
  type Draft,
  type DraftTarget,
} from '../../../src/lib/community/community-drafts.ts';
import {
  draftStore,
  loadDraft,
  pruneDrafts,
  readDraft,
  removeDraft,
  writeDraft,
} from '../../../src/stores/draft.ts';
import { installBrowser, uninstallBrowser } from '../helpers/browser.ts';
import { FakeStorage } from '../helpers/fake-storage.ts';

const NOW = Date.UTC(2026, 10, 23, 10, 0, 0);
const DAY = 24 * 60 * 60 * 1000;
const reply = (postId: number): DraftTarget => ({ kind: 'reply', postId });
const newPost: DraftTarget = { kind: 'post' };
const draft = (change: Partial<Draft> = {}): Draft => ({ ...emptyDraft(), ...change });

describe('draftKey', () => {
  it.each<[number, DraftTarget, string]>([
    [1, reply(12), 'portal:draft:1:post-12'],
    [1, reply(13), 'portal:draft:1:post-13'],
    [2, reply(12), 'portal:draft:2:post-12'],
    [1, newPost, 'portal:draft:1:new-post'],
    [2, newPost, 'portal:draft:2:new-post'],
    [1, { kind: 'edit-post', postId: 12 }, 'portal:draft:1:edit-post-12'],
    [1, { kind: 'edit-reply', postId: 12, replyId: 30 }, 'portal:draft:1:edit-reply-12-30'],
    [2, { kind: 'edit-reply', postId: 12, replyId: 30 }, 'portal:draft:2:edit-reply-12-30'],
  ])('user %i, %o → %s', (userId, target, key) => {
    expect(draftKey(userId, target)).toBe(key);
  });
});

describe('restore', () => {
  const content = '第一行\n第二行😀\u200b<b>粗</b>'.repeat(200);
  it.each<{
    name: string;
    stored: Record<string, string>;
    userId: number;
    target: DraftTarget;
    expected: Draft | null;
  }>([
    { name: 'nothing stored', stored: {}, userId: 1, target: reply(5), expected: null },
    {
      name: 'the draft of this user and post',
      stored: { 'portal:draft:1:post-5': JSON.stringify(draft({ content, quoteReplyId: 9, savedAt: NOW })) },
      userId: 1,
      target: reply(5),
      expected: draft({ content, quoteReplyId: 9, savedAt: NOW }),
    },
    {
      name: 'not another user’s draft',
      stored: { 'portal:draft:2:post-5': JSON.stringify(draft({ content, savedAt: NOW })) },
      userId: 1,
      target: reply(5),
      expected: null,
    },
    {
      name: 'not another post’s draft',
      stored: { 'portal:draft:1:post-6': JSON.stringify(draft({ content, savedAt: NOW })) },
      userId: 1,
      target: reply(5),
      expected: null,
    },
    {
      name: 'a new post with circle and title',
      stored: {
        'portal:draft:1:new-post': JSON.stringify(draft({ title: '标题', circleId: 3, savedAt: NOW })),
      },
      userId: 1,
      target: newPost,
      expected: draft({ title: '标题', circleId: 3, savedAt: NOW }),
    },
    {
      name: 'corrupt JSON',
      stored: { 'portal:draft:1:new-post': '{"title":' },
      userId: 1,
      target: newPost,
      expected: null,
    },
    {
      name: 'a foreign shape',
      stored: { 'portal:draft:1:new-post': JSON.stringify({ title: 3, content: [] }) },
      userId: 1,
      target: newPost,
      expected: null,
    },
  ])('$name', ({ stored, userId, target, expected }) => {
    const storage = new FakeStorage();
    for (const [key, value] of Object.entries(stored)) storage.setItem(key, value);
    expect(readDraft(storage, postDrafts, userId, target)).toEqual(expected);
  });

  it('round-trips every character, lone surrogates included', () => {
    const storage = new FakeStorage();
    const text = 'a\ud800b\udc00c😀\u202e\r\n'.repeat(300);
    expect(writeDraft(storage, postDrafts, 4, reply(1), draft({ content: text, savedAt: NOW }))).toBe(true);
    expect(readDraft(storage, postDrafts, 4, reply(1))?.content).toBe(text);
  });

  it('keeps the save time and removes a blank draft instead of storing it', () => {
    const storage = new FakeStorage();
    writeDraft(storage, postDrafts, 1, newPost, draft({ title: 't', savedAt: NOW }));
    expect(readDraft(storage, postDrafts, 1, newPost)?.savedAt).toBe(NOW);
    writeDraft(storage, postDrafts, 1, newPost, draft({ savedAt: NOW }));
    expect(storage.snapshot()).toEqual({});
  });

  it('removes only the confirmed draft', () => {
    const storage = new FakeStorage();
    writeDraft(storage, postDrafts, 1, reply(1), draft({ content: 'a', savedAt: NOW }));
    writeDraft(storage, postDrafts, 1, reply(2), draft({ content: 'b', savedAt: NOW }));
    removeDraft(storage, postDrafts, 1, reply(1));
    expect(Object.keys(storage.snapshot())).toEqual(['portal:draft:1:post-2']);
  });
});

describe('quota', () => {
  it.each([
    { name: 'a full storage', make: () => Object.assign(new FakeStorage(), { full: true }) },
    { name: 'a blocked storage', make: () => Object.assign(new FakeStorage(), { blocked: true }) },
    { name: 'no storage', make: () => null },
  ])('$name: the save reports false and nothing throws', ({ make }) => {
    const storage = make();
    expect(writeDraft(storage, postDrafts, 1, newPost, draft({ content: '正文', savedAt: NOW }))).toBe(false);
    expect(readDraft(storage, postDrafts, 1, newPost)).toBe(null);
    expect(() => removeDraft(storage, postDrafts, 1, newPost)).not.toThrow();
    expect(pruneDrafts(storage, postDrafts, NOW)).toEqual([]);
  });

  it('a storage that fills up keeps the last draft it accepted', () => {
    const storage = new FakeStorage();
    writeDraft(storage, postDrafts, 1, newPost, draft({ content: '早先的', savedAt: NOW }));
    storage.full = true;
    expect(
      writeDraft(storage, postDrafts, 1, newPost, draft({ content: '早先的和新的', savedAt: NOW })),
    ).toBe(false);
    expect(readDraft(storage, postDrafts, 1, newPost)?.content).toBe('早先的');
  });
});

describe('pruneDrafts', () => {
  it.each<{ name: string; savedAt: number | string; kept: boolean }>([
    { name: 'saved now', savedAt: NOW, kept: true },
    { name: 'saved 29 days ago', savedAt: NOW - 29 * DAY, kept: true },
    { name: 'saved exactly 30 days ago', savedAt: NOW - DRAFT_MAX_AGE_MS, kept: true },
    { name: 'saved 30 days and a minute ago', savedAt: NOW - DRAFT_MAX_AGE_MS - 60_000, kept: false },
    { name: 'saved a year ago', savedAt: NOW - 365 * DAY, kept: false },
    { name: 'unreadable', savedAt: 'corrupt', kept: false },
  ])('$name → kept: $kept', ({ savedAt, kept }) => {
    const storage = new FakeStorage();
    const value =
      typeof savedAt === 'number' ? JSON.stringify(draft({ content: 'x', savedAt })) : '{not json';
    storage.setItem('portal:draft:3:post-1', value);
    storage.setItem('digital_user_token', 'tok');
    storage.setItem('other', '{}');
    const removed = pruneDrafts(storage, postDrafts, NOW);
    expect(removed).toEqual(kept ? [] : ['portal:draft:3:post-1']);
    expect(storage.getItem('portal:draft:3:post-1') !== null).toBe(kept);
    expect(storage.getItem('digital_user_token')).toBe('tok');
    expect(storage.getItem('other')).toBe('{}');
  });
});

describe('keyFor (the Idempotency-Key kept with the draft)', () => {
  const newKey = () => 'fresh-key';
  it.each<{ name: string; pending: Draft['pending']; body: string; expected: string }>([
    { name: 'first submission', pending: null, body: '{"content":"a"}', expected: 'fresh-key' },
    {
      name: 'the same body again',
      pending: { idempotencyKey: 'kept-key', body: '{"content":"a"}' },
      body: '{"content":"a"}',
      expected: 'kept-key',
    },
    {
      name: 'an edited body',
      pending: { idempotencyKey: 'kept-key', body: '{"content":"a"}' },
      body: '{"content":"ab"}',
      expected: 'fresh-key',
    },
  ])('$name → $expected', ({ pending, body, expected }) => {
    expect(keyFor(draft({ pending }), body, newKey)).toEqual({ idempotencyKey: expected, body });
  });

  it('is stored with the draft', () => {
    const storage = new FakeStorage();
    const pending = { idempotencyKey: 'k-1', body: '{}' };
    writeDraft(storage, postDrafts, 1, reply(2), draft({ content: 'c', pending, savedAt: NOW }));
    expect(readDraft(storage, postDrafts, 1, reply(2))?.pending).toEqual(pending);
    expect(isDraft({ ...draft(), pending: { idempotencyKey: 1 } })).toBe(false);
  });
});

describe("drafts of edits (the post page), in the same store as the composer's", () => {
  const editPost: DraftTarget = { kind: 'edit-post', postId: 12 };
  const editReply: DraftTarget = { kind: 'edit-reply', postId: 12, replyId: 30 };

  it('keeps an edit apart from the reply being written to the same post, per user', () => {
    const storage = new FakeStorage();
    writeDraft(storage, postDrafts, 1, reply(12), draft({ content: '新回复', savedAt: NOW }));
    writeDraft(
      storage,
      postDrafts,
      1,
      editPost,
      draft({ title: '标', content: '改帖', revision: 3, savedAt: NOW }),
    );
    writeDraft(storage, postDrafts, 1, editReply, draft({ content: '改回复', revision: 2, savedAt: NOW }));
    expect(readDraft(storage, postDrafts, 1, reply(12))?.content).toBe('新回复');
    expect(readDraft(storage, postDrafts, 1, editPost)).toMatchObject({ content: '改帖', revision: 3 });
    expect(readDraft(storage, postDrafts, 1, editReply)).toMatchObject({ content: '改回复', revision: 2 });
    expect(readDraft(storage, postDrafts, 2, editReply)).toBeNull();
    expect(readDraft(storage, postDrafts, 1, { kind: 'edit-reply', postId: 12, replyId: 31 })).toBeNull();
    removeDraft(storage, postDrafts, 1, editReply);
    expect(readDraft(storage, postDrafts, 1, editReply)).toBeNull();
    expect(readDraft(storage, postDrafts, 1, editPost)?.content).toBe('改帖');
  });

  it('drops an edit draft that does not name the revision it was made from', () => {
    const storage = new FakeStorage();
    storage.setItem(draftKey(1, editPost), JSON.stringify(draft({ content: '改帖', savedAt: NOW })));
    expect(readDraft(storage, postDrafts, 1, editPost)).toBeNull();
    storage.setItem(draftKey(1, editPost), JSON.stringify(draft({ content: '改帖', revision: 0 })));
    expect(readDraft(storage, postDrafts, 1, editPost)).toBeNull();
    expect(isDraft(draft({ revision: 1.5 }), editPost)).toBe(false);
    expect(isDraft(draft({ revision: 2 }), editReply)).toBe(true);
    // The composer's drafts, older ones too, need none.
    expect(isDraft(draft(), reply(12))).toBe(true);
  });

  it('prunes old edit drafts with the rest', () => {
    const storage = new FakeStorage();
    writeDraft(
      storage,
      postDrafts,
      1,
      editReply,
      draft({ content: '旧', revision: 1, savedAt: NOW - 31 * DAY }),
    );
    writeDraft(storage, postDrafts, 1, editPost, draft({ content: '新', revision: 1, savedAt: NOW }));
    expect(pruneDrafts(storage, postDrafts, NOW)).toEqual([draftKey(1, editReply)]);
    expect(readDraft(storage, postDrafts, 1, editPost)?.content).toBe('新');
  });
});

describe('the draft store as a form holds it (in the browser’s localStorage)', () => {
  afterEach(() => uninstallBrowser());

  it('opens on the kept draft after removing the expired ones, stamps each keep and clears', () => {
    const old = JSON.stringify(draft({ content: '旧', savedAt: Date.now() - DRAFT_MAX_AGE_MS - DAY }));
    const kept = JSON.stringify(draft({ content: '留着', savedAt: Date.now() }));
    const browser = installBrowser({
      local: { 'portal:draft:9:post-1': old, 'portal:draft:1:post-2': kept },
    });
    const store = draftStore(postDrafts, 1, reply(2));
    expect(store.open()?.content).toBe('留着');
    expect(browser.localStorage.getItem('portal:draft:9:post-1')).toBe(null);

    const before = Date.now();
    expect(store.keep(draft({ content: '改了' }))).toBe(true);
    expect(readDraft(browser.localStorage, postDrafts, 1, reply(2))?.savedAt).toBeGreaterThanOrEqual(before);
    browser.localStorage.full = true;
    expect(store.keep(draft({ content: '存不下' }))).toBe(false);
    browser.localStorage.full = false;
    store.clear();
    expect(browser.localStorage.snapshot()).toEqual({});
  });

  it('loads the kept draft, else what the form starts with, else the failure', async () => {
    const browser = installBrowser();
    const store = draftStore(postDrafts, 1, reply(3));
    const started = loadDraft(store, () => Promise.resolve(draft({ content: '新的' })));
    expect(started.get().status).toBe('loading');
    await vi.waitFor(() =>
      expect(started.get()).toMatchObject({ status: 'ready', data: { content: '新的' } }),
    );

    store.keep(draft({ content: '上次的' }));
    const reopened = loadDraft(store, () => Promise.reject(new Error('not asked')));
    await vi.waitFor(() =>
      expect(reopened.get()).toMatchObject({ status: 'ready', data: { content: '上次的' } }),
    );

    browser.localStorage.clear();
    const refused = new Error('不能修改');
    const failed = loadDraft(store, () => Promise.reject(refused));
    await vi.waitFor(() => expect(failed.get()).toEqual({ status: 'failed', data: null, error: refused }));
  });
});
