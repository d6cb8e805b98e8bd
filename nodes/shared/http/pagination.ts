import type { IDataObject } from 'n8n-workflow';
import { forEachWithConcurrency } from './concurrency';
import { KINDS, type Paging, type RecordKindName } from '../api/recordKinds';
import type { Deployment } from '../api/types';
import type { ApiClient, CallOptions } from './transport';

export type { Paging } from '../api/recordKinds';

/**
 * How the list of a record kind pages on a deployment: the `paging` of its row in the
 * record-kind table (nodes/shared/api/recordKinds.ts), the one place that says it. Every
 * reader of a list (operations, pickers, load options, both triggers, Audit Settings) asks here.
 */
export function pagingOf(kind: RecordKindName, deployment: Deployment): Paging {
	return KINDS[kind].records.paging[deployment];
}

/** Pages fetched side by side once the first page told the total. */
const PAGE_CONCURRENCY = 4;

export interface ListOptions extends CallOptions {
	/** Maximum records to return; undefined returns all. */
	max?: number;
	/**
	 * Keeps only the records it accepts (a filter the API lacks). `max` then counts kept
	 * records: a paged list is read until `max` of them are found or the list ends.
	 */
	keep?: (record: IDataObject) => boolean;
}

function firstId(page: IDataObject[]): unknown {
	return page.length ? page[0].id : undefined;
}

/**
 * Whether to ask for another page of an offset-paged list. Old servers ignore `limit` and
 * `offset`: a page that is longer than asked, or that starts with the previous page's first
 * record, ends the listing so the node never loops.
 */
export function isLastPage(
	page: IDataObject[],
	asked: number,
	previousFirstId: unknown,
	total?: number,
	fetched?: number,
): boolean {
	if (page.length < asked || page.length > asked) return true;
	if (previousFirstId !== undefined && firstId(page) === previousFirstId) return true;
	if (total !== undefined && fetched !== undefined && fetched >= total) return true;
	return false;
}

/**
 * The cursor of the page after this one, or undefined when this is the last: `nextCursor`
 * null or missing (a server before cursor paging answers the whole list without it), a page
 * longer than asked (the limit was ignored), or a cursor already followed (never loop).
 */
export function nextCursorOf(
	meta: IDataObject | undefined,
	pageLength: number,
	asked: number,
	followed: ReadonlySet<string>,
): string | undefined {
	const next = meta?.nextCursor;
	if (typeof next !== 'string' || next === '' || pageLength > asked || pageLength === 0)
		return undefined;
	return followed.has(next) ? undefined : next;
}

function asRecords(data: unknown): IDataObject[] {
	return Array.isArray(data) ? (data as IDataObject[]) : [];
}

interface Page {
	records: IDataObject[];
	last: boolean;
	/** The envelope's total, where the server tells it (self-hosted offset lists). */
	total?: number;
}

/** Reads the pages of one list in order; `ask` is how many records are still wanted (Infinity: all). */
type PageReader = (ask: number) => Promise<Page>;

function wholeReader(client: ApiClient, path: string, options: CallOptions): PageReader {
	return async () => {
		const records = asRecords(
			await client.request('GET', path, {
				qs: options.qs,
				itemIndex: options.itemIndex,
				list: true,
			}),
		);
		return { records, last: true };
	};
}

function offsetReader(
	client: ApiClient,
	path: string,
	options: CallOptions,
	pageSize: number,
): PageReader {
	let offset = 0;
	let previousFirstId: unknown;
	return async (ask) => {
		const limit = Math.min(pageSize, ask);
		const response = await client.requestWithMeta('GET', path, {
			qs: { ...options.qs, limit, offset },
			itemIndex: options.itemIndex,
			list: true,
		});
		const page = asRecords(response.data);
		// A server that ignores `offset` answers the first page again: nothing new, stop.
		if (previousFirstId !== undefined && firstId(page) === previousFirstId)
			return { records: [], last: true };
		offset += page.length;
		const total = typeof response.meta?.total === 'number' ? response.meta.total : undefined;
		const last = isLastPage(page, limit, previousFirstId, total, offset);
		previousFirstId = firstId(page);
		return { records: page, last, total };
	};
}

