import { describe, expect, it } from 'vitest';
import { myReplyList } from '../../../src/lib/community/post-lists.ts';
import {
  canDelete,
  canEdit,
  conflictMessage,
  editConflictOf,
  editDraft,
  isOwnText,
  openEdit,
  versionLabel,
} from '../../../src/lib/community/community-edits.ts';
import { postPath } from '../../../src/lib/community/community-paths.ts';
import { noticePath } from '../../../src/lib/notices/notice-links.ts';
import { editFieldSpecs } from '../../../src/lib/community/community-input.ts';
import { validateForm } from '../../../src/lib/form/form.ts';
import type { Notice, PostDetail, UserReply } from '../../../src/lib/shared/contract.ts';
import { toRequestError } from '../../../src/lib/request/errors.ts';

const until = '2026-11-24T03:00:00.000Z';
const mine = { authorId: 7, deletedAt: null, editableUntil: until };

describe('who may change a post or reply on the page', () => {
  it.each([
    ['the author before the window closes', mine, 7, Date.parse(until) - 1, true, true],
    ['the author at the last moment', mine, 7, Date.parse(until), true, true],
    ['the author after the window', mine, 7, Date.parse(until) + 1, false, true],
    ['another user', mine, 8, Date.parse(until) - 1, false, false],
    ['a visitor', mine, null, Date.parse(until) - 1, false, false],
    ['the author of a deleted reply', { ...mine, deletedAt: until }, 7, 0, false, false],
  ] as const)('%s', (_, item, userId, now, edit, remove) => {
    expect([canEdit(item, userId, now), canDelete(item, userId)]).toEqual([edit, remove]);
  });
});

describe('the edit form', () => {
  it('says what is missing with the labels of the composer', () => {
    expect(validateForm(editFieldSpecs(true), { title: ' ', content: '\u200b' })).toEqual({
      title: '请输入标题',
      content: '请输入正文',
    });
    expect(validateForm(editFieldSpecs(false), { title: '', content: '' })).toEqual({
      content: '请输入回复内容',
    });
    expect(validateForm(editFieldSpecs(true), { title: '标题', content: '正文' })).toEqual({});
  });
});

describe('versions and notices', () => {
  it('labels versions and opens a reply notice at its floor', () => {
    expect(versionLabel({ version: 3, content: '', savedAt: until, current: true })).toBe('第 3 版（当前）');
    expect(versionLabel({ version: 1, content: '', savedAt: until, current: false })).toBe('第 1 版');
    const notice: Notice = {
      id: 1,
      type: 'message',
      title: '「帖」有 2 条新回复',
      description: '',
      read: false,
      createdAt: until,
      target: { postId: 9, floor: 14 },
    };
    expect(noticePath(notice)).toBe('/basic/portal/postPetails?id=9&floor=14');
    expect(noticePath(notice)).toBe(postPath(9, 14));
    expect(noticePath({ ...notice, target: null })).toBeNull();
  });
});

describe('我的回复 of a deleted post', () => {
  it('shows the whole reply, says the post was deleted, and links nowhere', () => {
    const reply: UserReply = {
      id: 1,
      postId: 4,
      floor: 2,
      authorId: 1,
      authorName: '演示用户',
      authorAccount: 'demo',
      content: `开头${'字'.repeat(80)}`,
      createdAt: until,
      quote: null,
      editedAt: null,
      deletedAt: null,
      hiddenAt: null,
      editableUntil: until,
      revision: 1,
      postTitle: '',
      postDeleted: true,
    };
    const [content, post] = myReplyList.columns;
    expect([content!.value(reply), content!.href!(reply)]).toEqual([reply.content, '']);
    expect([post!.value(reply), post!.href!(reply)]).toEqual(['该帖子已被作者删除', '']);
  });
});

describe('an edit that lost a race (10604)', () => {
  const current = { id: 3, floor: 1, content: '另一个标签页保存的', revision: 4 };
  const refusal = (errorCode: number, data: unknown) =>
    toRequestError({
      status: 409,
      data: { success: false, errorCode, errorMsg: '该回复在你编辑期间已被修改', data },
    });

  it("reads the text that stands from the request layer's error", () => {
    const conflict = editConflictOf(refusal(10604, { current, savedAt: until }));
    expect(conflict).toEqual({ current, savedAt: until });
  });

  it.each([
    ['another refusal', refusal(10601, null)],
    ['a conflict without the text', refusal(10604, null)],
    ['a conflict whose text has no revision', refusal(10604, { current: { content: 'x' }, savedAt: until })],
    ['a network failure', toRequestError(new TypeError('Failed to fetch'))],
    ['nothing', undefined],
  ])('is null for %s', (_, error) => {
    expect(editConflictOf(error)).toBeNull();
  });

  it("says what changed and when (China time), and that the user's words are kept", () => {
    expect(conflictMessage('#2 的回复', until)).toBe(
      '#2 的回复已在 2026/11/24 11:00 被修改（可能是在另一个窗口或标签页），你的修改尚未保存，仍在下面的编辑框中。' +
        '请对照现在的内容，选择「用我的内容覆盖」或「放弃我的修改」。',
    );
  });
});

describe('the draft of an edit', () => {
  const post = { title: '原标题', content: '原正文' };

  it('opens on the text that stands when nothing was kept', () => {
    expect(openEdit(null, post, 4)).toEqual({ fields: post, revision: 4, restored: false });
  });

  it('restores the words typed before a reload, with the revision they were made from', () => {
    const kept = editDraft({ title: '新标题', content: '改了一半' }, 3);
    expect(kept).toMatchObject({
      title: '新标题',
      content: '改了一半',
      revision: 3,
      pending: null,
    });
    expect(openEdit(kept, post, 4)).toEqual({
      fields: { title: '新标题', content: '改了一半' },
      revision: 3,
      restored: true,
    });
  });

  it('restores a reply edit without a title', () => {
    const kept = editDraft({ content: '回复改过' }, 2);
    expect(openEdit(kept, { content: '回复' }, 2)).toEqual({
      fields: { content: '回复改过' },
      revision: 2,
      restored: true,
    });
  });

  it('does not offer back words that already stand (the edit was saved)', () => {
    const kept = editDraft({ title: '原标题', content: '原正文' }, 1);
    expect(openEdit(kept, post, 2)).toEqual({ fields: post, revision: 2, restored: false });
  });

  it("takes a 10604 carrying the user's own words as saved, any other as a conflict", () => {
    const current = {
      ...({} as PostDetail),
      title: '新标题',
      content: '新正文',
      revision: 5,
    };
    const conflict = { current, savedAt: until };
    expect(isOwnText(conflict, { title: '新标题', content: '新正文' })).toBe(true);
    expect(isOwnText(conflict, { title: '别的标题', content: '新正文' })).toBe(false);
    expect(isOwnText(conflict, { title: '新标题', content: '别的正文' })).toBe(false);
    expect(
      isOwnText(
        { current: { ...current, title: undefined } as unknown as PostDetail, savedAt: until },
        { content: '新正文' },
      ),
    ).toBe(true);
  });
});
