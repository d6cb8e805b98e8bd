import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { SEARCH_PATH } from '../../../shared/api/paths';
import { InputError } from '../../../shared/base/inputError';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../operation';
import { listMaximum } from '../itemReader';
import { CAP_HINT, checkRowLimit, nextPage, optionalSearchInput, searchBody } from './eventBody';
import {
	sourceLocator,
	whereLanguageField,
	listProperties,
	operationDescription,
	FROM_VERSION_3,
	UP_TO_VERSION_2,
} from '../resourceDescription';
import { ENUMS } from '../../../shared/api/apiSpec';
import { valueOptions } from '../../../shared/api/labels';
import { withThousands } from '../../../shared/base/helpers';
import { MAX_ROWS } from './paging';

const TIME_HINT =
	'A date (picked, ISO 8601 or a date expression; without a time zone it is read in the time zone of the workflow) or epoch milliseconds';

/** The required parameters of the event search, alike in every version. */
const requiredFields: INodeProperties[] = [
	{ ...sourceLocator, description: 'The source (logs, traces, metrics or sessions) to search' },
	{
		displayName: 'Start Time',
		name: 'startTime',
		type: 'dateTime',
		default: '',
		required: true,
		description: `Start of the time range (included). ${TIME_HINT}.`,
	},
	{
		displayName: 'End Time',
		name: 'endTime',
		type: 'dateTime',
		default: '',
		required: true,
		description: `End of the time range (excluded); must be after the start. ${TIME_HINT}.`,
	},
];

/**
 * The optional parameters of versions 1 and 2, at the top level, with the order both as text
 * and as Sort rules (`sortField`): workflows saved with them keep them as they are.
 */
const optionalFieldsUpToVersion2: INodeProperties[] = [
	{
		displayName: 'Where',
		name: 'where',
		type: 'string',
		default: '',
		placeholder: 'e.g. ServiceName:checkout level:error',
		description: 'The filter, in the language below; empty: every event of the range',
	},
	whereLanguageField(),
	{
		displayName: 'Select',
		name: 'select',
		type: 'string',
		default: '',
		placeholder: 'e.g. Timestamp, ServiceName, Body',
		description: "Columns of each row, comma-separated; empty: the source's columns",
	},
	{
		displayName: 'Order By',
		name: 'orderBy',
		type: 'string',
		default: '',
		placeholder: 'e.g. Timestamp DESC',
		description:
			"Sort order as text, e.g. a saved search's 'orderBy'; empty: 'Sort' below, or the server's (newest first)",
	},
];

/** n8n's sort collection (as Airtable's Record: Search has it), below the other parameters. */
export const sortField: INodeProperties = {
	displayName: 'Sort',
	name: 'sort',
	type: 'fixedCollection',
	placeholder: 'Add Sort Rule',
	default: {},
	typeOptions: { multipleValues: true },
	options: [
		{
			displayName: 'Property',
			name: 'property',
			values: [
				{
					displayName: 'Column',
					name: 'column',
					type: 'string',
					default: '',
					placeholder: 'e.g. Timestamp',
					description: 'A column of the rows, or an expression of columns',
				},
				{
					displayName: 'Direction',
					name: 'direction',
					type: 'options',
					options: valueOptions(ENUMS.sortOrders.values),
					default: 'desc',
				},
			],
		},
	],
};

/**
 * Version 3: the optional fields in n8n's Options collection, sorted by label, and one sort
 * input, the Sort rules below it (as Airtable's Record: Search has them) under the public name
 * `orderBy`.
 */
export const searchOptions: INodeProperties = {
	displayName: 'Options',
	name: 'options',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	options: [
		{
			displayName: 'Select',
			name: 'select',
			type: 'string',
			default: '',
			placeholder: 'e.g. Timestamp, ServiceName, Body',
			description: "Columns of each row, comma-separated; none: the source's columns",
		},
		{
			displayName: 'Where',
			name: 'where',
			type: 'string',
			default: '',
			placeholder: 'e.g. ServiceName:checkout level:error',
			description:
				"The filter, in the language of 'Where Language'; none: every event of the range",
		},
		{ ...whereLanguageField(), description: 'Language of the filter; none: Lucene' },
	],
};

export const orderByField: INodeProperties = {
	...sortField,
	name: 'orderBy',
	description: 'The order of the rows, a rule per column; none: newest first',
};

const returnAllHint: Partial<ReturnType<typeof listProperties>[number]> = {
	description: `Whether to return every matching row (the server pages to at most ${withThousands(MAX_ROWS)}) or only up to a given limit`,
};

const search = [
	...requiredFields,
	...optionalFieldsUpToVersion2.map((property) => ({
		...property,
		displayOptions: UP_TO_VERSION_2,
	})),
	...listProperties().map((property) =>
		property.name === 'returnAll' ? { ...property, ...returnAllHint } : property,
	),
	{ ...sortField, displayOptions: UP_TO_VERSION_2 },
	{ ...searchOptions, displayOptions: FROM_VERSION_3 },
	{ ...orderByField, displayOptions: FROM_VERSION_3 },
];

export const description = operationDescription('event', 'search', search);

export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject[]> {
	const client = executionClient(this, deployment, { readOnly: true });
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
			...(this.getNode().typeVersion >= 3
				? optionalSearchInput(
						this.getNodeParameter('options', itemIndex, {}) as IDataObject,
						this.getNodeParameter('orderBy', itemIndex, {}),
					)
				: {
						where: this.getNodeParameter('where', itemIndex, ''),
						whereLanguage: this.getNodeParameter('whereLanguage', itemIndex, 'lucene'),
						select: this.getNodeParameter('select', itemIndex, ''),
						orderBy: this.getNodeParameter('orderBy', itemIndex, ''),
						sort: this.getNodeParameter('sort', itemIndex, {}),
					}),
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
