import { getAllParameters, getParameters, updateParameters } from '../common.descriptions';
import { organizationUpdateFields } from './fields';

/** Each organization operation's parameters, in the order the node shows them. */
export const parameters = {
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
