import type { IDataObject } from 'n8n-workflow';
import { field, keptFields } from '../output/simplify';

/**
 * An alert as "Simplify" shows it, in at most 10 fields (n8n's UX guidelines): id, name and
 * state; when it fires (threshold and interval); what it watches (a dashboard tile or a saved
 * search). Whom it notifies, its message, silence and run errors are in the raw record (Simplify
 * off, or Output: Raw or Selected Fields for an AI agent). Empty fields are left out. Servers
 * before 2026-02 name the dashboard `dashboard` (docs/api-notes.md#older-alert-records).
 */
export function simplifyAlert(record: IDataObject): IDataObject {
	return keptFields({
		id: field(record, 'id'),
		name: field(record, 'name'),
		state: field(record, 'state'),
		thresholdType: field(record, 'thresholdType'),
		threshold: field(record, 'threshold'),
		thresholdMax: field(record, 'thresholdMax'),
		interval: field(record, 'interval'),
		dashboardId: field(record, 'dashboardId', 'dashboard'),
		tileId: field(record, 'tileId'),
		savedSearchId: field(record, 'savedSearchId'),
	});
}
