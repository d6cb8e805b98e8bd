import { listSearchMethods } from '../../shared/editor/lazyMethods';

/**
 * The action node's list searches: one per record kind, each under the method name its picker
 * names, all built from the record-kind table (nodes/shared/api/recordKinds.ts).
 */
export const listSearch = listSearchMethods();
