import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as start from './start.operation';
import * as stop from './stop.operation';
import * as wake from './wake.operation';

/** What each operation of the resource runs; loaded when one of them first runs. */
export const operations = { get, getAll, start, stop, wake };
