import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { readBody } from '../../../shared/input/bodyMode';
import { mergeAndReplace } from '../fullReplace';
import type { OperationContext } from '../operation';
import { updateFieldsOf } from '../itemReader';
import {
	checkDashboardChanges,
	dashboardRecordToBody,
	dashboardUpdateToBody,
	validateDashboardBody,
} from './dashboardBody';
import { chosenDashboard } from './locator';

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
