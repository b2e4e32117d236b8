/**
 * Form and pagination texts as the antd form layer and pagination say them (docs/product.md, Error
 * catalogue), in zh-CN, the portal's language (the spec's English wording was never shown). The pagination
 * texts live in src/lib/shared/pagination-messages.ts, which every page's core carries; the form texts here
 * travel only with the forms.
 */
import { zhCNPagination, type PaginationMessages } from './pagination-messages.ts';

export type { PaginationMessages };

export interface ValidateMessages {
  default: string;
  required: string;
  /** A required choice left empty (a select): 请选择…, as a user chooses rather than types it. */
  chooseRequired: string;
  enum: string;
  whitespace: string;
  types: string;
  string: { len: string; min: string; max: string; range: string };
  number: { len: string; min: string; max: string; range: string };
  array: { len: string; min: string; max: string; range: string };
  pattern: { mismatch: string };
}

export interface MessageCatalogue {
  locale: 'zh-CN';
  form: ValidateMessages;
  pagination: PaginationMessages;
}

export const zhCN: MessageCatalogue = {
  locale: 'zh-CN',
  form: {
    default: '${label}格式不正确',
    required: '请输入${label}',
    chooseRequired: '请选择${label}',
    enum: '${label}不在可选范围内，请从列表中选择',
    whitespace: '${label}不能为空字符',
    types: '${label}不是一个有效的${type}',
    string: {
      len: '${label}须为${len}个字符',
      min: '${label}最少${min}个字符',
      max: '${label}最多${max}个字符',
      range: '${label}须在${min}-${max}字符之间',
    },
    number: {
      len: '${label}必须等于${len}',
      min: '${label}最小值为${min}',
      max: '${label}最大值为${max}',
      range: '${label}须在${min}-${max}之间',
    },
    array: {
      len: '须为${len}个${label}',
      min: '最少${min}个${label}',
      max: '最多${max}个${label}',
      range: '${label}数量须在${min}-${max}之间',
    },
    pattern: { mismatch: '${label}与模式不匹配${pattern}' },
  },
  pagination: zhCNPagination,
};

/** The portal's default catalogue. */
export const messages = zhCN;

/**
 * What only a request can get wrong, in the same voice as the form texts above: the server's edge
 * (server/http/input.ts) says these; a form never sends an unknown field or a bound it does not show.
 */
export const requestMessages = {
  /** A body naming fields the endpoint does not take. */
  unknownKeys: '不支持的字段：${keys}',
  /** A number that must be more than a bound it may not equal. */
  greaterThan: '${label}须大于${min}',
} as const;

/**
 * Fills `${name}` placeholders (the form layer's syntax, so the templates above read like its own);
 * a placeholder without a value stays visible rather than printing `undefined`.
 */
export function formatMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\$\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}
