import { describe, expect, it } from 'vitest';
import type { LoginRecord } from '../../../src/lib/shared/contract.ts';
import { loginRecordList } from '../../../src/lib/account/login-records.ts';

const cells = (record: LoginRecord) => loginRecordList.columns.map((column) => column.value(record));

describe('login records as the list shows them', () => {
  it('words the action and the user agent and gives the time in China time', () => {
    const record: LoginRecord = {
      id: 1,
      action: 'logout',
      at: '2026-11-22T16:30:00.000Z',
      ip: '203.0.113.7',
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    };
    // 16:30 UTC is 00:30 the next day in China.
    expect(cells(record)).toEqual(['2026/11/23 00:30', '退出', '203.0.113.7', 'Chrome 156 · Windows']);
    expect(cells({ ...record, action: 'login', ip: '', userAgent: '' })).toEqual([
      '2026/11/23 00:30',
      '登录',
      '-',
      '未知设备',
    ]);
  });

  it('reads the signed-in user’s records, page and size only', () => {
    expect(loginRecordList.endpoint.path).toBe('/user/login-records');
    expect(loginRecordList.fields).toEqual([]);
  });
});
