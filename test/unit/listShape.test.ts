import type { IDataObject } from 'n8n-workflow';
import { ApiClient } from '../../nodes/shared/http/transport';
import type { RequestContext } from '../../nodes/shared/api/types';

/**
 * `listRecords`' `shape`: each kept record is shaped as its page arrives (Get Many's Simplify),
 * on every path a list takes: the first page, the pages read side by side up to the total the
 * server told, and the pages after it when the list grew meanwhile.
 */

const alerts = (count: number): IDataObject[] =>
	Array.from({ length: count }, (_, n) => ({
		id: n.toString(16).padStart(24, '0'),
		name: `Alert ${n}`,
		state: n % 3 ? 'OK' : 'ALERT',
		message: 'x'.repeat(50),
	}));

/**
 * A self-hosted server holding `records`, telling their number in each page's envelope; the
 * page at `shortAt` answers half its records (some were deleted while the list was read).
 */
function server(records: IDataObject[], shortAt?: number) {
	const total = records.length;
	const asked: Array<{ offset: number; limit: number; shapedBefore: number }> = [];
	let shaped = 0;
	const context = {
		getCredentials: async () => ({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k'.repeat(32) }),
		getNode: () => ({ name: 'Node', type: 'n', typeVersion: 1, parameters: {}, credentials: {} }),
		helpers: {
			httpRequestWithAuthentication: async (_type: string, options: IDataObject) => {
				const qs = options.qs as { limit: number; offset: number };
				asked.push({ offset: qs.offset, limit: qs.limit, shapedBefore: shaped });
				await Promise.resolve();
				return {
					statusCode: 200,
					headers: {},
					body: {
						data: records.slice(
							qs.offset,
							qs.offset + (qs.offset === shortAt ? qs.limit / 2 : qs.limit),
						),
						meta: { total },
					},
				};
			},
		},
	} as unknown as RequestContext;
	const shape = jest.fn((record: IDataObject) => {
		shaped++;
		return { id: record.id, name: record.name };
	});
	return { client: new ApiClient(context, 'selfHosted'), asked, shape };
}

const shapedOf = (records: IDataObject[]) =>
	records.map((record) => ({ id: record.id, name: record.name }));

describe('listRecords shapes each record as its page arrives', () => {
	it('Return All: the first page, then the pages side by side, each record shaped once in order', async () => {
		const records = alerts(3500);
		const { client, asked, shape } = server(records);
		const listed = await client.listRecords('/alerts', 'alert', { shape });
		expect(listed).toEqual(shapedOf(records));
		expect(shape).toHaveBeenCalledTimes(3500);
		expect(shape.mock.calls.slice(0, 1000).map(([record]) => record)).toEqual(
			records.slice(0, 1000),
		);
		// The first page was shaped before the pages after it were asked for.
		expect(asked.map(({ offset }) => offset)).toEqual([0, 1000, 2000, 3000]);
		expect(asked.slice(1).every(({ shapedBefore }) => shapedBefore >= 1000)).toBe(true);
	});

	it('a list that changed while it was read: the pages after the total are shaped too, and go on after the last page read, so no record comes twice', async () => {
		const records = alerts(3000);
		const { client, asked, shape } = server(records, 1000);
		const listed = await client.listRecords('/alerts', 'alert', { shape });
		const read = [...records.slice(0, 1500), ...records.slice(2000)];
		expect(listed).toEqual(shapedOf(read));
		expect(new Set(listed.map((record) => record.id)).size).toBe(listed.length);
		expect(shape).toHaveBeenCalledTimes(read.length);
		expect(asked.map(({ offset }) => offset)).toEqual([0, 1000, 2000, 3000]);
	});

	it('with a filter, only the kept records are shaped; Limit counts them', async () => {
		const records = alerts(2500);
		const { client, shape } = server(records);
		const keep = (record: IDataObject) => record.state === 'ALERT';
		const listed = await client.listRecords('/alerts', 'alert', { shape, keep, max: 700 });
		expect(listed).toEqual(shapedOf(records.filter(keep).slice(0, 700)));
		expect(shape).toHaveBeenCalledTimes(700);
	});

	it('without shape the records come whole', async () => {
		const records = alerts(1200);
		const { client } = server(records);
		expect(await client.listRecords('/alerts', 'alert', { max: 1100 })).toEqual(
			records.slice(0, 1100),
		);
	});
});
