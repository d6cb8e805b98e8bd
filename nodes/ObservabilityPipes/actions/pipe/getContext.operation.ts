import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { pipesContextPath } from '../../../shared/api/paths';
import type { OperationContext } from '../operation';
import { itemService } from '../parameters';

/** No parameters of its own: the organization and service of the cloud scope say which context. */
export const description = updateDisplayOptions(
	{ show: { resource: ['pipe'], operation: ['getContext'] } },
	[],
);

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
