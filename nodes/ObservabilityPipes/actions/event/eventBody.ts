import type { IDataObject } from 'n8n-workflow';
import { checkId } from '../../../shared/api/ids';
import { InputError } from '../../../shared/base/inputError';
import { parseInstant } from '../../../shared/input/time';
import { optionalText } from '../../../shared/input/validation';
import { withThousands } from '../../../shared/base/helpers';
import { MAX_OFFSET, MAX_PAGE, MAX_ROWS } from './paging';

/** The search parameters as the form or an expression gives them. */
interface SearchInput {
	sourceId: unknown;
	startTime: unknown;
	endTime: unknown;
	where?: unknown;
	whereLanguage?: unknown;
	select?: unknown;
	/** The Sort rules, `{ property: [{ column, direction }] }`. */
	orderBy?: unknown;
}

/**
 * The optional fields of a search, its Where, its Options collection and its Sort rules
 * (`orderBy`), as search input. An empty Where sends no filter; an option not added: Lucene, the
 * source's columns.
 */
export function optionalSearchInput(
	where: unknown,
	options: IDataObject,
	orderBy: unknown,
): Pick<SearchInput, 'where' | 'whereLanguage' | 'select' | 'orderBy'> {
	return {
		where,
		whereLanguage: options.whereLanguage ?? 'lucene',
		select: options.select,
		orderBy,
	};
}

function text(field: string, value: unknown): string | undefined {
	const trimmed = optionalText(field, value)?.trim();
	return trimmed === '' ? undefined : trimmed;
}

/**
 * The body of `POST /search` without its paging: the source's object id, the time range as
 * ISO 8601 date-times in UTC (the search route takes text it reads as a date and refuses
 * numbers, unlike the chart route; start before end), and the optional filter, columns and
 * order.
 */
export function searchBody(input: SearchInput, timeZone = 'UTC'): IDataObject {
	const body: IDataObject = { sourceId: checkId('sourceId', input.sourceId, 'objectId') };
	const startTime = parseInstant('startTime', input.startTime, timeZone);
	const endTime = parseInstant('endTime', input.endTime, timeZone);
	if (startTime >= endTime) {
		throw new InputError(
			'startTime',
			`${new Date(startTime).toISOString()} is not before the end time ${new Date(endTime).toISOString()}`,
			'Set a start time before the end time.',
		);
	}
	Object.assign(body, {
		startTime: new Date(startTime).toISOString(),
		endTime: new Date(endTime).toISOString(),
	});
	const where = text('where', input.where);
	body.where = where ?? '';
	const language = text('whereLanguage', input.whereLanguage);
	if (language !== undefined) body.whereLanguage = language;
	const select = text('select', input.select);
	if (select !== undefined) body.select = select;
	const orderBy = orderByOf(input.orderBy);
	if (orderBy !== undefined) body.orderBy = orderBy;
	return body;
}

/** The order of the rows: the Sort rules as `Column DIRECTION, ...` (n8n's sort collection). */
export function orderByOf(orderBy: unknown): string | undefined {
	const rules = sortRules('orderBy', orderBy);
	if (rules.length === 0) return undefined;
	return rules.map(({ column, direction }) => `${column} ${direction}`).join(', ');
}

function sortRules(
	field: string,
	sort: unknown,
): Array<{ column: string; direction: 'ASC' | 'DESC' }> {
	const entries = (sort as { property?: unknown } | undefined)?.property;
	if (sort === undefined || sort === null || sort === '' || entries === undefined) return [];
	if (!Array.isArray(entries))
		throw new InputError(field, 'expected a list of sort rules', "Add rules with 'Add Sort Rule'.");
	return entries.map((entry: IDataObject, index) => {
		const column = text(`${field}[${index}].column`, entry?.column);
		if (column === undefined)
			throw new InputError(
				`${field}[${index}].column`,
				'the column is empty',
				"Give the column to sort by, e.g. 'Timestamp', or remove the rule.",
			);
		const direction = String(entry?.direction ?? 'desc').toLowerCase();
		if (direction !== 'asc' && direction !== 'desc')
			throw new InputError(
				`${field}[${index}].direction`,
				`'${String(entry?.direction)}' is not a direction`,
				"Choose 'Ascending' or 'Descending'.",
			);
		return { column, direction: direction === 'asc' ? 'ASC' : 'DESC' };
	});
}

/**
 * The most rows to read: all (undefined) or a limit the server's paging can reach. A larger
 * limit is refused before any request rather than silently cut.
 */
export function checkRowLimit(max: number | undefined): number | undefined {
	if (max !== undefined && max > MAX_ROWS) {
		throw new InputError(
			'limit',
			`${max} is more than the server can page to`,
			`Use a limit of at most ${withThousands(MAX_ROWS)} (the server pages with an offset of at most ${withThousands(MAX_OFFSET)} and ${withThousands(MAX_PAGE)} rows a page), or narrow the time range.`,
		);
	}
	return max;
}

/** The next page to ask for after `read` rows, or undefined when the server's paging ends. */
export function nextPage(
	read: number,
	max: number | undefined,
): { offset: number; maxResults: number } | undefined {
	const wanted = max === undefined ? MAX_PAGE : Math.min(MAX_PAGE, max - read);
	if (wanted <= 0 || read > MAX_OFFSET) return undefined;
	return { offset: read, maxResults: wanted };
}

/** The hint shown when Return All read every row the server's paging reaches and more may match. */
export const CAP_HINT = `Return All stopped at ${withThousands(MAX_ROWS)} rows, the most the server's paging reaches (offset at most ${withThousands(MAX_OFFSET)}); more rows may match. Narrow the time range or the filter, or split the range over several searches.`;
