/**
 * What the node refuses before sending, judged by the real self-hosted server: every input of the
 * self-hosted bad-input corpus (test/actions/<resource>.cases.ts, collected by test/support/cases.ts) that the node refuses (run
 * here against the emulator: not one request is sent for it) is sent as the body the node would
 * have sent, directly to the real server. A refusal of a body the real server accepts is a
 * defect, unless ./harm.js lists it as preventing harm (docs/real-server.md says why).
 * Run by `npm run test:real` (scripts/real/run.js), never by `npm test`.
 */
import { badBatches, type BadBatch, type BadInput } from '../support/cases';
import { ObservabilityPipes } from '../../nodes/ObservabilityPipes/ObservabilityPipes.node';
import { formFieldLabel } from '../../nodes/shared/input/formFieldLabel';
import { SEED } from '../support/env';
import { REAL, report, runOn, usePair, type Json, type Pair } from './support';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { harmPrevented } = require('./harm');

/** Which part of the request a batch varies, and how the varied value reaches it. */
type Target =
	| {
			kind: 'body';
			method: 'POST' | 'PUT';
			route: string;
			merge?: boolean;
			place: (body: Json, value: unknown) => Json;
			base: () => Json;
	  }
	| { kind: 'path'; method: 'GET' | 'DELETE'; route: (value: unknown) => string }
	| { kind: 'node'; reason: string };

interface RealIds {
	dashboard: string;
	tile: string;
	webhook: string;
	alert: string;
	savedSearch: string;
	sources: Record<string, string>;
	/** A connection and a source on it of this check's own, which the updates' bodies go to. */
	connection: string;
	source: string;
}

/** The real server's counterpart of each seeded id the corpus names. */
function idMap(real: RealIds): Array<[string, string]> {
	return [
		[SEED.sh.dashboard, real.dashboard],
		[SEED.sh.tile, real.tile],
		...Object.values(SEED.sh.webhooks).map((id) => [id, real.webhook] as [string, string]),
		[SEED.sh.alerts[0], real.alert],
		[SEED.sh.savedSearch, real.savedSearch],
		[SEED.sh.sources.log, real.sources.log],
		[SEED.sh.sources.trace, real.sources.trace],
		[SEED.sh.sources.metric, real.sources.metric],
		...Object.values(SEED.sh.connections ?? {}).map(
			(id) => [id as string, real.connection] as [string, string],
		),
	];
}

function translate(value: unknown, ids: Array<[string, string]>): unknown {
	if (value === undefined) return undefined;
	let text = JSON.stringify(value);
	for (const [seeded, real] of ids) text = text.split(seeded).join(real);
	return JSON.parse(text);
}

const whole = (_body: Json, value: unknown) => value;
/** A parameter of the batch with the varied value in place (`={{ $json.value }}`) and locators read. */
function resolve(parameter: unknown, value: unknown): unknown {
	if (typeof parameter === 'string' && parameter.includes('$json.value')) return value;
	if (parameter && typeof parameter === 'object' && (parameter as Json).__rl)
		return resolve((parameter as Json).value, value);
	return parameter;
}
const parsed = (text: unknown) => {
	if (typeof text !== 'string') return text;
	try {
		return JSON.parse(text);
	} catch {
		return text;
	}
};
const defined = (body: Json) =>
	Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));

/** The body the typed alert form stands for, with the varied value in its place. */
function alertFromFields(params: Json, value: unknown): Json {
	const get = (name: string) => resolve(params[name], value);
	const source = get('source');
	return defined({
		name: get('name'),
		message: get('message'),
		source,
		threshold: get('threshold'),
		thresholdMax: get('thresholdMax'),
		thresholdType: get('thresholdType'),
		interval: get('interval'),
		...(source === 'saved_search'
			? { savedSearchId: get('savedSearchId') }
			: { dashboardId: get('dashboardId'), tileId: get('tileId') }),
		channel: { type: 'webhook', webhookId: get('webhookId') },
	});
}

