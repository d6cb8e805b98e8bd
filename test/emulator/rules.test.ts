/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it reads the other rule case files */
/**
 * The emulator refuses what the documents refuse by compiling them (schemas.js), and beyond them
 * only the named rules of rules.js: each rule has a case here, a body the document alone accepts
 * and the emulator refuses with the rule's text.
 */
import {
	cloud,
	type Emu,
	expectCloudError,
	expectCloudOk,
	expectMessage,
	type Json,
	OBS,
	SEED,
	sh,
	startEmulator,
	SVC,
} from './helpers';
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { RULES } = require('./rules');
/** The other files of rule cases (rulesDashboards.test.ts, ...): an area's rules are cased there. */
const CASE_TEXTS = readdirSync(__dirname)
	.filter((f) => /^rules\w+\.test\.ts$/.test(f))
	.map((f) => readFileSync(join(__dirname, f), 'utf8'))
	.join('\n');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S = require('./schemas');

const brokerPipe = (over: Json = {}, top: Json = {}): Json => ({
	name: 'events',
	source: {
		messageBroker: {
			format: 'JSONEachRow',
			authentication: 'PLAIN',
			brokers: 'b-1:9092',
			topics: 'events',
			credentials: { username: 'u', password: 'p' },
			...over,
		},
	},
	destination: { database: 'default', table: 'events', columns: [{ name: 'p', type: 'String' }] },
	fieldMappings: [{ sourceField: 'p', destinationField: 'p' }],
	...top,
});
const relationalPipe = (top: Json = {}): Json => ({
	name: 'cdc',
	source: {
		relationalDb: {
			host: 'db-1.internal.example.com',
			port: 5432,
			database: 'shop',
			authentication: 'basic',
			credentials: { username: 'u', password: 'p' },
		},
	},
	destination: { database: 'default', table: 'orders' },
	...top,
});
const PIPE = `${SVC}/pipes/${SEED.pipes.messageBroker}`;
const cloudAlert = (over: Json = {}): Json => ({
	dashboardId: SEED.cloudDashboard,
	tileId: SEED.cloudTile,
	threshold: 5,
	interval: '5m',
	source: 'tile',
	thresholdType: 'above',
	channel: { type: 'webhook', webhookId: SEED.cloudWebhook },
	...over,
});
const shAlert = (over: Json = {}): Json => ({
	source: 'tile',
	dashboardId: SEED.sh.dashboard,
	tileId: SEED.sh.tile,
	threshold: 10,
	thresholdType: 'above',
	interval: '5m',
	channel: { type: 'webhook', webhookId: SEED.sh.webhook },
	...over,
});
const SH_ALERTS = '/api/v2/alerts';

/** Per rule: the request that breaks it alone, and the refusal. */
const CASES: Record<
	string,
	{ method: string; path: string; body: Json; text: RegExp; options?: Json }
