import type { IExecuteFunctions } from 'n8n-workflow';
import type { RecordKindName } from '../../shared/api/recordKinds';
import type { Deployment } from '../../shared/api/types';
import { itemList, itemRecord, type ItemRecord } from './itemReader';

/** What a resource's operations need to reach its records: the chosen record, the list. */
export interface RecordAccess {
	/** The chosen record of one item: its checked id and its path. */
	chosen(this: IExecuteFunctions, deployment: Deployment, itemIndex: number): ItemRecord;
	/** The list of the kind in the item's chosen organization, service or scope. */
	listPath(this: IExecuteFunctions, deployment: Deployment, itemIndex: number): string;
}

/**
 * A resource's `locator.ts` in one call: everything comes from the kind's row of the
 * record-kind table (nodes/shared/api/recordKinds.ts).
 */
export function recordAccess(kind: RecordKindName): RecordAccess {
	return {
		chosen(this: IExecuteFunctions, deployment: Deployment, itemIndex: number): ItemRecord {
			return itemRecord.call(this, kind, deployment, itemIndex);
		},
		listPath(this: IExecuteFunctions, deployment: Deployment, itemIndex: number): string {
			return itemList.call(this, kind, deployment, itemIndex);
		},
	};
}
