import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeProperties,
} from 'n8n-workflow';
import { bodyModeProperties, readBody } from '../../../shared/input/bodyMode';
import type { OperationContext } from '../operation';
import { savedSearchCreateFields } from './fields';
import { savedSearchesPath } from './locator';
import { savedSearchFieldsToBody, validateSavedSearchBody } from './savedSearchBody';

const properties: INodeProperties[] = [
	...bodyModeProperties(
		JSON.stringify(
			{
				name: 'Checkout errors',
				source: '',
				where: 'ServiceName:checkout level:error',
				whereLanguage: 'lucene',
				select: 'Timestamp, ServiceName, Body',
				orderBy: 'Timestamp DESC',
				tags: ['checkout'],
			},
			null,
			2,
		),
		'The saved search as a JSON object: name and source (the source ID) required; select, where, whereLanguage (lucene, sql), orderBy and tags optional',
	),
	...updateDisplayOptions({ show: { specifyBody: ['fields'] } }, savedSearchCreateFields),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['savedSearch'], operation: ['create'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
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
		savedSearchesPath.call(this, deployment, itemIndex),
		{ body, itemIndex },
	);
}
