/**
 * Complaints about a waybill over real HTTP (docs/api.md, Complaints): every action by the complaint's
 * state and by party (the complainant, the other party, a third user, no token, a user's token where
 * an editor's is needed); the deadline of 受理 on the test clock; one unresolved complaint per party;
 * the window after 已签收 or 已取消; exactly-once; who reads the photos; the automatic 已签收 held while
 * a complaint is unresolved; the count of upheld complaints against a user.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WAYBILL_STATES,
  type DeskWaiting,
  type Paged,
  type WaybillDetail,
} from '../../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import {
  COMPLAINT_ERROR_CODES,
  COMPLAINT_STATES,
  type ComplaintDetail,
  type ComplaintItem,
  type ComplaintState,
} from '../../../src/lib/shared/contract/complaints.ts';
import { chinaDay } from '../../../src/lib/shared/china-time.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { receiveDueWaybills } from '../../../server/domain/waybill-receipts.ts';
import { creditOf } from '../../../server/queries/credit.ts';
import { closeAccount } from '../../../server/queries/account-closing.ts';
import { settingsFor } from '../../../server/settings.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { countRows, insertUser } from './store-rows.ts';
import { uploadLicencePhoto } from '../helpers/licence-photo.ts';
import { waybillSteps } from './waybill-fixture.ts';

const start = Date.parse('2026-12-01T02:00:00.000Z');
const HOUR = 3600_000;
let clock = start;
const today = () => chinaDay(clock);
let server: TestServer;
let shipper: string;
let carrier: string;
let stranger: string;
let editor: string;
let carrierId: number;
const { acceptHours, windowDays, autoReceiveHours } = (() => {
  const settings = settingsFor();
  return {
    acceptHours: settings.complaintAcceptHours,
    windowDays: settings.complaintWindowDays,
    autoReceiveHours: settings.waybillAutoReceiveHours,
  };
})();

beforeAll(async () => {
  // The complaint rate has a test of its own (complaint-rate.test.ts): these tests complain at will.
  server = await startTestServer({ now: () => clock, complaintRatePerHour: 1000 });
  const users = [
    ['cp-shipper', '13700006001'],
    ['cp-carrier', '13700006002'],
    ['cp-stranger', '13700006003'],
  ] as const;
  const ids = [];
  for (const [account, mobile] of users)
    ids.push(
      await insertUser(server.store, {
        account,
        password: 'Complain12345',
        mobile,
        nickname: `${account}昵称`,
      }),
    );
  carrierId = ids[1]!;
  [shipper, carrier, stranger] = (await Promise.all(
    users.map(([account]) => server.login(account, 'Complain12345')),
  )) as [string, string, string];
  editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
});
afterAll(() => server.close());

const { send, waybillIn, noticesOf } = waybillSteps(
  () => server,
  () => ({ shipper, carrier }),
  today,
);

const complain = (
  waybillId: number,
  as: string | null,
  body: Record<string, unknown> = {},
  key?: ReturnType<typeof randomUUID>,
) =>
  send<ComplaintDetail>(
    'POST',
    `/waybills/${waybillId}/complaints`,
    as,
    { category: 'damage', content: '卸货时发现两箱破损', ...body },
    key,
  );
const addStatement = (id: number, as: string | null, body: Record<string, unknown> = {}) =>
  send<ComplaintDetail>('POST', `/complaints/${id}/evidence`, as, {
    content: '装车时包装完好，有照片',
    ...body,
  });
const accept = (id: number, as: string | null) =>
  send<ComplaintDetail>('POST', `/desk/complaints/${id}/accept`, as);
const resolve = (id: number, as: string | null, upheld = true) =>
  send<ComplaintDetail>('POST', `/desk/complaints/${id}/resolve`, as, {
    upheld,
    result: '经核实货损属实，承运方赔偿',
  });

/** A new complaint of the shipper against the carrier, moved to `state` by the editor. */
async function complaintIn(state: ComplaintState, waybillState: 'delivered' | 'pending' = 'pending') {
  const waybillId = await waybillIn(waybillState);
  const made = await complain(waybillId, shipper);
  expect(made.body.errorCode).toBe(0);
  const id = made.body.data.id;
  if (state !== 'open') expect((await accept(id, editor)).body.errorCode).toBe(0);
  if (state === 'resolved') expect((await resolve(id, editor)).body.errorCode).toBe(0);
  return { id, waybillId };
}

const codeOf = (answer: { status: number; body: { errorCode: number } }) => [
  answer.status,
  answer.body.errorCode,
];

