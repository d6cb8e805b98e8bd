import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { readBody } from '../../../shared/input/bodyMode';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { itemList } from '../framework/itemReader';
import { savedSearchFieldsToBody, validateSavedSearchBody } from './savedSearchBody';
import { operationDescription } from '../framework/resourceDescription';
import { bodyModeProperties } from '../../../shared/editor/properties';
import { sourcePicker, optionalFields } from './savedSearchParameters';

/** Typed fields of the create form. */
const savedSearchCreateFields: INodeProperties[] = [
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		required: true,
		default: '',
		description: 'Name of the saved search',
	},
	sourcePicker,
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: optionalFields,
	},
];

const create = bodyModeProperties(
	{
		name: 'Checkout errors',
		sourceId: '',
		where: 'ServiceName:checkout level:error',
		whereLanguage: 'lucene',
		select: 'Timestamp, ServiceName, Body',
		orderBy: 'Timestamp DESC',
		tags: ['checkout'],
	},
	'The saved search as a JSON object: name and sourceId (the source ID) required; select, where, whereLanguage (lucene, sql), orderBy, tags and filters optional',
	savedSearchCreateFields,
);

export const description = operationDescription('savedSearch', 'create', create);

export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const client = executionClient(this, deployment);
	const body = validateSavedSearchBody(
		readBody.call(this, itemIndex, () =>
			savedSearchFieldsToBody({
				name: this.getNodeParameter('name', itemIndex, ''),
				sourceId: this.getNodeParameter('sourceId', itemIndex, '', { extractValue: true }),
				...(this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject),
			}),
		),
	);
	return await client.request<IDataObject>(
		'POST',
		itemList.call(this, 'savedSearch', deployment, itemIndex),
		{ body, itemIndex },
	);
}
