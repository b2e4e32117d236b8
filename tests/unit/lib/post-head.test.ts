import { describe, expect, it } from 'vitest';
import { postHead } from '../../../src/lib/community/post-head';
import type { PostDetail } from '../../../src/lib/shared/contract';

const post = {
  id: 7,
  title: '冷链车怎么找',
  content: '想找一辆冷链车，\n\n从上海到成都。'.padEnd(200, '，详情私聊'),
  circleName: '货主交流',
  hiddenAt: null,
  deletedAt: null,
} as PostDetail;

describe('a post page’s head', () => {
  it('is the post’s title, the first words of its text and its address', () => {
    const head = postHead(post, 1);
    expect(head.title).toBe('冷链车怎么找');
    expect(head.description.startsWith('想找一辆冷链车， 从上海到成都。')).toBe(true);
    expect([...head.description]).toHaveLength(121);
    expect(head.description.endsWith('…')).toBe(true);
    expect(head.href).toBe('/basic/portal/postPetails?id=7');
  });

  it('names a page of replies after the first by its number', () => {
    expect(postHead(post, 3)).toMatchObject({
      title: '冷链车怎么找（第 3 页）',
      href: '/basic/portal/postPetails?id=7&page=3',
    });
  });

  it('says nothing of a post an editor hid or its author deleted', () => {
    const hidden = postHead({ ...post, hiddenAt: '2026-11-20T00:00:00Z', title: '', content: '' }, 1);
    expect(hidden).toMatchObject({ title: '该内容已被屏蔽', description: '货主交流圈子的帖子' });
    const deleted = postHead({ ...post, deletedAt: '2026-11-20T00:00:00Z', title: '', content: '' }, 1);
    expect(deleted).toMatchObject({ title: '该帖子已被作者删除', description: '货主交流圈子的帖子' });
  });
});