/** The body the typed dashboard form stands for, with the varied value in its place. */
function dashboardFromFields(params: Json, value: unknown): Json {
	const get = (name: string) => resolve(params[name], value);
	const tags = get('tags');
	return defined({
		name: get('name'),
		tags:
			typeof tags === 'string'
				? tags
						.split(',')
						.map((tag) => tag.trim())
						.filter(Boolean)
				: tags,
		filters: parsed(get('filters')),
		tiles: ((params.tiles as Json)?.tile ?? []).map((tile: Json) =>
			defined({
				name: resolve(tile.name, value),
				x: resolve(tile.x, value),
				y: resolve(tile.y, value),
				w: resolve(tile.w, value),
				h: resolve(tile.h, value),
				config: parsed(resolve(tile.config, value)),
			}),
		),
	});
}

const realBodies = (real: RealIds) => ({
	alert: () => ({
		name: 'rel',
		source: 'tile',
		dashboardId: real.dashboard,
		tileId: real.tile,
		threshold: 1,
		thresholdType: 'above',
		interval: '5m',
		channel: { type: 'webhook', webhookId: real.webhook },
	}),
	dashboard: () => ({
		name: 'rel',
		tiles: [
			{
				name: 't',
				x: 0,
				y: 0,
				w: 4,
				h: 2,
				config: { displayType: 'line', sourceId: real.sources.log, select: [{ aggFn: 'count' }] },
			},
		],
		tags: ['a', 'b'],
		filters: [],
	}),
	webhook: () => ({ name: 'rel', service: 'generic', url: 'https://hooks.example.com/rel' }),
});

function targetOf(batch: BadBatch, real: RealIds): Target {
	const [resource, operation] = batch.op.split(':');
	const route =
		{
			alert: 'alerts',
			dashboard: 'dashboards',
			webhook: 'webhooks',
			savedSearch: 'saved-searches',
			source: 'sources',
			chart: 'charts/series',
			event: 'search',
			connection: 'connections',
			teamMember: 'team/member',
			teamInvitation: 'team/invitation',
		}[resource] ?? resource;
	const own =
		{
			alert: real.alert,
			dashboard: real.dashboard,
			webhook: real.webhook,
			savedSearch: real.savedSearch,
			connection: real.connection,
			source: real.source,
		}[resource] ?? '';
	const bodies = realBodies(real);
	if (batch.varies === 'limit' || batch.varies === 'returnAll')
		return {
			kind: 'node',
			reason: 'how many items the node outputs: a parameter of the node, not of a request',
		};
	if (batch.varies.endsWith('Id') && !batch.varies.startsWith('fields'))
		return {
			kind: 'path',
			// a member or an invitation has no route to read one: the id is judged by the delete
			// that takes it (no id of the run's team is among the bad ones)
			method: resource === 'teamMember' || resource === 'teamInvitation' ? 'DELETE' : 'GET',
			route: (value) => `/api/v2/${route}/${encodeURIComponent(String(value))}`,
		};
	// Dashboard: Validate answers 200 for a body it finds invalid, with `valid: false`
	if (resource === 'dashboard' && operation === 'validate' && batch.varies.startsWith('jsonBody'))
		return {
			kind: 'body',
			method: 'POST',
			route: '/api/v2/dashboards/validate',
			place: whole,
			base: () => ({}),
		};
	if (resource === 'chart' || resource === 'event') {
		if (batch.varies.startsWith('jsonBody'))
			return {
				kind: 'body',
				method: 'POST',
				route: `/api/v2/${route}`,
				place: whole,
				base: () => ({}),
			};
		return {
			kind: 'node',
			reason: 'the typed query form: the node builds the series from its fields',
		};
	}
	if (batch.varies.startsWith('jsonBody')) {
		if (operation === 'create')
			return {
				kind: 'body',
				method: 'POST',
				route: `/api/v2/${route}`,
				place: whole,
				base: () => ({}),
			};
		return {
			kind: 'body',
			method: 'PUT',
			route: `/api/v2/${route}/${own}`,
			merge: true,
			place: whole,
			base: () => ({}),
		};
	}
	const field = batch.varies.replace(/^fields: /, '');
	if (resource === 'alert' && operation === 'create')
		return {
			kind: 'body',
			method: 'POST',
			route: '/api/v2/alerts',
			place: (_b, value) => alertFromFields(batch.params, value),
			base: () => ({}),
		};
	if (resource === 'dashboard' && operation === 'create')
		return {
			kind: 'body',
			method: 'POST',
			route: '/api/v2/dashboards',
			place: (_b, value) => dashboardFromFields(batch.params, value),
			base: () => ({}),
		};
	if (resource === 'teamInvitation' && operation === 'create' && field === 'email')
		return {
			kind: 'body',
			method: 'POST',
			route: '/api/v2/team/invitation',
			place: (_b, value) =>
				defined({
					email: value,
					name: resolve((batch.params as Json).additionalFields?.name, value),
				}),
			base: () => ({}),
		};
	if (resource === 'webhook' && operation === 'create' && field === 'headers')
		return {
			kind: 'body',
			method: 'POST',
			route: '/api/v2/webhooks',
			place: (body, value) => ({ ...body, headers: { [String(value)]: 'x' } }),
			base: bodies.webhook,
		};
	if (field === 'updateFields') {
		const name = Object.keys((batch.params.updateFields as Json) ?? {})[0];
		return {
			kind: 'body',
			method: 'PUT',
			route: `/api/v2/${route}/${own}`,
			merge: true,
			place: (_b, value) => ({ [name]: value }),
			base: () => ({}),
		};
	}
	return {
		kind: 'node',
		reason: `a typed field the mapping of this check does not cover (${batch.varies})`,
	};
}

