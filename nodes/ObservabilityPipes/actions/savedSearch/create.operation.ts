import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { readBody } from '../../../shared/input/bodyMode';
import type { OperationContext } from '../operation';
import { itemList } from '../itemReader';
import { savedSearchFieldsToBody, validateSavedSearchBody } from './savedSearchBody';

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
		itemList.call(this, 'savedSearch', deployment, itemIndex),
		{ body, itemIndex },
	);
}
