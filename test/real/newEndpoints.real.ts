/**
 * The self-hosted operations added with the whole self-hosted document (Connection, Source:
 * Create/Update/Delete, Dashboard: Validate, Team, Team Member, Team Invitation) against the
 * real self-hosted server, through n8n-core's real engine, by value; and the same against the
 * emulator, whose answers must be the real server's (support.ts, both()).
 * Run by `npm run test:real` (scripts/real/run.js), never by `npm test`.
 */
import { randomBytes } from 'crypto';
import {
	both,
	call,
	clearRows,
	errorOn,
	itemsOn,
	locator,
	REAL,
	runOn,
	usePair,
	writeRows,
	type Json,
	type Side,
} from './support';
import { SEED } from '../support/env';

const UNKNOWN = 'ffffffffffffffffffffffff';
/** The connection's password: written, never read back, never in an output or an error. */
const PASSWORD = `conn-pw-${randomBytes(6).toString('hex')}`;

// ---- the rows the new source reads ---------------------------------------------------------------

const MIN = 60000;
/** A window of its own (the by-value suite's rows are on 2026-11-01). */
const T1 = Date.UTC(2026, 9, 5, 12, 0, 0);
const T1_END = T1 + 10 * MIN;
interface Row {
	ms: number;
	service: string;
	severity: string;
	number: number;
	body: string;
}
/** 24 rows over ten minutes: every third of billing, every fourth an error. */
const ROWS: Row[] = Array.from({ length: 24 }, (_, i) => {
	const error = i % 4 === 0;
	const service = i % 3 === 0 ? 'billing' : 'ledger';
	return {
		ms: T1 + i * 25000 + 11,
		service,
		severity: error ? 'error' : 'info',
		number: error ? 17 : 9,
		body: `${error ? 'error' : 'info'} in ${service} #${i}`,
	};
});
const engineTime = (ms: number) =>
	new Date(ms).toISOString().replace('T', ' ').replace('Z', '000000');
const serverTime = (ms: number) => new Date(ms).toISOString().replace('Z', '000000Z');
const WRITTEN = ROWS.map((row) => ({
	Timestamp: engineTime(row.ms),
	ServiceName: row.service,
	SeverityText: row.severity,
	SeverityNumber: row.number,
	Body: row.body,
	LogAttributes: {},
}));

