import type { IExecuteFunctions } from 'n8n-workflow';
import { organizationPath } from '../../../shared/paths';
import { organizationOf, type ChosenRecord } from '../parameters';

// The organization picker of the cloud scope (nodes/shared/descriptions.ts) selects the record.

/** The chosen organization: its checked id and the path of the record. */
export function chosenOrganizationRecord(this: IExecuteFunctions, itemIndex: number): ChosenRecord {
	const id = organizationOf.call(this, itemIndex);
	return { id, path: organizationPath(id) };
}
