import { NodeOperationError, type IDataObject, type IPollFunctions } from 'n8n-workflow';
import { InputError } from '../shared/input/inputError';
import { servicePath, type Scope } from '../shared/api/paths';
import { chosenService, nodeParameters } from '../shared/input/scope';
import type { Deployment } from '../shared/api/types';
import { oneOf, textList, toBoolean } from '../shared/input/validation';
import { fnv1a } from './canonical';
import type { TriggerEvent } from './diff';

const EVENTS: readonly TriggerEvent[] = ['alertStateChanged', 'pipeStateChanged', 'pipeSettingsChanged'];
const DEPLOYMENTS: readonly Deployment[] = ['cloud', 'selfHosted'];

export interface TriggerConfig {
	deployment: Deployment;
	event: TriggerEvent;
	/** Where the watched records live. */
	where: Scope;
	/** `/organizations/{org}/services/{svc}` on the cloud; empty self-hosted. */
	servicePath: string;
	/**
	 * Fingerprint of what is watched (event, deployment, organization, service). A snapshot
	 * taken for another scope is not compared with this one: the first poll re-baselines.
	 */
	scope: string;
	ids: string[];
	toStates: string[];
	includeNew: boolean;
	/** Whether items leave out the whole record (n8n's Simplify). */
	simplify: boolean;
}

/** The trigger's parameters, checked; bad input becomes a NodeOperationError that says how to fix it. */
export function readConfig(context: IPollFunctions): TriggerConfig {
	try {
		return configOf({
			deployment: context.getNodeParameter('deployment', 'cloud'),
			event: context.getNodeParameter('event', 'alertStateChanged'),
			organizationId: () => nodeParameters.call(context)('organizationId'),
			serviceId: () => nodeParameters.call(context)('serviceId'),
			ids: context.getNodeParameter('ids', ''),
			toStates: context.getNodeParameter('toStates', ''),
			simplify: context.getNodeParameter('simplify', false),
			options: context.getNodeParameter('options', {}) as IDataObject,
		});
	} catch (error) {
		if (error instanceof InputError) throw new NodeOperationError(context.getNode(), error.message, { description: error.fix });
		throw new NodeOperationError(context.getNode(), error as Error);
	}
}

interface RawParameters {
	deployment: unknown;
	event: unknown;
	organizationId: () => unknown;
	serviceId: () => unknown;
	ids: unknown;
	toStates: unknown;
	simplify?: unknown;
	options: IDataObject;
}

export function configOf(raw: RawParameters): TriggerConfig {
	const deployment = oneOf('deployment', raw.deployment, DEPLOYMENTS);
	const event = oneOf('event', raw.event, EVENTS);
	if (deployment === 'selfHosted' && event !== 'alertStateChanged') {
		throw new InputError('event', `"${event}" exists on the cloud only`, 'Choose a cloud credential, or the event "Alert State Changed".');
	}
	let where: Scope = { deployment: 'selfHosted' };
	let scopeText = `${event}\n${deployment}`;
	if (deployment === 'cloud') {
		const service = chosenService((name) => (name === 'organizationId' ? raw.organizationId() : raw.serviceId()));
		where = { deployment, ...service };
		scopeText += `\n${service.organizationId.toLowerCase()}\n${service.serviceId.toLowerCase()}`;
	}
	return {
		deployment,
		event,
		where,
		servicePath: where.deployment === 'cloud' ? servicePath(where) : '',
		scope: fnv1a(scopeText),
		// Version 1 saved both as comma-separated text; version 2 pickers give lists.
		ids: textList('ids', raw.ids),
		toStates: event === 'pipeSettingsChanged' ? [] : textList('toStates', raw.toStates),
		includeNew: raw.options.includeNew === true,
		simplify: raw.simplify === undefined ? false : toBoolean('simplify', raw.simplify),
	};
}
