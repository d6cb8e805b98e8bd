import type { INodePropertyOptions } from 'n8n-workflow';
import { byName } from '../base/helpers';
import { ENUMS } from './apiSpec';
import { labelWord } from './labels';

/**
 * The states the servers publish (docs/api-notes.md#alert-states, #pipe-states). They fill the state pickers
 * of the trigger and of the Get Many filters; states stay open strings everywhere else: a
 * state a newer server adds is never refused, and an expression may name it.
 */
export const ALERT_STATES = ['ALERT', 'OK', 'INSUFFICIENT_DATA', 'DISABLED', 'PENDING'] as const;

export const PIPE_STATES = [
	'Unknown',
	'Provisioning',
	'Running',
	'Degraded',
	'Stopping',
	'Stopped',
	'Failed',
	'Completed',
	'InternalError',
	'Setup',
	'Snapshot',
	'Paused',
	'Pausing',
	'Modifying',
	'Resync',
] as const;

/** The states of a cloud service (docs/api-notes.md#services), as the document lists them (apiSpec.ts). */
export const SERVICE_STATES: readonly string[] = ENUMS.serviceStates.values;

/** Labels where Title Case of the value would read wrong. */
const LABELS: Record<string, string> = {
	OK: 'OK',
	INSUFFICIENT_DATA: 'Insufficient Data',
	InternalError: 'Internal Error',
	softdeleted: 'Soft Deleted',
	softdeleting: 'Soft Deleting',
};

/** `ALERT` -> `Alert`, `InternalError` -> `Internal Error`, `partially_running` -> `Partially Running`. */
export function stateLabel(state: string): string {
	if (LABELS[state]) return LABELS[state];
	const words =
		state === state.toUpperCase() || state.includes('_')
			? state.split('_')
			: state.split(/(?=[A-Z])/);
	return words.map((word) => labelWord(word)).join(' ');
}

/** Picker entries for states, sorted by label; the value is the state as the server sends it. */
export function stateOptions(states: readonly string[]): INodePropertyOptions[] {
	return states.map((state) => ({ name: stateLabel(state), value: state })).sort(byName);
}

/**
 * `key_create` -> `Key Create`, `openapi_key_update` -> `OpenAPI Key Update`,
 * `service_update_ip_access_list` -> `Service Update IP Access List`; the value stays as the
 * server sends it.
 */
export function activityTypeLabel(type: string): string {
	return type
		.split('_')
		.map((word) => (word === 'openapi' ? 'OpenAPI' : labelWord(word, { keepRest: true })))
		.join(' ');
}

/** Picker entries for activity types, sorted by label. */
export function activityTypeOptions(types: readonly string[]): INodePropertyOptions[] {
	return types.map((value) => ({ name: activityTypeLabel(value), value })).sort(byName);
}
