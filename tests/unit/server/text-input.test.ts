/**
 * Typed text is normalised before it is checked (src/lib/shared/text.ts): text that only looks like
 * something is empty (10001), and what is stored is NFC without control characters or invisible edges.
 */
import { describe, expect, it } from 'vitest';
import type { Delivery, DeliveryCreated, PostDetail, Reply, User } from '../../../src/lib/shared/contract.ts';
import { addDays, chinaDay } from '../../../src/lib/shared/china-time.ts';
import { normalizeBody, normalizeLine } from '../../../src/lib/shared/text.ts';
import { createPost, firstCircleId, newKey, server, token, useCommunityServer } from './community-fixture.ts';
import { deliveryInput } from '../helpers/delivery-input.ts';

useCommunityServer();

/** Each looks empty to a reader. */
const INVISIBLE: Array<[string, string]> = [
  ['zero-width space', '\u200b'],
  ['zero-width joiner and non-joiner', '\u200c\u200d'],
  ['byte order mark', '\ufeff'],
  ['word joiner', '\u2060\u2060'],
  ['NUL', '\u0000'],
  ['control characters', '\u0001\u0007\u001b\u007f'],
  ['C1 controls', '\u0085\u009f'],
  ['ideographic and no-break spaces', '\u3000\u00a0'],
  ['mixed with line breaks', '\u200b\n\r\n\t\ufeff'],
  ['an unpaired surrogate', '\ud800'],
];

describe('the shared rule', () => {
  it.each(INVISIBLE)('makes %s empty on one line and in a body', (_name, text) => {
    expect(normalizeLine(text)).toBe('');
    expect(normalizeBody(text)).toBe('');
  });

  it('composes to NFC, keeps line breaks only in bodies and zero-width joiners inside text', () => {
    expect(normalizeLine('Cafe\u0301')).toBe('Café');
    expect(normalizeLine('  冷链\t物流\n专线 ')).toBe('冷链 物流 专线');
    expect(normalizeBody('第一行\r\n第二行\r第三行\u0000\n')).toBe('第一行\n第二行\n第三行');
    expect(normalizeLine('\u200b👩\u200d💻\u200b')).toBe('👩\u200d💻');
    expect(normalizeLine('a\ud800b\udc00c')).toBe('abc');
  });
});

describe('POST /posts', () => {
  it.each(INVISIBLE)('refuses a title of only %s with 10001', async (_name, text) => {
    const answer = await createPost({ circleId: firstCircleId(), title: text, content: '正文' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errorCode: 10001, errorMsg: '请输入标题（title）' });
  });

  it.each(INVISIBLE)('refuses a body of only %s with 10001', async (_name, text) => {
    const answer = await createPost({ circleId: firstCircleId(), title: '标题', content: text });
    expect(answer.body).toMatchObject({ errorCode: 10001, errorMsg: '请输入正文（content）' });
  });

  it('stores the normalised title and body', async () => {
    const answer = await createPost({
      circleId: firstCircleId(),
      title: '\ufeff\u200b冷链\u0000专线 Cafe\u0301\u200b',
      content: '\u200b第一行\r\n第二\u0007行\n',
    });
    expect(answer.body.success).toBe(true);
    const post = (await server.api<PostDetail>('GET', `/posts/${answer.body.data.id}`)).body.data;
    expect(post.title).toBe('冷链专线 Café');
    expect(post.content).toBe('第一行\n第二行');
  });

  it('counts the length after normalisation', async () => {
    const padded = `${'\u200b'.repeat(50)}${'标'.repeat(100)}${'\u0000'.repeat(50)}`;
    const answer = await createPost({ circleId: firstCircleId(), title: padded, content: '正文' });
    expect(answer.body.success).toBe(true);
  });
});

describe('POST /posts/:id/replies', () => {
  it.each(INVISIBLE)('refuses a reply of only %s', async (_name, text) => {
    const post = await createPost({ circleId: firstCircleId(), title: '回复测试', content: '正文' });
    const answer = await server.api<Reply>('POST', `/posts/${post.body.data.id}/replies`, {
      token,
      body: { content: text },
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(answer.body).toMatchObject({ errorCode: 10001, errorMsg: '请输入正文（content）' });
  });
});

describe('PUT /user/profile', () => {
  const profile = { nickname: '演示用户', realName: '', company: '', email: '' };

  it.each(INVISIBLE)('refuses a nickname of only %s', async (_name, text) => {
    const answer = await server.api('PUT', '/user/profile', { token, body: { ...profile, nickname: text } });
    expect(answer.body).toMatchObject({ errorCode: 10001, errorMsg: '请输入昵称（nickname）' });
  });

  it('stores optional fields of only invisible characters as empty, and the rest normalised', async () => {
    const answer = await server.api<User>('PUT', '/user/profile', {
      token,
      body: {
        nickname: '\u200b老\u0000张\ufeff',
        realName: '\u200b\u2060',
        company: '\u0001顺达\n物流\u0085',
        email: ' \u200bdemo@example.com\ufeff',
      },
    });
    expect(answer.body.success).toBe(true);
    expect(answer.body.data).toMatchObject({
      nickname: '老张',
      realName: '',
      company: '顺达 物流',
      email: 'demo@example.com',
    });
  });
});

describe('POST /deliveries', () => {
  const valid = deliveryInput({
    loadingDate: addDays(chinaDay(), 3),
    expectedArrivalDate: addDays(chinaDay(), 4),
  });

  it.each(['shipperName', 'shipperAddress', 'consigneeName', 'consigneeAddress', 'cargoName'])(
    'refuses %s of only invisible characters',
    async (field) => {
      const answer = await server.api('POST', '/deliveries', {
        token,
        body: { ...valid, [field]: '\u200b\u0000\ufeff' },
        headers: { 'Idempotency-Key': newKey() },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errorCode).toBe(10001);
      // The shared rule's message for an empty field, naming the field for the caller.
      expect(answer.body.errorMsg).toMatch(new RegExp(`^请输入.+（${field}）$`));
    },
  );

  it.each(['cargoType', 'vehicleType'])(
    'refuses %s of invisible characters as off its list',
    async (field) => {
      const answer = await server.api('POST', '/deliveries', {
        token,
        body: { ...valid, [field]: '\u200b\u0000\ufeff' },
        headers: { 'Idempotency-Key': newKey() },
      });
      expect(answer.status).toBe(400);
      // A chosen value is one of its list's, never typed text (rules/choices.ts).
      expect(answer.body.errorMsg).toMatch(new RegExp(`^.+（${field}）不在可选范围内，请从列表中选择$`));
    },
  );

  it('reads a phone number with invisible edges and stores normalised text', async () => {
    const created = await server.api<DeliveryCreated>('POST', '/deliveries', {
      token,
      body: {
        ...valid,
        shipperPhone: '\u200b13812345678\ufeff',
        cargoName: '\u0000冷冻\u200b水产\u0007',
        remarks: '\u200b轻拿轻放\r\n全程 -18℃\u0000\n',
      },
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(created.body.success).toBe(true);
    const stored = (await server.api<Delivery>('GET', `/deliveries/${created.body.data.id}`, { token })).body
      .data;
    expect(stored).toMatchObject({
      shipperPhone: '13812345678',
      cargoName: '冷冻\u200b水产',
      remarks: '轻拿轻放\n全程 -18℃',
    });
  });
});