describe.each(WAYBILL_STATES)('a complaint about a waybill %s', (state) => {
  it('is taken from either party; 404 to a third user, 403 to an editor, refused without a token', async () => {
    const waybillId = await waybillIn(state);
    expect(codeOf(await complain(waybillId, stranger))).toEqual([404, ErrorCodes.notFound]);
    expect(codeOf(await complain(waybillId, editor))).toEqual([403, ErrorCodes.waybillPartyRefused]);
    expect((await complain(waybillId, null)).body.errorCode).toBe(ErrorCodes.tokenMissingOrExpired);
    for (const [as, other] of [
      [shipper, 'cp-carrier昵称'],
      [carrier, 'cp-shipper昵称'],
    ] as const) {
      const made = await complain(waybillId, as);
      expect(made.body.data).toMatchObject({ state: 'open', category: 'damage', respondentNickname: other });
    }
  });
});

const PARTIES = ['complainant', 'respondent', 'stranger', 'editor', 'nobody'] as const;
type Party = (typeof PARTIES)[number];
const tokenOf = (party: Party): string | null =>
  ({ complainant: shipper, respondent: carrier, stranger, editor, nobody: null })[party];

describe.each(COMPLAINT_STATES.flatMap((state) => PARTIES.map((party) => [state, party] as const)))(
  'a complaint %s, by the %s',
  (state, party) => {
    it('reads it as only its parties and editors may', async () => {
      const { id } = await complaintIn(state);
      const answer = await send<ComplaintDetail>('GET', `/complaints/${id}`, tokenOf(party));
      if (party === 'nobody') expect(answer.body.errorCode).toBe(ErrorCodes.tokenMissingOrExpired);
      else if (party === 'stranger') expect(codeOf(answer)).toEqual([404, ErrorCodes.notFound]);
      else expect(answer.body.data).toMatchObject({ id, state });
    });

    it('adds a statement as only a party may, until it is resolved', async () => {
      const { id } = await complaintIn(state);
      const answer = await addStatement(id, tokenOf(party));
      if (party === 'nobody') expect(answer.body.errorCode).toBe(ErrorCodes.tokenMissingOrExpired);
      else if (party === 'stranger' || party === 'editor')
        expect(codeOf(answer)).toEqual([404, ErrorCodes.notFound]);
      else if (state === 'resolved')
        expect(codeOf(answer)).toEqual([409, COMPLAINT_ERROR_CODES.complaintStateRefused]);
      else
        expect(answer.body.data.statements.at(-1)).toMatchObject({
          nickname: `cp-${party === 'complainant' ? 'shipper' : 'carrier'}昵称`,
        });
    });

    it('accepts (受理) and resolves it as only an editor may, each in its state', async () => {
      const { id } = await complaintIn(state);
      const accepted = await accept(id, tokenOf(party));
      const resolved = await resolve(id, tokenOf(party));
      if (party === 'nobody') {
        expect(accepted.body.errorCode).toBe(ErrorCodes.tokenMissingOrExpired);
        expect(resolved.body.errorCode).toBe(ErrorCodes.tokenMissingOrExpired);
      } else if (party !== 'editor') {
        expect(codeOf(accepted)).toEqual([403, ErrorCodes.roleRefused]);
        expect(codeOf(resolved)).toEqual([403, ErrorCodes.roleRefused]);
      } else {
        if (state === 'open') expect(accepted.body.data.state).toBe('accepted');
        else expect(codeOf(accepted)).toEqual([409, COMPLAINT_ERROR_CODES.complaintStateRefused]);
        // After the accept above, an open complaint is 处理中 too.
        if (state === 'resolved')
          expect(codeOf(resolved)).toEqual([409, COMPLAINT_ERROR_CODES.complaintStateRefused]);
        else expect(resolved.body.data).toMatchObject({ state: 'resolved', upheld: true });
      }
    });
  },
);

