/**
 * The pagination's texts of the message catalogue (src/lib/shared/messages.ts composes them with the form
 * texts), apart from it: these few words ride in every page's core chunk for the lists, while the
 * form texts travel only with the forms.
 */
export interface PaginationMessages {
  itemsPerPage: string;
  jumpTo: string;
  jumpToConfirm: string;
  page: string;
  prevPage: string;
  nextPage: string;
  prev5: string;
  next5: string;
  prev3: string;
  next3: string;
}

export const zhCNPagination: PaginationMessages = {
  itemsPerPage: '条/页',
  jumpTo: '跳至',
  jumpToConfirm: '确定',
  page: '页',
  prevPage: '上一页',
  nextPage: '下一页',
  prev5: '向前 5 页',
  next5: '向后 5 页',
  prev3: '向前 3 页',
  next3: '向后 3 页',
};

/** The pagination texts of the portal's default catalogue (`messages` in src/lib/shared/messages.ts). */
export const paginationMessages = zhCNPagination;
