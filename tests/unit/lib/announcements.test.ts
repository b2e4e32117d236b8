import { describe, expect, it } from 'vitest';
import { announcementDetails, announcementList } from '../../../src/lib/announcements/announcements';
import type { AnnouncementDetail } from '../../../src/lib/shared/contract';
import { parseListQuery } from '../../../src/lib/shared/list-query';

const announcement: AnnouncementDetail = {
  id: 9,
  title: '关于客服热线变更的公告',
  enterpriseId: 4,
  enterpriseName: '顺达物流有限公司',
  publishedAt: '2026-10-31T16:30:00.000Z',
  views: 12345,
  content: '正文',
  previous: null,
  next: { id: 10, title: '下一条' },
};

describe('the announcement descriptions', () => {
  it('columns: title to its details, enterprise to its profile, date in China, views counted', () => {
    expect(announcementList.columns.map((column) => [column.title, column.value(announcement)])).toEqual([
      ['标题', '关于客服热线变更的公告'],
      ['发布企业', '顺达物流有限公司'],
      ['发布日期', '2026/11/01'],
      ['浏览量', '12,345'],
    ]);
    expect(announcementList.columns.map((column) => column.href?.(announcement) ?? null)).toEqual([
      '/basic/portal/announcementDetails?id=9',
      '/basic/portal/detailsEnterprise?id=4',
      null,
      null,
    ]);
  });

  it('the keyword is its only filter', () => {
    expect(parseListQuery(announcementList.spec, '?keyword=冷链&level=city&enterpriseId=3').filters).toEqual({
      keyword: '冷链',
    });
  });

  it('details fields and endpoint', () => {
    expect(announcementDetails.fields.map((field) => `${field.label}:${field.value(announcement)}`)).toEqual([
      '发布企业:顺达物流有限公司',
      '发布日期:2026/11/01',
      '浏览量:12,345',
    ]);
    expect(announcementDetails.endpoint.path(9)).toBe('/announcements/9');
  });

  it('names a verified enterprise 已认证, still linking to its profile', () => {
    const verified = { ...announcement, enterpriseVerified: true };
    const [enterprise] = announcementDetails.fields;
    expect(enterprise?.value(verified)).toBe('顺达物流有限公司（已认证）');
    expect(enterprise?.href?.(verified)).toBe('/basic/portal/detailsEnterprise?id=4');
    expect(enterprise?.value({ ...announcement, enterpriseVerified: false })).toBe('顺达物流有限公司');
  });
});
