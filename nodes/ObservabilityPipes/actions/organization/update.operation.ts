import { updateDisplayOptions, type IDataObject, type IExecuteFunctions, type INodeProperties } from 'n8n-workflow';
import { parseJsonObject } from '../../../shared/validation';
import { bodyModeProperties } from '../common.descriptions';
import { givenFields } from '../fullReplace';
import type { OperationContext } from '../operation';
import { organizationPath } from '../scope';
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

const properties: INodeProperties[] = [
	...bodyModeProperties(
		JSON.stringify({ name: 'Acme Observability', privateEndpoints: { add: [{ id: 'vpce-0a1b2c3d4e5f60001', description: 'Office VPN' }], remove: [] } }, null, 2),
	),
	{
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		displayOptions: { show: { specifyBody: ['fields'] } },
		description: 'Only the fields to change; everything else keeps its value',
		options: [
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
		],
	},
];

export const description = updateDisplayOptions({ show: { resource: ['organization'], operation: ['update'] } }, properties);

export async function execute(this: IExecuteFunctions, { client, itemIndex }: OperationContext): Promise<IDataObject> {
	const raw =
		this.getNodeParameter('specifyBody', itemIndex, 'fields') === 'json'
			? parseJsonObject('jsonBody', this.getNodeParameter('jsonBody', itemIndex))
			: organizationFieldsToBody(givenFields(this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject));
	const body = validateOrganizationUpdate(raw);
	return await client.request<IDataObject>('PATCH', organizationPath.call(this, itemIndex), { body, itemIndex });
}
