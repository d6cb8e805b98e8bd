import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeProperties,
} from 'n8n-workflow';
import { bodyModeProperties, readBody } from '../../../shared/input/bodyMode';
import { requiredString } from '../../../shared/input/validation';
import type { OperationContext } from '../operation';
import { dashboardFieldsToBody, validateDashboardBody } from './dashboardBody';
import { dashboardCreateFields } from './fields';
import { dashboardsPath } from './locator';

const properties: INodeProperties[] = [
	...bodyModeProperties(
		JSON.stringify(
			{
				name: 'Service health',
				tags: ['production'],
				tiles: [
					{
						name: 'Request rate',
						x: 0,
						y: 0,
						w: 12,
						h: 3,
						config: { displayType: 'line', sourceId: '', select: [{ aggFn: 'count', where: '' }] },
					},
				],
				filters: [],
			},
			null,
			2,
		),
	),
	...updateDisplayOptions({ show: { specifyBody: ['fields'] } }, dashboardCreateFields),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['dashboard'], operation: ['create'] } },
	properties,
);

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
		dashboardsPath.call(this, deployment, itemIndex),
		{ body, itemIndex },
	);
}
