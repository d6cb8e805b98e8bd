import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { readBody } from '../../../shared/input/bodyMode';
import { mergeAndReplace } from '../helpers/fullReplace';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { itemRecord, updateFieldsOf } from '../framework/itemReader';
import { checkDashboardChanges, dashboardUpdateToBody, mergeDashboard } from './dashboardBody';
import { operationDescription, updateParameters } from '../framework/resourceDescription';
import {
	nameField,
	tagsField,
	tilesField,
	filtersField,
	savedFilterValuesField,
} from './dashboardParameters';

/** Optional fields of the update form; the dashboard is fetched and merged. */
const dashboardUpdateFields: INodeProperties[] = [
	filtersField,
	nameField,
	savedFilterValuesField,
	tagsField,
	{
		...tilesField,
		description:
			'Replaces every tile of the dashboard. Keep the ID of a tile to keep it and its alerts: the service deletes the alerts of tiles left out.',
	},
];

const MERGE_NOTE = 'Fields left out keep their values';

const update = updateParameters('dashboard', {
	example: { name: 'Service health (v2)' },
	hint: `Only the fields to change. ${MERGE_NOTE}.`,
	fields: dashboardUpdateFields,
});

export const description = operationDescription('dashboard', 'update', update);

export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const client = executionClient(this, deployment);
	const { path } = itemRecord.call(this, 'dashboard', deployment, itemIndex);
	const changes = readBody.call(this, itemIndex, () =>
		dashboardUpdateToBody(updateFieldsOf.call(this, itemIndex)),
	);
	const checked = checkDashboardChanges(changes, deployment);
	return await mergeAndReplace({
		client,
		path,
		itemIndex,
		// What was read goes back as it was: only the changes are the user's, and checked.
		merge: (current) => mergeDashboard(current, checked),
	});
}
