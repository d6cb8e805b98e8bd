/**
 * The cloud control plane's bodies (organization, API key and service state updates) are checked
 * against the compiled cloud document, and beyond it only by the named rules of
 * rulesControlPlane.js: each rule has a case here, a body the document alone accepts and the
 * emulator refuses with the rule's text.
 */
import {
	cloud,
	type Emu,
	expectCloudError,
	expectCloudOk,
	IDLE,
	type Json,
	ORG,
	SEED,
	startEmulator,
} from './helpers';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const CONTROL_PLANE_RULES = require('./rulesControlPlane');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { RULES } = require('./rules');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S = require('./schemas');

const KEY = `${ORG}/keys/${SEED.keys.developer}`;

/** Per rule: the request that breaks it alone, its operation, and the refusal. */
const CASES: Record<string, { method: string; path: string; body: Json; text: RegExp }> = {
	'control-plane-name-not-blank': {
		method: 'PATCH',
		path: KEY,
		body: { name: '  ' },
		text: /^BAD_REQUEST: name: must not be empty$/,
	},
	'private-endpoints-add-or-remove': {
		method: 'PATCH',
		path: ORG,
		body: { privateEndpoints: { replace: [] } },
		text: /^BAD_REQUEST: privateEndpoints\.replace: Unknown field; expected 'add' or 'remove'$/,
	},
	'private-endpoint-id': {
		method: 'PATCH',
		path: ORG,
		body: { privateEndpoints: { remove: [{ id: 'vpce-1' }, { description: 'x' }] } },
		text: /^BAD_REQUEST: privateEndpoints\.remove\.1\.id: Required$/,
	},
	'ip-access-list-source': {
		method: 'PATCH',
		path: KEY,
		body: { ipAccessList: [{ source: '10.0.0.0/8' }, { source: '10.0.0.0/33' }] },
		text: /^BAD_REQUEST: ipAccessList\.1\.source: Invalid IP address or CIDR '10\.0\.0\.0\/33'$/,
	},
	'service-command-required': {
		method: 'PATCH',
		path: `${IDLE}/state`,
		body: {},
		text: /^BAD_REQUEST: command: Required$/,
	},
};

const operationOf = (method: string, path: string) =>
	path === ORG
		? 'organizationUpdate'
		: path.startsWith(`${ORG}/keys/`)
			? 'openapiKeyUpdate'
			: 'instanceStateUpdate';

describe('the control plane refuses beyond the cloud document only by its named rules', () => {
	let emu: Emu;
	beforeAll(async () => {
		emu = await startEmulator();
	});
	afterAll(async () => emu.close());

	it('has one case per rule, each rule with its source, all of them among the RULES', () => {
		const ids = CONTROL_PLANE_RULES.map((r: Json) => r.id);
		expect(Object.keys(CASES).sort()).toEqual(ids.slice().sort());
		for (const r of CONTROL_PLANE_RULES) {
			expect(r.source).toMatch(/^(CONTRACT\.md §|docs\/|test\/emulator\/README\.md)/);
			expect(RULES).toContain(r);
		}
	});

	it.each(Object.entries(CASES))(
		'%s: the document accepts the body, the rule refuses it and nothing changes',
		async (id, c) => {
			const operationId = operationOf(c.method, c.path);
			expect(CONTROL_PLANE_RULES.find((r: Json) => r.id === id).operations).toContain(operationId);
			expect(S.bodyError('cloud', S.requestSchema('cloud', operationId), c.body)).toBeNull();
			const before = expectCloudOk(await cloud(emu, 'GET', c.path.replace(/\/state$/, '')));
			expectCloudError(
				await cloud(emu, c.method, c.path, { body: c.body }),
				400,
				'BAD_REQUEST',
				c.text,
			);
			expect(expectCloudOk(await cloud(emu, 'GET', c.path.replace(/\/state$/, '')))).toEqual(
				before,
			);
		},
	);

	it('refuses what the compiled document refuses, in its words', async () => {
		const refused: Array<[string, Json, RegExp]> = [
			[ORG, { enableCoreDumps: 'yes' }, /enableCoreDumps: Expected boolean, received string/],
			[ORG, { privateEndpoints: [] }, /privateEndpoints: Expected object, received array/],
			[
				ORG,
				{ privateEndpoints: { add: [{ id: 'vpce-1', region: 5 }] } },
				/privateEndpoints\.add\.0\.region: Expected string, received number/,
			],
			[KEY, { expireAt: 'tomorrow' }, /expireAt: Invalid datetime/],
			[KEY, { assignedRoleIds: ['admin'] }, /assignedRoleIds\.0: 'admin' is not a valid UUID/],
			[
				KEY,
				{ state: 'paused' },
				/state: Invalid enum value\. Expected 'enabled' \| 'disabled', received 'paused'/,
			],
			[KEY, { ipAccessList: ['10.0.0.1'] }, /ipAccessList\.0: Expected object, received string/],
			[
				`${IDLE}/state`,
				{ command: 'reboot' },
				/command: Invalid enum value\. Expected 'start' \| 'stop' \| 'awake', received 'reboot'/,
			],
		];
		for (const [path, body, text] of refused) {
			expectCloudError(
				await cloud(emu, 'PATCH', path, { body }),
				400,
				'BAD_REQUEST',
				new RegExp(`^BAD_REQUEST: ${text.source}$`),
			);
		}
	});

	it('reads the document with widening api-key-never-expires-empty: an empty expireAt is null, the key never expires', async () => {
		expect(
			S.bodyError('cloud', S.requestSchema('cloud', 'openapiKeyUpdate'), { expireAt: '' }),
		).toBeNull();
		expectCloudOk(
			await cloud(emu, 'PATCH', KEY, { body: { expireAt: '2031-01-01T00:00:00+01:00' } }),
		);
		expect(expectCloudOk(await cloud(emu, 'GET', KEY)).expireAt).toBe('2030-12-31T23:00:00.000Z');
		expect(
			expectCloudOk(await cloud(emu, 'PATCH', KEY, { body: { expireAt: '' } })).expireAt,
		).toBeNull();
	});

	it('takes a role id of the document form that names no role of the organization as a lookup, not a rule', async () => {
		const body = { assignedRoleIds: [SEED.roles.sandboxAuditors] };
		expect(S.bodyError('cloud', S.requestSchema('cloud', 'openapiKeyUpdate'), body)).toBeNull();
		expectCloudError(
			await cloud(emu, 'PATCH', KEY, { body }),
			400,
			'BAD_REQUEST',
			/^BAD_REQUEST: assignedRoleIds\.0: Role .* not found in this organization$/,
		);
	});
});