const properties = new ObservabilityPipes().description.properties;

/** The inputs of a batch the node refuses before sending anything (run against the emulator). */
async function refusedByNode(pair: Pair, batch: BadBatch): Promise<BadInput[]> {
	pair.emu.recorder.take();
	const run = await runOn(pair, pair.emu, batch.params, {
		input: batch.inputs.map((input) => input.json),
		continueOnFail: true,
	});
	const sent = pair.emu.recorder.take();
	const items = run.items('Node');
	const refused = batch.inputs.filter((input, index) => {
		const json = items[index]?.json ?? {};
		return (
			json.error !== undefined &&
			json.httpCode === undefined &&
			// The node names a field by its label ('Alert'); a JSON body's own key stays quoted.
			(String(json.error).includes(`"${input.field}"`) ||
				String(json.error).includes(
					formFieldLabel(properties, batch.params as Record<string, string>, input.field),
				))
		);
	});
	return sent.length === 0 ? refused : refused.filter(() => !batch.readsFirst);
}

describe('pre-send refusals judged by the real self-hosted server', () => {
	const pair = usePair();
	const ids = {} as RealIds;
	/** The ids of the run's team members and pending invitations, which no delete here may name. */
	const teamIds = new Set<string>();

	beforeAll(async () => {
		const ok = (answer: { status: number; body: Json }, what: string) => {
			if (answer.status !== 200)
				throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
			return answer.body.data;
		};
		const real = pair.real;
		const dashboard = ok(
			await real.api('POST', '/api/v2/dashboards', {
				...realBodies({ sources: real.sources } as unknown as RealIds).dashboard(),
				name: 'refusals',
			}),
			'dashboard',
		);
		const webhook = ok(
			await real.api('POST', '/api/v2/webhooks', {
				name: 'refusals',
				service: 'generic',
				url: 'https://hooks.example.com/refusals',
			}),
			'webhook',
		);
		const savedSearch = ok(
			await real.api('POST', '/api/v2/saved-searches', {
				name: 'refusals',
				sourceId: real.sources.log,
				where: '',
			}),
			'saved search',
		);
		const alert = ok(
			await real.api('POST', '/api/v2/alerts', {
				name: 'refusals',
				source: 'tile',
				dashboardId: dashboard.id,
				tileId: dashboard.tiles[0].id,
				threshold: 1,
				thresholdType: 'above',
				interval: '5m',
				channel: { type: 'webhook', webhookId: webhook.id },
			}),
			'alert',
		);
		const connection = ok(
			await real.api('POST', '/api/v2/connections', {
				name: 'refusals',
				host: REAL.engineUrl,
				username: 'default',
			}),
			'connection',
		);
		const logSource = (await real.api('GET', `/api/v2/sources/${real.sources.log}`)).body.data;
		const { id: _id, createdAt: _c, updatedAt: _u, ...sourceFields } = logSource;
		void [_id, _c, _u];
		const source = ok(
			await real.api('POST', '/api/v2/sources', {
				...sourceFields,
				name: 'refusals',
				connection: connection.id,
			}),
			'source',
		);
		for (const route of ['members', 'invitations'])
			for (const record of (await real.api('GET', `/api/v2/team/${route}`)).body.data)
				teamIds.add(record.id);
		Object.assign(ids, {
			connection: connection.id,
			source: source.id,
			dashboard: dashboard.id,
			tile: dashboard.tiles[0].id,
			webhook: webhook.id,
			alert: alert.id,
			savedSearch: savedSearch.id,
			sources: real.sources,
		});
	});

	it('every input the node refuses before sending is refused by the real server too, or listed as preventing harm', async () => {
		const batches = badBatches().filter((batch) => batch.deployment === 'selfHosted');
		const map = idMap(ids);
		let refused = 0;
		let realRefused = 0;
		let notRequests = 0;
		const accepted: string[] = [];
		const byHarm: Record<string, number> = {};
		const defects: string[] = [];
		for (const batch of batches) {
			const inputs = await refusedByNode(pair, batch);
			refused += inputs.length;
			const target = targetOf(batch, ids);
			if (target.kind === 'node') {
				notRequests += inputs.length;
				continue;
			}
			for (const input of inputs) {
				const value = translate((input.json as Json).value, map);
				let answer: { status: number; body: Json };
				if (target.kind === 'path') {
					// the bad ids name no one of the run's team (the list's one id is a seeded id the
					// real server does not know): a delete that could remove someone is not sent
					if (target.method === 'DELETE' && teamIds.has(String(value)))
						throw new Error(`${batch.op} ${input.label}: ${String(value)} is of the run's team`);
					answer = await pair.real.api(target.method, target.route(value));
				} else {
					let body = translate(target.place(target.base(), value), map);
					if (target.merge) {
						const current = await pair.real.api(
							'GET',
							target.route.replace(/^\/api\/v2\/webhooks\/.*/, '/api/v2/webhooks'),
						);
						const record = Array.isArray(current.body?.data)
							? current.body.data.find((entry: Json) => entry.id === ids.webhook)
							: current.body?.data;
						const {
							id: _id,
							createdAt: _c,
							updatedAt: _u,
							teamId: _t,
							state: _s,
							...writable
						} = record ?? {};
						void [_id, _c, _u, _t, _s];
						body =
							body && typeof body === 'object' && !Array.isArray(body)
								? { ...writable, ...body }
								: body;
					}
					// a text that is not JSON is sent as it is (support.ts, call()), as a client would
					answer = await pair.real.api(target.method, target.route, body);
				}
				const label = `${batch.op} ${batch.varies}: ${input.label}`;
				// Dashboard: Validate refuses with `valid: false` in a 200
				const judgedInvalid = batch.op === 'dashboard:validate' && answer.body?.valid === false;
				if ((answer.status >= 400 && answer.status < 500) || judgedInvalid) realRefused++;
				else {
					accepted.push(label);
					const harm = harmPrevented(batch, input);
					if (harm) byHarm[harm.id] = (byHarm[harm.id] ?? 0) + 1;
					if (!harm) defects.push(`${label} (the real server answered ${answer.status})`);
				}
			}
		}
		const harmListed = accepted.length - defects.length;
		report({
			kind: 'refusals',
			refused,
			realRefused,
			realAccepted: accepted.length,
			harmListed,
			notRequests,
			byHarm,
		});
		expect(refused).toBeGreaterThan(100);
		expect(defects).toEqual([]);
	});
});
