/** 企业公告: the list's columns and filter and the details' fields. */
import * as api from './api.ts';
import type { AnnouncementDetail, AnnouncementItem } from '../shared/contract.ts';
import { keywordFilter } from '../list/filter-fields.ts';
import { formatDate, formatNumber } from '../shared/format.ts';
import {
  detailsHref,
  listSpec,
  type DetailsDefinition,
  filterFields,
  type ListDefinition,
} from '../list/list-definition.ts';
import { announcementQuery } from '../shared/list-queries.ts';
import {
  ANNOUNCEMENT_DETAILS_PATH,
  ANNOUNCEMENT_LIST_PATH,
  ENTERPRISE_DETAILS_PATH,
} from '../shared/routes.ts';

const enterpriseHref = (announcement: AnnouncementItem) =>
  detailsHref(ENTERPRISE_DETAILS_PATH, announcement.enterpriseId);

const fields = filterFields(announcementQuery, [keywordFilter]);

export const announcementList: ListDefinition<AnnouncementItem> = {
  path: ANNOUNCEMENT_LIST_PATH,
  endpoint: api.listAnnouncements,
  caption: '企业公告列表',
  columns: [
    {
      key: 'title',
      title: '标题',
      value: (announcement) => announcement.title,
      href: (announcement) => detailsHref(ANNOUNCEMENT_DETAILS_PATH, announcement.id),
    },
    {
      key: 'enterprise',
      title: '发布企业',
      value: (announcement) => announcement.enterpriseName,
      href: enterpriseHref,
      width: 'w-64',
    },
    {
      key: 'publishedAt',
      title: '发布日期',
      value: (announcement) => formatDate(announcement.publishedAt),
      width: 'w-32',
    },
    {
      key: 'views',
      title: '浏览量',
      value: (announcement) => formatNumber(announcement.views),
      // Left-aligned: the count the island refreshes after hydration may have fewer digits than the
      // build's, and a right-aligned number would move (a layout shift).
      width: 'w-24',
    },
  ],
  fields,
  spec: listSpec(fields),
};

export const announcementDetails: DetailsDefinition<AnnouncementDetail> = {
  path: ANNOUNCEMENT_DETAILS_PATH,
  endpoint: api.getAnnouncement,
  listPath: ANNOUNCEMENT_LIST_PATH,
  notFoundText: '该公告不存在或已删除',
  fields: [
    {
      label: '发布企业',
      value: (announcement) =>
        announcement.enterpriseVerified === true
          ? `${announcement.enterpriseName}（已认证）`
          : announcement.enterpriseName,
      href: enterpriseHref,
    },
    { label: '发布日期', value: (announcement) => formatDate(announcement.publishedAt) },
    { label: '浏览量', value: (announcement) => formatNumber(announcement.views) },
  ],
};
