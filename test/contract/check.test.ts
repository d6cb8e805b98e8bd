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
	return {
		deployment: 'cloud',
		method: 'GET',
		path: ORG,
		query: {},
		body: undefined,
		rawBody: '',
		status: 200,
		contentType: 'application/json; charset=utf-8',
		responseText: '{}',
		modes: {},
		...over,
	};
}
const cloudOk = (result: unknown) => JSON.stringify({ status: 200, requestId: REQUEST_ID, result });
const withBody = (body: unknown) => ({ body, rawBody: JSON.stringify(body) });

describe('contract check', () => {
	it('accepts a documented request and answer', () => {
		const verdict = checkExchange(
			exchange({
				method: 'PATCH',
				path: `${SVC}/pipes/00000006-0000-4000-8000-000000000001/scaling`,
				...withBody({ replicas: 2, concurrency: 0 }),
				responseText: cloudOk({ id: '00000006-0000-4000-8000-000000000001' }),
			}),
		);
		expect(verdict).toMatchObject({
			kind: 'documented',
			requestErrors: [],
			responseErrors: [],
			widenings: [],
		});
	});

	it('refuses a request property the document does not declare there (closed objects), at any depth', () => {
		const verdict = checkExchange(
			exchange({
				method: 'PATCH',
				path: `${SVC}/pipes/00000006-0000-4000-8000-000000000001`,
				...withBody({
					name: 'x',
					source: { messageBroker: { brokers: 'b:9092' } },
					destination: { table: 't' },
				}),
				responseText: cloudOk({}),
			}),
		);
		expect(verdict.requestErrors).toEqual([
			'body/source/messageBroker/brokers is not declared by the document',
			'body/destination/table is not declared by the document',
		]);
	});

	it('refuses values outside the document: range, type, enum', () => {
		const scaling = (body: unknown) =>
			checkExchange(
				exchange({
					method: 'PATCH',
					path: `${SVC}/pipes/00000006-0000-4000-8000-000000000001/scaling`,
					...withBody(body),
				}),
			).requestErrors.join('\n');
		expect(scaling({ concurrency: 35 })).toMatch(/concurrency must be <= 34/);
		expect(scaling({ replicas: 'two' })).toMatch(/replicas must be integer/);
		const state = checkExchange(
			exchange({
				method: 'PATCH',
				path: `${SVC}/pipes/00000006-0000-4000-8000-000000000001/state`,
				...withBody({ command: 'restart' }),
			}),
		);
		expect(state.requestErrors.join()).toMatch(
			/command must be equal to one of the allowed values/,
		);
	});

	it('refuses a route the document does not have, and a query parameter it does not declare', () => {
		expect(
			checkExchange(
				exchange({
					method: 'POST',
					path: `${SVC}/pipes/00000006-0000-4000-8000-000000000001/restart`,
				}),
			).requestErrors[0],
		).toMatch(/no operation POST/);
		expect(
			checkExchange(
				exchange({
					path: `${SVC}/observability/dashboards`,
					query: { limit: '5' },
					responseText: cloudOk([]),
				}),
			).requestErrors,
		).toEqual(['query parameter limit is not declared by the document']);
	});

	it('reads a list query parameter given once or repeated (usage cost filter) and checks each item; checks the operator answers', () => {
		const cost = (query: Record<string, unknown>) =>
			checkExchange(
				exchange({
					path: `${ORG}/usageCost`,
					query,
					responseText: cloudOk({ grandTotalCredits: 1.5, costs: [] }),
				}),
			);
		const dates = { from_date: '2026-11-01', to_date: '2026-11-07' };
		expect(cost({ ...dates, filter: 'tag:Environment=Production' }).requestErrors).toEqual([]);
		expect(cost({ ...dates, filter: ['tag:A=b', 'tag:C'] }).requestErrors).toEqual([]);
		expect(cost({ from_date: '2026-11-01' }).requestErrors).toEqual([
			'query parameter to_date is required',
		]);
		expect(cost({ ...dates, from_date: '2026-11-01T00:00:00Z' }).requestErrors[0]).toMatch(
			/query parameter from_date: .*date/,
		);
		const activities = checkExchange(
			exchange({
				path: `${ORG}/activities`,
				query: { from_date: '2026-11-01T00:00:00.000Z', limit: '10' },
				responseText: cloudOk([{ id: 'a', type: 'not_a_documented_type' }]),
			}),
		);
		expect(activities.requestErrors).toEqual([
			'query parameter limit is not declared by the document',
		]);
		expect(activities.responseErrors.join()).toMatch(
			/type must be equal to one of the allowed values/,
		);
		const service = checkExchange(
			exchange({
				method: 'PATCH',
				path: `${SVC}/state`,
				...withBody({ command: 'awake' }),
				responseText: cloudOk({
					id: '00000002-0000-4000-8000-000000000001',
					state: 'awaking',
					autoscalingMode: 'vertical',
					currentScaling: {},
				}),
			}),
		);
		expect(service).toMatchObject({ requestErrors: [], responseErrors: [] });
		expect(
			checkExchange(
				exchange({ method: 'PATCH', path: `${SVC}/state`, ...withBody({ command: 'wake' }) }),
			).requestErrors[0],
		).toMatch(/command/);
	});

	it('checks a self-hosted query parameter by its schema (text read as a number)', () => {
		const list = JSON.stringify({ data: [], meta: { total: 0, limit: 1000, offset: 0 } });
		const ok = checkExchange(
			exchange({
				deployment: 'selfHosted',
				path: '/api/v2/alerts',
				query: { limit: '1000', offset: '0' },
				responseText: list,
			}),
		);
		expect(ok.requestErrors).toEqual([]);
		expect(
			checkExchange(
				exchange({
					deployment: 'selfHosted',
					path: '/api/v2/alerts',
					query: { limit: '5000' },
					responseText: list,
				}),
			).requestErrors.join(),
		).toMatch(/limit.*<= 1000/);
	});

	it('checks answers against the response schema', () => {
		const verdict = checkExchange(
			exchange({
				deployment: 'selfHosted',
				path: '/api/v2/alerts',
				query: {},
				responseText: JSON.stringify({ data: [] }),
			}),
		);
		expect(verdict.responseErrors.join()).toMatch(/must have required property 'meta'/);
	});

	it('accepts a difference only through a listed widening, and names it', () => {
		const pipe = `${SVC}/pipes/00000006-0000-4000-8000-000000000001`;
		const credentials = { username: 'u', password: 'p' };
		const verdict = checkExchange(
			exchange({
				method: 'PATCH',
				path: pipe,
				...withBody({ source: { messageBroker: { credentials } } }),
				responseText: cloudOk({ id: '00000006-0000-4000-8000-000000000001' }),
			}),
		);
		expect(verdict).toMatchObject({
			requestErrors: [],
			responseErrors: [],
			widenings: ['pipe-credential-shapes'],
		});
		expect(
			checkExchange(
				exchange({
					method: 'PATCH',
					path: pipe,
					...withBody({
						source: { messageBroker: { credentials: { ...credentials, token: 't' } } },
					}),
				}),
			).requestErrors,
		).not.toEqual([]);
		const series = { sourceId: 'x', aggFn: 'increase', where: '', groupBy: [] };
		const chart = checkExchange(
			exchange({
				deployment: 'selfHosted',
				method: 'POST',
				path: '/api/v2/charts/series',
				...withBody({ series: [series], startTime: 1, endTime: 2 }),
				responseText: JSON.stringify({ data: [{ ts_bucket: 1, 'series_0.data': '12' }] }),
			}),
		);
		expect(chart).toMatchObject({
			requestErrors: [],
			responseErrors: [],
			widenings: ['chart-series-server-values', 'chart-values-as-text'],
		});
	});

	it('applies an older-server widening only while the emulator plays an older server', () => {
		const oldList = {
			deployment: 'selfHosted',
			path: '/api/v2/alerts',
			responseText: JSON.stringify({ data: [] }),
		};
		expect(checkExchange(exchange({ ...oldList, modes: { legacy: true } })).responseErrors).toEqual(
			[],
		);
		expect(checkExchange(exchange({ ...oldList, modes: {} })).responseErrors).not.toEqual([]);
	});

	it('needs no widening for an older cloud server that answers a paged list whole, and checks the paging parameters the node sends', () => {
		const key = {
			id: '00000007-0000-4000-8000-000000000001',
			name: 'k',
			roles: ['admin'],
			state: 'enabled',
			keySuffix: 'abcd',
			createdAt: '2025-01-01T00:00:00.000Z',
			expireAt: null,
			ipAccessList: [],
		};
		const older = checkExchange(
			exchange({
				path: `${ORG}/keys`,
				query: { limit: '250' },
				responseText: cloudOk([key]),
				modes: { olderCloud: true },
			}),
		);
		expect(older).toMatchObject({ requestErrors: [], responseErrors: [], widenings: [] });
		const newer = checkExchange(
			exchange({
				path: `${ORG}/keys`,
				query: { limit: '250', cursor: 'WzFd' },
				responseText: JSON.stringify({
					status: 200,
					requestId: REQUEST_ID,
					result: [key],
					limit: 250,
					totalCount: 1,
					nextCursor: null,
				}),
			}),
		);
		expect(newer).toMatchObject({ requestErrors: [], responseErrors: [], widenings: [] });
		expect(
			checkExchange(
				exchange({ path: `${ORG}/keys`, query: { limit: '251' }, responseText: cloudOk([]) }),
			).requestErrors.join(),
		).toMatch(/limit.*<= 250/);
		expect(
			checkExchange(
				exchange({
					path: `${SVC}/observability/alerts`,
					query: { limit: '1000', offset: '-1' },
					responseText: cloudOk([]),
				}),
			).requestErrors.join(),
		).toMatch(/offset.*>= 0/);
		expect(
			checkExchange(
				exchange({
					path: `${SVC}/observability/alerts`,
					query: { cursor: 'x' },
					responseText: cloudOk([]),
				}),
			).requestErrors,
		).toEqual(['query parameter cursor is not declared by the document']);
	});

	it("accepts the newer server's invented names only through its widening, only while that mode is on, in requests and answers", () => {
		const key = { id: '00000007-0000-4000-8000-000000000001', name: 'k', futureField: { wave: 3 } };
		const answer = { path: `${ORG}/keys`, responseText: cloudOk([key]) };
		expect(checkExchange(exchange(answer)).responseErrors).toEqual([
			'response carries futureField, a field no document lists',
		]);
		expect(checkExchange(exchange({ ...answer, modes: { newerServer: true } }))).toMatchObject({
			responseErrors: [],
			widenings: ['newer-server-fields-cloud'],
		});
		const settings = {
			method: 'PUT',
			path: `${SVC}/pipes/00000006-0000-4000-8000-000000000001/settings`,
			...withBody({ engine_max_threads: 4, future_setting: 7 }),
			responseText: cloudOk({ engine_max_threads: 4, future_setting: 7 }),
		};
		const strict = checkExchange(exchange(settings));
		expect(strict.requestErrors).toContain(
			'body carries future_setting, a field no document lists',
		);
		expect(strict.responseErrors).toEqual([
			'response carries future_setting, a field no document lists',
		]);
		expect(checkExchange(exchange({ ...settings, modes: { newerServer: true } }))).toMatchObject({
			requestErrors: [],
			responseErrors: [],
			widenings: ['newer-server-fields-cloud'],
		});
		const webhook = { name: 'w', service: 'generic', url: 'https://x.example.com', futureField: 1 };
		const put = {
			deployment: 'selfHosted',
			method: 'PUT',
			path: '/api/v2/webhooks/65f5e4a3b9e77c001a567890',
			...withBody(webhook),
			responseText: JSON.stringify({
				data: {
					id: '65f5e4a3b9e77c001a567890',
					...webhook,
					createdAt: '2025-01-01T00:00:00.000Z',
					updatedAt: '2025-01-01T00:00:00.000Z',
				},
			}),
		};
		expect(checkExchange(exchange(put)).requestErrors).toContain(
			'body/futureField is not declared by the document',
		);
		expect(checkExchange(exchange({ ...put, modes: { newerServer: true } }))).toMatchObject({
			requestErrors: [],
			responseErrors: [],
			widenings: ['newer-server-fields-selfHosted'],
		});
		// other invented-looking names get no such pass
		expect(
			checkExchange(
				exchange({
					...put,
					...withBody({ ...webhook, futureField2: 1 }),
					modes: { newerServer: true },
				}),
			).requestErrors,
		).toContain('body/futureField2 is not declared by the document');
	});

	it('counts a request with an enum value of the documented test prefix through a listed widening; answers with one only while the newer server plays', () => {
		const pipe = `${SVC}/pipes/00000006-0000-4000-8000-000000000001`;
		const refused = JSON.stringify({
			status: 400,
			error: 'BAD_REQUEST: source.messageBroker.authentication: Invalid enum value',
			requestId: REQUEST_ID,
		});
		const sent = checkExchange(
			exchange({
				method: 'PATCH',
				path: pipe,
				...withBody({ source: { messageBroker: { authentication: 'FUTURE_AUTH_METHOD' } } }),
				status: 400,
				responseText: refused,
			}),
		);
		expect(sent).toMatchObject({
			requestErrors: [],
			responseErrors: [],
			widenings: ['future-enum-values-sent-cloud'],
		});
		const other = checkExchange(
			exchange({
				method: 'PATCH',
				path: pipe,
				...withBody({ source: { messageBroker: { authentication: 'KERBEROS' } } }),
				status: 400,
				responseText: refused,
			}),
		);
		expect(other.requestErrors.join()).toMatch(
			/authentication must be equal to one of the allowed values/,
		);
		const alert = {
			id: '65f5e4a3b9e77c001a567890',
			state: 'OK',
			interval: 'future-10s',
			threshold: 1,
			thresholdType: 'above',
			source: 'tile',
		};
		const served = {
			path: `${SVC}/observability/alerts/65f5e4a3b9e77c001a567890`,
			responseText: cloudOk(alert),
		};
		expect(checkExchange(exchange(served)).responseErrors.join()).toMatch(/interval/);
		expect(checkExchange(exchange({ ...served, modes: { newerServer: true } }))).toMatchObject({
			responseErrors: [],
			widenings: ['future-enum-values-served-cloud'],
		});
	});

	it('accepts answers no document describes only by a rule (text 401, the cloud error envelope)', () => {
		expect(
			checkExchange(
				exchange({
					deployment: 'selfHosted',
					path: '/api/v2/alerts',
					status: 401,
					contentType: 'text/plain',
					responseText: 'Unauthorized',
				}),
			),
		).toMatchObject({ responseErrors: [], widenings: ['self-hosted-text-401'] });
		const envelope = JSON.stringify({
			status: 404,
			error: 'NOT_FOUND: Pipe x not found',
			requestId: REQUEST_ID,
		});
		expect(
			checkExchange(
				exchange({
					path: `${SVC}/pipes/00000006-0000-4000-8000-000000000001`,
					status: 404,
					responseText: envelope,
				}),
			),
		).toMatchObject({ responseErrors: [], widenings: ['cloud-error-envelope'] });
		expect(
			checkExchange(
				exchange({
					path: `${SVC}/pipes/00000006-0000-4000-8000-000000000001`,
					status: 404,
					responseText: '{"message": "x"}',
				}),
			).responseErrors,
		).toEqual(['status 404 is not documented for pipeGet']);
	});

	it('counts endpoints no document holds apart, without checking them (the self-hosted root)', () => {
		expect(
			checkExchange(
				exchange({
					deployment: 'selfHosted',
					path: '/api/v2',
					responseText: JSON.stringify({ version: 'v2', anything: 1 }),
				}),
			),
		).toMatchObject({ kind: 'undocumented', route: 'self-hosted-root' });
	});

	it('checks the self-hosted event search and saved searches against the document', () => {
		const search = checkExchange(
			exchange({
				deployment: 'selfHosted',
				method: 'POST',
				path: '/api/v2/search',
				...withBody({ sourceId: '65f5e4a3b9e77c001a567890', anything: 1 }),
				responseText: JSON.stringify({ data: [{ Body: 'x' }], rows: 1 }),
			}),
		);
		expect(search).toMatchObject({
			kind: 'documented',
			route: 'POST /search',
			requestErrors: ['body/anything is not declared by the document'],
			responseErrors: [],
		});
		const record = {
			id: '65f5e4a3b9e77c001a567890',
			name: 'Errors',
			sourceId: '65f5e4a3b9e77c001a567891',
			filters: [{ type: 'lucene', condition: 'level:error' }],
		};
		const saved = checkExchange(
			exchange({
				deployment: 'selfHosted',
				path: '/api/v2/saved-searches/65f5e4a3b9e77c001a567890',
				responseText: JSON.stringify({ data: record }),
			}),
		);
		expect(saved.kind).toBe('documented');
		expect(saved.responseErrors.join()).toMatch(/type must be equal to one of the allowed values/);
	});

	it("lists every widening with its source (a heading of docs/api-notes.md, or of the emulator README for the emulator's own modes)", () => {
		for (const list of [
			widenings.documentPatches,
			widenings.responseRules,
			widenings.undocumentedEndpoints,
		]) {
			for (const entry of list) expect(entry.text).toBeTruthy();
		}
		for (const entry of [...widenings.documentPatches, ...widenings.responseRules])
			expect(entry.source).toMatch(
				/^docs\/api-notes\.md#[a-z0-9-]+|test\/emulator\/README\.md, "[^"]+"/,
			);
	});

	it('holds copies of the published documents (the same as the shared specification, where it is present)', () => {
		const shared = path.resolve(__dirname, '../../../shared/spec/openapi');
		for (const file of ['cloud.json', 'selfhosted.json']) {
			const ours = fs.readFileSync(path.join(__dirname, 'documents', file), 'utf8');
			expect(JSON.parse(ours).openapi).toMatch(/^3\.1/);
			if (fs.existsSync(path.join(shared, file)))
				expect(ours).toBe(fs.readFileSync(path.join(shared, file), 'utf8'));
		}
	});
});
