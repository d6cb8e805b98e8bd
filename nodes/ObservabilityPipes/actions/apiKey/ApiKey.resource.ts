import { apiKeyFilters, apiKeyUpdateFields } from './fields';
import { getAllParameters, resourceDescription, updateParameters } from '../common.descriptions';

export const description = resourceDescription(
	'apiKey',
	{
		get: 'Get an API key with its roles, state and expiry (never the key itself)',
		getAll: {
			description: 'List the API keys of the organization',
			parameters: getAllParameters(apiKeyFilters),
		},
		update: {
			description: 'Rename, change roles, expiry, state or allowed addresses of an API key',
			parameters: updateParameters('apiKey', {
				example: {
					name: 'CI key',
					assignedRoleIds: ['00000000-0000-4000-8000-000000000000'],
					expireAt: '2026-12-31T23:59:59Z',
					state: 'enabled',
					ipAccessList: [{ source: '203.0.113.0/24', description: 'CI runners' }],
				},
				jsonDescription:
					"Only the fields to change. 'assignedRoleIds' replaces the key's roles; an empty 'expireAt' makes the key never expire.",
				hint: 'Only the fields to change; everything else keeps its value. The service refuses changes that would disable, expire or lock out the key the credential uses.',
				fields: apiKeyUpdateFields,
			}),
		},
	},
	'get',
);
