import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { listRecords } from '../../../shared/http/pagination';
import { settingsOfPipe } from '../../../shared/records/pipeSettings';
import type { OperationContext } from '../operation';
import { itemList, itemRecord, itemService } from '../itemReader';
import { auditPipe, validateExpectedSettings } from './drift';

export const readOnly = true;

/**
 * One item per pipe: `{pipeId, name, compliant, drift}`. The list and record answers
 * already carry settings; `/settings` is read only for a pipe whose record lacks them.
 */
export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject[]> {
	const expected = validateExpectedSettings(this.getNodeParameter('expectedSettings', itemIndex));
	const chosen = this.getNodeParameter('pipeId', itemIndex, '', { extractValue: true });
	const pipes =
		chosen === '' || chosen === undefined || chosen === null
			? await listRecords(client, itemList.call(this, 'pipe', deployment, itemIndex), 'pipe', {
					itemIndex,
				})
			: [
					await client.request<IDataObject>(
						'GET',
						itemRecord.call(this, 'pipe', 'cloud', itemIndex).path,
						{ itemIndex },
					),
				];

	const service = itemService.call(this, itemIndex);
	const results: IDataObject[] = [];
	for (const pipe of pipes) {
		const settings = await settingsOfPipe(client, service, pipe, itemIndex);
		results.push(auditPipe(pipe, settings, expected) as unknown as IDataObject);
	}
	return results;
}
