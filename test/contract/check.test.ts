/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import * as fs from 'fs';
import * as path from 'path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { checkExchange, widenings } = require('./index');

const ORG = '/v1/organizations/00000001-0000-4000-8000-000000000001';
const SVC = `${ORG}/services/00000002-0000-4000-8000-000000000001`;
const REQUEST_ID = '5f0c2a1b-3d4e-4f60-8123-456789abcdef';

/** An exchange with a 200 answer; override what a case needs. */
function exchange(over: Record<string, unknown>) {
	return { deployment: 'cloud', method: 'GET', path: ORG, query: {}, body: undefined, rawBody: '', status: 200, contentType: 'application/json; charset=utf-8', responseText: '{}', modes: {}, ...over };
}
const cloudOk = (result: unknown) => JSON.stringify({ status: 200, requestId: REQUEST_ID, result });
const withBody = (body: unknown) => ({ body, rawBody: JSON.stringify(body) });

describe('contract check', () => {
	it('accepts a documented request and answer', () => {
		const verdict = checkExchange(exchange({ method: 'PATCH', path: `${SVC}/pipes/00000006-0000-4000-8000-000000000001/scaling`, ...withBody({ replicas: 2, concurrency: 0 }) , responseText: cloudOk({ id: '00000006-0000-4000-8000-000000000001' }) }));
		expect(verdict).toMatchObject({ kind: 'documented', requestErrors: [], responseErrors: [], widenings: [] });
	});

	it('refuses a request property the document does not declare there (closed objects), at any depth', () => {
		const verdict = checkExchange(exchange({ method: 'PATCH', path: `${SVC}/pipes/00000006-0000-4000-8000-000000000001`, ...withBody({ name: 'x', source: { messageBroker: { brokers: 'b:9092' } }, destination: { table: 't' } }), responseText: cloudOk({}) }));
		expect(verdict.requestErrors).toEqual(['body/source/messageBroker/brokers is not declared by the document', 'body/destination/table is not declared by the document']);
	});

	it('refuses values outside the document: range, type, enum', () => {
		const scaling = (body: unknown) => checkExchange(exchange({ method: 'PATCH', path: `${SVC}/pipes/00000006-0000-4000-8000-000000000001/scaling`, ...withBody(body) })).requestErrors.join('\n');
		expect(scaling({ concurrency: 35 })).toMatch(/concurrency must be <= 34/);
		expect(scaling({ replicas: 'two' })).toMatch(/replicas must be integer/);
		const state = checkExchange(exchange({ method: 'PATCH', path: `${SVC}/pipes/00000006-0000-4000-8000-000000000001/state`, ...withBody({ command: 'restart' }) }));
		expect(state.requestErrors.join()).toMatch(/command must be equal to one of the allowed values/);
	});

	it('refuses a route the document does not have, and a query parameter it does not declare', () => {
		expect(checkExchange(exchange({ method: 'POST', path: `${SVC}/pipes/00000006-0000-4000-8000-000000000001/restart` })).requestErrors[0]).toMatch(/no operation POST/);
		expect(checkExchange(exchange({ path: `${SVC}/observability/alerts`, query: { limit: '5' }, responseText: cloudOk([]) })).requestErrors).toEqual(['query parameter limit is not declared by the document']);
	});

	it('checks a self-hosted query parameter by its schema (text read as a number)', () => {
		const list = JSON.stringify({ data: [], meta: { total: 0, limit: 1000, offset: 0 } });
		const ok = checkExchange(exchange({ deployment: 'selfHosted', path: '/api/v2/alerts', query: { limit: '1000', offset: '0' }, responseText: list }));
		expect(ok.requestErrors).toEqual([]);
		expect(checkExchange(exchange({ deployment: 'selfHosted', path: '/api/v2/alerts', query: { limit: '5000' }, responseText: list })).requestErrors.join()).toMatch(/limit.*<= 1000/);
	});

	it('checks answers against the response schema', () => {
		const verdict = checkExchange(exchange({ deployment: 'selfHosted', path: '/api/v2/alerts', query: {}, responseText: JSON.stringify({ data: [] }) }));
		expect(verdict.responseErrors.join()).toMatch(/must have required property 'meta'/);
	});

	it('accepts a difference only through a listed widening, and names it', () => {
		const body = { threshold: 1, interval: '5m', thresholdType: 'above', source: 'tile', channels: [{ type: 'webhook', webhookId: 'cb0000000000000000000001' }] };
		const verdict = checkExchange(exchange({ method: 'POST', path: `${SVC}/observability/alerts`, ...withBody(body), responseText: cloudOk({ id: 'ca0000000000000000000001', state: 'OK', ...body }) }));
		expect(verdict).toMatchObject({ requestErrors: [], responseErrors: [], widenings: ['cloud-alert-channels'] });
		const series = { sourceId: 'x', aggFn: 'increase', where: '', groupBy: [] };
		const chart = checkExchange(exchange({ deployment: 'selfHosted', method: 'POST', path: '/api/v2/charts/series', ...withBody({ series: [series], startTime: 1, endTime: 2 }), responseText: JSON.stringify({ data: [{ ts_bucket: 1, 'series_0.data': '12' }] }) }));
		expect(chart).toMatchObject({ requestErrors: [], responseErrors: [], widenings: ['chart-series-server-values', 'chart-values-as-text'] });
	});

	it('applies an older-server widening only while the emulator plays an older server', () => {
		const oldList = { deployment: 'selfHosted', path: '/api/v2/alerts', responseText: JSON.stringify({ data: [] }) };
		expect(checkExchange(exchange({ ...oldList, modes: { legacy: true } })).responseErrors).toEqual([]);
		expect(checkExchange(exchange({ ...oldList, modes: {} })).responseErrors).not.toEqual([]);
	});

	it('accepts answers no document describes only by a rule (text 401, the cloud error envelope)', () => {
		expect(checkExchange(exchange({ deployment: 'selfHosted', path: '/api/v2/alerts', status: 401, contentType: 'text/plain', responseText: 'Unauthorized' }))).toMatchObject({ responseErrors: [], widenings: ['self-hosted-text-401'] });
		const envelope = JSON.stringify({ status: 404, error: 'NOT_FOUND: Pipe x not found', requestId: REQUEST_ID });
		expect(checkExchange(exchange({ path: `${SVC}/pipes/00000006-0000-4000-8000-000000000001`, status: 404, responseText: envelope }))).toMatchObject({ responseErrors: [], widenings: ['cloud-error-envelope'] });
		expect(checkExchange(exchange({ path: `${SVC}/pipes/00000006-0000-4000-8000-000000000001`, status: 404, responseText: '{"message": "x"}' })).responseErrors).toEqual(['status 404 is not documented for pipeGet']);
	});

	it('counts endpoints no document holds apart, without checking them', () => {
		expect(checkExchange(exchange({ deployment: 'selfHosted', method: 'POST', path: '/api/v2/search', ...withBody({ anything: 1 }) }))).toMatchObject({ kind: 'undocumented', route: 'self-hosted-search' });
	});

	it('lists every widening with its source in CONTRACT.md', () => {
		for (const list of [widenings.documentPatches, widenings.responseRules, widenings.undocumentedEndpoints]) {
			for (const entry of list) expect(entry.text).toBeTruthy();
		}
		for (const entry of [...widenings.documentPatches, ...widenings.responseRules]) expect(entry.source).toMatch(/CONTRACT\.md section/);
	});

	it('holds copies of the published documents (the same as the shared specification, where it is present)', () => {
		const shared = path.resolve(__dirname, '../../../shared/spec/openapi');
		for (const file of ['cloud.json', 'selfhosted.json']) {
			const ours = fs.readFileSync(path.join(__dirname, 'documents', file), 'utf8');
			expect(JSON.parse(ours).openapi).toMatch(/^3\.1/);
			if (fs.existsSync(path.join(shared, file))) expect(ours).toBe(fs.readFileSync(path.join(shared, file), 'utf8'));
		}
	});
});
