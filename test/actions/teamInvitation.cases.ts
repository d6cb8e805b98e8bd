/**
 * The teamInvitation resource's cases: each operation's valid baseline on the deployments that offer it, its
 * bad inputs, and what the emulator must hold for it. test/support/cases.ts collects every
 * `*.cases.ts` file of this folder for the bad-input, secret-leak, contract and real-server suites.
 */
import {
	type BadBatch,
	type BadInput,
	type ResourceCases,
	baselineBuilder,
	item,
	MISSING,
	VALUE,
	json,
	body,
	judged,
} from '../support/caseKit';
import { locator, SEED, selfHostedParams } from '../support/env';

export const invitationBody = () => ({ email: 'rel@example.com', name: 'Rel' });

/** Team invitation bodies with one bad field each: the email is checked as an address before sending. */
function badInvitationBodies(): BadInput[] {
	const base = invitationBody();
	return [
		body('no email', { name: 'Rel' }, 'email'),
		body('email is a number', { ...base, email: 5 }, 'email'),
		body('email is blank', { ...base, email: '  ' }, 'email'),
		body('email without @', { ...base, email: 'rel.example.com' }, 'email'),
		body('email with a space', { ...base, email: 'rel @example.com' }, 'email'),
		body('email without a dot in its domain', { ...base, email: 'rel@example' }, 'email'),
		body('name is a list', { ...base, name: ['Rel'] }, 'name'),
		// the form of an address passes; the server's stricter check refuses two dots in a row
		judged('email with two dots in a row', { ...base, email: 'rel..x@example.com' }, 'email'),
	];
}

export const cases: ResourceCases = {
	resource: 'teamInvitation',
	recordField: 'invitationId',
	baselines() {
		const { cells, selfHosted } = baselineBuilder();
		selfHosted('teamInvitation', 'create', json(invitationBody()));
		selfHosted('teamInvitation', 'getAll', { returnAll: true });
		selfHosted('teamInvitation', 'delete', { invitationId: locator(SEED.sh.invitations.newcomer) });
		return cells;
	},
	bad(cell, add) {
		if (cell.op === 'teamInvitation:create')
			add(cell, 'jsonBody (content)', { jsonBody: VALUE }, badInvitationBodies());
	},
	typed() {
		const batches: BadBatch[] = [];
		batches.push({
			op: 'teamInvitation:create',
			deployment: 'selfHosted',
			varies: 'fields: email',
			params: selfHostedParams('teamInvitation', 'create', {
				specifyBody: 'fields',
				email: VALUE,
				additionalFields: { name: 'Rel' },
			}),
			inputs: [
				item('not an address', 'rel at example.com', 'email'),
				item('missing', MISSING, 'email'),
				item('a number', 7, 'email'),
			],
		});
		return batches;
	},
};
