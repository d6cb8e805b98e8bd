import type { IDataObject } from 'n8n-workflow';
import { isObject } from './input/validation';

/**
 * A fetched alert record as a full replace must send it back (pure), for the action node's
 * Alert: Update and the webhook trigger's channel changes alike.
 */

/**
 * Fields the server sets; never sent back in a full replace (the current names and those of
 * servers before 2026-02: `team`, `dashboard`).
 */
export const ALERT_SERVER_FIELDS: readonly string[] = ['id', '_id', 'state', 'team', 'teamId', 'silenced', 'executionErrors', 'createdAt', 'updatedAt', 'createdBy', 'dashboard'];

/**
 * The writable form of a fetched alert: every field but those the server sets, empty (null)
 * fields left out (a PUT is a full replace, docs/api-notes.md#full-replaces: an omitted field ends up cleared
 * just as a null one), and `dashboardId` from the `dashboard` of a server before 2026-02.
 * Fields this package does not know yet are kept, so a replace does not clear what a newer
 * server added.
 */
export function writableAlert(record: IDataObject): IDataObject {
	const body: IDataObject = {};
	for (const [key, value] of Object.entries(record)) {
		if (!ALERT_SERVER_FIELDS.includes(key) && value !== null && value !== undefined) body[key] = value;
	}
	if (body.dashboardId === undefined && record.dashboard !== undefined && record.dashboard !== null) body.dashboardId = record.dashboard;
	return body;
}

/**
 * The record's `channels` (servers since 2026-08), or undefined when the server does not send
 * them: an older server, whose alerts have one `channel`.
 */
export function channelList(record: IDataObject): IDataObject[] | undefined {
	return Array.isArray(record.channels) ? record.channels.filter(isObject) : undefined;
}
