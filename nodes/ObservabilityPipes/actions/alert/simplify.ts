import type { IDataObject } from 'n8n-workflow';
import { isObject } from '../../../shared/input/validation';
import { field } from '../simplify';

/**
 * An alert as "Simplify" shows it: what it watches, when it fires, whom it notifies, its
 * state. Servers before 2026-02 name the dashboard `dashboard`; servers before 2026-08 send
 * one `channel` instead of `channels` (docs/api-notes.md#older-alert-records): both read the same here.
 */
export function simplifyAlert(record: IDataObject): IDataObject {
	const channels = Array.isArray(record.channels) ? record.channels : isObject(record.channel) ? [record.channel] : [];
	return {
		id: field(record, 'id'),
		name: field(record, 'name'),
		state: field(record, 'state'),
		message: field(record, 'message'),
		source: field(record, 'source'),
		dashboardId: field(record, 'dashboardId', 'dashboard'),
		tileId: field(record, 'tileId'),
		savedSearchId: field(record, 'savedSearchId'),
		thresholdType: field(record, 'thresholdType'),
		threshold: field(record, 'threshold'),
		thresholdMax: field(record, 'thresholdMax'),
		interval: field(record, 'interval'),
		channels,
		updatedAt: field(record, 'updatedAt'),
	};
}
