import type { INodePropertyOptions } from 'n8n-workflow';
import { ALERT_STATES, PIPE_STATES, SERVICE_STATES } from '../../shared/api/stateOptions';
import type { Deployment } from '../../shared/api/types';
import { byName } from '../../shared/base/helpers';
import type { ChangeKindName } from '../diffs/changeTypes';
import type { FetchName } from '../fetching/fetchRecords';
import { ENUMS } from '../../shared/api/apiSpec';

/**
 * The trigger's events, each in one entry: the only place an event's value is written.
 * The event dropdown of each deployment, the node's subtitle, the `ids` and `toStates`
 * pickers, the parameter check and the poll data derive from it (docs/architecture.md,
 * "The trigger's events"). A new event is one entry, its fetch (fetching/fetchRecords.ts) and, for a new
 * kind of change, its diff (a module like stateChanges.ts).
 */
export interface TriggerEventEntry {
	/** The `event` parameter's value, and the `event` of every item (a public name: never renamed). */
	value: string;
	/** The dropdown's label (Title Case), and the node's subtitle. */
	name: string;
	/** The dropdown's hint. */
	description: string;
	/** Where the event exists; the dropdown of another deployment leaves it out. */
	deployments: readonly Deployment[];
	/** The records the `ids` filter picks from; none: the event has no `ids` filter. */
	watches?: WatchedRecords;
	/**
	 * What the event watches on the cloud: the chosen service's records (the default) or the
	 * organization's (its services, its activities): the service picker is then not shown.
	 */
	scope?: 'service' | 'organization';
	/** The activity types the `types` filter offers; none: the event has no `types` filter. */
	types?: readonly string[];
	/** The states `toStates` offers; none: the event has no states, and no `toStates` filter. */
	states?: readonly string[];
	/** What each poll reads: a fetch of fetching/fetchRecords.ts, by name (read when a poll first runs, not when n8n loads the node). */
	fetch: FetchName;
	/** What counts as a change, and what the poll data keeps between polls: a kind of change of `CHANGE_KINDS` (diff.ts). */
	changes: ChangeKindName;
}

export type WatchedRecords = 'alerts' | 'pipes' | 'services';

export const TRIGGER_EVENTS: readonly TriggerEventEntry[] = [
	{
		value: 'alertStateChanged',
		name: 'Alert State Changed',
		description: 'An alert moved to another state, such as OK to Alert',
		deployments: ['cloud', 'selfHosted'],
		watches: 'alerts',
		states: ALERT_STATES,
		fetch: 'alerts',
		changes: 'state',
	},
	{
		value: 'pipeStateChanged',
		name: 'Pipe State Changed',
		description: 'A data pipe moved to another state, such as Running to Failed',
		deployments: ['cloud'],
		watches: 'pipes',
		states: PIPE_STATES,
		fetch: 'pipes',
		changes: 'state',
	},
	{
		value: 'pipeSettingsChanged',
		name: 'Pipe Settings Changed',
		description: 'The settings of a data pipe changed',
		deployments: ['cloud'],
		watches: 'pipes',
		fetch: 'pipesWithSettings',
		changes: 'settings',
	},
	{
		value: 'serviceStateChanged',
		name: 'Service State Changed',
		description: 'A service of the organization moved to another state, such as Running to Idle',
		deployments: ['cloud'],
		scope: 'organization',
		watches: 'services',
		states: SERVICE_STATES,
		fetch: 'services',
		changes: 'state',
	},
	{
		value: 'activityLogged',
		name: 'Activity Logged',
		description: 'A new entry in the activity log of the organization: who changed what, once each',
		deployments: ['cloud'],
		scope: 'organization',
		types: ENUMS.activityTypes.values,
		fetch: 'activities',
		changes: 'activity',
	},
];

/** The dropdown's default, and the value read when the parameter is missing. */
export const DEFAULT_EVENT = TRIGGER_EVENTS[0].value;

export const EVENT_VALUES: readonly string[] = TRIGGER_EVENTS.map((event) => event.value);

/** The entries whose values pass a test, as the values a `displayOptions` shows them for. */
export function eventValues(test: (event: TriggerEventEntry) => boolean): string[] {
	return TRIGGER_EVENTS.filter(test).map((event) => event.value);
}

/** The events that exist on a deployment, in the table's order. */
export function eventsOn(deployment: Deployment): TriggerEventEntry[] {
	return TRIGGER_EVENTS.filter((event) => event.deployments.includes(deployment));
}

/** The dropdown entries of a deployment, sorted by label as n8n's editor wants them (without ICU at load). */
export function eventOptions(deployment: Deployment): INodePropertyOptions[] {
	return eventsOn(deployment)
		.map(({ name, value, description }) => ({ name, value, description }))
		.sort(byName);
}

/** The node's subtitle: the chosen event's label, in Title Case as n8n's node UI design has subtitles. */
export function eventSubtitle(): string {
	const labels = TRIGGER_EVENTS.map(
		({ value, name }) => `${JSON.stringify(value)}: ${JSON.stringify(name)}`,
	);
	return `={{ {${labels.join(', ')}}[$parameter["event"]] }}`;
}
