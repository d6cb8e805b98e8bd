import { RECORD_KINDS } from '../../nodes/shared/api/kindTable';
import { nextCursorOf, pagingOf } from '../../nodes/shared/http/pagination';
import { unwrapSuccess } from '../../nodes/shared/http/envelope';

describe('paging: one fact per record kind (the record-kind table)', () => {
	it('pages what the documents page and nothing else', () => {
		const paged = RECORD_KINDS.flatMap((kind) =>
			(['cloud', 'selfHosted'] as const)
				.map((deployment) => [deployment, pagingOf(kind, deployment)] as const)
				.filter(([, paging]) => paging.style !== 'whole')
				.map(
					([deployment, paging]) =>
						`${kind}.${deployment}: ${paging.style} ${'pageSize' in paging ? paging.pageSize : ''}`,
				),
		);
		expect(paged.sort()).toEqual([
			'alert.cloud: offset 1000',
			'alert.selfHosted: offset 1000',
			'apiKey.cloud: cursor 250',
			'savedSearch.cloud: offset 1000',
			// the real self-hosted server's code pages it (npm run test:real)
			'savedSearch.selfHosted: offset 1000',
			'webhook.cloud: offset 1000',
			'webhook.selfHosted: offset 1000',
		]);
		expect(pagingOf('dashboard', 'cloud')).toEqual({ style: 'whole' });
	});
});

describe('nextCursorOf', () => {
	const none = new Set<string>();
	it('follows nextCursor while the server gives one', () => {
		expect(nextCursorOf({ nextCursor: 'abc', limit: 250 }, 250, 250, none)).toBe('abc');
	});

	it.each([
		['null on the last page', { nextCursor: null }, 10, 250],
		['missing (a server before cursor paging)', undefined, 265, 250],
		['an empty text', { nextCursor: '' }, 250, 250],
		['a page longer than asked (the limit was ignored)', { nextCursor: 'abc' }, 300, 250],
		['an empty page', { nextCursor: 'abc' }, 0, 250],
	])('ends the list when the cursor is %s', (_label, meta, length, asked) => {
		expect(nextCursorOf(meta, length, asked, none)).toBeUndefined();
	});

	it('never follows a cursor twice (a server that repeats itself ends the list)', () => {
		expect(nextCursorOf({ nextCursor: 'abc' }, 250, 250, new Set(['abc']))).toBeUndefined();
	});
});

describe('the cloud envelope of a paged list', () => {
	it('carries limit, totalCount and nextCursor beside the result', () => {
		expect(
			unwrapSuccess('cloud', 'GET', {
				status: 200,
				requestId: 'r',
				result: [],
				limit: 250,
				totalCount: 0,
				nextCursor: null,
			}),
		).toEqual({
			ok: true,
			data: [],
			meta: { limit: 250, totalCount: 0, nextCursor: null },
			requestId: 'r',
		});
		expect(unwrapSuccess('cloud', 'GET', { status: 200, requestId: 'r', result: [] })).toEqual({
			ok: true,
			data: [],
			meta: undefined,
			requestId: 'r',
		});
	});
});
