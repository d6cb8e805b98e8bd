import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { readBody } from '../../../shared/input/bodyMode';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { itemRecord, updateFieldsOf } from '../framework/itemReader';
import { operationDescription, updateParameters } from '../framework/resourceDescription';
import { organizationFieldsToBody, validateOrganizationUpdate } from './organizationBody';

const endpointValues: INodeProperties[] = [
	{
		displayName: 'Endpoint ID',
		name: 'id',
		type: 'string',
		default: '',
		placeholder: 'e.g. vpce-0a1b2c3d4e5f60001',
		description: 'ID of the private endpoint at the cloud provider',
	},
	{
		displayName: 'Description',
		name: 'description',
		type: 'string',
		default: '',
		description: 'What the endpoint is for',
	},
];

/** Optional fields of the update form: only the ones given change. */
const organizationUpdateFields: INodeProperties[] = [
	{
		displayName: 'Enable Core Dumps',
		name: 'enableCoreDumps',
		type: 'boolean',
		default: false,
		description: 'Whether the services of the organization may write core dumps when they crash',
	},
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		default: '',
		description: 'New name of the organization',
	},
	{
		displayName: 'Private Endpoints to Add',
		name: 'privateEndpointsToAdd',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add Endpoint',
		default: {},
		description: 'Private endpoints to allow; an ID already listed gets the new description',
		options: [{ displayName: 'Endpoint', name: 'endpoint', values: endpointValues }],
	},
	{
		displayName: 'Private Endpoints to Remove',
		name: 'privateEndpointsToRemove',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add Endpoint',
		default: {},
		description: 'Private endpoints to take off the list; they are removed before any are added',
		options: [{ displayName: 'Endpoint', name: 'endpoint', values: endpointValues }],
	},
];

export const description = operationDescription(
	'organization',
	'update',
	updateParameters('organization', {
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
);

export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const client = executionClient(this, deployment);
	const raw = readBody.call(this, itemIndex, () =>
		organizationFieldsToBody(updateFieldsOf.call(this, itemIndex)),
	);
	const body = validateOrganizationUpdate(raw);
	const { path } = itemRecord.call(this, 'organization', deployment, itemIndex);
	return await client.request<IDataObject>('PATCH', path, { body, itemIndex });
}
