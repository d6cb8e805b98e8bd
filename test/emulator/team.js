'use strict';
/**
 * The self-hosted team of the API key, its members and its pending invitations
 * (test/emulator/README.md, "Team"). The self-hosted document lists the six operations with no
 * schemas; the shapes, statuses and texts are the real server's code (its team router):
 *
 * - `GET /api/v2/team` → `{data: {id, name}}`;
 * - `GET /api/v2/team/members` → `{data: [{id, email, name, isCurrentUser}]}`, oldest first;
 * - `DELETE /api/v2/team/member/{id}` → `{data: {success: true}}`; the API key's own user is a
 *   400 `{message: 'You cannot remove yourself from the team'}`; an unknown id the text 404
 *   `Not Found`. The removed member's alerts pass to the API key's user (the server's
 *   `createdBy`, which the emulator's alerts do not carry: nothing to move);
 * - `POST /api/v2/team/invitation` `{email, name?}` → `{data: {email, invitationId, status:
 *   'pending', url}}`, the email lower-cased; an email of an existing user is a 400; an email
 *   already invited answers its invitation again (the server's unique team + email index);
 * - `GET /api/v2/team/invitations` → `{data: [{id, createdAt, email, name, url}]}`;
 * - `DELETE /api/v2/team/invitation/{id}` → `{data: {success: true}}`, an unknown id the text
 *   404 `Not Found`.
 *
 * Malformed ids are the server's 400 `Params validation failed: id: Invalid ObjectId`, bodies
 * that are not `{email: <an email address>, name?: <text>}` its 400 naming the field.
 */
const crypto = require('crypto');
const { json, text, iso } = require('./respond');
const { randomObjectId } = require('./ids');
const V = require('./validation');
const { validateRequest } = require('./rules');
const { requestSchema, declaredOnly } = require('./schemas');

/** The server's front end, where an invitation's link leads (its default address). */
const FRONTEND_URL = 'http://localhost:8080';

/** The server's 400 for yourself; the one for an existing user, without the product's name. */
const REMOVE_YOURSELF = 'You cannot remove yourself from the team';
const USER_EXISTS = 'User already exists. Please contact the server administrator for support';

/** The link an invitation's token opens. @param {string} token */
const inviteUrl = (token) => `${FRONTEND_URL}/join-team?token=${token}`;

/** A new invitation token (64 hex digits, as the server makes them). */
const newToken = () => crypto.randomBytes(32).toString('hex');

/**
 * The invitation body as the document (widening `team-invitation-body`) and rule
 * `team-invitation-email` take it; other fields are dropped, as the server's schema strips them.
 * @param {unknown} body
 */
function validateInvitation(body) {
	const schema = requestSchema('selfHosted', 'inviteTeamMember');
	const b = declaredOnly('selfHosted', schema, V.reqObject(body, ''));
	validateRequest('selfHosted', 'inviteTeamMember', b);
	return { email: /** @type {string} */ (b.email), name: /** @type {string|undefined} */ (b.name) };
}

/** A member as the list answers it. @param {any} user @param {string} currentUserId */
const memberOut = (user, currentUserId) => ({
	id: user.id,
	email: user.email,
	name: user.name,
	isCurrentUser: user.id === currentUserId,
});

/** An invitation as the list answers it (no `name` when none was given). @param {any} rec */
const invitationOut = (rec) => {
	/** @type {Record<string, any>} */
	const out = { id: rec.id, createdAt: rec.createdAt, email: rec.email };
	if (rec.name !== undefined) out.name = rec.name;
	out.url = inviteUrl(rec.token);
	return out;
};

/** @param {import('./respond').Router<any>} router @param {import('./webhooks').SelfHostedHelpers} h */
function mountSelfHosted(router, h) {
	const notFound = () => text(404, 'Not Found');
	router.on('GET', '/api/v2/team', (/** @type {any} */ ctx) => {
		const s = h.sh(ctx);
		return json(200, { data: { id: s.teamId, name: s.teamName } });
	});
	router.on('GET', '/api/v2/team/members', (/** @type {any} */ ctx) => {
		const s = h.sh(ctx);
		return json(200, {
			data: s.members.all().map((/** @type {any} */ user) => memberOut(user, s.user.id)),
		});
	});
	router.on(
		'DELETE',
		'/api/v2/team/member/:id',
		(/** @type {any} */ ctx, /** @type {Record<string, string>} */ p) => {
			h.checkId(p);
			const s = h.sh(ctx);
			if (p.id === s.user.id) return h.message(REMOVE_YOURSELF);
			if (!s.members.remove(p.id)) return notFound();
			return json(200, { data: { success: true } });
		},
	);
	router.on('POST', '/api/v2/team/invitation', (/** @type {any} */ ctx) => {
		const f = validateInvitation(h.bodyObject(ctx));
		const s = h.sh(ctx);
		const email = f.email.toLowerCase();
		if (s.members.all().some((/** @type {any} */ user) => user.email === email))
			return h.message(USER_EXISTS);
		let rec = s.invitations.all().find((/** @type {any} */ invite) => invite.email === email);
		if (!rec) {
			const now = iso(ctx.now);
			rec = {
				id: randomObjectId(),
				teamId: s.teamId,
				email,
				token: newToken(),
				createdAt: now,
				updatedAt: now,
			};
			if (f.name !== undefined) rec.name = f.name;
			s.invitations.add(rec.id, rec);
		}
		return json(200, {
			data: { email, invitationId: rec.id, status: 'pending', url: inviteUrl(rec.token) },
		});
	});
	router.on('GET', '/api/v2/team/invitations', (/** @type {any} */ ctx) =>
		json(200, { data: h.sh(ctx).invitations.all().map(invitationOut) }),
	);
	router.on(
		'DELETE',
		'/api/v2/team/invitation/:id',
		(/** @type {any} */ ctx, /** @type {Record<string, string>} */ p) => {
			h.checkId(p);
			if (!h.sh(ctx).invitations.remove(p.id)) return notFound();
			return json(200, { data: { success: true } });
		},
	);
}

module.exports = { mountSelfHosted, validateInvitation, inviteUrl, REMOVE_YOURSELF, USER_EXISTS };
