/**
 * Scheduled publishing (server/domain/schedules.ts): a schedule is done at its minute and once; one
 * missed while no server ran is done at the next start and said in the log and the trail; a cancelled
 * one is not done; an edit moves it only when the editor says so; two nodes running the due run at
 * once publish once; and each refusal has its code.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeskActionRecord, DeskSaveResult, PolicyDetail } from '../../../src/lib/shared/contract.ts';
import {
  SCHEDULE_ERROR_CODES as Codes,
  type DeskSchedule,
  type ScheduledDeskItem,
} from '../../../src/lib/shared/contract/schedules.ts';
import { runDueSchedules } from '../../../server/domain/schedules.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import type { ContentChange, SitePublisher } from '../../../server/site/site-publisher.ts';
import { createPolicy, policyFields } from './desk-fixture.ts';
import { startTestServer, type TestServer } from './harness.ts';

const MINUTE = 60_000;
const START = Date.parse('2026-11-28T02:00:00.000Z'); // 10:00 in China
let clock = START;
let server: TestServer;
let editor: string;
let published: ContentChange[] = [];
const recordSite: SitePublisher = (change) => {
  published.push(change);
  return Promise.resolve({ changedUrls: [], liveAt: new Date(clock).toISOString() });
};

beforeAll(async () => {
  // The timer's own runs are a minute apart: the tests run the due run themselves, at their clock.
  server = await startTestServer({
    now: () => clock,
    scheduleIntervalSeconds: 60,
    sitePublisher: recordSite,
  });
  editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
});
afterAll(() => server.close());

const schedule = (id: number, body: Record<string, unknown>) =>
  server.api<DeskSchedule>('POST', `/desk/policies/${id}/schedule`, { token: editor, body });
const at = (ms: number) => new Date(ms).toISOString();
const item = async (id: number) =>
  (await server.api<ScheduledDeskItem<'policies'>>('GET', `/desk/policies/${id}`, { token: editor })).body
    .data;
const publicPolicy = (id: number) => server.api<PolicyDetail>('GET', `/policies/${id}`);
const publications = (actions: DeskActionRecord[]) => actions.filter((action) => action.action === 'publish');

async function newPolicy(title: string): Promise<number> {
  return (await createPolicy(server, editor, title)).id;
}

describe('a schedule to publish', () => {
  it('is listed, shown on the item, and done at its minute, once, through the site publisher', async () => {
    const id = await newPolicy('定时发布的政策');
    const set = await schedule(id, { revision: 1, action: 'publish', at: '2026-11-28T10:01+08:00' });
    expect(set.body.data).toMatchObject({
      kind: 'policies',
      id,
      action: 'publish',
      revision: 1,
      at: at(START + MINUTE),
    });
    expect((await item(id)).schedule).toMatchObject({ action: 'publish', revision: 1 });
    const listed = await server.api<DeskSchedule[]>('GET', '/desk/schedules', { token: editor });
    expect(listed.body.data.map((row) => [row.kind, row.id, row.title])).toContainEqual([
      'policies',
      id,
      '定时发布的政策',
    ]);

    published = [];
    expect(await runDueSchedules(server.store, START + MINUTE - 1, recordSite)).toBe(0);
    expect((await publicPolicy(id)).status).toBe(404);

    clock = START + MINUTE;
    expect(await runDueSchedules(server.store, clock, recordSite)).toBe(1);
    expect(await runDueSchedules(server.store, clock + MINUTE, recordSite)).toBe(0);
    expect(published).toEqual([{ kind: 'policies', id, action: 'publish' }]);
    expect((await publicPolicy(id)).body.data.title).toBe('定时发布的政策');
    const done = await item(id);
    expect(done.schedule).toBeNull();
    expect(publications(done.actions)).toEqual([
      expect.objectContaining({ revision: 1, note: '定时发布（定于 2026-11-28 10:01 北京时间）' }),
    ]);
  });

  it('is not done once cancelled', async () => {
    clock = START;
    const id = await newPolicy('取消定时的政策');
    expect(
      (await schedule(id, { revision: 1, action: 'publish', at: at(START + MINUTE) })).body.success,
    ).toBe(true);
    const cancelled = await server.api('DELETE', `/desk/policies/${id}/schedule`, { token: editor });
    expect(cancelled.body.success).toBe(true);
    expect(await runDueSchedules(server.store, START + 2 * MINUTE, recordSite)).toBe(0);
    expect((await item(id)).state).toBe('draft');
    const again = await server.api('DELETE', `/desk/policies/${id}/schedule`, { token: editor });
    expect([again.status, again.body.errorCode]).toEqual([404, Codes.scheduleMissing]);
  });
});

describe('an edit of a scheduled item', () => {
  const edit = (id: number, extra: Record<string, unknown>) =>
    server.api<DeskSaveResult>('PUT', `/desk/policies/${id}`, {
      token: editor,
      body: { ...policyFields('改过的标题'), revision: 1, ...extra },
    });

  it('is refused until the editor says whether the schedule moves (10845), keeping nothing', async () => {
    clock = START;
    const id = await newPolicy('待改的政策');
    await schedule(id, { revision: 1, action: 'publish', at: at(START + MINUTE) });
    const unanswered = await edit(id, {});
    expect([unanswered.status, unanswered.body.errorCode]).toEqual([409, Codes.scheduleMoveUnanswered]);
    expect(unanswered.body.errorMsg).toContain('第 1 版');
    expect((await item(id)).revision).toBe(1);
  });

  it('moves the schedule to the new revision when asked to', async () => {
    clock = START;
    const id = await newPolicy('移到新版的政策');
    await schedule(id, { revision: 1, action: 'publish', at: at(START + MINUTE) });
    expect((await edit(id, { moveSchedule: true })).body.data.revision).toBe(2);
    expect((await item(id)).schedule?.revision).toBe(2);
    await runDueSchedules(server.store, START + MINUTE, recordSite);
    expect((await publicPolicy(id)).body.data.title).toBe('改过的标题');
  });

  it('keeps it on its revision when told not to move it', async () => {
    clock = START;
    const id = await newPolicy('留在旧版的政策');
    await schedule(id, { revision: 1, action: 'publish', at: at(START + MINUTE) });
    expect((await edit(id, { moveSchedule: false })).body.data.revision).toBe(2);
    await runDueSchedules(server.store, START + MINUTE, recordSite);
    const done = await item(id);
    expect([done.state, done.publishedRevision, done.revision]).toEqual(['published', 1, 2]);
    expect((await publicPolicy(id)).body.data.title).toBe('留在旧版的政策');
  });
});

describe('a schedule to withdraw', () => {
  it('takes the published item off the site at its minute', async () => {
    clock = START;
    const id = await newPolicy('定时撤下的政策');
    await server.api('POST', `/desk/policies/${id}/publish`, { token: editor, body: { revision: 1 } });
    await schedule(id, { revision: 1, action: 'withdraw', at: at(START + 5 * MINUTE) });
    published = [];
    expect(await runDueSchedules(server.store, START + 5 * MINUTE, recordSite)).toBe(1);
    expect(published).toEqual([{ kind: 'policies', id, action: 'withdraw' }]);
    expect((await publicPolicy(id)).status).toBe(404);
    expect((await item(id)).actions[0]).toMatchObject({
      action: 'withdraw',
      note: '定时撤下（定于 2026-11-28 10:05 北京时间）',
    });
  });
});

describe('refusals', () => {
  it('each has its code and says why in Chinese', async () => {
    clock = START;
    const draft = await newPolicy('拒绝定时的政策');
    const cases: [Record<string, unknown>, number, number, string][] = [
      [{ revision: 1, action: 'publish', at: at(START) }, 400, Codes.scheduleTimeRefused, '已经过去'],
      [
        { revision: 1, action: 'publish', at: at(START + MINUTE + 30_000) },
        400,
        Codes.scheduleTimeRefused,
        '分钟',
      ],
      [
        { revision: 1, action: 'publish', at: at(START + 400 * 24 * 60 * MINUTE) },
        400,
        Codes.scheduleTimeRefused,
        '366',
      ],
      [
        { revision: 9, action: 'publish', at: at(START + MINUTE) },
        409,
        Codes.scheduleRevisionRefused,
        '第 9 版',
      ],
      [
        { revision: 1, action: 'withdraw', at: at(START + MINUTE) },
        409,
        Codes.scheduleStateRefused,
        '已发布',
      ],
    ];
    for (const [body, status, code, words] of cases) {
      const answer = await schedule(draft, body);
      expect([body, answer.status, answer.body.errorCode]).toEqual([body, status, code]);
      expect(answer.body.errorMsg).toContain(words);
    }
    expect(
      (await schedule(draft, { revision: 1, action: 'publish', at: at(START + MINUTE) })).body.success,
    ).toBe(true);
    const second = await schedule(draft, { revision: 1, action: 'publish', at: at(START + 2 * MINUTE) });
    expect([second.status, second.body.errorCode]).toEqual([409, Codes.scheduleExists]);
    expect(second.body.errorMsg).toContain('10:01');
    const rows = await server.store.all('SELECT * FROM desk_schedules WHERE item_id = ?', draft);
    expect(rows).toHaveLength(1);
    await server.api('DELETE', `/desk/policies/${draft}/schedule`, { token: editor });
  });

  it('a schedule the desk refuses when due is dropped and logged', async () => {
    clock = START;
    const id = await newPolicy('已手动发布的政策');
    await schedule(id, { revision: 1, action: 'publish', at: at(START + MINUTE) });
    await server.api('POST', `/desk/policies/${id}/publish`, { token: editor, body: { revision: 1 } });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await runDueSchedules(server.store, START + MINUTE, recordSite)).toBe(0);
      expect(errors.mock.calls.flat().join(' ')).toContain(`policies/${id}`);
    } finally {
      errors.mockRestore();
    }
    expect((await item(id)).schedule).toBeNull();
    expect(publications((await item(id)).actions)).toHaveLength(1);
  });
});

describe('a missed time', () => {
  it('is done when the server starts again, said in the log and in the trail', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'portal-schedules-'));
    const dbPath = join(directory, 'portal.db');
    let missedClock = START;
    const options = {
      dbPath,
      now: () => missedClock,
      scheduleIntervalSeconds: 60,
      sitePublisher: recordSite,
    };
    const before = await startTestServer(options);
    const token = await before.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
    const { id } = await createPolicy(before, token, '停机期间到时的政策');
    await before.api('POST', `/desk/policies/${id}/schedule`, {
      token,
      body: { revision: 1, action: 'publish', at: at(START + MINUTE) },
    });
    await before.close();

    missedClock = START + 3 * 60 * MINUTE; // 13:00: no server ran at 10:01
    published = [];
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let after: TestServer | undefined;
    try {
      after = await startTestServer(options);
      expect(warnings.mock.calls.flat().join(' ')).toContain(`policies/${id}`);
      expect(published).toEqual([{ kind: 'policies', id, action: 'publish' }]);
      const again = await after.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
      const trail = await after.api<ScheduledDeskItem<'policies'>>('GET', `/desk/policies/${id}`, {
        token: again,
      });
      expect(publications(trail.body.data.actions)[0]?.note).toBe(
        '定时发布（定于 2026-11-28 10:01 北京时间）：到时服务器未运行，于 2026-11-28 13:00 补做',
      );
    } finally {
      warnings.mockRestore();
      await after?.close();
      await rm(directory, { recursive: true, force: true });
    }
  });
});

describe('two nodes at once', () => {
  it('publish each due schedule once between them', async () => {
    clock = START;
    const ids: number[] = [];
    for (const title of ['两节点甲', '两节点乙', '两节点丙', '两节点丁']) {
      const id = await newPolicy(title);
      await schedule(id, { revision: 1, action: 'publish', at: at(START + MINUTE) });
      ids.push(id);
    }
    const node = fileURLToPath(new URL('./schedule-node.ts', import.meta.url));
    const runNode = async () => {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, [node, String(START + MINUTE)], {
        env: { ...process.env, ...server.databaseEnv },
      });
      const line = stdout.split('\n').find((text) => text.startsWith('DONE '));
      return { ...(JSON.parse(line?.slice(5) ?? '{}') as { done: number; published: string[] }), stderr };
    };
    const [first, second] = await Promise.all([runNode(), runNode()]);
    expect(first.done + second.done).toBe(4);
    expect([...first.published, ...second.published].sort()).toEqual(
      ids.map((id) => `policies/${id}`).sort(),
    );
    // Neither node met a schedule the other had done (the desk would refuse it, logged as 未能执行).
    expect(first.stderr + second.stderr).not.toContain('未能执行');
    const left = await server.store.all(
      'SELECT item_id FROM desk_schedules WHERE at <= ?',
      at(START + MINUTE),
    );
    expect(left).toEqual([]);
    for (const id of ids) expect(publications((await item(id)).actions)).toHaveLength(1);
  });
});
