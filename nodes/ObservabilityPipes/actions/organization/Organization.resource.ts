import { organizationUpdateFields } from './fields';
import { getParameters, resourceDescription, updateParameters } from '../common.descriptions';

export const description = resourceDescription(
	'organization',
	{
		get: {
			description: 'Get an organization with its private endpoints',
			// The organization picker of the cloud scope (nodes/ObservabilityPipes/descriptions.ts) chooses the record.
			parameters: getParameters('organization', { ownPicker: false }),
		},
		getAll: 'List the organizations the API key can reach',
		update: {
			description: 'Rename an organization or change its private endpoints',
			parameters: updateParameters('organization', {
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
		},
	},
	'get',
);
