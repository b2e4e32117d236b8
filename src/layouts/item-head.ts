/** What an item's own page puts in the document's head besides the route's: its title, a description, its address. */
export interface ItemHead {
  title: string;
  /** A sentence or two (search engines show about 120 characters). */
  description: string;
  /** The item's address (`/basic/portal/logisticsInformationDetails?id=12`), the canonical link. */
  href: string;
}
