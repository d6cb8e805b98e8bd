import type { IDataObject } from 'n8n-workflow';
import { forEachWithConcurrency } from './concurrency';
import type { ApiClient, CallOptions } from './transport';
import { SELF_HOSTED_PAGE_SIZE } from './types';

/** Pages fetched side by side once the first page told the total. */
const PAGE_CONCURRENCY = 4;

export interface ListOptions extends CallOptions {
	/** Maximum records to return; undefined returns all. */
	max?: number;
	/** Whether the endpoint pages with `limit`/`offset` (self-hosted alerts and webhooks). */
	paged?: boolean;
	/** Page size for paged endpoints. */
	pageSize?: number;
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
 * Whether to ask for another page. Old servers ignore `limit` and `offset`: a page that
 * is longer than asked, or that starts with the previous page's first record, ends
 * the listing so the node never loops.
 */
export function isLastPage(page: IDataObject[], asked: number, previousFirstId: unknown, total?: number, fetched?: number): boolean {
	if (page.length < asked || page.length > asked) return true;
	if (previousFirstId !== undefined && firstId(page) === previousFirstId) return true;
	if (total !== undefined && fetched !== undefined && fetched >= total) return true;
	return false;
}

function asRecords(data: unknown): IDataObject[] {
	return Array.isArray(data) ? (data as IDataObject[]) : [];
}

/** Lists records, across pages where the endpoint pages, up to `max` (of the records `keep` accepts). */
export async function listRecords(client: ApiClient, path: string, options: ListOptions = {}): Promise<IDataObject[]> {
	const { keep, ...unfiltered } = options;
	if (!keep) return await listAll(client, path, unfiltered);
	const { max } = options;
	if (max !== undefined && max <= 0) return [];
	if (max === undefined || !options.paged) {
		const kept = (await listAll(client, path, { ...unfiltered, max: undefined })).filter(keep);
		return max === undefined ? kept : kept.slice(0, max);
	}
	return await listKeptPages(client, path, options, keep, max);
}

/**
 * A paged list read one full page at a time until `max` records pass `keep`: how many pages
 * that takes is not known in advance, so no page is fetched ahead.
 */
async function listKeptPages(client: ApiClient, path: string, options: ListOptions, keep: (record: IDataObject) => boolean, max: number): Promise<IDataObject[]> {
	const pageSize = options.pageSize ?? SELF_HOSTED_PAGE_SIZE;
	const kept: IDataObject[] = [];
	let offset = 0;
	let previousFirstId: unknown;
	for (;;) {
		const response = await client.requestWithMeta('GET', path, {
			qs: { ...options.qs, limit: pageSize, offset },
			itemIndex: options.itemIndex,
			list: true,
		});
		const page = asRecords(response.data);
		if (previousFirstId !== undefined && firstId(page) === previousFirstId) break;
		for (const record of page) {
			if (keep(record)) kept.push(record);
			if (kept.length >= max) return kept;
		}
		offset += page.length;
		const total = typeof response.meta?.total === 'number' ? response.meta.total : undefined;
		if (isLastPage(page, pageSize, previousFirstId, total, offset)) break;
		previousFirstId = firstId(page);
	}
	return kept;
}

async function listAll(client: ApiClient, path: string, options: ListOptions): Promise<IDataObject[]> {
	const { max, paged, itemIndex } = options;
	if (max !== undefined && max <= 0) return [];
	if (!paged) {
		const records = asRecords(await client.request('GET', path, { qs: options.qs, itemIndex, list: true }));
		return max === undefined ? records : records.slice(0, max);
	}
	const pageSize = options.pageSize ?? SELF_HOSTED_PAGE_SIZE;
	const records: IDataObject[] = [];
	let previousFirstId: unknown;
	for (;;) {
		const remaining = max === undefined ? pageSize : Math.min(pageSize, max - records.length);
		const response = await client.requestWithMeta('GET', path, {
			qs: { ...options.qs, limit: remaining, offset: records.length },
			itemIndex,
			list: true,
		});
		const page = asRecords(response.data);
		if (previousFirstId !== undefined && firstId(page) === previousFirstId) break;
		for (const record of page) records.push(record);
		const total = typeof response.meta?.total === 'number' ? response.meta.total : undefined;
		if (max !== undefined && records.length >= max) break;
		if (isLastPage(page, remaining, previousFirstId, total, records.length)) break;
		previousFirstId = firstId(page);
		if (total !== undefined && records.length === page.length && total > records.length + pageSize) {
			// A server that reports its total honours limit and offset: read the pages up to
			// that total side by side, then go on one page at a time in case it grew.
			const last = await readRemainingPages(client, path, options, records, Math.min(total, max ?? total), pageSize);
			if (max !== undefined && records.length >= max) break;
			if (last.length < pageSize || records.length >= total) break;
			previousFirstId = firstId(last);
		}
	}
	return max === undefined ? records : records.slice(0, max);
}

/** Fetches the pages after the first in parallel, appends them in order, returns the last. */
async function readRemainingPages(
	client: ApiClient,
	path: string,
	options: ListOptions,
	records: IDataObject[],
	wanted: number,
	pageSize: number,
): Promise<IDataObject[]> {
	const first = records.length;
	const offsets: number[] = [];
	for (let offset = first; offset < wanted; offset += pageSize) offsets.push(offset);
	const pages: IDataObject[][] = new Array(offsets.length);
	await forEachWithConcurrency(offsets.length, PAGE_CONCURRENCY, async (index) => {
		const limit = options.max === undefined ? pageSize : Math.min(pageSize, wanted - offsets[index]);
		const response = await client.requestWithMeta('GET', path, {
			qs: { ...options.qs, limit, offset: offsets[index] },
			itemIndex: options.itemIndex,
			list: true,
		});
		pages[index] = asRecords(response.data);
	});
	for (const page of pages) for (const record of page) records.push(record);
	return pages[pages.length - 1] ?? [];
}
