/**
 * The server's 10001 message names a field by the label its form shows (on both stores): a shipment,
 * a truck, a policy on the desk and a post, each refused for one field, and the message starts with
 * that field's label from the form's own description, then its key.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, chinaDay } from '../../../src/lib/shared/china-time.ts';
import { deliveryFields } from '../../../src/lib/delivery/delivery-form.ts';
import { deskForms } from '../../../src/lib/desk/desk-forms.ts';
import { vehicleFields } from '../../../src/lib/offers/vehicle-offer-fields.ts';
import { composerFieldSpecs, composerValues } from '../../../src/lib/community/community-input.ts';
import { validateForm } from '../../../src/lib/form/form.ts';
import { FIELD_LABELS } from '../../../src/lib/shared/field-labels.ts';
import { formatMessage, messages } from '../../../src/lib/shared/messages.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { deliveryInput } from '../helpers/delivery-input.ts';
import { truckOfferInput } from '../helpers/offer-input.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let token: string;
let editor: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
  editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
});
afterAll(() => server.close());

const today = chinaDay();
const refusal = async (path: string, body: unknown, as: string) => {
  const answer = await server.api('POST', path, {
    body,
    token: as,
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
  });
  expect(answer.body.errorCode).toBe(10001);
  return answer.body.errorMsg;
};

describe('the server names a field as its form labels it', () => {
  it('a shipment’s remarks', async () => {
    const body = deliveryInput(
      { loadingDate: addDays(today, 2), expectedArrivalDate: addDays(today, 3) },
      { remarks: '备'.repeat(1000) },
    );
    expect(await refusal('/deliveries', body, token)).toMatch(
      new RegExp(`^${deliveryFields.remarks.label}（remarks）`),
    );
  });

  it('a shipment’s freight', async () => {
    const body = deliveryInput(
      { loadingDate: addDays(today, 2), expectedArrivalDate: addDays(today, 3) },
      { freight: 0, freightNegotiable: false },
    );
    expect(await refusal('/deliveries', body, token)).toContain(`${deliveryFields.freight.label}（freight）`);
  });

  it('a truck’s plate', async () => {
    const body = truckOfferInput(today, { plate: 'x' });
    expect(await refusal('/logistics-info', body, token)).toContain(`${vehicleFields.plate.label}（plate）`);
  });

  it('a policy’s level and enterprise of an announcement on the desk', async () => {
    const policy = await refusal('/desk/policies', { level: 'county' }, editor);
    expect(policy).toMatch(
      new RegExp(`^(请输入|请选择)?${deskForms.policies.fields['title']!.label}（title）`),
    );
    const announcement = await refusal('/desk/announcements', { title: '通知', content: '正文' }, editor);
    expect(announcement).toContain(
      `${deskForms.announcements.fields['enterpriseId']!.label}（enterpriseId）`,
    );
  });

  it('a post’s circle, in the composer’s words', async () => {
    const message = await refusal('/posts', { title: '标题', content: '正文' }, token);
    const shown = validateForm(
      composerFieldSpecs('post'),
      composerValues({ title: '标题', content: '正文', circleId: null, quoteReplyId: null }),
    );
    expect(message).toBe(`${shown.circleId}（circleId）`);
  });
});

describe('the server says what the form says, from the one catalogue', () => {
  it('a post’s title too long: the composer’s message, with the key', async () => {
    const title = '题'.repeat(200);
    const shown =
      validateForm(
        composerFieldSpecs('post'),
        composerValues({ title, content: '正文', circleId: 1, quoteReplyId: null }),
      ).title ?? '';
    const message = await refusal('/posts', { circleId: 1, title, content: '正文' }, token);
    expect(shown).toMatch(/最多\d+个字符$/);
    expect(message).toBe(shown.replace(FIELD_LABELS.title, `${FIELD_LABELS.title}（title）`));
  });

  it('a list keyword too long, read by the server’s own schema, in the catalogue’s words', async () => {
    const { body } = await server.api('GET', `/policies?keyword=${encodeURIComponent('词'.repeat(51))}`);
    expect(body.errorMsg).toBe(
      formatMessage(messages.form.string.max, { label: '关键词（keyword）', max: 50 }),
    );
  });
});