function cursorReader(
	client: ApiClient,
	path: string,
	options: CallOptions,
	pageSize: number,
): PageReader {
	let cursor: string | undefined;
	const followed = new Set<string>();
	return async (ask) => {
		const limit = Math.min(pageSize, ask);
		const qs: IDataObject = { ...options.qs, limit };
		if (cursor !== undefined) qs.cursor = cursor;
		const response = await client.requestWithMeta('GET', path, {
			qs,
			itemIndex: options.itemIndex,
			list: true,
		});
		const page = asRecords(response.data);
		cursor = nextCursorOf(response.meta, page.length, limit, followed);
		if (cursor !== undefined) followed.add(cursor);
		return { records: page, last: cursor === undefined };
	};
}

function readerFor(
	paging: Paging,
	client: ApiClient,
	path: string,
	options: CallOptions,
): PageReader {
	if (paging.style === 'offset') return offsetReader(client, path, options, paging.pageSize);
	if (paging.style === 'cursor') return cursorReader(client, path, options, paging.pageSize);
	return wholeReader(client, path, options);
}

/**
 * Lists the records of `kind` at `path`, across every page where its list pages on the
 * client's deployment (LIST_PAGING), up to `max` (of the records `keep` accepts). Without
 * `keep` each request asks only for what is still missing, so Limit takes the fewest requests.
 */
export async function listRecords(
	client: ApiClient,
	path: string,
	kind: RecordKindName,
	options: ListOptions = {},
): Promise<IDataObject[]> {
	const { max, keep } = options;
	if (max !== undefined && max <= 0) return [];
	const paging = pagingOf(kind, client.deployment);
	const read = readerFor(paging, client, path, options);
	const records: IDataObject[] = [];
	let firstPage = true;
	for (;;) {
		// With a filter the node applies, how many of a page pass is unknown: ask full pages.
		const ask = max === undefined || keep ? Infinity : max - records.length;
		const page = await read(ask);
		for (const record of page.records) {
			if (keep && !keep(record)) continue;
			records.push(record);
			if (max !== undefined && records.length >= max) return records;
		}
		if (page.last) return records;
		if (firstPage && paging.style === 'offset' && !keep && page.total !== undefined) {
			// A server that reports its total honours limit and offset: read the pages up to
			// that total side by side, then go on one page at a time in case it grew.
			const wanted = Math.min(page.total, max ?? page.total);
			const done = await readPagesSideBySide(
				client,
				path,
				options,
				records,
				wanted,
				paging.pageSize,
			);
			if (done) return max === undefined ? records : records.slice(0, max);
			const grown = await continueAfter(client, path, options, records, paging.pageSize);
			return max === undefined ? grown : grown.slice(0, max);
		}
		firstPage = false;
	}
}

/**
 * Fetches the offset pages from `records.length` up to `wanted` in parallel and appends them
 * in order. True when the list ended there (a short page, or the total reached).
 */
async function readPagesSideBySide(
	client: ApiClient,
	path: string,
	options: ListOptions,
	records: IDataObject[],
	wanted: number,
	pageSize: number,
): Promise<boolean> {
	const offsets: number[] = [];
	for (let offset = records.length; offset < wanted; offset += pageSize) offsets.push(offset);
	const pages: IDataObject[][] = new Array(offsets.length);
	await forEachWithConcurrency(offsets.length, PAGE_CONCURRENCY, async (index) => {
		// Return All asks full pages: a list that grew since the total was told shows it.
		const limit =
			options.max === undefined ? pageSize : Math.min(pageSize, wanted - offsets[index]);
		const response = await client.requestWithMeta('GET', path, {
			qs: { ...options.qs, limit, offset: offsets[index] },
			itemIndex: options.itemIndex,
			list: true,
		});
		pages[index] = asRecords(response.data);
	});
	for (const page of pages) for (const record of page) records.push(record);
	const last = pages[pages.length - 1] ?? [];
	if (options.max !== undefined && records.length >= options.max) return true;
	return last.length < pageSize || records.length >= wanted;
}

/** After the side-by-side pages, one offset page at a time until the list ends (it grew meanwhile). */
async function continueAfter(
	client: ApiClient,
	path: string,
	options: ListOptions,
	records: IDataObject[],
	pageSize: number,
): Promise<IDataObject[]> {
	let previousFirstId: unknown;
	for (;;) {
		const response = await client.requestWithMeta('GET', path, {
			qs: { ...options.qs, limit: pageSize, offset: records.length },
			itemIndex: options.itemIndex,
			list: true,
		});
		const page = asRecords(response.data);
		if (previousFirstId !== undefined && firstId(page) === previousFirstId) return records;
		for (const record of page) records.push(record);
		if (page.length < pageSize) return records;
		previousFirstId = firstId(page);
	}
}
