import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { readBody } from '../../../shared/input/bodyMode';
import { mergeAndReplace } from '../fullReplace';
import type { OperationContext } from '../operation';
import { itemRecord, updateFieldsOf } from '../itemReader';
import {
	checkDashboardChanges,
	dashboardRecordToBody,
	dashboardUpdateToBody,
	validateDashboardBody,
} from './dashboardBody';

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const { path } = itemRecord.call(this, 'dashboard', deployment, itemIndex);
	const changes = readBody.call(this, itemIndex, () =>
		dashboardUpdateToBody(updateFieldsOf.call(this, itemIndex)),
	);
	checkDashboardChanges(changes, deployment);
	return await mergeAndReplace({
		client,
		path,
		itemIndex,
		merge: (current) =>
			validateDashboardBody(
				{ ...dashboardRecordToBody(current), ...changes },
				deployment,
				'replace',
			),
	});
}
