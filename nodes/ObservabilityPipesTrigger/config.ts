import type { IDataObject, INodeProperties, IPollFunctions } from 'n8n-workflow';
import type { Deployment } from '../shared/api/types';
import { InputError } from '../shared/base/inputError';
import { formFieldLabel } from '../shared/input/formFieldLabel';
import { inputFailure } from '../shared/input/inputFailure';
import { oneOf, textList, toBoolean } from '../shared/input/validation';
import type { Scope } from '../shared/api/paths';
import { chosenOrganization, chosenService, nodeParameters } from '../shared/input/scope';
import {
	DEFAULT_EVENT,
	EVENT_VALUES,
	eventsOn,
	TRIGGER_EVENTS,
	type TriggerEventEntry,
} from './watches/watchTable';

const DEPLOYMENTS: readonly Deployment[] = ['cloud', 'selfHosted'];

/** How the messages name a deployment. */
const DEPLOYMENT_WORDS: Record<Deployment, string> = {
	cloud: 'cloud',
	selfHosted: 'self-hosted server',
};

export interface TriggerConfig {
	/** The chosen event's entry of the event table. */
	event: TriggerEventEntry;
	/** Where the watched records live (the deployment, and on the cloud the organization and service). */
	where: Scope;
	/**
	 * Fingerprint of what is watched (event, deployment, organization, service). A snapshot
	 * taken for anything else is not compared with this one: the first poll re-baselines.
	 */
	watchKey: string;
	ids: string[];
	toStates: string[];
	/** Only activities of these types (activity events); empty: all. */
	types: string[];
	includeNew: boolean;
	/** Whether items leave out the whole record (n8n's Simplify). */
	simplify: boolean;
}

/**
 * The trigger's configuration: its parameters, checked; bad input becomes a NodeOperationError
 * that names the field by its label among `properties` (the node's, which the node class gives)
 * and says how to fix it.
 */
export function readConfig(this: IPollFunctions, properties: INodeProperties[]): TriggerConfig {
	const deployment = this.getNodeParameter('deployment', 'cloud');
	const event = this.getNodeParameter('event', DEFAULT_EVENT);
	try {
		const read = nodeParameters.call(this);
		return configOf({
			deployment,
			event,
			organizationId: () => read('organizationId'),
			serviceId: () => read('serviceId'),
			ids: this.getNodeParameter('ids', ''),
			toStates: this.getNodeParameter('toStates', ''),
			types: this.getNodeParameter('types', ''),
			simplify: this.getNodeParameter('simplify', true),
			options: this.getNodeParameter('options', {}) as IDataObject,
		});
	} catch (error) {
		// A field is named by the label the form shows for this deployment and event.
		const shown = { deployment: String(deployment), event: String(event) };
		throw inputFailure(this.getNode(), error, (field) => formFieldLabel(properties, shown, field));
	}
}

interface RawParameters {
	deployment: unknown;
	event: unknown;
	organizationId: () => unknown;
	serviceId: () => unknown;
	ids: unknown;
	toStates: unknown;
	types?: unknown;
	simplify?: unknown;
	options: IDataObject;
}

/** The parameters, checked (pure). */
export function configOf(raw: RawParameters): TriggerConfig {
	const deployment = oneOf('deployment', raw.deployment, DEPLOYMENTS);
	const value = oneOf('event', raw.event, EVENT_VALUES);
	const event = TRIGGER_EVENTS.find((entry) => entry.value === value) as TriggerEventEntry;
	if (!event.deployments.includes(deployment)) throw notOn(deployment, event);
	let where: Scope = { deployment: 'selfHosted' };
	let watched = `${value}\n${deployment}`;
	if (deployment === 'cloud' && event.scope === 'organization') {
		// The organization's records: no service is chosen, and none is part of the path.
		const organizationId = chosenOrganization(() => raw.organizationId());
		where = { deployment, organizationId, serviceId: '' };
		watched += `\n${organizationId.toLowerCase()}`;
	} else if (deployment === 'cloud') {
		const service = chosenService((name) =>
			name === 'organizationId' ? raw.organizationId() : raw.serviceId(),
		);
		where = { deployment, ...service };
		watched += `\n${service.organizationId.toLowerCase()}\n${service.serviceId.toLowerCase()}`;
	}
	return {
		event,
		where,
		// Workflows saved before keep their snapshot only while this text stays the same.
		watchKey: fnv1a(watched),
		// The pickers give lists; an expression may give comma-separated text.
		ids: textList('ids', raw.ids),
		toStates: event.states ? textList('toStates', raw.toStates) : [],
		types: event.types ? textList('types', raw.types) : [],
		includeNew: raw.options.includeNew === true,
		simplify: raw.simplify === undefined ? true : toBoolean('simplify', raw.simplify),
	};
}

function notOn(deployment: Deployment, event: TriggerEventEntry): InputError {
	const homes = event.deployments.map((home) => DEPLOYMENT_WORDS[home]).join(' and ');
	const here = eventsOn(deployment).map(({ name }) => `'${name}'`);
	return new InputError(
		'event',
		`'${event.name}' exists on the ${homes} only`,
		`Choose a ${homes} credential, or ${here.length === 1 ? 'the event' : 'one of the events'} ${here.join(', ')}.`,
	);
}

/** 32-bit FNV-1a of a text, in base 36: a short fingerprint, not a security hash. */
export function fnv1a(text: string): string {
	let hash = 0x811c9dc5;
	for (let index = 0; index < text.length; index++) {
		hash ^= text.charCodeAt(index);
		hash = Math.imul(hash, 0x01000193) >>> 0;
	}
	return hash.toString(36);
}
