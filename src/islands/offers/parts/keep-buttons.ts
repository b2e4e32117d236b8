/** What the offer page's 收藏 / 常用 / 屏蔽 buttons and their unseen places share. */
import type { LogisticsKind } from '../../../lib/shared/contract';

/** The place both buttons keep while their state is read: the line's height (20 px), as 查看电话's. */
export const BUTTON_BOX = 'inline-flex h-5 items-center rounded border px-3 text-sm disabled:opacity-60';

export const BLOCK_TEXT = 'text-sm text-gray-600 hover:text-red-700 hover:underline';

export interface KeepProps {
  offerId: number;
  kind: LogisticsKind;
  publisherId: number | null;
}