/** Count per 5 minutes and service, of the rows a filter keeps, as the node's Rows output. */
function expectedCounts(keep: (row: Row) => boolean): Json[] {
	const buckets = new Map<string, Json>();
	for (const row of ROWS.filter(keep)) {
		const ts = Math.floor(row.ms / (5 * MIN)) * 5 * MIN;
		const key = `${ts}|${row.service}`;
		if (!buckets.has(key))
			buckets.set(key, { ts_bucket: ts, group: [row.service], 'series_0.data': 0 });
		buckets.get(key)['series_0.data']++;
	}
	return sortRows([...buckets.values()]);
}
function sortRows(rows: Json[]): Json[] {
	const key = (row: Json) => JSON.stringify([row.ts_bucket, row.group]);
	return rows.slice().sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

// ---- helpers -------------------------------------------------------------------------------------

/** The error the node stopped with on one side: its message and description. */
async function failureOn(pair: ReturnType<typeof usePair>, side: Side, parameters: Json) {
	const run = await runOn(pair, side, parameters);
	const error = run.error('Node') as Json;
	if (!error) throw new Error(`the node succeeded on the ${side.name} where an error was expected`);
	return { message: String(error.message), description: String(error.description ?? '') };
}

/** The fields of the emulator's seeded log source (realSources in support.ts copies them too). */
async function seededLogSourceFields(pair: ReturnType<typeof usePair>): Promise<Json> {
	const seeded = await pair.emu.api('GET', `/api/v2/sources/${SEED.sh.sources.log}`);
	const { id: _id, createdAt: _c, updatedAt: _u, connection: _n, ...fields } = seeded.body.data;
	void [_id, _c, _u, _n];
	return fields;
}

describe('the new self-hosted operations against the real self-hosted server', () => {
	const pair = usePair();
	/** What each side created, by side name. */
	const made: Record<string, Record<string, Json>> = { real: {}, emulator: {} };
	const mine = (side: Side) => made[side.name];

	beforeAll(async () => {
		await clearRows();
		await writeRows(WRITTEN);
		const emulatorRows = await fetch(`${pair.emulator.url}/__emulator/rows`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ rows: WRITTEN }),
		});
		if (emulatorRows.status !== 200) throw new Error(`the emulator's rows: ${emulatorRows.status}`);
		await sameConnections();
		await sameTeam();
	});
	afterAll(async () => {
		await clearRows();
	});

	describe('a connection and a source on it', () => {
		it('Connection: Create, Get, Get Many and Update; the password never shows', async () => {
			const { real } = await both(pair, async (side) => {
				const [created] = await itemsOn(pair, side, {
					resource: 'connection',
					operation: 'create',
					specifyBody: 'json',
					jsonBody: JSON.stringify({
						name: 'Rows',
						host: REAL.engineUrl,
						username: 'default',
						password: PASSWORD,
					}),
				});
				mine(side).connection = created;
				const [updated] = await itemsOn(pair, side, {
					resource: 'connection',
					operation: 'update',
					connectionId: locator(created.id),
					specifyBody: 'json',
					jsonBody: JSON.stringify({ name: 'Rows (renamed)' }),
				});
				const [one] = await itemsOn(pair, side, {
					resource: 'connection',
					operation: 'get',
					connectionId: locator(created.id),
				});
				const all = await itemsOn(pair, side, {
					resource: 'connection',
					operation: 'getAll',
					returnAll: true,
				});
				// what the server answered, beside what the node output
				const answers = side.recorder.exchanges.map((exchange: Json) => exchange.text);
				return { created, updated, one, all, answers };
			});
			expect(real.created).toMatchObject({
				name: 'Rows',
				host: REAL.engineUrl,
				username: 'default',
			});
			expect(real.created.id).toMatch(/^[0-9a-f]{24}$/);
			expect(real.updated).toMatchObject({
				id: real.created.id,
				name: 'Rows (renamed)',
				host: REAL.engineUrl,
				username: 'default',
			});
			expect(real.one).toEqual(real.updated);
			expect(real.all.map((connection: Json) => connection.id)).toContain(real.created.id);
			for (const item of [real.created, real.updated, real.one, ...real.all])
				expect(item).not.toHaveProperty('password');
			expect(JSON.stringify(real)).not.toContain(PASSWORD);
			expect(JSON.stringify(made)).not.toContain(PASSWORD);
		});

		it('Source: Create on the new connection, Update, Get', async () => {
			const fields = await seededLogSourceFields(pair);
			const { real } = await both(pair, async (side) => {
				const [created] = await itemsOn(pair, side, {
					resource: 'source',
					operation: 'create',
					specifyBody: 'json',
					jsonBody: JSON.stringify({
						...fields,
						name: 'Ledger logs',
						connection: mine(side).connection.id,
					}),
				});
				mine(side).source = created;
				const [updated] = await itemsOn(pair, side, {
					resource: 'source',
					operation: 'update',
					sourceId: locator(created.id),
					specifyBody: 'json',
					jsonBody: JSON.stringify({ name: 'Ledger logs (renamed)' }),
				});
				const [one] = await itemsOn(pair, side, {
					resource: 'source',
					operation: 'get',
					sourceId: locator(created.id),
				});
				return { created, updated, one };
			});
			const connection = mine(pair.real).connection.id;
			expect(real.created).toMatchObject({ name: 'Ledger logs', kind: 'log', connection });
			expect(real.created.id).toMatch(/^[0-9a-f]{24}$/);
			expect(real.updated).toMatchObject({
				id: real.created.id,
				name: 'Ledger logs (renamed)',
				kind: 'log',
				connection,
				from: fields.from,
			});
			expect(real.one).toEqual(real.updated);
		});

		it('Source: Create on a connection that does not exist: the server refuses it', async () => {
			const fields = await seededLogSourceFields(pair);
			const { real } = await both(pair, (side) =>
				errorOn(pair, side, {
					resource: 'source',
					operation: 'create',
					specifyBody: 'json',
					jsonBody: JSON.stringify({ ...fields, name: 'Nowhere', connection: UNKNOWN }),
				}),
			);
			expect(real).toBe('HTTP 400: connection must be an existing connection id [item 0]');
		});

		it('Chart: Query Series over the new source counts the rows written into the columnar database', async () => {
			const { real, emulator } = await both(pair, async (side) =>
				sortRows(
					await itemsOn(pair, side, {
						resource: 'chart',
						operation: 'querySeries',
						startTime: new Date(T1).toISOString(),
						endTime: new Date(T1_END).toISOString(),
						granularity: '5m',
						output: 'rows',
						series: {
							item: [
								{
									sourceId: mine(side).source.id,
									aggFn: 'count',
									where: 'SeverityText:error',
									whereLanguage: 'lucene',
									groupBy: 'ServiceName',
								},
							],
						},
					}),
				),
			);
			expect(real).toEqual(expectedCounts((row) => row.severity === 'error'));
			expect(real.length).toBeGreaterThan(1);
			expect(emulator).toEqual(real);
		});

		it('Event: Search over the new source finds the rows, newest first', async () => {
			const { real, emulator } = await both(pair, (side) =>
				itemsOn(pair, side, {
					resource: 'event',
					operation: 'search',
					sourceId: locator(mine(side).source.id),
					startTime: new Date(T1).toISOString(),
					endTime: new Date(T1_END).toISOString(),
					where: 'ServiceName:billing',
					options: { select: 'Timestamp, ServiceName, Body' },
					returnAll: false,
					limit: 1000,
				}),
			);
			expect(real).toEqual(
				ROWS.filter((row) => row.service === 'billing')
					.sort((a, b) => b.ms - a.ms)
					.map((row) => ({
						Timestamp: serverTime(row.ms),
						ServiceName: row.service,
						Body: row.body,
					})),
			);
			expect(real).toHaveLength(8);
			expect(emulator).toEqual(real);
		});

		it('Source: Delete, then Connection: Delete (the connection last); both are gone', async () => {
			const { real } = await both(pair, async (side) => {
				const source = await itemsOn(pair, side, {
					resource: 'source',
					operation: 'delete',
					sourceId: locator(mine(side).source.id),
				});
				const sourceGone = await errorOn(pair, side, {
					resource: 'source',
					operation: 'get',
					sourceId: locator(mine(side).source.id),
				});
				const connection = await itemsOn(pair, side, {
					resource: 'connection',
					operation: 'delete',
					connectionId: locator(mine(side).connection.id),
				});
				const connectionGone = await failureOn(pair, side, {
					resource: 'connection',
					operation: 'get',
					connectionId: locator(mine(side).connection.id),
				});
				const updateGone = await failureOn(pair, side, {
					resource: 'connection',
					operation: 'update',
					connectionId: locator(mine(side).connection.id),
					specifyBody: 'json',
					jsonBody: JSON.stringify({ password: PASSWORD }),
				});
				const left = await itemsOn(pair, side, {
					resource: 'connection',
					operation: 'getAll',
					returnAll: true,
				});
				return { source, sourceGone, connection, connectionGone, updateGone, left };
			});
			const own = mine(pair.real);
			expect(real.source).toEqual([{ deleted: true, id: own.source.id }]);
			expect(real.sourceGone).toBe('HTTP 404: Source not found [item 0]');
			expect(real.connection).toEqual([{ deleted: true, id: own.connection.id }]);
			expect(real.connectionGone.message).toBe('HTTP 404: Not Found [item 0]');
			expect(real.updateGone.message).toBe('HTTP 404: Not Found [item 0]');
			expect(real.left.map((connection: Json) => connection.id)).not.toContain(own.connection.id);
			expect(JSON.stringify(real)).not.toContain(PASSWORD);
		});
	});

	describe('Dashboard: Validate', () => {
		const dashboardsOn = async (side: Side) =>
			(
				await itemsOn(pair, side, { resource: 'dashboard', operation: 'getAll', returnAll: true })
			).map((dashboard: Json) => dashboard.id);
		const body = (sourceId: string) =>
			JSON.stringify({
				name: 'Planned',
				tags: ['plan'],
				tiles: [
					{
						name: 'Count',
						x: 0,
						y: 0,
						w: 6,
						h: 3,
						config: { displayType: 'number', sourceId, select: [{ aggFn: 'count' }] },
					},
				],
			});

		it('a valid dashboard: valid, no errors, the normalized body; nothing saved', async () => {
			const { real } = await both(pair, async (side) => {
				const before = await dashboardsOn(side);
				const answer = await itemsOn(pair, side, {
					resource: 'dashboard',
					operation: 'validate',
					specifyBody: 'json',
					jsonBody: body(side.sources.log),
				});
				const after = await dashboardsOn(side);
				return { before, answer, after };
			});
			expect(real.answer).toHaveLength(1);
			expect(real.answer[0]).toMatchObject({
				valid: true,
				errors: [],
				normalized: { name: 'Planned', tags: ['plan'] },
			});
			expect(real.answer[0].normalized.tiles).toHaveLength(1);
			expect(real.answer[0].normalized.tiles[0]).toMatchObject({
				name: 'Count',
				config: { displayType: 'number', sourceId: pair.real.sources.log },
			});
			expect(real.after).toEqual(real.before);
		});

		it('an invalid dashboard (a tile on a source that does not exist): not valid, the reason; nothing saved', async () => {
			const { real } = await both(pair, async (side) => {
				const before = await dashboardsOn(side);
				const answer = await itemsOn(pair, side, {
					resource: 'dashboard',
					operation: 'validate',
					specifyBody: 'json',
					jsonBody: body(UNKNOWN),
				});
				const after = await dashboardsOn(side);
				return { before, answer, after };
			});
			expect(real.answer).toEqual([
				{
					valid: false,
					errors: [{ path: '', message: `Could not find the following source IDs: ${UNKNOWN}` }],
					normalized: null,
				},
			]);
			expect(real.after).toEqual(real.before);
		});
	});

	describe('the team', () => {
		it('Team: Get reads the team of the key', async () => {
			const { real } = await both(pair, (side) =>
				itemsOn(pair, side, { resource: 'team', operation: 'get' }),
			);
			expect(real).toEqual([
				{ id: expect.stringMatching(/^[0-9a-f]{24}$/), name: expect.any(String) },
			]);
		});

		it('Team Invitation: Create, Get Many, Delete', async () => {
			const email = `newcomer-${randomBytes(4).toString('hex')}@example.com`;
			const { real } = await both(pair, async (side) => {
				const [invited] = await itemsOn(pair, side, {
					resource: 'teamInvitation',
					operation: 'create',
					specifyBody: 'json',
					jsonBody: JSON.stringify({ email, name: 'Newcomer' }),
				});
				const listed = await itemsOn(pair, side, {
					resource: 'teamInvitation',
					operation: 'getAll',
					returnAll: true,
				});
				const gone = await itemsOn(pair, side, {
					resource: 'teamInvitation',
					operation: 'delete',
					invitationId: locator(invited.invitationId),
				});
				const after = await itemsOn(pair, side, {
					resource: 'teamInvitation',
					operation: 'getAll',
					returnAll: true,
				});
				return { invited, listed, gone, after };
			});
			expect(real.invited).toMatchObject({ email, status: 'pending' });
			expect(real.invited.invitationId).toMatch(/^[0-9a-f]{24}$/);
			expect(real.invited.url).toMatch(/\/join-team\?token=[0-9a-f]+$/);
			expect(real.listed).toContainEqual(
				expect.objectContaining({ id: real.invited.invitationId, email, name: 'Newcomer' }),
			);
			expect(real.gone).toEqual([{ deleted: true, id: real.invited.invitationId }]);
			expect(real.after.map((invitation: Json) => invitation.id)).not.toContain(
				real.invited.invitationId,
			);
		});

		it('Team Member: Get Many lists a member who joined, Delete removes them', async () => {
			const email = `leaver-${randomBytes(4).toString('hex')}@example.com`;
			const { real } = await both(pair, async (side) => {
				// the newcomer joins: on the real server through the invitation's link, as a person does
				const [invited] = await itemsOn(pair, side, {
					resource: 'teamInvitation',
					operation: 'create',
					specifyBody: 'json',
					jsonBody: JSON.stringify({ email }),
				});
				await join(side, invited);
				const listed = await itemsOn(pair, side, {
					resource: 'teamMember',
					operation: 'getAll',
					returnAll: true,
				});
				const leaver = listed.find((member: Json) => member.email === email);
				if (!leaver) throw new Error(`the ${side.name}: ${email} is not a member`);
				const gone = await itemsOn(pair, side, {
					resource: 'teamMember',
					operation: 'delete',
					memberId: locator(leaver.id),
				});
				const after = await itemsOn(pair, side, {
					resource: 'teamMember',
					operation: 'getAll',
					returnAll: true,
				});
				return { listed, leaver, gone, after };
			});
			expect(real.leaver).toEqual({
				id: expect.stringMatching(/^[0-9a-f]{24}$/),
				email,
				name: email,
				isCurrentUser: false,
			});
			// the key's own user, and the six the run invited
			expect(real.listed.filter((member: Json) => member.isCurrentUser)).toHaveLength(1);
			expect(real.listed.length).toBe(REAL.keys.length + 1);
			expect(real.gone).toEqual([{ deleted: true, id: real.leaver.id }]);
			expect(real.after.map((member: Json) => member.email)).not.toContain(email);
			expect(real.after).toHaveLength(real.listed.length - 1);
		});

		it("Team Member: Delete of the key's own user: the server's refusal, as a clear error", async () => {
			const { real } = await both(pair, async (side) => {
				const members = await itemsOn(pair, side, {
					resource: 'teamMember',
					operation: 'getAll',
					returnAll: true,
				});
				const self = members.find((member: Json) => member.isCurrentUser);
				const refused = await failureOn(pair, side, {
					resource: 'teamMember',
					operation: 'delete',
					memberId: locator(self.id),
				});
				const after = await itemsOn(pair, side, {
					resource: 'teamMember',
					operation: 'getAll',
					returnAll: true,
				});
				return { self, refused, members, after };
			});
			expect(real.refused.message).toBe(
				'HTTP 400: You cannot remove yourself from the team [item 0]',
			);
			expect(real.refused.description).toMatch(/another member/i);
			expect(real.after).toEqual(real.members);
		});
	});

	/**
	 * The emulator's connections made the real server's (the one its seeded sources read through
	 * takes the fields of the real server's connection of support.ts, the others go), so that
	 * the two lists compare by value. Passwords are never read: the emulator keeps its own.
	 */
	async function sameConnections() {
		const real = (await pair.real.api('GET', '/api/v2/connections')).body.data as Json[];
		const seeded = await pair.emu.api('GET', `/api/v2/sources/${SEED.sh.sources.log}`);
		const kept = seeded.body.data.connection as string;
		if (real.length !== 1) throw new Error(`the real server has ${real.length} connections, not 1`);
		const { name, host, username } = real[0];
		const put = await pair.emu.api('PUT', `/api/v2/connections/${kept}`, { name, host, username });
		if (put.status !== 200)
			throw new Error(`the emulator's connection: ${put.status} ${JSON.stringify(put.body)}`);
		for (const other of (await pair.emu.api('GET', '/api/v2/connections')).body.data as Json[])
			if (other.id !== kept) await pair.emu.api('DELETE', `/api/v2/connections/${other.id}`);
	}

	/**
	 * The emulator's team made the real server's as the node's key sees it (its name, its
	 * members; no pending invitation on either), so that the two compare by value: the key's own user keeps
	 * the emulator's id and takes the real owner's address; the others are the real members.
	 */
	async function sameTeam() {
		const owner = (route: string) => call(REAL.url, REAL.keys[0], 'GET', `/api/v2/team${route}`);
		const team = (await owner('')).body.data;
		const members = (await owner('/members')).body.data as Json[];
		// an invitation another suite left pending (the refusals check sends bodies the server
		// may take) goes, so that both lists start empty
		for (const left of (await owner('/invitations')).body.data as Json[]) {
			const gone = await call(
				REAL.url,
				REAL.keys[0],
				'DELETE',
				`/api/v2/team/invitation/${left.id}`,
			);
			if (gone.status !== 200) throw new Error(`the pending invitation ${left.id}: ${gone.status}`);
		}
		const sh = pair.emulator.store.sh;
		sh.teamName = team.name;
		for (const member of sh.members.all()) sh.members.remove(member.id);
		for (const invitation of sh.invitations.all()) sh.invitations.remove(invitation.id);
		for (const member of members) {
			const id = member.isCurrentUser ? sh.user.id : member.id;
			sh.members.add(id, {
				id,
				email: member.email,
				name: member.name,
				team: sh.teamId,
				createdAt: new Date().toISOString(),
			});
		}
	}

	/**
	 * The invited person joins: on the real server through the invitation's link (the server's
	 * own page, as scripts/real/server.js's inviteUser does), which makes a user named by their
	 * address and removes the invitation; the emulator, which has no such page, is given the
	 * same member in its store.
	 */
	async function join(side: Side, invited: Json) {
		if (side.name === 'real') {
			const token = /\/join-team\?token=([^&]+)/.exec(invited.url)?.[1];
			if (!token) throw new Error(`no token in the invitation's link ${invited.url}`);
			const password = `Aa1!${randomBytes(12).toString('hex')}`;
			const setup = await fetch(`${REAL.url}/team/setup/${token}`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({ password, confirmPassword: password }),
				redirect: 'manual',
			});
			if (setup.status >= 400) throw new Error(`the team setup answered ${setup.status}`);
			return;
		}
		const sh = pair.emulator.store.sh;
		const id = randomBytes(12).toString('hex');
		sh.members.add(id, {
			id,
			email: invited.email,
			name: invited.email,
			team: sh.teamId,
			createdAt: new Date().toISOString(),
		});
		sh.invitations.remove(invited.invitationId);
	}
});