> = {
	'pipe-parts-required': {
		method: 'POST',
		path: `${SVC}/pipes`,
		body: { name: 'x', source: brokerPipe().source },
		text: /^BAD_REQUEST: destination: Required$/,
	},
	'pipe-name-length': {
		method: 'POST',
		path: `${SVC}/pipes`,
		body: brokerPipe({}, { name: 'n'.repeat(256) }),
		text: /^BAD_REQUEST: name: String must contain at most 255 character\(s\)$/,
	},
	'pipe-one-source-kind': {
		method: 'PATCH',
		path: PIPE,
		body: { source: { objectStorage: { path: 'x/*' } } },
		text: /^BAD_REQUEST: source\.objectStorage: the source kind cannot be changed from messageBroker to objectStorage/,
	},
	'pipe-patch-subset': {
		method: 'PATCH',
		path: PIPE,
		body: { source: { messageBroker: { topics: 'other' } } },
		text: /^BAD_REQUEST: source\.messageBroker\.topics: 'topics' cannot be changed after the pipe is created/,
	},
	'pipe-maps-closed': {
		method: 'PUT',
		path: `${PIPE}/settings`,
		body: { not_a_setting: 1 },
		text: /^BAD_REQUEST: not_a_setting: Unknown setting 'not_a_setting'$/,
	},
	'pipe-create-concurrency': {
		method: 'POST',
		path: `${SVC}/pipes`,
		body: brokerPipe({}, { scaling: { concurrency: 35 } }),
		text: /^BAD_REQUEST: scaling\.concurrency: must be between 0 and 34/,
	},
	'pipe-offset-timestamp': {
		method: 'POST',
		path: `${SVC}/pipes`,
		body: brokerPipe({ offset: { strategy: 'from_timestamp' } }),
		text: /^BAD_REQUEST: source\.messageBroker\.offset\.timestamp: Required when strategy is 'from_timestamp'$/,
	},
	'pipe-start-paused-relational': {
		method: 'POST',
		path: `${SVC}/pipes`,
		body: relationalPipe({ startPaused: true }),
		text: /^BAD_REQUEST: startPaused: is not supported for relationalDb pipes/,
	},
	'pipe-columns-mapped': {
		method: 'POST',
		path: `${SVC}/pipes`,
		body: brokerPipe({}, { fieldMappings: [] }),
		text: /^BAD_REQUEST: fieldMappings: destination column 'p' is not included in fieldMappings$/,
	},
	'workload-identity-ready': {
		method: 'POST',
		path: `${SVC}/pipes`,
		body: brokerPipe({
			authentication: 'SERVICE_ACCOUNT_WORKLOAD_IDENTITY',
			credentials: undefined,
		}),
		text: /^BAD_REQUEST: source\.messageBroker\.authentication: SERVICE_ACCOUNT_WORKLOAD_IDENTITY cannot be used: workload identity is not supported/,
	},
	'pipe-command-required': {
		method: 'PATCH',
		path: `${PIPE}/state`,
		body: {},
		text: /^BAD_REQUEST: command: Required$/,
	},
	'alert-older-channels': {
		method: 'POST',
		path: SH_ALERTS,
		body: shAlert({ channels: [{ type: 'webhook', webhookId: SEED.sh.webhook }] }),
		text: /^Body validation failed: Unrecognized key\(s\) in object: 'channels'$/,
		options: { olderAlerts: true },
	},
	'alert-text-lengths': {
		method: 'POST',
		path: SH_ALERTS,
		body: shAlert({ name: 'n'.repeat(513) }),
		text: /^Body validation failed: name: String must contain at most 512 character\(s\)$/,
	},
	'alert-required': {
		method: 'POST',
		path: `${OBS}/alerts`,
		body: cloudAlert({ threshold: undefined }),
		text: /^BAD_REQUEST: threshold: Required$/,
	},
	'alert-source-union': {
		method: 'POST',
		path: `${OBS}/alerts`,
		body: cloudAlert({ source: undefined }),
		text: /^BAD_REQUEST: source: Invalid input$/,
	},
	'alert-source-fields': {
		method: 'POST',
		path: SH_ALERTS,
		body: shAlert({ tileId: undefined }),
		text: /^Body validation failed: tileId: Required when source is 'tile'$/,
	},
	'alert-channel-by-type': {
		method: 'POST',
		path: `${OBS}/alerts`,
		body: cloudAlert({ channel: { type: 'webhook', webhookId: '' } }),
		text: /^BAD_REQUEST: channel\.webhookId: Required$/,
	},
	'alert-interval-feature': {
		method: 'POST',
		path: `${OBS}/alerts`,
		body: cloudAlert({ interval: '30s' }),
		text: /^BAD_REQUEST: interval: the '30s' interval is not enabled for this team$/,
		options: { alertInterval30s: false },
	},
	'alert-threshold-max': {
		method: 'POST',
		path: SH_ALERTS,
		body: shAlert({ thresholdType: 'between' }),
		text: /^Body validation failed: thresholdMax: Required when thresholdType is 'between'$/,
	},
	'alert-schedule': {
		method: 'POST',
		path: `${OBS}/alerts`,
		body: cloudAlert({ scheduleOffsetMinutes: 5 }),
		text: /^BAD_REQUEST: scheduleOffsetMinutes: must be less than the interval in minutes \(5\)$/,
	},
	'alert-channel-selection': {
		method: 'POST',
		path: SH_ALERTS,
		body: shAlert({ channel: undefined }),
		text: /^Body validation failed: channel: Required$/,
	},
	'webhook-name-trimmed': {
		method: 'POST',
		path: '/api/v2/webhooks',
		body: { name: ' ', service: 'generic', url: 'https://hooks.example.com/a' },
		text: /^Body validation failed: name: String must contain at least 1 character\(s\)$/,
	},
	'webhook-input-limits': {
		method: 'POST',
		path: `${OBS}/webhooks`,
		body: { name: 'Pager', service: 'generic', url: '/hooks/a' },
		text: /^BAD_REQUEST: url: Invalid url$/,
	},
	'webhook-slack-fields': {
		method: 'POST',
		path: '/api/v2/webhooks',
		body: { name: 'Chat', service: 'slack', url: 'https://hooks.example.com/s', body: '{}' },
		text: /^Body validation failed: body: Slack webhooks do not support body/,
	},
	'team-invitation-email': {
		method: 'POST',
		path: '/api/v2/team/invitation',
		body: { email: 'a!b@example.com' },
		text: /^Body validation failed: email: Invalid email$/,
	},
};

