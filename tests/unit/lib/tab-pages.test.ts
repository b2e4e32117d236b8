import { describe, expect, it } from 'vitest';
import { logisticsTabs } from '../../../src/lib/offers/logistics-tabs';
import { LOGISTICS_LIST_PATH } from '../../../src/lib/shared/routes';
import { tabPages } from '../../../src/lib/shared/tab-pages';

describe('tab pages', () => {
  it('物流信息 has a page for each tab but the first, by the keys its links use', () => {
    const list = tabPages.find((entry) => entry.path === LOGISTICS_LIST_PATH);
    expect(list?.tabs).toEqual(logisticsTabs.slice(1).map((tab) => tab.key));
  });
});
