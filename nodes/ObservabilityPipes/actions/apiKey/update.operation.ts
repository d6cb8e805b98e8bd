import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { readBody } from '../../../shared/input/bodyMode';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { itemRecord, updateFieldsOf } from '../framework/itemReader';
import { apiKeyFieldsToBody, validateApiKeyUpdate, withoutKeySecret } from './apiKeyBody';
import { operationDescription, updateParameters } from '../framework/resourceDescription';
import { stateField } from './apiKeyParameters';

/** Optional fields of the update form: only the ones given change. */
const apiKeyUpdateFields: INodeProperties[] = [
	{
		displayName: 'Assigned Role IDs',
		name: 'assignedRoleIds',
		type: 'string',
		default: '',
		placeholder: 'e.g. 7d9f3a2e-1b4c-4d5e-8f60-123456789abc',
		description:
			'Comma-separated IDs (UUIDs) of the roles the key gets, system or custom; replaces its roles. Empty removes every assigned role.',
	},
	{
		displayName: 'Expire At',
		name: 'expireAt',
		type: 'dateTime',
		default: '',
		description:
			'When the key stops working (in the time zone of the workflow unless the date carries one)',
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
						displayName: 'Address',
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
		displayName: 'Roles (Deprecated)',
		name: 'roles',
		type: 'multiOptions',
		options: [
			{ name: 'Admin', value: 'admin', description: 'Full read and write access' },
			{ name: 'Developer', value: 'developer', description: 'Read-only access to services' },
			{
				name: 'Query Endpoints',
				value: 'query_endpoints',
				description: 'May only call query endpoints',
			},
		],
		default: [],
		description:
			"Deprecated by the service in favor of 'Assigned Role IDs', and ignored by organizations moved to custom roles. Replaces the system roles of the key; empty removes them.",
	},
	stateField('Whether the key can be used'),
];

export const description = operationDescription(
	'apiKey',
	'update',
	updateParameters('apiKey', {
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
);

export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const client = executionClient(this, deployment);
	const { path } = itemRecord.call(this, 'apiKey', deployment, itemIndex);
	const raw = readBody.call(this, itemIndex, () =>
		apiKeyFieldsToBody(updateFieldsOf.call(this, itemIndex)),
	);
	const body = validateApiKeyUpdate(raw, this.getTimezone());
	return withoutKeySecret(await client.request<IDataObject>('PATCH', path, { body, itemIndex }));
}
