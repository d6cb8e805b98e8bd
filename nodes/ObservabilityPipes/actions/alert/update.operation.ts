import { updateDisplayOptions, type IDataObject, type IExecuteFunctions, type INodeProperties } from 'n8n-workflow';
import { segment } from '../../../shared/url';
import { parseJsonObject } from '../../../shared/validation';
import { bodyModeProperties } from '../common.descriptions';
import { givenFields, mergeAndReplace } from '../fullReplace';
import type { OperationContext } from '../operation';
import { locatorId } from '../parameters';
import { observabilityPath } from '../scope';
import { alertFieldsToBody, alertRecordToBody, checkAlertChanges, validateAlertBody } from './alertBody';
import { alertUpdateFields } from './fields';
import { alertLocator } from './locator';

const properties: INodeProperties[] = [
	alertLocator,
	...bodyModeProperties(JSON.stringify({ threshold: 200 }, null, 2), 'Only the fields to change. The node reads the alert first and sends it back whole, so fields left out keep their values.'),
	{
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		displayOptions: { show: { specifyBody: ['fields'] } },
		description:
			'Only the fields to change. The API replaces the whole alert, so the node reads it first and keeps every field you leave out.',
		options: alertUpdateFields,
	},
];

export const description = updateDisplayOptions({ show: { resource: ['alert'], operation: ['update'] } }, properties);

export async function execute(this: IExecuteFunctions, { client, deployment, itemIndex }: OperationContext): Promise<IDataObject> {
	const id = locatorId.call(this, 'alertId', itemIndex, deployment);
	const changes =
		this.getNodeParameter('specifyBody', itemIndex, 'fields') === 'json'
			? parseJsonObject('jsonBody', this.getNodeParameter('jsonBody', itemIndex))
			: alertFieldsToBody(givenFields(this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject));
	checkAlertChanges(changes, deployment);
	return await mergeAndReplace({
		client,
		path: `${observabilityPath.call(this, deployment, itemIndex, 'alerts')}/${segment(id)}`,
		itemIndex,
		changes,
		recordToBody: alertRecordToBody,
		validate: (body) => validateAlertBody(body, deployment),
	});
}
