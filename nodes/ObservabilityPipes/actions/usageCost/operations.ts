import * as get from './get.operation';

/** What each operation of the resource runs; loaded when one of them first runs. */
export const operations = { get };
