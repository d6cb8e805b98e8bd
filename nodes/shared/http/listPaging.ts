import { KINDS, type Paging, type RecordKindName } from '../api/recordKinds';
import type { Deployment } from '../api/types';

export type { Paging } from '../api/recordKinds';

/**
 * How the list of a record kind pages on a deployment: the `paging` of its row in the
 * record-kind table (nodes/shared/api/recordKinds.ts), the one place that says it. Every
 * reader of a list (operations, pickers, load options, both triggers, Audit Settings) asks here.
 */
export function pagingOf(kind: RecordKindName, deployment: Deployment): Paging {
	return KINDS[kind].records.paging[deployment];
}
