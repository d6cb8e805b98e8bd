/**
 * The webhook resource's cases: each operation's valid baseline on the deployments that offer it, its
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
import { cloudParams, locator, SEED, selfHostedParams } from '../support/env';

export const webhookBody = () => ({
	name: 'rel',
	service: 'generic',
	url: 'https://hooks.example.com/rel',
	body: '{"text": "{{title}}"}',
	headers: { 'X-Team': 'ops' },
});

/** Webhook create bodies with one bad field each (no value quoted: headers carry secrets). */
function badWebhookBodies(): BadInput[] {
	const base = webhookBody();
	const without = (key: string) =>
		Object.fromEntries(Object.entries(base).filter(([name]) => name !== key));
	return [
		body('no name', without('name'), 'name'),
		body('no url', without('url'), 'url'),
		judged('url without a scheme', { ...base, url: 'hooks.example.com/x' }, 'url'),
		judged(
			'url of 2049 characters',
			{ ...base, url: `https://h.example.com/${'a'.repeat(2030)}` },
			'url',
		),
		body('service as a list', { ...base, service: ['generic'] }, 'service'),
		body('no service', without('service'), 'service'),
		body('description is a number', { ...base, description: 5 }, 'description'),
		judged('body of 16385 characters', { ...base, body: 'b'.repeat(16385) }, 'body'),
		body('headers is a text', { ...base, headers: 'Authorization: x' }, 'headers'),
		body('a header that is a number', { ...base, headers: { 'X-Retry': 3 } }, 'headers.X-Retry'),
		judged(
			'101 query parameters',
			{
				...base,
				queryParams: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`p${i}`, 'v'])),
			},
			'queryParams',
		),
		judged('slack with headers', { ...base, service: 'slack', body: undefined }, 'headers'),
		judged(
			'slack with a body template',
			{ name: 'c', service: 'slack', url: 'https://hooks.slack.example.com/x', body: '{}' },
			'body',
		),
	];
}

/** Webhook update changes with one bad field each (checked before the list is read). */
function badWebhookChanges(): BadInput[] {
	return [
		body('empty name', { name: '' }, 'name'),
		judged('url not absolute', { url: '/x' }, 'url'),
		body('service as a list', { service: ['email'] }, 'service'),
		judged(
			'to slack with query parameters',
			{ service: 'slack', queryParams: { token: 't' } },
			'queryParams',
		),
		body('headers is a list', { headers: ['a'] }, 'headers'),
	];
}

export const cases: ResourceCases = {
	resource: 'webhook',
	recordField: 'webhookId',
	/** Its cells that are not one documented operation each (test/contract/everyEndpoint.test.ts). */
	notOneEndpoint: [
		{
			cells: ['webhook:get cloud', 'webhook:get selfHosted'],
			reason:
				'reads the webhook list (the endpoint of Webhook: Get Many) and picks the one asked for: neither document has an endpoint for one webhook',
		},
	],
	baselines() {
		const { cells, both, cloud, selfHosted } = baselineBuilder();
		selfHosted('webhook', 'getAll', { returnAll: true });
		cloud('webhook', 'getAll', { returnAll: true });
		both(
			'webhook',
			'get',
			{ webhookId: locator(SEED.cloudWebhooks.generic) },
			{ webhookId: locator(SEED.sh.webhooks.generic) },
		);
		both('webhook', 'create', json(webhookBody()), json(webhookBody()));
		both(
			'webhook',
			'update',
			{ webhookId: locator(SEED.cloudWebhooks.generic), ...json({ name: 'renamed' }) },
			{ webhookId: locator(SEED.sh.webhooks.generic), ...json({ name: 'renamed' }) },
		);
		both(
			'webhook',
			'delete',
			{ webhookId: locator(SEED.cloudWebhooks.incidentio) },
			{ webhookId: locator(SEED.sh.webhooks.incidentio) },
		);
		return cells;
	},
	bad(cell, add) {
		if (cell.op === 'webhook:create')
			add(cell, 'jsonBody (content)', { jsonBody: VALUE }, badWebhookBodies());
		if (cell.op === 'webhook:update')
			add(cell, 'jsonBody (content)', { jsonBody: VALUE }, badWebhookChanges());
	},
	typed() {
		const batches: BadBatch[] = [];
		for (const [deployment, params, id] of [
			['cloud', cloudParams, SEED.cloudWebhooks.generic],
			['selfHosted', selfHostedParams, SEED.sh.webhooks.generic],
		] as const) {
			batches.push({
				op: 'webhook:update',
				deployment,
				varies: 'fields: updateFields',
				params: params('webhook', 'update', {
					webhookId: locator(id),
					specifyBody: 'fields',
					updateFields: { name: VALUE },
				}),
				inputs: [item('nothing to change (name resolves to nothing)', MISSING, 'updateFields')],
			});
		}
		batches.push({
			op: 'webhook:create',
			deployment: 'selfHosted',
			varies: 'fields: headers',
			params: selfHostedParams('webhook', 'create', {
				specifyBody: 'fields',
				name: 'rel',
				service: 'generic',
				url: 'https://hooks.example.com/rel',
				headers: { header: [{ name: VALUE, value: 'v' }] },
			}),
			inputs: [
				item('a header without a name', MISSING, 'headers'),
				item('a blank header name', ' ', 'headers'),
			],
		});
		return batches;
	},
	// The API has no GET of one webhook: get and update find it in the list and say when it is not
	// there (no 404 to carry).
	noUnknownId: ['get', 'update'],
};