describe('the rules of a complaint', () => {
  it('refuses a resolve before 受理', async () => {
    const { id } = await complaintIn('open');
    expect(codeOf(await resolve(id, editor))).toEqual([409, COMPLAINT_ERROR_CODES.complaintStateRefused]);
  });

  it('is exactly-once per key, one unresolved per party, and another may follow a resolved one', async () => {
    const waybillId = await waybillIn('in_transit');
    const key = randomUUID();
    const first = await complain(waybillId, shipper, {}, key);
    const replay = await complain(waybillId, shipper, {}, key);
    expect(replay.body.data).toEqual(first.body.data);
    expect(codeOf(await complain(waybillId, shipper))).toEqual([
      409,
      COMPLAINT_ERROR_CODES.complaintOpenExists,
    ]);
    await accept(first.body.data.id, editor);
    expect(codeOf(await complain(waybillId, shipper))).toEqual([
      409,
      COMPLAINT_ERROR_CODES.complaintOpenExists,
    ]);
    await resolve(first.body.data.id, editor, false);
    expect((await complain(waybillId, shipper, { category: 'freight_dispute' })).body.data.state).toBe(
      'open',
    );
  });

  it('checks the category and the words as the community’s, and takes only the caller’s own photos', async () => {
    const waybillId = await waybillIn('pending');
    const late = await complain(waybillId, shipper, { category: 'late' });
    expect([...codeOf(late), late.body.errorMsg]).toEqual([
      400,
      ErrorCodes.invalidInput,
      '投诉类型（category）不在可选范围内，请从列表中选择',
    ]);
    expect(codeOf(await complain(waybillId, shipper, { content: '\u200b ' }))).toEqual([
      400,
      ErrorCodes.invalidInput,
    ]);
    expect(codeOf(await complain(waybillId, shipper, { content: '长'.repeat(1001) }))).toEqual([
      400,
      ErrorCodes.invalidInput,
    ]);
    const othersPhoto = await uploadLicencePhoto(server.url, stranger);
    expect(codeOf(await complain(waybillId, shipper, { fileIds: [othersPhoto] }))).toEqual([
      400,
      COMPLAINT_ERROR_CODES.complaintFilesRefused,
    ]);
  });

  it('is refused once the window after 已签收 or 已取消 has passed', async () => {
    const ended = await waybillIn('cancelled');
    const later = await waybillIn('pending');
    clock = start + (windowDays * 24 + 1) * HOUR;
    try {
      // Signed in again: a session of the start has ended by then.
      const carrierThen = await server.login('cp-carrier', 'Complain12345');
      expect(codeOf(await complain(ended, carrierThen))).toEqual([
        409,
        COMPLAINT_ERROR_CODES.complaintWindowClosed,
      ]);
      expect((await complain(later, carrierThen)).body.data.state).toBe('open');
    } finally {
      clock = start;
    }
  });

  it('lets the parties and editors read its photos and the statements’ photos; nobody else', async () => {
    const waybillId = await waybillIn('delivered');
    const photo = await uploadLicencePhoto(server.url, shipper);
    const made = await complain(waybillId, shipper, { fileIds: [photo] });
    expect(made.body.data.fileIds).toEqual([photo]);
    const answer = await uploadLicencePhoto(server.url, carrier);
    const stated = await addStatement(made.body.data.id, carrier, { fileIds: [answer] });
    expect(stated.body.data.statements.at(-1)!.fileIds).toEqual([answer]);
    const read = (id: string, token: string) =>
      fetch(`${server.url}/logistics/api/files/${id}`, { headers: { Authentication: token } }).then(
        (r) => r.status,
      );
    for (const id of [photo, answer]) {
      expect(await read(id, shipper)).toBe(200);
      expect(await read(id, carrier)).toBe(200);
      expect(await read(id, editor)).toBe(200);
      expect(await read(id, stranger)).toBe(404);
    }
  });

  it('tells each side at each step, and the editors of a new one as a 待办 counted in the desk’s waiting work', async () => {
    const { id } = await complaintIn('open');
    const todo = (await noticesOf(editor)).find(
      (notice) => notice.type === 'todo' && notice.desk === 'complaints',
    );
    expect(todo?.title).toMatch(/^新的投诉待受理：运单 YD/);
    const waiting = await send<DeskWaiting[]>('GET', '/desk/waiting', editor);
    const open = await countRows(server.store, "SELECT count(*) AS n FROM complaints WHERE state = 'open'");
    expect(waiting.body.data.find((row) => row.queue === 'complaints')?.count).toBe(open);
    expect((await noticesOf(carrier)).some((notice) => notice.title.includes('收到对方的投诉'))).toBe(true);
    await accept(id, editor);
    expect((await noticesOf(carrier)).some((notice) => notice.title.startsWith('请就运单'))).toBe(true);
    expect((await noticesOf(shipper)).some((notice) => notice.title.endsWith('的投诉已受理'))).toBe(true);
    await addStatement(id, carrier);
    expect((await noticesOf(shipper)).some((notice) => notice.title.endsWith('的投诉有新的说明'))).toBe(true);
    await resolve(id, editor);
    for (const token of [shipper, carrier])
      expect(
        (await noticesOf(token)).some(
          (notice) =>
            notice.title.endsWith('投诉成立') && notice.description === '经核实货损属实，承运方赔偿',
        ),
      ).toBe(true);
  });
});

