/*
 * The paging limits of the event search, apart from the body so that the parameters
 * (Event.resource.ts) can name them without loading the request code.
 */

/** The most rows one search request returns (`maxResults`). */
export const MAX_PAGE = 2000;
/** The highest `offset` the server accepts. */
export const MAX_OFFSET = 10000;
/** The most rows paging can reach: the page at the highest offset, full. */
export const MAX_ROWS = MAX_OFFSET + MAX_PAGE;
