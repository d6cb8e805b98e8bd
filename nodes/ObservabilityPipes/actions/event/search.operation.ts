import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { SEARCH_PATH } from '../../../shared/api/paths';
import { InputError } from '../../../shared/base/inputError';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { listMaximum } from '../framework/itemReader';
import { CAP_HINT, checkRowLimit, nextPage, optionalSearchInput, searchBody } from './eventBody';
import {
	sourceLocator,
	whereLanguageField,
	listProperties,
	operationDescription,
} from '../framework/resourceDescription';
import { ENUMS } from '../../../shared/api/apiSpec';
import { valueOptions } from '../../../shared/api/labels';
import { withThousands } from '../../../shared/base/helpers';
import { MAX_ROWS } from './paging';

const TIME_HINT =
	'A date (picked, ISO 8601 or a date expression; without a time zone it is read in the time zone of the workflow) or epoch milliseconds';

/** The required parameters of the event search. */
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
 * The search itself, at the top level as Airtable's Filter By Formula: optional, empty finds every
 * event of the time range.
 */
const whereField: INodeProperties = {
	displayName: 'Where',
	name: 'where',
	type: 'string',
	default: '',
	placeholder: 'e.g. ServiceName:checkout AND level:error',
	description:
		"Which events to find: a Lucene query of column:value terms joined by AND, OR and NOT, or an SQL condition when 'Where Language' in 'Options' is SQL. Empty: every event of the time range.",
};

/**
 * The order of the rows: n8n's sort collection (as Airtable's Record: Search has it), a rule per
 * column, below the other parameters.
 */
const orderByField: INodeProperties = {
	displayName: 'Sort',
	name: 'orderBy',
	description: 'The order of the rows, a rule per column; none: newest first',
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
					description: 'Order of the rows by this column',
				},
			],
		},
	],
};

/** The optional fields in n8n's Options collection, sorted by label. */
const searchOptions: INodeProperties = {
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
		{ ...whereLanguageField(), description: 'Language of the filter; none: Lucene' },
	],
};

const returnAllHint: Partial<ReturnType<typeof listProperties>[number]> = {
	description: `Whether to return every matching row (at most ${withThousands(MAX_ROWS)}) or only up to a given limit`,
};

const search = [
	...requiredFields,
	whereField,
	...listProperties().map((property) =>
		property.name === 'returnAll' ? { ...property, ...returnAllHint } : property,
	),
	searchOptions,
	orderByField,
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
			...optionalSearchInput(
				this.getNodeParameter('where', itemIndex, ''),
				this.getNodeParameter('options', itemIndex, {}) as IDataObject,
				this.getNodeParameter('orderBy', itemIndex, {}),
			),
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
