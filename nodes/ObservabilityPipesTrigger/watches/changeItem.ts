import type { IDataObject } from 'n8n-workflow';
import type { Change } from '../diffs/changeTypes';

/**
 * A change as "Simplify" shows it: everything but `record`, the whole alert or pipe as the
 * list returned it. What changed (`previousState`/`state`, `previous`/`current`/`changes`)
 * stays; a workflow that needs more reads the record with the action node's Get.
 */
export function simplifyChange(change: Change): IDataObject {
	const simplified: IDataObject = {};
	for (const [key, value] of Object.entries(change)) {
		if (key !== 'record') simplified[key] = value;
	}
	return simplified;
}
