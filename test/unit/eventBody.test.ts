import { fieldOf, inputError } from '../support/inputError';
import {
	CAP_HINT,
	checkRowLimit,
	nextPage,
	optionalSearchInput,
	orderByOf,
	searchBody,
} from '../../nodes/ObservabilityPipes/actions/event/eventBody';
import { MAX_ROWS } from '../../nodes/ObservabilityPipes/actions/event/paging';

const SOURCE = '050000000000000000000001';
const T0 = Date.UTC(2025, 0, 15, 10, 0, 0);

describe('searchBody', () => {
	const iso = (time: number) => new Date(time).toISOString();

	it('sends the range as ISO 8601 date-times in UTC (what the search route takes) and only the options given', () => {
		expect(
			searchBody({ sourceId: SOURCE, startTime: '2025-01-15T10:00:00Z', endTime: T0 + 60000 }),
		).toEqual({
			sourceId: SOURCE,
			startTime: '2025-01-15T10:00:00.000Z',
			endTime: '2025-01-15T10:01:00.000Z',
			where: '',
		});
		expect(
			searchBody({
				sourceId: SOURCE,
				startTime: T0,
				endTime: String(T0 + 1),
				where: ' level:error ',
				whereLanguage: 'sql',
				select: 'a, b',
				orderBy: { property: [{ column: 'a', direction: 'asc' }] },
			}),
		).toEqual({
			sourceId: SOURCE,
			startTime: iso(T0),
			endTime: iso(T0 + 1),
			where: 'level:error',
			whereLanguage: 'sql',
			select: 'a, b',
			orderBy: 'a ASC',
		});
	});

	it('sends a language outside its list (a newer server may take it)', () => {
		expect(
			searchBody({
				sourceId: SOURCE,
				startTime: T0,
				endTime: T0 + 60000,
				whereLanguage: 'future-kql',
			}).whereLanguage,
		).toBe('future-kql');
	});

	it('reads a wall time in the given time zone', () => {
		expect(
			searchBody(
				{ sourceId: SOURCE, startTime: '2025-01-15T11:00:00', endTime: '2025-01-15T12:00:00' },
				'Europe/Berlin',
			).startTime,
		).toBe(iso(T0));
	});

	it.each([
		['a malformed source', { sourceId: 'logs' }, 'sourceId'],
		['no start', { startTime: '' }, 'startTime'],
		['a start after the end', { startTime: T0 + 120000 }, 'startTime'],
		['a start equal to the end', { startTime: T0 + 60000 }, 'startTime'],
		['an end that is not a date', { endTime: 'soon' }, 'endTime'],
		['a language that is not text', { whereLanguage: 7 }, 'whereLanguage'],
		['a where that is an object', { where: { level: 'error' } }, 'where'],
	])('refuses %s', (_label, extra, field) => {
		expect(
			fieldOf(() => searchBody({ sourceId: SOURCE, startTime: T0, endTime: T0 + 60000, ...extra })),
		).toBe(field);
	});
});

describe('paging', () => {
	it('asks for 2,000 rows a page up to offset 10,000 when reading all', () => {
		const pages = [];
		for (
			let read = 0, page = nextPage(0, undefined);
			page;
			read += page.maxResults, page = nextPage(read, undefined)
		)
			pages.push(page);
		expect(pages).toEqual(
			[0, 2000, 4000, 6000, 8000, 10000].map((offset) => ({ offset, maxResults: 2000 })),
		);
		expect(MAX_ROWS).toBe(12000);
		expect(CAP_HINT).toMatch(/^Return All stopped at 12,000 rows/);
	});

	it('asks for what a limit still needs', () => {
		expect(nextPage(0, 5)).toEqual({ offset: 0, maxResults: 5 });
		expect(nextPage(2000, 2500)).toEqual({ offset: 2000, maxResults: 500 });
		expect(nextPage(2500, 2500)).toBeUndefined();
		expect(nextPage(10000, 12000)).toEqual({ offset: 10000, maxResults: 2000 });
	});

	it('refuses a limit the server cannot page to', () => {
		expect(checkRowLimit(12000)).toBe(12000);
		expect(checkRowLimit(undefined)).toBeUndefined();
		const error = inputError(() => checkRowLimit(12001));
		expect(error.field).toBe('limit');
		expect(error.fix).toMatch(/at most 12,000/);
	});
});

describe('orderByOf (the Sort rules under `orderBy`)', () => {
	it('builds the order from the rules, in their order, directions in capitals', () => {
		expect(
			orderByOf({
				property: [
					{ column: ' Timestamp ', direction: 'desc' },
					{ column: 'ServiceName', direction: 'asc' },
				],
			}),
		).toBe('Timestamp DESC, ServiceName ASC');
		expect(orderByOf({ property: [{ column: 'Body' }] })).toBe('Body DESC');
		expect(orderByOf({})).toBeUndefined();
		expect(orderByOf(undefined)).toBeUndefined();
	});

	it('refuses an empty column, an unknown direction and rules that are not a list, naming the field', () => {
		expect(fieldOf(() => orderByOf({ property: [{ column: ' ' }] }))).toBe('orderBy[0].column');
		expect(fieldOf(() => orderByOf({ property: [{ column: 'a', direction: 'up' }] }))).toBe(
			'orderBy[0].direction',
		);
		expect(fieldOf(() => orderByOf({ property: 'Body' }))).toBe('orderBy');
	});
});

describe('optionalSearchInput: Where, the Options collection and the Sort rules', () => {
	const range = { sourceId: SOURCE, startTime: T0, endTime: T0 + 60000 };
	const rules = {
		property: [
			{ column: 'Timestamp', direction: 'asc' },
			{ column: 'Body', direction: 'desc' },
		],
	};

	it('gives the body of the options and rules chosen', () => {
		const options = { whereLanguage: 'sql', select: 'Body' };
		expect(searchBody({ ...range, ...optionalSearchInput('level:error', options, rules) })).toEqual(
			{
				sourceId: SOURCE,
				startTime: new Date(T0).toISOString(),
				endTime: new Date(T0 + 60000).toISOString(),
				where: 'level:error',
				whereLanguage: 'sql',
				select: 'Body',
				orderBy: 'Timestamp ASC, Body DESC',
			},
		);
	});

	it("nothing added: no filter, in Lucene, the source's columns, the server's order", () => {
		expect(searchBody({ ...range, ...optionalSearchInput('', {}, {}) })).toEqual({
			sourceId: SOURCE,
			startTime: new Date(T0).toISOString(),
			endTime: new Date(T0 + 60000).toISOString(),
			where: '',
			whereLanguage: 'lucene',
		});
	});
});
