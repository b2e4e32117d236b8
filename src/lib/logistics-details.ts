/**
 * The fields of an offer's details page (物流信息详情) and the names of its states; the list's columns
 * and filters are in logistics-info.ts.
 */
import * as api from './api.ts';
import { OFFER_STATE_LABELS, type LogisticsInfoDetail, type LogisticsKind } from './contract.ts';
import { formatDate, formatDateTime, formatMoney, formatNumber } from './format.ts';
import { detailsHref, type DetailField, type DetailsDefinition } from './list-definition.ts';
import { loadText, vehicleText } from './logistics-info.ts';
import { offerState } from './logistics-tabs.ts';
import { ENTERPRISE_DETAILS_PATH, LOGISTICS_DETAILS_PATH, LOGISTICS_LIST_PATH } from './routes.ts';

export const kindLabels: Readonly<Record<LogisticsKind, string>> = {
  cargo: '货源',
  vehicle: '车源',
  line: '专线',
};

export { OFFER_STATE_LABELS };

export const logisticsDetails: DetailsDefinition<LogisticsInfoDetail> = {
  path: LOGISTICS_DETAILS_PATH,
  endpoint: api.getLogisticsInfo,
  listPath: LOGISTICS_LIST_PATH,
  notFoundText: '该物流信息不存在或已删除',
  fields: [
    { label: '类型', value: (item) => kindLabels[item.kind] ?? item.kind },
    { label: '出发地', value: (item) => item.origin },
    { label: '目的地', value: (item) => item.destination },
    { label: '货物名称', value: (item) => item.cargoName || '-' },
    { label: '重量 / 体积', value: loadText },
    { label: '车型', value: vehicleText },
    { label: '运费', value: (item) => formatMoney(item.price) },
    {
      label: '装货日期',
      value: (item) => {
        // A truck is offered for a span of days (可装车 from … to …).
        const days =
          item.availableTo === null
            ? formatDate(item.loadingDate)
            : `${formatDate(item.availableFrom ?? item.loadingDate)} 至 ${formatDate(item.availableTo)}`;
        return item.expired ? `${days}（${offerState(item)}）` : days;
      },
    },
    { label: '车牌', value: (item) => item.plate || '-' },
    { label: '状态', value: (item) => OFFER_STATE_LABELS[item.state] },
    { label: '发布时间', value: (item) => formatDateTime(item.publishedAt) },
    { label: '浏览量', value: (item) => formatNumber(item.views) },
    {
      label: '发布单位',
      value: (item) => item.companyName || '-',
      // An individual owner or a shipper has no enterprise page: '' shows the name without a link.
      href: (item) =>
        item.enterpriseId === null ? '' : detailsHref(ENTERPRISE_DETAILS_PATH, item.enterpriseId),
    },
    { label: '联系人', value: (item) => item.contactName || '-' },
  ] satisfies DetailField<LogisticsInfoDetail>[],
};
