import type { IDataObject } from 'n8n-workflow';
import type { ApiClient, CallOptions } from './transport';
import { SELF_HOSTED_PAGE_SIZE } from './types';

export interface ListOptions extends CallOptions {
	/** Maximum records to return; undefined returns all. */
	max?: number;
	/** Whether the endpoint pages with `limit`/`offset` (self-hosted alerts and webhooks). */
	paged?: boolean;
	/** Page size for paged endpoints. */
	pageSize?: number;
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

/** Lists records, across pages where the endpoint pages, up to `max`. */
export async function listRecords(client: ApiClient, path: string, options: ListOptions = {}): Promise<IDataObject[]> {
	const { max, paged, itemIndex } = options;
	if (max !== undefined && max <= 0) return [];
	if (!paged) {
		const records = asRecords(await client.request('GET', path, { qs: options.qs, itemIndex }));
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
		});
		const page = asRecords(response.data);
		if (previousFirstId !== undefined && firstId(page) === previousFirstId) break;
		for (const record of page) records.push(record);
		const total = typeof response.meta?.total === 'number' ? response.meta.total : undefined;
		if (max !== undefined && records.length >= max) break;
		if (isLastPage(page, remaining, previousFirstId, total, records.length)) break;
		previousFirstId = firstId(page);
	}
	return max === undefined ? records : records.slice(0, max);
}
