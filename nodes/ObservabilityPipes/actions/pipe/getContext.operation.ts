import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { pipesContextPath } from '../../../shared/api/paths';
import type { OperationContext } from '../operation';
import { itemService } from '../itemReader';

export const readOnly = true;

/** The service's pipe context as the server answers it: `{workloadIdentity: {supported, ready, principal}}`. */
export async function execute(
	this: IExecuteFunctions,
	{ client, itemIndex }: OperationContext,
): Promise<IDataObject> {
	return await client.request<IDataObject>(
		'GET',
		pipesContextPath(itemService.call(this, itemIndex)),
		{ itemIndex },
	);
}
