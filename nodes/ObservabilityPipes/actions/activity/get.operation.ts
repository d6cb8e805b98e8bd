import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { activitiesPath } from '../../../shared/api/paths';
import { InputError } from '../../../shared/base/inputError';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { shapeRecords } from '../output/output';
import { itemOrganization, itemOutput } from '../framework/itemReader';
import { simplifyActivity } from './simplify';
import { operationDescription, simplifyOption } from '../framework/resourceDescription';

const activityId: INodeProperties = {
	displayName: 'Activity',
	name: 'activityId',
	type: 'resourceLocator',
	default: { mode: 'id', value: '' },
	required: true,
	description: "The activity to get; its ID comes from 'Get Many' or from the trigger",
	modes: [
		{
			displayName: 'ID',
			name: 'id',
			type: 'string',
			placeholder: 'e.g. 6d2c1f0e-activity-0001',
		},
	],
};

export const description = operationDescription('activity', 'get', [
	activityId,
	...simplifyOption(),
]);

export const readOnly = true;

/** One activity by its id (opaque text: only emptiness is refused before sending). */
export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const client = executionClient(this, deployment, { readOnly: true });
	const organizationId = itemOrganization.call(this, itemIndex);
	const id = this.getNodeParameter('activityId', itemIndex, '', { extractValue: true });
	if ((typeof id !== 'string' && typeof id !== 'number') || String(id).trim() === '') {
		throw new InputError(
			'activityId',
			'it is empty',
			'Give the ID of an activity, as Get Many or the trigger returns it.',
		);
	}
	const output = itemOutput.call(this, itemIndex);
	const record = await client.request<IDataObject>(
		'GET',
		activitiesPath(organizationId, String(id).trim()),
		{ itemIndex },
	);
	return shapeRecords(record, output, simplifyActivity);
}
