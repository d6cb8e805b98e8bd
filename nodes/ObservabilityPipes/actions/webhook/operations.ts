import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';
import * as del from './delete.operation';

/** What each operation of the resource runs; loaded when one of them first runs. */
export const operations = { create, get, getAll, update, delete: del };
