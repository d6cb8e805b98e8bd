import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeProperties,
} from 'n8n-workflow';
import { bodyModeProperties, readBody } from '../../../shared/input/bodyMode';
import { updateFieldsProperty } from '../common.descriptions';
import type { OperationContext } from '../operation';
import { updateFieldsOf } from '../parameters';
import { organizationUpdateFields } from './fields';
import { chosenOrganizationRecord } from './locator';
import { organizationFieldsToBody, validateOrganizationUpdate } from './organizationBody';

const properties: INodeProperties[] = [
	...bodyModeProperties(
		JSON.stringify(
			{
				name: 'Acme Observability',
				privateEndpoints: {
					add: [{ id: 'vpce-0a1b2c3d4e5f60001', description: 'Office VPN' }],
					remove: [],
				},
			},
			null,
			2,
		),
	),
	updateFieldsProperty(
		'Only the fields to change; everything else keeps its value',
		organizationUpdateFields,
	),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['organization'], operation: ['update'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const raw = readBody.call(this, itemIndex, () =>
		organizationFieldsToBody(updateFieldsOf.call(this, itemIndex)),
	);
	const body = validateOrganizationUpdate(raw);
	const { path } = chosenOrganizationRecord.call(this, deployment, itemIndex);
	return await client.request<IDataObject>('PATCH', path, { body, itemIndex });
}
