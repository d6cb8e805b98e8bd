import type { IHookFunctions, INodeProperties, IWebhookFunctions } from 'n8n-workflow';
import { recordId } from '../shared/api/ids';
import { InputError } from '../shared/base/inputError';
import { formFieldLabel } from '../shared/input/formFieldLabel';
import { inputFailure } from '../shared/input/inputFailure';
import type { Scope } from '../shared/api/paths';
import { chosenService } from '../shared/input/scope';
import type { Deployment } from '../shared/api/types';
import { oneOf, textList } from '../shared/input/validation';

const DEPLOYMENTS: readonly Deployment[] = ['cloud', 'selfHosted'];

interface WebhookTriggerConfig {
	/** Where the alerts and the webhooks live (the deployment, and on the cloud the organization and service). */
	where: Scope;
	/** The chosen alerts, each once, checked. */
	alertIds: string[];
	/** Upper-cased states to emit; empty: every notification. */
	toStates: string[];
	/**
	 * Where the alerts live (deployment, organization and service) as one text: a registration
	 * made for another place is not reused.
	 */
	locationKey: string;
}

interface RawParameters {
	deployment: unknown;
	organizationId: () => unknown;
	serviceId: () => unknown;
	alertIds: unknown;
	toStates: unknown;
}

/** The parameters, checked (pure). */
export function configOf(raw: RawParameters): WebhookTriggerConfig {
	const deployment = oneOf('deployment', raw.deployment, DEPLOYMENTS);
	let where: Scope = { deployment: 'selfHosted' };
	if (deployment === 'cloud') {
		where = {
			deployment,
			...chosenService((name) =>
				name === 'organizationId' ? raw.organizationId() : raw.serviceId(),
			),
		};
	}
	const alertIds = textList('alertIds', raw.alertIds).map((id) =>
		recordId('alertIds', id, 'alert', deployment),
	);
	if (!alertIds.length) {
		throw new InputError(
			'alertIds',
			'no alert chosen',
			'Choose the alerts whose notifications start the workflow (from the list, or their IDs as comma-separated text).',
		);
	}
	const seen = new Set<string>();
	const unique = alertIds.filter(
		(id) => !seen.has(id.toLowerCase()) && !!seen.add(id.toLowerCase()),
	);
	return {
		where,
		alertIds: unique,
		toStates: textList('toStates', raw.toStates).map((state) => state.toUpperCase()),
		locationKey:
			where.deployment === 'cloud'
				? `cloud/${where.organizationId.toLowerCase()}/${where.serviceId.toLowerCase()}`
				: 'selfHosted',
	};
}

/**
 * The node's parameters as activation and deliveries read them; bad input becomes a
 * NodeOperationError that names the field by its label among `properties` (the node's, which
 * the node class gives) and says how to fix it.
 */
export function readConfig(
	this: IHookFunctions | IWebhookFunctions,
	properties: INodeProperties[],
): WebhookTriggerConfig {
	const read = (name: string) => this.getNodeParameter(name, '', { extractValue: true });
	const deployment = this.getNodeParameter('deployment', 'cloud');
	try {
		return configOf({
			deployment,
			organizationId: () => read('organizationId'),
			serviceId: () => read('serviceId'),
			alertIds: this.getNodeParameter('alertIds', []),
			toStates: this.getNodeParameter('toStates', []),
		});
	} catch (error) {
		// A field is named by the label the form shows for this deployment.
		const shown = { deployment: String(deployment) };
		throw inputFailure(this.getNode(), error, (field) => formFieldLabel(properties, shown, field));
	}
}
