import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeProperties,
} from 'n8n-workflow';
import { InputError } from '../../../shared/input/inputError';
import { isObject } from '../../../shared/input/validation';
import { bodyModeProperties, readBody, usesJsonBody } from '../../../shared/input/bodyMode';
import type { OperationContext } from '../operation';
import { resetSettingsField, settingsField } from './fields';
import { chosenPipe, pipeLocator } from './locator';
import { settingsFormToBody } from './pipeBody';
import { validateSettings } from './settings';

const properties: INodeProperties[] = [
	pipeLocator,
	...bodyModeProperties(
		JSON.stringify({ streaming_max_insert_wait_ms: 1000, engine_max_threads: null }, null, 2),
		'Flat object of setting names to values; null puts a setting back to the service default. Settings left out keep their values.',
	),
	...updateDisplayOptions({ show: { specifyBody: ['fields'] } }, [
		settingsField,
		resetSettingsField,
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['pipe'], operation: ['updateSettings'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	{ client, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const { path } = chosenPipe.call(this, itemIndex, 'settings');
	const json = usesJsonBody.call(this, itemIndex);
	const raw = readBody.call(this, itemIndex, () =>
		settingsFormToBody(
			this.getNodeParameter('settings', itemIndex, {}) as IDataObject,
			this.getNodeParameter('resetSettings', itemIndex, []),
		),
	);
	const body = validateSettings(raw, json ? '' : 'settings.');
	if (!Object.keys(body).length) {
		throw new InputError(
			json ? 'jsonBody' : 'settings',
			'no setting was given',
			'Add at least one setting to change, or one to reset to the default.',
		);
	}
	// No document says whether the server merges the PUT map into the settings or replaces them
	// with it: the node reads the current settings and sends the whole map with the changes
	// applied, so settings left out keep their values either way (settings a newer server
	// added included: they are sent back as read).
	const current = await client.request<IDataObject>('GET', path, { itemIndex });
	return await client.request<IDataObject>('PUT', path, {
		body: { ...(isObject(current) ? current : {}), ...body },
		itemIndex,
	});
}
