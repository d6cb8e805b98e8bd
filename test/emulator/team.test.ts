import { type Emu, expectMessage, ISO_MS_RE, OID_RE, SEED, sh, startEmulator } from './helpers';

/**
 * The self-hosted team routes answer as the real server's team router does (test/emulator/team.js):
 * the shapes the document leaves out, its statuses and texts. Called directly, as a client
 * other than the node would.
 */
const M = SEED.sh.members;
const I = SEED.sh.invitations;
const UNKNOWN = 'ffffffffffffffffffffffff';
const JOIN_LINK = /^http:\/\/localhost:8080\/join-team\?token=[0-9a-f]{64}$/;

describe('emulator: the self-hosted team', () => {
	let emu: Emu;
	beforeAll(async () => {
		emu = await startEmulator();
	});
	afterAll(() => emu.close());
	beforeEach(() => emu.reset());

	it('answers the team, its members (the API key’s user marked) and invitations in {data}', async () => {
		expect((await sh(emu, 'GET', '/api/v2/team')).json).toEqual({
			data: { id: SEED.sh.team, name: 'Demo Team' },
		});
		const members = (await sh(emu, 'GET', '/api/v2/team/members')).json.data;
		expect(members.map((m: { id: string }) => m.id)).toEqual([M.apiKeyUser, M.oncall, M.leaver]);
		for (const member of members)
			expect(Object.keys(member)).toEqual(['id', 'email', 'name', 'isCurrentUser']);
		expect(members.map((m: { isCurrentUser: boolean }) => m.isCurrentUser)).toEqual([
			true,
			false,
			false,
		]);
		const invitations = (await sh(emu, 'GET', '/api/v2/team/invitations')).json.data;
		expect(invitations[0]).toEqual({
			id: I.leaver,
			createdAt: expect.stringMatching(ISO_MS_RE),
			email: 'sam.leaver@example.com',
			name: 'Sam Leaver',
			url: expect.stringMatching(JOIN_LINK),
		});
		// no name given: none answered
		expect(Object.keys(invitations[1])).toEqual(['id', 'createdAt', 'email', 'url']);
	});

	it('invites by a lower-cased address, answers the same invitation twice, refuses an existing user', async () => {
		const first = await sh(emu, 'POST', '/api/v2/team/invitation', {
			body: { email: 'Kim@Example.com', name: 'Kim' },
		});
		expect(first.status).toBe(200);
		expect(first.json).toEqual({
			data: {
				email: 'kim@example.com',
				invitationId: expect.stringMatching(OID_RE),
				status: 'pending',
				url: expect.stringMatching(JOIN_LINK),
			},
		});
		const again = await sh(emu, 'POST', '/api/v2/team/invitation', {
			body: { email: 'kim@example.com' },
		});
		expect(again.json).toEqual(first.json);
		expectMessage(
			await sh(emu, 'POST', '/api/v2/team/invitation', {
				body: { email: 'Jane.Oncall@example.com' },
			}),
			400,
			/^User already exists\. /,
		);
	});

	it.each([
		[{ name: 'x' }, 'Body validation failed: email: Required'],
		[{ email: 5 }, 'Body validation failed: email: Expected string, received number'],
		[{ email: 'a..b@example.com' }, 'Body validation failed: email: Invalid email'],
		[{ email: 'a@example' }, 'Body validation failed: email: Invalid email'],
		[
			{ email: 'a@example.com', name: 3 },
			'Body validation failed: name: Expected string, received number',
		],
	])('refuses the invitation body %j', async (body, message) => {
		expectMessage(await sh(emu, 'POST', '/api/v2/team/invitation', { body }), 400, message);
		expect((await sh(emu, 'GET', '/api/v2/team/invitations')).json.data).toHaveLength(2);
	});

	it('removes a member, never yourself; unknown ids are the text 404, malformed ones a 400', async () => {
		expectMessage(
			await sh(emu, 'DELETE', `/api/v2/team/member/${M.apiKeyUser}`),
			400,
			'You cannot remove yourself from the team',
		);
		expect((await sh(emu, 'DELETE', `/api/v2/team/member/${M.leaver}`)).json).toEqual({
			data: { success: true },
		});
		for (const path of [`/api/v2/team/member/${M.leaver}`, `/api/v2/team/invitation/${UNKNOWN}`]) {
			const r = await sh(emu, 'DELETE', path);
			expect([r.status, r.text]).toEqual([404, 'Not Found']);
		}
		expectMessage(
			await sh(emu, 'DELETE', '/api/v2/team/member/sam'),
			400,
			'Params validation failed: id: Invalid ObjectId',
		);
		expect((await sh(emu, 'DELETE', `/api/v2/team/invitation/${I.leaver}`)).json).toEqual({
			data: { success: true },
		});
		expect(
			(await sh(emu, 'GET', '/api/v2/team/members')).json.data.map((m: { id: string }) => m.id),
		).toEqual([M.apiKeyUser, M.oncall]);
	});
});
