import type { IDataObject } from 'n8n-workflow';
import { channelTargets, channelsOf } from '../../../shared/records/alert';
import { field, keptFields, listField, objectField } from '../simplify';
import { isObject } from '../../../shared/base/helpers';

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

/**
 * An alert as "Simplify" shows it in workflows saved with node version 1 (kept as it was:
 * n8n's 10-field rule applies from version 2): id and name; its state and what explains it (the
 * message, until when it is silenced, the errors of its last runs as "TYPE: message"); what
 * it watches and when it fires; whom it notifies, flat (`webhookIds`, `emailRecipients`,
 * channels of other kinds whole); when it last changed. Empty fields are left out. Servers
 * before 2026-02 name the dashboard `dashboard`; servers before 2026-08 send one `channel`
 * instead of `channels` (docs/api-notes.md#older-alert-records): both read the same here.
 */
export function simplifyAlertVersion1(record: IDataObject): IDataObject {
	const notifies = channelTargets(channelsOf(record));
	return keptFields({
		id: field(record, 'id'),
		name: field(record, 'name'),
		state: field(record, 'state'),
		message: field(record, 'message'),
		silencedUntil: field(objectField(record, 'silenced'), 'until'),
		executionErrors: listField(record, 'executionErrors')
			.filter(isObject)
			.map((error) =>
				[error.type, error.message]
					.filter((part) => typeof part === 'string' && part !== '')
					.join(': '),
			),
		source: field(record, 'source'),
		dashboardId: field(record, 'dashboardId', 'dashboard'),
		tileId: field(record, 'tileId'),
		savedSearchId: field(record, 'savedSearchId'),
		thresholdType: field(record, 'thresholdType'),
		threshold: field(record, 'threshold'),
		thresholdMax: field(record, 'thresholdMax'),
		interval: field(record, 'interval'),
		webhookIds: notifies.webhookIds,
		emailRecipients: notifies.emailRecipients,
		otherChannels: notifies.otherChannels,
		updatedAt: field(record, 'updatedAt'),
	});
}
