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
	type Json,
	SEED,
	startEmulator,
	SVC,
} from './helpers';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { RULES } = require('./rules');
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

/** Per rule: the request that breaks it alone, and the refusal. */
const CASES: Record<string, { method: string; path: string; body: Json; text: RegExp }> = {
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
};

/** The operation of a case's request in the cloud document. */
const OPERATION: Record<string, string> = {
	'POST /pipes': 'pipeCreate',
	'PATCH /pipes/{id}': 'pipeUpdate',
	'PUT /pipes/{id}/settings': 'pipeSettingsUpdate',
	'PATCH /pipes/{id}/state': 'pipeStateUpdate',
};
const operationOf = (method: string, path: string) =>
	OPERATION[`${method} ${path.slice(SVC.length).replace(/\/pipes\/[^/]+/, '/pipes/{id}')}`];

describe('the emulator refuses beyond the documents only by its named rules', () => {
	let emu: Emu;
	beforeAll(async () => {
		emu = await startEmulator({ pipeTransitionMs: 20 });
		emu.setPipesContext(SEED.service, { supported: false, ready: false });
	});
	afterAll(async () => emu.close());

	it('has one case per rule, each rule with its source', () => {
		expect(Object.keys(CASES).sort()).toEqual(RULES.map((r: Json) => r.id).sort());
		for (const r of RULES) expect(r.source).toMatch(/^(CONTRACT\.md §|docs\/|the cloud document)/);
	});

	it.each(Object.entries(CASES))(
		'%s: the document accepts the body, the rule refuses it',
		async (id, c) => {
			const operationId = operationOf(c.method, c.path);
			expect(RULES.find((r: Json) => r.id === id).operations).toContain(operationId);
			const body = JSON.parse(JSON.stringify(c.body));
			expect(S.bodyError('cloud', S.requestSchema('cloud', operationId), body)).toBeNull();
			expectCloudError(await cloud(emu, c.method, c.path, { body }), 400, 'BAD_REQUEST', c.text);
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
