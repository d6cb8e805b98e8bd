/**
 * The alert resource's cases: each operation's valid baseline on the deployments that offer it, its
 * bad inputs, and what the emulator must hold for it. test/support/cases.ts collects every
 * `*.cases.ts` file of this folder for the bad-input, secret-leak, contract and real-server suites.
 */
import {
	type BadBatch,
	type BadInput,
	type Json,
	type ResourceCases,
	type Deployment,
	baselineBuilder,
	item,
	MISSING,
	VALUE,
	json,
	body,
	judgedItem,
	judged,
	UNKNOWN_OBJECT_ID,
	UNKNOWN_UUID,
} from '../support/caseKit';
import { locator, SEED, selfHostedParams } from '../support/env';

export const cloudAlertBody = () => ({
	name: 'rel',
	source: 'tile',
	dashboardId: SEED.cloudDashboard,
	tileId: SEED.cloudTile,
	threshold: 1,
	thresholdType: 'above',
	interval: '5m',
	channel: { type: 'webhook', webhookId: SEED.cloudWebhook },
});

export const shAlertBody = () => ({
	name: 'rel',
	source: 'tile',
	dashboardId: SEED.sh.dashboard,
	tileId: SEED.sh.tile,
	threshold: 1,
	thresholdType: 'above',
	interval: '5m',
	channel: { type: 'webhook', webhookId: SEED.sh.webhook },
});

/** Full alert bodies (create) with one bad field each. */
function badAlertBodies(deployment: Deployment): BadInput[] {
	const base = deployment === 'cloud' ? cloudAlertBody() : shAlertBody();
	const without = (key: string) =>
		Object.fromEntries(Object.entries(base).filter(([name]) => name !== key));
	const badDashboardId = '00000003-0000-4000-8000-000000000001'; // a uuid: dashboards have object ids on both deployments
	const inputs = [
		body('no threshold', without('threshold'), 'threshold'),
		body('threshold is a word', { ...base, threshold: 'high' }, 'threshold'),
		body('threshold is a list', { ...base, threshold: [1] }, 'threshold'),
		body('no interval', without('interval'), 'interval'),
		body('interval as a list', { ...base, interval: ['5m'] }, 'interval'),
		body('interval as seconds', { ...base, interval: 300 }, 'interval'),
		body('no threshold type', without('thresholdType'), 'thresholdType'),
		body('threshold type a number', { ...base, thresholdType: 1 }, 'thresholdType'),
		body('between without thresholdMax', { ...base, thresholdType: 'between' }, 'thresholdMax'),
		judged(
			'between with thresholdMax below threshold',
			{ ...base, thresholdType: 'between', threshold: 10, thresholdMax: 5 },
			'thresholdMax',
		),
		body('thresholdMax is a word', { ...base, thresholdMax: 'ten' }, 'thresholdMax'),
		body('source is a number', { ...base, source: 1 }, 'source'),
		body('tile source without dashboardId', without('dashboardId'), 'dashboardId'),
		body('dashboardId a uuid', { ...base, dashboardId: badDashboardId }, 'dashboardId'),
		body('tile source without tileId', without('tileId'), 'tileId'),
		body(
			'saved search without savedSearchId',
			{ ...base, source: 'saved_search' },
			'savedSearchId',
		),
		body('no channel', without('channel'), 'webhookId'),
		body('channel is a text', { ...base, channel: 'webhook' }, 'channel'),
		body(
			'channel type "sms"',
			{ ...base, channel: { type: 'sms', webhookId: 'x' } },
			'channel.type',
		),
		body('channel without webhookId', { ...base, channel: { type: 'webhook' } }, 'webhookId'),
		judged(
			'channel and channels that differ',
			{ ...base, channels: [{ type: 'webhook', webhookId: 'f'.repeat(24) }] },
			'channel',
		),
		judged(
			'eleven channels',
			{ ...base, channel: undefined, channels: Array.from({ length: 11 }, () => base.channel) },
			'channels',
		),
		body('name is a number', { ...base, name: 5 }, 'name'),
		judged('empty name', { ...base, name: '' }, 'name'),
		body('message is an object', { ...base, message: { text: 'x' } }, 'message'),
		judged('empty note', { ...base, note: '' }, 'note'),
		body(
			'numConsecutiveWindows -1',
			{ ...base, numConsecutiveWindows: -1 },
			'numConsecutiveWindows',
		),
		judged(
			'scheduleOffsetMinutes at the interval',
			{ ...base, scheduleOffsetMinutes: 5 },
			'scheduleOffsetMinutes',
		),
		body('scheduleStartAt a word', { ...base, scheduleStartAt: 'soon' }, 'scheduleStartAt'),
	];
	if (deployment === 'cloud')
		inputs.push(
			body(
				'e-mail channel without recipients',
				{ ...base, channel: { type: 'email' } },
				'channel.emailRecipients',
			),
		);
	else
		inputs.push(
			body(
				'channel type "email"',
				{ ...base, channel: { type: 'email', emailRecipients: ['a@example.com'] } },
				'channel.type',
			),
		);
	inputs.push(
		body(
			'webhookId not an object id',
			{ ...base, channel: { type: 'webhook', webhookId: 'hook-1' } },
			'webhookId',
		),
	);
	return inputs;
}

