/** What both publish forms' field descriptions share: the place selects, price and contact. */
import { offerFieldRules as rules, OfferLimits } from '../shared/rules/offer.ts';

export const place = (name: string) => ({
  [`${name}Province`]: { label: `${name === 'origin' ? '出发地' : '目的地'}省份` },
  [`${name}City`]: { label: `${name === 'origin' ? '出发地' : '目的地'}城市` },
});

/** The fields both kinds end with: price or 面议, the contact and remarks. */
export const sharedOfferFields = {
  price: { label: '运价（元）', kind: 'number' },
  priceNegotiable: { label: '运价面议', kind: 'checkbox' },
  contactName: { label: '联系人', rule: rules.contactName, maxLength: OfferLimits.contactName },
  contactPhone: {
    label: '联系电话',
    kind: 'tel',
    rule: rules.contactPhone,
    hint: '手机号或带区号的固定电话',
    autoComplete: 'tel',
  },
  remarks: {
    label: '备注',
    kind: 'textarea',
    rule: rules.remarks,
    maxLength: OfferLimits.remarks,
    placeholder: '选填',
  },
} as const;
