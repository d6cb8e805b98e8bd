import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { SEARCH_PATH } from '../../../shared/api/paths';
import { InputError } from '../../../shared/input/inputError';
import type { OperationContext } from '../operation';
import { listMaximum } from '../itemReader';
import { CAP_HINT, checkRowLimit, nextPage, searchBody } from './eventBody';

export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject[]> {
	if (deployment !== 'selfHosted') {
		throw new InputError(
			'deployment',
			'the event search exists on self-hosted servers only',
			'Choose the self-hosted deployment: the cloud API has no event search.',
		);
	}
	const max = checkRowLimit(listMaximum.call(this, itemIndex));
	const body = searchBody(
		{
			sourceId: this.getNodeParameter('sourceId', itemIndex, '', { extractValue: true }),
			startTime: this.getNodeParameter('startTime', itemIndex, ''),
			endTime: this.getNodeParameter('endTime', itemIndex, ''),
			where: this.getNodeParameter('where', itemIndex, ''),
			whereLanguage: this.getNodeParameter('whereLanguage', itemIndex, 'lucene'),
			select: this.getNodeParameter('select', itemIndex, ''),
			orderBy: this.getNodeParameter('orderBy', itemIndex, ''),
			sort: this.getNodeParameter('sort', itemIndex, {}),
		},
		this.getTimezone(),
	);
	const rows: IDataObject[] = [];
	for (let page = nextPage(0, max); page; page = nextPage(rows.length, max)) {
		const found = await client.request<IDataObject[]>('POST', SEARCH_PATH, {
			body: { ...body, ...page },
			itemIndex,
			list: true,
		});
		rows.push(...found);
		if (found.length < page.maxResults) return rows;
	}
	if (max === undefined) this.addExecutionHints({ message: CAP_HINT, location: 'outputPane' });
	return rows;
}
