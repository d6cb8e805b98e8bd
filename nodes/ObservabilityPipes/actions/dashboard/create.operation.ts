import { updateDisplayOptions, type IDataObject, type IExecuteFunctions, type INodeProperties } from 'n8n-workflow';
import { parseJsonObject } from '../../../shared/validation';
import { bodyModeProperties } from '../common.descriptions';
import type { OperationContext } from '../operation';
import { observabilityPath } from '../scope';
import { dashboardFieldsToBody, validateDashboardBody } from './dashboardBody';
import { dashboardCreateFields } from './fields';

const properties: INodeProperties[] = [
	...bodyModeProperties(
		JSON.stringify(
			{
				name: 'Service health',
				tags: ['production'],
				tiles: [{ name: 'Request rate', x: 0, y: 0, w: 12, h: 3, config: { displayType: 'line', sourceId: '', select: [{ aggFn: 'count', where: '' }] } }],
				filters: [],
			},
			null,
			2,
		),
	),
	...updateDisplayOptions({ show: { specifyBody: ['fields'] } }, dashboardCreateFields),
];

export const description = updateDisplayOptions({ show: { resource: ['dashboard'], operation: ['create'] } }, properties);

export async function execute(this: IExecuteFunctions, { client, deployment, itemIndex }: OperationContext): Promise<IDataObject> {
	const raw =
		this.getNodeParameter('specifyBody', itemIndex, 'fields') === 'json'
			? parseJsonObject('jsonBody', this.getNodeParameter('jsonBody', itemIndex))
			: dashboardFieldsToBody({
					name: this.getNodeParameter('name', itemIndex, ''),
					tags: this.getNodeParameter('tags', itemIndex, ''),
					tiles: this.getNodeParameter('tiles', itemIndex, {}),
					filters: this.getNodeParameter('filters', itemIndex, '[]'),
				});
	const body = validateDashboardBody(raw);
	return await client.request<IDataObject>('POST', observabilityPath.call(this, deployment, itemIndex, 'dashboards'), { body, itemIndex });
}
