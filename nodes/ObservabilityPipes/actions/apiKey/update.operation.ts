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
import { apiKeyFieldsToBody, validateApiKeyUpdate, withoutKeySecret } from './apiKeyBody';
import { apiKeyUpdateFields } from './fields';
import { apiKeyLocator, chosenApiKey } from './locator';

const properties: INodeProperties[] = [
	apiKeyLocator,
	...bodyModeProperties(
		JSON.stringify(
			{
				name: 'CI key',
				assignedRoleIds: ['00000000-0000-4000-8000-000000000000'],
				expireAt: '2026-12-31T23:59:59Z',
				state: 'enabled',
				ipAccessList: [{ source: '203.0.113.0/24', description: 'CI runners' }],
			},
			null,
			2,
		),
		'Only the fields to change. "assignedRoleIds" replaces the roles of the key (the deprecated "roles" is still taken). "expireAt": null or "" makes the key never expire.',
	),
	updateFieldsProperty(
		'Only the fields to change; everything else keeps its value. The service refuses changes that would disable, expire or lock out the key the credential uses.',
		apiKeyUpdateFields,
	),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['apiKey'], operation: ['update'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const { path } = chosenApiKey.call(this, deployment, itemIndex);
	const raw = readBody.call(this, itemIndex, () =>
		apiKeyFieldsToBody(updateFieldsOf.call(this, itemIndex)),
	);
	const body = validateApiKeyUpdate(raw, this.getTimezone());
	return withoutKeySecret(await client.request<IDataObject>('PATCH', path, { body, itemIndex }));
}