/** The operation of a case's request in the cloud document. */
const OPERATION: Record<string, string> = {
	'POST /observability/alerts': 'observabilityCreateAlert',
	'POST /api/v2/alerts': 'createAlert',
	'POST /observability/webhooks': 'observabilityCreateWebhook',
	'POST /api/v2/webhooks': 'createWebhook',
	'POST /api/v2/team/invitation': 'inviteTeamMember',
	'POST /pipes': 'pipeCreate',
	'PATCH /pipes/{id}': 'pipeUpdate',
	'PUT /pipes/{id}/settings': 'pipeSettingsUpdate',
	'PATCH /pipes/{id}/state': 'pipeStateUpdate',
};
const operationOf = (method: string, path: string) =>
	OPERATION[`${method} ${path.replace(SVC, '').replace(/\/pipes\/[^/]+/, '/pipes/{id}')}`];

describe('the emulator refuses beyond the documents only by its named rules', () => {
	let emu: Emu;
	beforeAll(async () => {
		emu = await startEmulator({ pipeTransitionMs: 20 });
		emu.setPipesContext(SEED.service, { supported: false, ready: false });
	});
	afterAll(async () => emu.close());

	it('has one case per rule (here or in another rules*.test.ts), each rule with its source', () => {
		const ids = RULES.map((r: Json) => r.id);
		expect(ids.filter((id: string) => !CASES[id] && !CASE_TEXTS.includes(`'${id}': {`))).toEqual(
			[],
		);
		expect(Object.keys(CASES).filter((id) => !ids.includes(id))).toEqual([]);
		for (const r of RULES)
			expect(r.source).toMatch(
				/^(CONTRACT\.md §|docs\/|test\/emulator\/README\.md|the cloud document|the documents'|realserver: )/,
			);
	});

	it.each(Object.entries(CASES))(
		'%s: the document accepts the body, the rule refuses it',
		async (id, c) => {
			const operationId = operationOf(c.method, c.path);
			expect(RULES.find((r: Json) => r.id === id).operations).toContain(operationId);
			const body = JSON.parse(JSON.stringify(c.body));
			const deployment = c.path.startsWith('/api/v2') ? 'selfHosted' : 'cloud';
			expect(S.bodyError(deployment, S.requestSchema(deployment, operationId), body)).toBeNull();
			const before = emu.configure({});
			emu.configure(c.options ?? {});
			try {
				if (deployment === 'cloud')
					expectCloudError(
						await cloud(emu, c.method, c.path, { body }),
						400,
						'BAD_REQUEST',
						c.text,
					);
				else expectMessage(await sh(emu, c.method, c.path, { body }), 400, c.text);
			} finally {
				emu.configure(Object.fromEntries(Object.keys(c.options ?? {}).map((k) => [k, before[k]])));
			}
		},
	);

	it('refuses what the compiled document refuses, in the words of the range it states', async () => {
		const settings = S.schemaNamed('cloud', 'PipeSettingsPutRequest').properties;
		for (const [name, spec] of Object.entries(settings as Record<string, Json>)) {
			if (typeof spec.maximum !== 'number') continue;
			const r = await cloud(emu, 'PUT', `${PIPE}/settings`, { body: { [name]: spec.maximum + 1 } });
			expectCloudError(
				r,
				400,
				'BAD_REQUEST',
				new RegExp(`^BAD_REQUEST: ${name}: must be between ${spec.minimum} and ${spec.maximum}$`),
			);
		}
		expectCloudError(
			await cloud(emu, 'POST', `${SVC}/pipes`, { body: brokerPipe({ format: 7 }) }),
			400,
			'BAD_REQUEST',
			/^BAD_REQUEST: source\.messageBroker\.format: Expected string, received number$/,
		);
		expectCloudError(
			await cloud(emu, 'POST', `${SVC}/pipes`, {
				body: brokerPipe({ credentials: { token: 't' } }),
			}),
			400,
			'BAD_REQUEST',
			/^BAD_REQUEST: source\.messageBroker\.credentials: must be one of \{username, password\}, \{accessKeyId, secretKey\}, \{connectionString\}, \{certificate, privateKey\}$/,
		);
	});

	it('drops what the create schema does not declare and keeps the rest', async () => {
		const created = expectCloudOk(
			await cloud(emu, 'POST', `${SVC}/pipes`, {
				body: brokerPipe({ offset: null, invented: 1 }, { owner: 'x' }),
			}),
		);
		expect(created.owner).toBeUndefined();
		expect(created.source.messageBroker).not.toHaveProperty('invented');
		expect(created.source.messageBroker).not.toHaveProperty('offset');
		expect(created.source.messageBroker.topics).toBe('events');
	});
});
