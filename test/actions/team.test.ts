import {
	apiRequests,
	locator,
	runAction,
	SEED,
	SELF_HOSTED_CREDENTIALS,
	selfHostedParams,
	useEnv,
} from '../support/env';
import { expectRefusedBeforeSending } from '../support/inputError';

/**
 * The self-hosted team of the API key, its members and its invitations (Team: Get, Team Member:
 * Get Many and Delete, Team Invitation: Create, Get Many and Delete) through n8n-core's engine
 * against the emulator, which answers as the real server's code does (test/emulator/team.js).
 */

const UNKNOWN = 'ffffffffffffffffffffffff';
const M = SEED.sh.members;
const I = SEED.sh.invitations;
const JOIN_LINK = /^http:\/\/localhost:8080\/join-team\?token=[0-9a-f]{64}$/;

interface Store {
	sh: {
		members: { has: (id: string) => boolean };
		invitations: { has: (id: string) => boolean; all: () => Array<{ email: string }> };
	};
}

describe('team (self-hosted)', () => {
	const env = useEnv();
	const store = () => (env.emulator as unknown as { store: Store }).store.sh;

	it('Team: Get returns the team of the API key; Simplify keeps its ID and name', async () => {
		const [team] = (await runAction(env, selfHostedParams('team', 'get'))).json('Node');
		expect(team).toEqual({ id: SEED.sh.team, name: 'Demo Team' });
		expect(apiRequests(env).map((entry) => [entry.method, entry.path, entry.status])).toEqual([
			['GET', '/api/v2/team', 200],
		]);
		const [simple] = (await runAction(env, selfHostedParams('team', 'get'))).json('Node');
		expect(simple).toEqual({ id: SEED.sh.team, name: 'Demo Team' });
	});

	it('Team Member: Get Many returns one item per member, the API key’s user marked; Limit cuts the list', async () => {
		const members = (
			await runAction(env, selfHostedParams('teamMember', 'getAll', { returnAll: true }))
		).json('Node');
		expect(members).toEqual([
			{ id: M.apiKeyUser, email: 'demo@example.com', name: 'Demo User', isCurrentUser: true },
			{
				id: M.oncall,
				email: 'jane.oncall@example.com',
				name: 'Jane Oncall',
				isCurrentUser: false,
			},
			{ id: M.leaver, email: 'sam.leaver@example.com', name: 'Sam Leaver', isCurrentUser: false },
		]);
		const two = (
			await runAction(env, selfHostedParams('teamMember', 'getAll', { returnAll: false, limit: 2 }))
		).json('Node');
		expect(two.map((member: { id: string }) => member.id)).toEqual([M.apiKeyUser, M.oncall]);
		// the list is not paged: one request each, no paging parameters
		expect(apiRequests(env).map((entry) => [entry.method, entry.path, entry.query])).toEqual([
			['GET', '/api/v2/team/members', {}],
			['GET', '/api/v2/team/members', {}],
		]);
	});

	it('Team Member: Delete removes the member and answers {deleted, id}', async () => {
		const [deleted] = (
			await runAction(
				env,
				selfHostedParams('teamMember', 'delete', { memberId: locator(M.leaver) }),
			)
		).json('Node');
		expect(deleted).toEqual({ deleted: true, id: M.leaver });
		expect(apiRequests(env).map((entry) => [entry.method, entry.path, entry.status])).toEqual([
			['DELETE', `/api/v2/team/member/${M.leaver}`, 200],
		]);
		expect(store().members.has(M.leaver)).toBe(false);
	});

	it('Team Member: Delete of the API key’s own user says to pick another member', async () => {
		const error = (
			await runAction(
				env,
				selfHostedParams('teamMember', 'delete', { memberId: locator(M.apiKeyUser) }),
			)
		).error('Node') as { name: string; message: string; description: string; httpCode: string };
		expect(error).toMatchObject({
			name: 'NodeApiError',
			httpCode: '400',
			message: 'HTTP 400: You cannot remove yourself from the team [item 0]',
		});
		expect(error.description).toMatch(/^The API key belongs to this member/);
		expect(error.description).toMatch(
			/Pick another member, or have another member of the team remove this one/,
		);
		expect(apiRequests(env).map((entry) => [entry.method, entry.status])).toEqual([
			['DELETE', 400],
		]);
		expect(store().members.has(M.apiKeyUser)).toBe(true);
	});

	it.each([
		['teamMember', 'memberId'],
		['teamInvitation', 'invitationId'],
	] as const)(
		'%s: Delete of an unknown ID carries the 404; a malformed ID is refused before sending',
		async (resource, parameter) => {
			const unknown = (
				await runAction(
					env,
					selfHostedParams(resource, 'delete', { [parameter]: locator(UNKNOWN) }),
				)
			).error('Node');
			expect(unknown).toMatchObject({
				name: 'NodeApiError',
				httpCode: '404',
				message: 'HTTP 404: Not Found [item 0]',
			});
			const segment = resource === 'teamMember' ? 'member' : 'invitation';
			expect(apiRequests(env).map((entry) => [entry.method, entry.path])).toEqual([
				['DELETE', `/api/v2/team/${segment}/${UNKNOWN}`],
			]);
			env.emulator.clearRequests();
			const label = resource === 'teamMember' ? 'Team Member' : 'Team Invitation';
			const malformed = (
				await runAction(
					env,
					selfHostedParams(resource, 'delete', { [parameter]: locator('={{ "sam" }}') }),
				)
			).error('Node');
			expectRefusedBeforeSending(
				env,
				malformed,
				`Invalid '${label}': "sam" is not an object ID [item 0]`,
			);
		},
	);

	it('Team Invitation: Create (fields) sends the email and name and returns the join link', async () => {
		const [invitation] = (
			await runAction(
				env,
				selfHostedParams('teamInvitation', 'create', {
					specifyBody: 'fields',
					email: '  Kim.New@Example.com ',
					additionalFields: { name: 'Kim New' },
				}),
			)
		).json('Node');
		expect(invitation).toEqual({
			email: 'kim.new@example.com',
			invitationId: expect.stringMatching(/^[0-9a-f]{24}$/),
			status: 'pending',
			url: expect.stringMatching(JOIN_LINK),
		});
		const log = apiRequests(env);
		expect(log.map((entry) => [entry.method, entry.path, entry.status])).toEqual([
			['POST', '/api/v2/team/invitation', 200],
		]);
		expect(log[0].body).toEqual({ email: 'Kim.New@Example.com', name: 'Kim New' });
		expect(store().invitations.has(invitation.invitationId)).toBe(true);
	});

	it('Team Invitation: Create (JSON) twice for one address answers the same invitation', async () => {
		const create = (email: string) =>
			runAction(
				env,
				selfHostedParams('teamInvitation', 'create', {
					specifyBody: 'json',
					jsonBody: JSON.stringify({ email }),
				}),
			);
		const [first] = (await create('lee@example.com')).json('Node');
		const [again] = (await create('LEE@example.com')).json('Node');
		expect(again).toEqual(first);
		expect(apiRequests(env).map((entry) => entry.body)).toEqual([
			{ email: 'lee@example.com' },
			{ email: 'LEE@example.com' },
		]);
		expect(
			store()
				.invitations.all()
				.filter((invite) => invite.email === 'lee@example.com'),
		).toHaveLength(1);
	});

	it.each([
		['fields', { specifyBody: 'fields', email: 'jane at example.com' }, "'Email'"],
		['JSON', { specifyBody: 'json', jsonBody: '{"email": "jane@example"}' }, "'Email'"],
		['JSON', { specifyBody: 'json', jsonBody: '{"name": "Jane"}' }, "'Email'"],
		[
			'JSON',
			{ specifyBody: 'json', jsonBody: '{"email": "jane@example.com", "name": 5}' },
			// JSON mode names a key by the typed form's label, as 'sourceId' is 'Source'
			"'Additional Fields > Name'",
		],
	])(
		'Team Invitation: Create (%s) refuses a bad email or name before sending, naming the field',
		async (_mode, parameters, label) => {
			const error = (
				await runAction(env, selfHostedParams('teamInvitation', 'create', parameters))
			).error('Node');
			expectRefusedBeforeSending(env, error, new RegExp(`^Invalid ${label}: .* \\[item 0\\]$`));
			expect((error as { description?: string }).description).toBeTruthy();
		},
	);

	it('Team Invitation: Create for an address of an existing user carries the server’s 400 and what it means', async () => {
		const error = (
			await runAction(
				env,
				selfHostedParams('teamInvitation', 'create', {
					specifyBody: 'fields',
					email: 'jane.oncall@example.com',
				}),
			)
		).error('Node') as { name: string; message: string; description: string; httpCode: string };
		expect(error).toMatchObject({ name: 'NodeApiError', httpCode: '400' });
		expect(error.message).toMatch(/^HTTP 400: User already exists/);
		expect(error.description).toMatch(/already has an account on the server/);
	});

	it('Team Invitation: Get Many returns the pending invitations with their join links', async () => {
		const invitations = (
			await runAction(env, selfHostedParams('teamInvitation', 'getAll', { returnAll: true }))
		).json('Node');
		expect(invitations).toEqual([
			{
				id: I.leaver,
				createdAt: expect.any(String),
				email: 'sam.leaver@example.com',
				name: 'Sam Leaver',
				url: expect.stringMatching(JOIN_LINK),
			},
			{
				id: I.newcomer,
				createdAt: expect.any(String),
				email: 'alex.new@example.com',
				url: expect.stringMatching(JOIN_LINK),
			},
		]);
		expect(apiRequests(env).map((entry) => [entry.method, entry.path, entry.query])).toEqual([
			['GET', '/api/v2/team/invitations', {}],
		]);
	});

	it('Team Invitation: Delete withdraws the invitation and answers {deleted, id}', async () => {
		const [deleted] = (
			await runAction(
				env,
				selfHostedParams('teamInvitation', 'delete', { invitationId: locator(I.newcomer) }),
			)
		).json('Node');
		expect(deleted).toEqual({ deleted: true, id: I.newcomer });
		expect(apiRequests(env).map((entry) => [entry.method, entry.path, entry.status])).toEqual([
			['DELETE', `/api/v2/team/invitation/${I.newcomer}`, 200],
		]);
		expect(store().invitations.has(I.newcomer)).toBe(false);
	});

	describe('pickers', () => {
		const call = (method: string, filter?: string) =>
			env.harness.loadOptions({
				parameters: { deployment: 'selfHosted' },
				credentials: SELF_HOSTED_CREDENTIALS,
				method,
				filter,
				kind: 'listSearch',
			});

		it('searchTeamMembers lists the members as "Name (email)"', async () => {
			const { results } = await call('searchTeamMembers');
			expect(results).toEqual([
				{ name: 'Demo User (demo@example.com)', value: M.apiKeyUser },
				{ name: 'Jane Oncall (jane.oncall@example.com)', value: M.oncall },
				{ name: 'Sam Leaver (sam.leaver@example.com)', value: M.leaver },
			]);
			const { results: some } = await call('searchTeamMembers', 'oncall');
			expect(some).toEqual([{ name: 'Jane Oncall (jane.oncall@example.com)', value: M.oncall }]);
			expect(apiRequests(env).map((entry) => entry.path)).toEqual([
				'/api/v2/team/members',
				'/api/v2/team/members',
			]);
		});

		it('searchTeamInvitations lists the invitations by email', async () => {
			const { results } = await call('searchTeamInvitations');
			expect(results).toEqual([
				{ name: 'alex.new@example.com', value: I.newcomer },
				{ name: 'sam.leaver@example.com', value: I.leaver },
			]);
			expect(apiRequests(env).map((entry) => entry.path)).toEqual(['/api/v2/team/invitations']);
		});
	});
});
