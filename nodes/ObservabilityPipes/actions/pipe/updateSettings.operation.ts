import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { InputError } from '../../../shared/base/inputError';
import { isObject } from '../../../shared/base/helpers';
import { readBody, usesJsonBody } from '../../../shared/input/bodyMode';
import { mergeAndReplace } from '../helpers/fullReplace';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { itemRecord } from '../framework/itemReader';
import { settingsFormToBody } from './pipeBody';
import { validateSettings } from './settings';
import { operationDescription } from '../framework/resourceDescription';
import { kindLocator, bodyModeProperties } from '../../../shared/editor/properties';
import { settingsField, resetSettingsField } from './pipeParameters';

const updateSettings = [
	kindLocator('pipe'),
	...bodyModeProperties(
		{ streaming_max_insert_wait_ms: 1000, engine_max_threads: null },
		'Flat object of setting names to values; null puts a setting back to the service default. Settings left out keep their values.',
		[settingsField, resetSettingsField],
	),
];

export const description = operationDescription('pipe', 'updateSettings', updateSettings);

export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const client = executionClient(this, deployment);
	const { path } = itemRecord.call(this, 'pipe', 'cloud', itemIndex, 'settings');
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
	return await mergeAndReplace({
		client,
		path,
		itemIndex,
		merge: (current) => ({ ...(isObject(current) ? current : {}), ...body }),
	});
}