describe('the deadline of 受理', () => {
  it('counts down for the complainant and marks the complaint overdue in the desk’s queue, oldest first', async () => {
    const { id } = await complaintIn('open');
    const mine = await send<ComplaintDetail>('GET', `/complaints/${id}`, shipper);
    expect(mine.body.data).toMatchObject({
      acceptDueAt: new Date(start + acceptHours * HOUR).toISOString(),
      acceptLeftMs: acceptHours * HOUR,
      overdue: false,
    });
    let editorThen = editor;
    const queue = () =>
      send<Paged<ComplaintItem>>('GET', '/desk/complaints?state=open&pageSize=100', editorThen);
    clock = start + (acceptHours - 1) * HOUR;
    try {
      // Signed in again at each time: a session of the start may have ended by then.
      editorThen = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
      expect((await queue()).body.data.list.find((row) => row.id === id)).toMatchObject({
        acceptLeftMs: HOUR,
        overdue: false,
      });
      clock = start + (acceptHours + 1) * HOUR;
      editorThen = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
      const late = (await queue()).body.data.list;
      expect(late.find((row) => row.id === id)).toMatchObject({ acceptLeftMs: -HOUR, overdue: true });
      expect(late.map((row) => row.createdAt)).toEqual(late.map((row) => row.createdAt).toSorted());
      const accepted = await accept(id, editorThen);
      expect(accepted.body.data).toMatchObject({ acceptLeftMs: null, overdue: false });
    } finally {
      clock = start;
    }
  });

  it('the desk’s queue and a user’s list: editors only, and each user sees the complaints by and against them', async () => {
    const { id, waybillId } = await complaintIn('open');
    expect(codeOf(await send('GET', '/desk/complaints', shipper))).toEqual([403, ErrorCodes.roleRefused]);
    expect((await send('GET', '/desk/complaints', null)).body.errorCode).toBe(
      ErrorCodes.tokenMissingOrExpired,
    );
    expect(codeOf(await send('GET', '/desk/complaints?state=closed', editor))).toEqual([
      400,
      ErrorCodes.invalidInput,
    ]);
    const listOf = async (token: string) =>
      (await send<Paged<ComplaintItem>>('GET', '/user/complaints?pageSize=100', token)).body.data.list.map(
        (row) => row.id,
      );
    expect(await listOf(shipper)).toContain(id);
    expect(await listOf(carrier)).toContain(id);
    expect(await listOf(stranger)).not.toContain(id);
    const ofWaybill = await send<Paged<ComplaintItem>>(
      'GET',
      `/user/complaints?waybillId=${waybillId}`,
      carrier,
    );
    expect(ofWaybill.body.data.list.map((row) => row.id)).toEqual([id]);
    expect(codeOf(await send('GET', '/user/complaints?waybillId=x', carrier))).toEqual([
      400,
      ErrorCodes.invalidInput,
    ]);
  });
});

describe('what a complaint holds and counts', () => {
  it('holds the automatic 已签收 while unresolved; the waybill is signed for once it is resolved', async () => {
    const { id, waybillId } = await complaintIn('accepted', 'delivered');
    const due = start + (autoReceiveHours + 1) * HOUR;
    await receiveDueWaybills(server.store, due, autoReceiveHours);
    const held = await send<WaybillDetail>('GET', `/waybills/${waybillId}`, shipper);
    expect(held.body.data.state).toBe('delivered');
    await resolve(id, editor, false);
    await receiveDueWaybills(server.store, due, autoReceiveHours);
    expect((await send<WaybillDetail>('GET', `/waybills/${waybillId}`, shipper)).body.data.state).toBe(
      'received',
    );
  });

  it('counts the upheld complaints against each user in their credit, and none for a user without', async () => {
    const before = (await creditOf(server.store, carrierId))!.complaintsUpheld;
    await complaintIn('resolved');
    const { id } = await complaintIn('accepted');
    await resolve(id, editor, false);
    expect((await creditOf(server.store, carrierId))!.complaintsUpheld).toBe(before + 1);
    expect(await creditOf(server.store, 999_999)).toBeUndefined();
  });

  it('loses a closed account’s photos with its files, and the account closes', async () => {
    const id = await insertUser(server.store, {
      account: 'cp-leaving',
      password: 'Complain12345',
      mobile: '13700006009',
    });
    const leaving = await server.login('cp-leaving', 'Complain12345');
    const waybillId = await waybillIn('pending');
    const photo = await uploadLicencePhoto(server.url, leaving);
    // The leaving user's photo, in the shipper's complaint (through the store: it is not the shipper's own upload).
    const made = await complain(waybillId, shipper);
    await server.store.run(
      'INSERT INTO complaint_files (complaint_id, statement_id, waybill_id, file_id) VALUES (?, NULL, ?, ?)',
      made.body.data.id,
      waybillId,
      photo,
    );
    await server.store.transaction(() => closeAccount(server.store, id, new Date(clock).toISOString()));
    const file = await send<ComplaintDetail>('GET', `/complaints/${made.body.data.id}`, shipper);
    expect(file.body.data.fileIds).toEqual([]);
  });
});
