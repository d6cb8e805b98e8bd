import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { settingsOfPipe } from '../../../shared/resources/pipeSettings';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { itemList, itemRecord, itemService } from '../framework/itemReader';
import { auditPipe, validateExpectedSettings } from './drift';
import { operationDescription } from '../framework/resourceDescription';
import { kindLocator } from '../../../shared/editor/properties';

const auditSettings: INodeProperties[] = [
	{
		...kindLocator('pipe'),
		required: false,
		description: 'The pipe to audit; leave empty to audit every pipe of the service',
	},
	{
		displayName: 'Expected Settings',
		name: 'expectedSettings',
		type: 'json',
		default: JSON.stringify({ streaming_max_insert_wait_ms: 1000, engine_max_threads: 8 }, null, 2),
		required: true,
		description:
			'Object of setting names to the values they should have; null expects the service default. Numbers given as text count as numbers.',
	},
];

export const description = operationDescription('pipe', 'auditSettings', auditSettings);

export const readOnly = true;

/**
 * One item per pipe: `{pipeId, name, compliant, drift}`. The list and record answers
 * already carry settings; `/settings` is read only for a pipe whose record lacks them.
 */
export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject[]> {
	const client = executionClient(this, deployment, { readOnly: true });
	const expected = validateExpectedSettings(this.getNodeParameter('expectedSettings', itemIndex));
	const chosen = this.getNodeParameter('pipeId', itemIndex, '', { extractValue: true });
	const pipes =
		chosen === '' || chosen === undefined || chosen === null
			? await client.listRecords(itemList.call(this, 'pipe', deployment, itemIndex), 'pipe', {
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
