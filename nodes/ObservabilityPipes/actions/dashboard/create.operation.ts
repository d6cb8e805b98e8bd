import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { readBody } from '../../../shared/input/bodyMode';
import { requiredString } from '../../../shared/base/helpers';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../operation';
import { itemList } from '../itemReader';
import { dashboardFieldsToBody, validateDashboardBody } from './dashboardBody';
import { operationDescription } from '../resourceDescription';
import { bodyModeProperties } from '../../../shared/editor/properties';
import {
	nameField,
	tagsField,
	tilesField,
	filtersField,
	savedFilterValuesField,
} from './dashboardParameters';

/** Typed fields of the create form. */
export const dashboardCreateFields: INodeProperties[] = [
	{ ...nameField, required: true },
	tagsField,
	tilesField,
	filtersField,
	savedFilterValuesField,
];

const create = bodyModeProperties(
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
	'The dashboard as a JSON object: name and tiles (each with its position, size and chart), and optionally tags and filters',
	dashboardCreateFields,
);

export const description = operationDescription('dashboard', 'create', create);

export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const client = executionClient(this, deployment);
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
