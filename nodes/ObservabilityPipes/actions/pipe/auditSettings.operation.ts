import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { recordId } from '../../../shared/api/ids';
import { listRecords } from '../../../shared/http/pagination';
import { settingsOfPipe } from '../../../shared/records/pipeSettings';
import type { OperationContext } from '../operation';
import { itemService } from '../itemReader';
import { auditPipe, validateExpectedSettings } from './drift';
import { pipePathOf, servicePipesPath } from './locator';

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
			? await listRecords(client, servicePipesPath.call(this, deployment, itemIndex), 'pipe', {
					itemIndex,
				})
			: [
					await client.request<IDataObject>(
						'GET',
						pipePathOf.call(this, itemIndex, recordId('pipeId', chosen, 'pipe', 'cloud')),
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