/** Alert update changes: checked on their own before the record is read. */
function badAlertChanges(): BadInput[] {
	const inputs = [
		body('threshold is a word', { threshold: 'high' }, 'threshold'),
		body('interval as a list', { interval: ['2m'] }, 'interval'),
		body('threshold type a number', { thresholdType: 1 }, 'thresholdType'),
		body('thresholdMax is a word', { thresholdMax: 'ten' }, 'thresholdMax'),
		judged(
			'between with thresholdMax below threshold',
			{ thresholdType: 'between', threshold: 10, thresholdMax: 5 },
			'thresholdMax',
		),
		body('source is a number', { source: 1 }, 'source'),
		body(
			'dashboardId malformed (tile source)',
			{ source: 'tile', dashboardId: 'dash-1' },
			'dashboardId',
		),
		body('tileId empty (tile source)', { source: 'tile', tileId: '' }, 'tileId'),
		body('channel is a text', { channel: 'webhook' }, 'channel'),
		body('channel type "sms"', { channel: { type: 'sms', webhookId: 'x' } }, 'channel.type'),
		judged(
			'channel and channels that differ',
			{
				channel: { type: 'webhook', webhookId: 'e'.repeat(24) },
				channels: [{ type: 'webhook', webhookId: 'f'.repeat(24) }],
			},
			'channel',
		),
		body('name is a number', { name: 5 }, 'name'),
		judged('note too long', { note: 'n'.repeat(4097) }, 'note'),
	];
	inputs.push(
		body(
			'webhookId not an object id',
			{ channel: { type: 'webhook', webhookId: 'hook-1' } },
			'webhookId',
		),
	);
	return inputs;
}

export const cases: ResourceCases = {
	resource: 'alert',
	recordField: 'alertId',
	baselines() {
		const { cells, both } = baselineBuilder();
		both('alert', 'create', json(cloudAlertBody()), json(shAlertBody()));
		both(
			'alert',
			'get',
			{ alertId: locator(SEED.cloudAlerts[0]) },
			{ alertId: locator(SEED.sh.alerts[0]) },
		);
		both('alert', 'getAll', { returnAll: false, limit: 5 }, { returnAll: false, limit: 5 });
		both(
			'alert',
			'update',
			{ alertId: locator(SEED.cloudAlerts[0]), ...json({ threshold: 5 }) },
			{ alertId: locator(SEED.sh.alerts[0]), ...json({ threshold: 5 }) },
		);
		both(
			'alert',
			'delete',
			{ alertId: locator(SEED.cloudAlerts[1]) },
			{ alertId: locator(SEED.sh.alerts[1]) },
		);
		return cells;
	},
	bad(cell, add) {
		if (cell.op === 'alert:create')
			add(cell, 'jsonBody (content)', { jsonBody: VALUE }, badAlertBodies(cell.deployment));
		if (cell.op === 'alert:update')
			add(cell, 'jsonBody (content)', { jsonBody: VALUE }, badAlertChanges());
	},
	typed() {
		const batches: BadBatch[] = [];
		const shAlertFields = {
			specifyBody: 'fields',
			name: 'rel',
			source: 'tile',
			dashboardId: locator(SEED.sh.dashboard),
			tileId: SEED.sh.tile,
			threshold: 1,
			thresholdType: 'above',
			interval: '5m',
			webhookId: locator(SEED.sh.webhook),
		};
		const alertField = (name: string, inputs: BadInput[], over: Json = {}) =>
			batches.push({
				op: 'alert:create',
				deployment: 'selfHosted',
				varies: `fields: ${name}`,
				params: selfHostedParams('alert', 'create', { ...shAlertFields, ...over, [name]: VALUE }),
				inputs,
			});
		alertField('threshold', [
			item('word', 'high', 'threshold'),
			item('missing', MISSING, 'threshold'),
		]);
		alertField('interval', [item('a number', 2, 'interval'), item('missing', MISSING, 'interval')]);
		alertField('thresholdType', [item('a number', 1, 'thresholdType')]);
		alertField(
			'thresholdMax',
			[judgedItem('below threshold', 0, 'thresholdMax'), item('word', 'max', 'thresholdMax')],
			{ thresholdType: 'between', threshold: 5 },
		);
		alertField('tileId', [item('missing', MISSING, 'tileId'), item('empty', '', 'tileId')]);
		alertField('dashboardId', [
			item('uuid', '00000003-0000-4000-8000-000000000001', 'dashboardId'),
			item('missing', MISSING, 'dashboardId'),
		]);
		alertField('webhookId', [
			item('word', 'slack', 'webhookId'),
			item('missing', MISSING, 'webhookId'),
		]);
		alertField('savedSearchId', [item('missing', MISSING, 'savedSearchId')], {
			source: 'saved_search',
		});
		return batches;
	},
	/**
	 * An unknown service under a known organization; self-hosted servers older than mid-2026
	 * answer a missing alert with the text "Not Found".
	 */
	unknownIds: (cells) => [
		...cells
			.filter((cell) => cell.op === 'alert:getAll' && cell.deployment === 'cloud')
			.map((cell) => ({
				...cell,
				op: `${cell.op} (unknown service)`,
				params: { ...cell.params, serviceId: locator(UNKNOWN_UUID) },
			})),
		...cells
			.filter(
				(cell) =>
					['alert:get', 'alert:update', 'alert:delete'].includes(cell.op) &&
					cell.deployment === 'selfHosted',
			)
			.map((cell) => ({
				...cell,
				op: `${cell.op} (older server, text 404)`,
				params: { ...cell.params, alertId: locator(UNKNOWN_OBJECT_ID) },
				configure: { legacy: true },
			})),
	],
};
