import { organizationUpdateFields } from './fields';
import {
	getAllParameters,
	getParameters,
	resourceDescription,
	updateParameters,
} from '../common.descriptions';
import type { LoadOperations } from '../operation';

/** Each organization operation's parameters, in the order the node shows them. */
const parameters = {
	// The organization picker of the cloud scope (nodes/ObservabilityPipes/descriptions.ts) chooses the record.
	get: getParameters('organization', { ownPicker: false }),
	getAll: getAllParameters('organization'),
	update: updateParameters('organization', {
		example: {
			name: 'Acme Observability',
			privateEndpoints: {
				add: [{ id: 'vpce-0a1b2c3d4e5f60001', description: 'Office VPN' }],
				remove: [],
			},
		},
		hint: 'Only the fields to change; everything else keeps its value',
		fields: organizationUpdateFields,
		ownPicker: false,
	}),
};

export const description = resourceDescription(
	'organization',
	parameters,
	{
		get: 'Get an organization with its private endpoints',
		getAll: 'List the organizations the API key can reach',
		update: 'Rename an organization or change its private endpoints',
	},
	'get',
);

export const operations: LoadOperations = async () => await import('./operations');
