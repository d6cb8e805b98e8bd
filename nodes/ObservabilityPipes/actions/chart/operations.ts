import * as querySeries from './querySeries.operation';

/** What each operation of the resource runs; loaded when one of them first runs. */
export const operations = { querySeries };
