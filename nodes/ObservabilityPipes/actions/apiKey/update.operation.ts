import { updateDisplayOptions, type IDataObject, type IExecuteFunctions, type INodeProperties } from 'n8n-workflow';
import { parseJsonObject } from '../../../shared/validation';
import { bodyModeProperties } from '../common.descriptions';
import { givenFields } from '../fullReplace';
import type { OperationContext } from '../operation';
import { apiKeyFieldsToBody, validateApiKeyUpdate, withoutKeySecret } from './apiKeyBody';
import { apiKeyLocator, chosenApiKey } from './locator';

const properties: INodeProperties[] = [
	apiKeyLocator,
	...bodyModeProperties(
		JSON.stringify({ name: 'CI key', roles: ['developer'], expireAt: '2026-12-31T23:59:59Z', state: 'enabled', ipAccessList: [{ source: '203.0.113.0/24', description: 'CI runners' }] }, null, 2),
		'Only the fields to change. "expireAt": null or "" makes the key never expire.',
	),
	{
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		displayOptions: { show: { specifyBody: ['fields'] } },
		description:
			'Only the fields to change; everything else keeps its value. The service refuses changes that would disable, expire or lock out the key the credential uses.',
		options: [
			{
				displayName: 'Expire At',
				name: 'expireAt',
				type: 'dateTime',
				default: '',
				description: 'When the key stops working (in the time zone of the workflow unless the date carries one)',
			},
			{
				displayName: 'IP Access List',
				name: 'ipAccessList',
				type: 'fixedCollection',
				typeOptions: { multipleValues: true },
				placeholder: 'Add Address',
				default: {},
				description: 'Replaces the addresses allowed to use the key',
				options: [
					{
						displayName: 'Entry',
						name: 'entry',
						values: [
							{
								displayName: 'Source',
								name: 'source',
								type: 'string',
								default: '',
								placeholder: 'e.g. 203.0.113.0/24',
								description: 'IPv4 or IPv6 address or CIDR range; 0.0.0.0/0 allows any IPv4 address',
							},
							{
								displayName: 'Description',
								name: 'description',
								type: 'string',
								default: '',
								description: 'What the address is',
							},
						],
					},
				],
			},
			{
				displayName: 'Name',
				name: 'name',
				type: 'string',
				default: '',
				description: 'New name of the key',
			},
			{
				displayName: 'Never Expires',
				name: 'neverExpires',
				type: 'boolean',
				default: true,
				description: 'Whether the key should never expire (removes any expiry date)',
			},
			{
				displayName: 'Roles',
				name: 'roles',
				type: 'multiOptions',
				options: [
					{ name: 'Admin', value: 'admin', description: 'Full read and write access' },
					{ name: 'Developer', value: 'developer', description: 'Read-only access to services' },
					{ name: 'Query Endpoints', value: 'query_endpoints', description: 'May only call query endpoints' },
				],
				default: [],
				description: 'Replaces the roles of the key; at least one',
			},
			{
				displayName: 'State',
				name: 'state',
				type: 'options',
				options: [
					{ name: 'Disabled', value: 'disabled' },
					{ name: 'Enabled', value: 'enabled' },
				],
				default: 'enabled',
				description: 'Whether the key can be used',
			},
		],
	},
];

export const description = updateDisplayOptions({ show: { resource: ['apiKey'], operation: ['update'] } }, properties);

export async function execute(this: IExecuteFunctions, { client, itemIndex }: OperationContext): Promise<IDataObject> {
	const { path } = chosenApiKey.call(this, itemIndex);
	const raw =
		this.getNodeParameter('specifyBody', itemIndex, 'fields') === 'json'
			? parseJsonObject('jsonBody', this.getNodeParameter('jsonBody', itemIndex))
			: apiKeyFieldsToBody(givenFields(this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject));
	const body = validateApiKeyUpdate(raw, this.getTimezone());
	return withoutKeySecret(await client.request<IDataObject>('PATCH', path, { body, itemIndex }));
}
