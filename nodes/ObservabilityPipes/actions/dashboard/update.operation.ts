import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeProperties,
} from 'n8n-workflow';
import { bodyModeProperties, readBody } from '../../../shared/input/bodyMode';
import { updateFieldsProperty } from '../common.descriptions';
import { mergeAndReplace } from '../fullReplace';
import type { OperationContext } from '../operation';
import { updateFieldsOf } from '../parameters';
import {
	checkDashboardChanges,
	dashboardRecordToBody,
	dashboardUpdateToBody,
	validateDashboardBody,
} from './dashboardBody';
import { dashboardUpdateFields } from './fields';
import { chosenDashboard, dashboardLocator } from './locator';

const MERGE_NOTE =
	'The API replaces the whole dashboard, so the node reads it first, applies these changes and sends it back whole: fields left out keep their values';

const properties: INodeProperties[] = [
	dashboardLocator,
	...bodyModeProperties(
		JSON.stringify({ name: 'Service health (v2)' }, null, 2),
		`Only the fields to change. ${MERGE_NOTE}.`,
	),
	updateFieldsProperty(`Only the fields to change. ${MERGE_NOTE}.`, dashboardUpdateFields),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['dashboard'], operation: ['update'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const { path } = chosenDashboard.call(this, deployment, itemIndex);
	const changes = readBody.call(this, itemIndex, () =>
		dashboardUpdateToBody(updateFieldsOf.call(this, itemIndex)),
	);
	checkDashboardChanges(changes, deployment);
	return await mergeAndReplace({
		client,
		path,
		itemIndex,
		changes,
		recordToBody: dashboardRecordToBody,
		validate: (body) => validateDashboardBody(body, deployment, 'replace'),
	});
}
