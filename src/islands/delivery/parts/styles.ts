/** Button looks of the shipment pages, beside the form block's own submit button. */
export const PRIMARY_BUTTON =
  'rounded-md bg-primary px-4 py-2 text-sm font-medium text-white hover:bg-primary-hover active:bg-primary-active disabled:cursor-not-allowed disabled:opacity-60';
export const SECONDARY_BUTTON =
  'rounded-md border border-gray-300 bg-white px-4 py-2 text-sm text-gray-700 hover:border-primary hover:text-primary disabled:opacity-60';
