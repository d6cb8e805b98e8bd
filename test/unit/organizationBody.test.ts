import { fieldOf } from '../support/inputError';
import {
	organizationFieldsToBody,
	validateOrganizationUpdate,
} from '../../nodes/ObservabilityPipes/actions/organization/organizationBody';

describe('organizationFieldsToBody', () => {
	it('builds add and remove lists; empty descriptions are left out', () => {
		expect(
			organizationFieldsToBody({
				name: 'Acme',
				privateEndpointsToAdd: {
					endpoint: [
						{ id: ' vpce-1 ', description: 'VPN' },
						{ id: 'vpce-2', description: '' },
					],
				},
				privateEndpointsToRemove: { endpoint: [{ id: 'vpce-3', description: '' }] },
			}),
		).toEqual({
			name: 'Acme',
			privateEndpoints: {
				add: [{ id: 'vpce-1', description: 'VPN' }, { id: 'vpce-2' }],
				remove: [{ id: 'vpce-3' }],
			},
		});
	});

	it('sends only what is given', () => {
		expect(organizationFieldsToBody({ name: 'Acme' })).toEqual({ name: 'Acme' });
		expect(
			organizationFieldsToBody({ privateEndpointsToRemove: { endpoint: [{ id: 'x' }] } }),
		).toEqual({ privateEndpoints: { remove: [{ id: 'x' }] } });
		expect(organizationFieldsToBody({ privateEndpointsToAdd: {} })).toEqual({});
		expect(organizationFieldsToBody({ enableCoreDumps: false })).toEqual({
			enableCoreDumps: false,
		});
	});
});

describe('validateOrganizationUpdate', () => {
	it('accepts a valid body and passes unknown fields', () => {
		const body = {
			name: 'A',
			privateEndpoints: { add: [{ id: 'e', description: 'd' }], remove: [] },
			other: 1,
		};
		expect(validateOrganizationUpdate(body)).toEqual(body);
	});

	it('takes enableCoreDumps as a boolean, and the cloud provider and region of an endpoint', () => {
		expect(validateOrganizationUpdate({ enableCoreDumps: 'true' })).toEqual({
			enableCoreDumps: true,
		});
		const body = {
			privateEndpoints: { add: [{ id: 'e', cloudProvider: 'aws', region: 'us-east-1' }] },
		};
		expect(validateOrganizationUpdate(body)).toEqual(body);
	});

	it.each([
		[{}, 'updateFields'],
		[{ name: ' ' }, 'name'],
		[{ enableCoreDumps: 'sometimes' }, 'enableCoreDumps'],
		[{ privateEndpoints: [] }, 'privateEndpoints'],
		[{ privateEndpoints: { replace: [] } }, 'privateEndpoints.replace'],
		[{ privateEndpoints: { add: {} } }, 'privateEndpoints.add'],
		[{ privateEndpoints: { add: [{ id: 'a' }, { id: '' }] } }, 'privateEndpoints.add[1].id'],
		[{ privateEndpoints: { remove: ['a'] } }, 'privateEndpoints.remove[0]'],
		[
			{ privateEndpoints: { add: [{ id: 'a', description: 5 }] } },
			'privateEndpoints.add[0].description',
		],
	])('refuses %p naming %s', (body, field) => {
		expect(fieldOf(() => validateOrganizationUpdate(body))).toBe(field);
	});
});
