/**
 * The delivery form's messages: the shared rules' issues worded with the form layer's catalogue
 * (`请输入${label}`, lengths, ranges, types), one message per field, in the form's order; and the
 * server's 10001 answer (`发货人（shipperName）不能为空`) put back on the field it names.
 */
import * as z from 'zod/mini';
import type { core } from 'zod/mini';
import type { DeliveryInput } from './contract.ts';
import { toDeliveryInput, type DeliveryFormValues } from './delivery-form.ts';
import { deliveryInputSchema, DeliveryTexts } from './delivery-rules.ts';
import type { RegionData } from './regions.ts';
import { formatMessage, zhCN } from './messages.ts';

/** The fields in the order the form shows them, with their labels; `choose` ones are picked, not typed. */
export const DELIVERY_FIELDS = [
  { name: 'shipperName', label: '发货人' },
  { name: 'shipperPhone', label: '发货人电话' },
  { name: 'shipperAddress', label: '发货地址' },
  { name: 'consigneeName', label: '收货人' },
  { name: 'consigneePhone', label: '收货人电话' },
  { name: 'consigneeAddress', label: '收货地址' },
  { name: 'originCode', label: '出发地', choose: true },
  { name: 'destinationCode', label: '目的地', choose: true },
  { name: 'cargoName', label: '货物名称' },
  { name: 'cargoType', label: '货物类型', choose: true },
  { name: 'weightTons', label: '重量（吨）' },
  { name: 'volumeCubic', label: '体积（方）' },
  { name: 'pieces', label: '件数' },
  { name: 'vehicleType', label: '车型', choose: true },
  { name: 'vehicleLengthMeters', label: '车长（米）', choose: true },
  { name: 'loadingDate', label: '装货日期', choose: true },
  { name: 'expectedArrivalDate', label: '预计到达日期', choose: true },
  { name: 'freight', label: '运费（元）' },
  { name: 'paymentMethod', label: '付款方式', choose: true },
  { name: 'remarks', label: '备注' },
] as const;

export type DeliveryFieldName = (typeof DELIVERY_FIELDS)[number]['name'];
export type DeliveryErrors = Partial<Record<DeliveryFieldName, string>>;

const FIELD_BY_NAME = new Map<string, (typeof DELIVERY_FIELDS)[number]>(
  DELIVERY_FIELDS.map((f) => [f.name, f]),
);

const requiredText = (field: (typeof DELIVERY_FIELDS)[number]): string =>
  'choose' in field && field.choose
    ? `请选择${field.label}`
    : formatMessage(zhCN.form.required, { label: field.label });

/** The message the form shows for one issue of the shared rules. */
export function issueText(issue: core.$ZodIssue): string {
  const field = FIELD_BY_NAME.get(String(issue.path[0] ?? ''));
  const label = field?.label ?? '';
  const m = zhCN.form;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '')
        return field ? requiredText(field) : m.default;
      if (issue.expected === 'int') return `${label}必须是整数`;
      return formatMessage(m.types, { label, type: issue.expected === 'number' ? '数字' : '值' });
    case 'too_small':
      if (issue.origin === 'string') return field ? requiredText(field) : m.default;
      return issue.inclusive === false
        ? `${label}必须大于${String(issue.minimum)}`
        : formatMessage(m.number.min, { label, min: String(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? formatMessage(m.string.max, { label, max: String(issue.maximum) })
        : formatMessage(m.number.max, { label, max: String(issue.maximum) });
    case 'invalid_value':
      return field ? requiredText(field) : m.default;
    default:
      if (issue.message === DeliveryTexts.freightMissing && field) return requiredText(field);
      return /[\u4e00-\u9fa5]/.test(issue.message)
        ? `${label}${issue.message}`
        : formatMessage(m.default, { label });
  }
}

/** The first message of each field. */
export function issuesByField(issues: readonly core.$ZodIssue[]): DeliveryErrors {
  const errors: DeliveryErrors = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '') as DeliveryFieldName;
    if (FIELD_BY_NAME.has(name) && errors[name] === undefined) errors[name] = issueText(issue);
  }
  return errors;
}

/** The first field of the form that has a message. */
export function firstInvalid(errors: DeliveryErrors): DeliveryFieldName | undefined {
  return DELIVERY_FIELDS.find((field) => errors[field.name] !== undefined)?.name;
}

/** `发货人（shipperName）不能为空` → the field and `发货人不能为空`; null when no field is named. */
export function serverFieldError(message: string): { name: DeliveryFieldName; text: string } | null {
  const match = /^(.*?)（([A-Za-z]+)）(.*)$/.exec(message);
  if (!match) return null;
  const name = match[2] as DeliveryFieldName;
  if (!FIELD_BY_NAME.has(name)) return null;
  return { name, text: `${match[1] ?? ''}${match[3] ?? ''}` };
}

/** The form's values checked with the shared rules: the input to send, or a message per field. */
export function checkDeliveryForm(
  values: DeliveryFormValues,
  regions: RegionData,
  today?: () => string,
): { ok: true; input: DeliveryInput } | { ok: false; errors: DeliveryErrors } {
  const schema = deliveryInputSchema(today ? { regions, today } : { regions });
  // reportInput: tells an empty field (请输入…) from one with the wrong kind of value.
  const result = z.safeParse(schema, toDeliveryInput(values), { reportInput: true });
  return result.success
    ? { ok: true, input: result.data }
    : { ok: false, errors: issuesByField(result.error.issues) };
}
