import { updateDisplayOptions, type IDataObject, type IExecuteFunctions, type INodeProperties } from 'n8n-workflow';
import { uuid } from '../../../shared/validation';
import type { OperationContext } from '../operation';
import { auditPipe, validateExpectedSettings } from './drift';
import { pipeLocator, pipePathOf, pipesPath } from './locator';

const properties: INodeProperties[] = [
	{
		...pipeLocator,
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

export const description = updateDisplayOptions({ show: { resource: ['pipe'], operation: ['auditSettings'] } }, properties);

function isObject(value: unknown): value is IDataObject {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One item per pipe: `{pipeId, name, compliant, drift}`. The list and record answers
 * already carry settings; `/settings` is read only for a pipe whose record lacks them.
 */
export async function execute(this: IExecuteFunctions, { client, itemIndex }: OperationContext): Promise<IDataObject[]> {
	const expected = validateExpectedSettings(this.getNodeParameter('expectedSettings', itemIndex));
	const chosen = this.getNodeParameter('pipeId', itemIndex, '', { extractValue: true });
	const pipes =
		chosen === '' || chosen === undefined || chosen === null
			? await client.request<IDataObject[]>('GET', pipesPath.call(this, itemIndex), { itemIndex, list: true })
			: [await client.request<IDataObject>('GET', pipePathOf.call(this, itemIndex, uuid('pipeId', chosen)), { itemIndex })];

	const results: IDataObject[] = [];
	for (const pipe of Array.isArray(pipes) ? pipes : []) {
		const settings = isObject(pipe.settings)
			? pipe.settings
			: await client.request<IDataObject>('GET', pipePathOf.call(this, itemIndex, String(pipe.id), '/settings'), { itemIndex });
		results.push(auditPipe(pipe, settings ?? {}, expected) as unknown as IDataObject);
	}
	return results;
}
