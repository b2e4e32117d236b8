/**
 * Button looks of the shipment pages. The filled one uses the darkest primary so that white text on
 * it keeps 4.5:1 (WCAG AA) with the portal's current palette.
 */
export const PRIMARY_BUTTON =
  'rounded-md bg-primary-active px-4 py-2 text-sm font-medium text-white hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60';
export const SECONDARY_BUTTON =
  'rounded-md border border-gray-300 bg-white px-4 py-2 text-sm text-gray-700 hover:border-primary hover:text-primary disabled:opacity-60';
