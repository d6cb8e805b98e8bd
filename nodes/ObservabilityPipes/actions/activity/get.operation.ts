import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { activitiesPath } from '../../../shared/api/paths';
import { InputError } from '../../../shared/input/inputError';
import type { OperationContext } from '../operation';
import { shapeRecord } from '../output';
import { itemOrganization, itemOutput } from '../itemReader';
import { simplifyEach } from '../simplify';
import { simplifyActivity } from './simplify';

export const readOnly = true;

/** One activity by its id (opaque text: only emptiness is refused before sending). */
export async function execute(
	this: IExecuteFunctions,
	{ client, itemIndex }: OperationContext,
): Promise<IDataObject> {
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
	return simplifyEach(record, (one) => shapeRecord(one, output, simplifyActivity));
}
