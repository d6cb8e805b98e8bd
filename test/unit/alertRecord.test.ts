import {
	ALERT_SERVER_FIELDS,
	MAX_CHANNELS,
	channelList,
	channelsOf,
	isWebhookChannel,
	sameChannel,
	webhookChannel,
	writableAlert,
	writableAlertWithChannels,
} from '../../nodes/shared/resources/alert';

/** nodes/shared/resources/alert.ts: an alert's channels and its writable form, for the action node and the webhook trigger. */

const OID = (n: number) => n.toString(16).padStart(24, '0');
const hook = (n: number) => webhookChannel(OID(n));
const email = { type: 'email', emailRecipients: ['ops@example.com'] };

describe('channels', () => {
	it('a webhook channel, and which channels notify a webhook', () => {
		expect(hook(1)).toEqual({ type: 'webhook', webhookId: OID(1) });
		expect(isWebhookChannel(hook(1))).toBe(true);
		expect(isWebhookChannel(hook(1), new Set([OID(1)]))).toBe(true);
		expect(isWebhookChannel(hook(1), new Set([OID(2)]))).toBe(false);
		expect(isWebhookChannel(email)).toBe(false);
		expect(isWebhookChannel({ type: 'webhook' })).toBe(false);
		expect(MAX_CHANNELS).toBe(10);
	});

	it('channelList: the channels of a current server (entries that are not objects left out), undefined from an older one', () => {
		expect(channelList({ channel: hook(1), channels: [hook(1), 'junk', hook(2)] })).toEqual([
			hook(1),
			hook(2),
		]);
		expect(channelList({ channel: hook(1) })).toBeUndefined();
	});

	it('channelsOf: the channels of both record shapes', () => {
		expect(channelsOf({ channel: hook(1), channels: [hook(1), hook(2)] })).toEqual([
			hook(1),
			hook(2),
		]);
		expect(channelsOf({ channel: hook(3) })).toEqual([hook(3)]);
		expect(channelsOf({})).toEqual([]);
	});

	it('sameChannel compares channels whatever the key order', () => {
		expect(sameChannel({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(
			true,
		);
		expect(sameChannel(hook(1), hook(2))).toBe(false);
	});
});

describe('the writable form', () => {
	const record = {
		id: OID(1),
		_id: OID(1),
		state: 'ALERT',
		teamId: OID(2),
		silenced: { by: 'x' },
		executionErrors: [],
		createdAt: '2026-11-01T00:00:00.000Z',
		updatedAt: '2026-11-02T00:00:00.000Z',
		createdBy: 'someone',
		name: 'Errors',
		note: null,
		thresholdMax: null,
		dashboardId: OID(3),
		someNewerField: 7,
	};

	it('leaves out every field the server sets and every empty one, and keeps fields it does not know', () => {
		expect(writableAlert(record)).toEqual({
			name: 'Errors',
			dashboardId: OID(3),
			someNewerField: 7,
		});
		for (const field of ALERT_SERVER_FIELDS)
			expect(writableAlert({ [field]: 'x', name: 'n' })).toEqual(
				field === 'dashboard' ? { name: 'n', dashboardId: 'x' } : { name: 'n' },
			);
	});

	it('sends the dashboard of a server before 2026-02 back as dashboardId, and never overrides a dashboardId', () => {
		expect(writableAlert({ dashboard: OID(4), team: OID(2) })).toEqual({ dashboardId: OID(4) });
		expect(writableAlert({ dashboard: OID(4), dashboardId: OID(5) })).toEqual({
			dashboardId: OID(5),
		});
		expect(writableAlert({ dashboard: null })).toEqual({});
	});

	it('with channels: a current server gets channel = channels[0] and channels, the other settings kept', () => {
		const alert = {
			...record,
			message: 'm',
			dashboard: 'd'.repeat(24),
			dashboardId: undefined,
			groupBy: 'ServiceName',
			channel: hook(1),
			channels: [hook(1)],
		};
		expect(writableAlertWithChannels(alert, [email, hook(1)])).toEqual({
			name: 'Errors',
			message: 'm',
			dashboardId: 'd'.repeat(24),
			groupBy: 'ServiceName',
			someNewerField: 7,
			channel: email,
			channels: [email, hook(1)],
		});
	});

	it('with channels: an older server (no channels in its records) gets channel alone; no channels, neither', () => {
		expect(writableAlertWithChannels({ name: 'n', channel: hook(1) }, [hook(2)])).toEqual({
			name: 'n',
			channel: hook(2),
		});
		expect(
			writableAlertWithChannels({ name: 'n', channel: hook(1), channels: [hook(1)] }, []),
		).toEqual({ name: 'n' });
	});
});
