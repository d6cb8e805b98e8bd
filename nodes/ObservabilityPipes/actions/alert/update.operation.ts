import { updateDisplayOptions, type IDataObject, type IExecuteFunctions, type INodeProperties } from 'n8n-workflow';
import { bodyModeProperties, readBody } from '../../../shared/bodyMode';
import { updateFieldsProperty } from '../common.descriptions';
import { mergeAndReplace } from '../fullReplace';
import type { OperationContext } from '../operation';
import { updateFieldsOf } from '../parameters';
import { alertFieldsToBody, alertRecordToBody, checkAlertChanges, validateAlertBody } from './alertBody';
import { alertUpdateFields, alertUpdateFieldsVersion1 } from './fields';
import { alertLocator, chosenAlert } from './locator';

const UPDATE_FIELDS_HINT = 'Only the fields to change. The API replaces the whole alert, so the node reads it first and keeps every field you leave out.';

const properties: INodeProperties[] = [
	alertLocator,
	...bodyModeProperties(JSON.stringify({ threshold: 200 }, null, 2), 'Only the fields to change. The node reads the alert first and sends it back whole, so fields left out keep their values.'),
	...updateDisplayOptions({ hide: { '@version': [1] } }, [updateFieldsProperty(UPDATE_FIELDS_HINT, alertUpdateFields)]),
	// Version 1 keeps the plain ID fields its workflows were saved with.
	...updateDisplayOptions({ show: { '@version': [1] } }, [updateFieldsProperty(UPDATE_FIELDS_HINT, alertUpdateFieldsVersion1)]),
];

export const description = updateDisplayOptions({ show: { resource: ['alert'], operation: ['update'] } }, properties);

export async function execute(this: IExecuteFunctions, { client, deployment, itemIndex }: OperationContext): Promise<IDataObject> {
	const { path } = chosenAlert.call(this, deployment, itemIndex);
	const changes = readBody.call(this, itemIndex, () => alertFieldsToBody(updateFieldsOf.call(this, itemIndex)));
	checkAlertChanges(changes, deployment);
	return await mergeAndReplace({
		client,
		path,
		itemIndex,
		changes,
		recordToBody: alertRecordToBody,
		validate: (body) => validateAlertBody(body, deployment),
	});
}
