import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { readBody } from '../../../shared/input/bodyMode';
import { requiredString } from '../../../shared/util';
import type { OperationContext } from '../operation';
import { itemList } from '../itemReader';
import { dashboardFieldsToBody, validateDashboardBody } from './dashboardBody';

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const raw = readBody.call(this, itemIndex, () =>
		dashboardFieldsToBody({
			// The form's Name is required: an empty one here is an expression that gave nothing (a JSON body may send "").
			name: requiredString('name', this.getNodeParameter('name', itemIndex, '')),
			tags: this.getNodeParameter('tags', itemIndex, ''),
			tiles: this.getNodeParameter('tiles', itemIndex, {}),
			filters: this.getNodeParameter('filters', itemIndex, '[]'),
			savedFilterValues: this.getNodeParameter('savedFilterValues', itemIndex, '[]'),
			savedFilterValuesOnlyIfAny: true,
		}),
	);
	const body = validateDashboardBody(raw, deployment, 'create');
	return await client.request<IDataObject>(
		'POST',
		itemList.call(this, 'dashboard', deployment, itemIndex),
		{ body, itemIndex },
	);
}
