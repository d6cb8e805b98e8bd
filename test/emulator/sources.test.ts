import { type Emu, expectMessage, OID_RE, SEED, sh, startEmulator, UNKNOWN_OID } from './helpers';

/** The emulator's self-hosted source writes and dashboard check, with the real server's texts. */

const log = () => ({
	name: 'Logs 2',
	kind: 'log',
	connection: SEED.sh.connection,
	from: { databaseName: 'otel', tableName: 'otel_logs' },
	defaultTableSelectExpression: 'Timestamp, Body',
	timestampValueExpression: 'Timestamp',
});

describe('emulator: self-hosted source writes', () => {
	let emu: Emu;
	beforeAll(async () => {
		emu = await startEmulator();
	});
	afterAll(() => emu.close());
	beforeEach(() => emu.reset());

	it('creates a source, drops what the server does not keep, and lists it', async () => {
		const r = await sh(emu, 'POST', '/api/v2/sources', {
			body: { ...log(), id: UNKNOWN_OID, unknownField: 1 },
		});
		expect(r.status).toBe(200);
		const created = r.json.data;
		expect(created).toMatchObject({ ...log(), id: expect.stringMatching(OID_RE), disabled: false });
		expect(created.id).not.toBe(UNKNOWN_OID);
		expect(created).not.toHaveProperty('unknownField');
		const all = (await sh(emu, 'GET', '/api/v2/sources')).json.data;
		expect(all.map((s: { id: string }) => s.id)).toContain(created.id);
	});

	it.each([
		['no kind', { kind: undefined }, /^Body validation failed: kind: Invalid discriminator value/],
		['no name', { name: undefined }, 'Body validation failed: name: Required'],
		['an empty name', { name: '' }, 'Body validation failed: name: Name is required'],
		[
			'no table',
			{ from: { databaseName: 'otel' } },
			'Body validation failed: from.tableName: Required',
		],
		[
			'a trace without its fields',
			{ kind: 'trace' },
			'Body validation failed: durationExpression: Required',
		],
		[
			'a metric without tables',
			{ kind: 'metric', resourceAttributesExpression: 'R', metricTables: {} },
			'Body validation failed: metricTables: At least one metric table must be specified',
		],
		[
			'a session without its trace source',
			{ kind: 'session' },
			'Body validation failed: traceSourceId: Required',
		],
		[
			'a connection that is a name',
			{ connection: 'default' },
			'connection must be a valid connection id',
		],
		[
			'a connection that does not exist',
			{ connection: UNKNOWN_OID },
			'connection must be an existing connection id',
		],
	])('refuses %s with the server text', async (_label, change, message) => {
		expectMessage(
			await sh(emu, 'POST', '/api/v2/sources', { body: { ...log(), ...change } }),
			400,
			message,
		);
		expect(emu.store.sh.sources.size).toBe(3);
	});

	it('replaces a source whole; an unknown one is 404; deletes it and nothing else', async () => {
		const id = SEED.sh.sources.log;
		const put = await sh(emu, 'PUT', `/api/v2/sources/${id}`, { body: { ...log(), name: 'L' } });
		expect(put.status).toBe(200);
		expect(put.json.data).toMatchObject({ id, name: 'L' });
		expect(put.json.data).not.toHaveProperty('serviceNameExpression');
		expectMessage(
			await sh(emu, 'PUT', `/api/v2/sources/${UNKNOWN_OID}`, { body: log() }),
			404,
			'Source not found',
		);
		const searches = emu.store.sh.savedSearches.size;
		const del = await sh(emu, 'DELETE', `/api/v2/sources/${id}`);
		expect(del.status).toBe(200);
		expect(del.json).toEqual({});
		expect(emu.store.sh.savedSearches.size).toBe(searches);
		expectMessage(await sh(emu, 'DELETE', `/api/v2/sources/${id}`), 404, 'Source not found');
	});
});

describe('emulator: self-hosted dashboard check', () => {
	let emu: Emu;
	beforeAll(async () => {
		emu = await startEmulator();
	});
	afterAll(() => emu.close());
	beforeEach(() => emu.reset());

	const tile = (sourceId: string) => ({
		name: 't',
		x: 0,
		y: 0,
		w: 6,
		h: 2,
		config: { displayType: 'line', sourceId, select: [{ aggFn: 'count' }] },
	});

	it('answers valid with the normalized body, gives no ids and saves nothing', async () => {
		const before = emu.store.sh.dashboards.size;
		const r = await sh(emu, 'POST', '/api/v2/dashboards/validate', {
			body: { name: 'D', tiles: [tile(SEED.sh.sources.log)] },
		});
		expect(r.status).toBe(200);
		// as the real server's schema parses the body: a select item's `where` defaults to '',
		// the optional tags and filters the body left out stay out
		const { config, ...placed } = tile(SEED.sh.sources.log);
		expect(r.json).toEqual({
			valid: true,
			errors: [],
			normalized: {
				name: 'D',
				tiles: [{ ...placed, config: { ...config, select: [{ aggFn: 'count', where: '' }] } }],
			},
		});
		expect(emu.store.sh.dashboards.size).toBe(before);
	});

	it('answers invalid bodies with 200, their errors and no normalized body', async () => {
		const missing = await sh(emu, 'POST', '/api/v2/dashboards/validate', { body: { tiles: [] } });
		expect(missing.status).toBe(200);
		expect(missing.json).toEqual({
			valid: false,
			errors: [{ path: 'name', message: 'Required' }],
			normalized: null,
		});
		const unknown = await sh(emu, 'POST', '/api/v2/dashboards/validate', {
			body: { name: 'D', tiles: [tile(UNKNOWN_OID)] },
		});
		expect(unknown.json).toEqual({
			valid: false,
			errors: [{ path: '', message: `Could not find the following source IDs: ${UNKNOWN_OID}` }],
			normalized: null,
		});
	});
});
