/**
 * 登录记录 on the profile page (/basic/portal/exitData): the signed-in user's logins and logouts,
 * newest first, as a list of the list building block. Times are China time (format.ts), the browser
 * and system are read from the user agent in words (`Chrome 156 · Windows`).
 */
import * as api from './api.ts';
import type { LoginRecord } from '../shared/contract.ts';
import { formatDateTime } from '../shared/format.ts';
import { listSpec, type Column, type ListDefinition } from '../list/list-definition.ts';
import { PROFILE_PATH } from '../shared/routes.ts';
import { describeUserAgent } from './user-agent.ts';

export const loginActionLabels: Readonly<Record<LoginRecord['action'], string>> = {
  login: '登录',
  logout: '退出',
};

const columns: Column<LoginRecord>[] = [
  { key: 'at', title: '时间', value: (record) => formatDateTime(record.at), width: 'w-40' },
  {
    key: 'action',
    title: '操作',
    value: (record) => loginActionLabels[record.action] ?? record.action,
    width: 'w-16',
  },
  { key: 'ip', title: 'IP 地址', value: (record) => record.ip || '-', width: 'w-36' },
  { key: 'device', title: '浏览器与系统', value: (record) => describeUserAgent(record.userAgent) },
];

export const loginRecordList: ListDefinition<LoginRecord> = {
  path: PROFILE_PATH,
  endpoint: api.listLoginRecords,
  caption: '登录记录',
  columns,
  fields: [],
  spec: listSpec([]),
};
