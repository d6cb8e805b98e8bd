import type { IDataObject } from 'n8n-workflow';
import { KINDS, type Paging, type RecordKindName } from '../api/kindTable';
import type { Deployment } from '../api/types';

export type { Paging } from '../api/kindTable';

/*
 * How the lists of the API page, as pure decisions: which paging a list has, whether a page is
 * the last, which cursor comes next. The client of the transport reads the pages
 * (`ApiClient.listRecords`, transport.ts) and asks here.
 */

/**
 * How the list of a record kind pages on a deployment: the `paging` of its row in the
 * record-kind table (nodes/shared/api/kindTable.ts), the one place that says it. Every
 * reader of a list (operations, pickers, load options, both triggers, Audit Settings) asks here.
 */
export function pagingOf(kind: RecordKindName, deployment: Deployment): Paging {
	return KINDS[kind].records.paging[deployment];
}

/** The id of a page's first record: a server that ignores `offset` answers the same first page again. */
export function firstId(page: IDataObject[]): unknown {
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
