import { fieldOf, inputError } from '../support/inputError';
import {
	alertFieldsToBody,
	checkAlertChanges,
	checkAlertMerge,
	checkChannel,
	checkChannelChange,
	createChannels,
	mergeAlert,
	typedChannels,
	validateAlertBody,
} from '../../nodes/ObservabilityPipes/actions/alert/alertBody';

const OID = (n: number) => n.toString(16).padStart(24, '0');
const hook = (n: number) => ({ type: 'webhook', webhookId: OID(n) });
const email = { type: 'email', emailRecipients: ['oncall@example.com'] };

const body = (extra: Record<string, unknown> = {}) => ({
	source: 'tile',
	dashboardId: OID(1),
	tileId: OID(2),
	threshold: 5,
	thresholdType: 'above',
	interval: '5m',
	channel: hook(3),
	...extra,
});

/** A record of a current server: teamId, dashboardId, channel and channels. */
const current = (channels: Array<Record<string, unknown>> = [hook(3)]) => ({
	id: OID(9),
	state: 'OK',
	teamId: OID(8),
	createdAt: 'c',
	updatedAt: 'u',
	...body({ channel: channels[0], channels }),
});
/** A record of a server before 2026-02: team, dashboard, channel only. */
const older = () => {
	const { dashboardId, ...rest } = body();
	return {
		id: OID(9),
		state: 'ALERT',
		team: OID(8),
		dashboard: dashboardId,
		silenced: null,
		executionErrors: [],
		...rest,
	};
};

describe('validateAlertBody', () => {
	it('normalises numbers, sets the source and keeps fields it does not model', () => {
		const out = validateAlertBody(
			{
				...body({ threshold: '7', source: undefined }),
				channel: { ...hook(3), severity: 'critical' },
			},
			'cloud',
		);
		expect(out).toMatchObject({
			threshold: 7,
			source: 'tile',
			channel: { ...hook(3), severity: 'critical' },
		});
	});

	it('sends a source the package does not list with the fields given; refuses one that is not text', () => {
		expect(
			validateAlertBody(
				{
					...body({ dashboardId: undefined, tileId: undefined }),
					source: 'future-metric',
					metricName: 'up',
				},
				'selfHosted',
			),
		).toMatchObject({ source: 'future-metric', metricName: 'up' });
		expect(inputError(() => validateAlertBody(body({ source: 1 }), 'cloud')).field).toBe('source');
		expect(() => checkAlertChanges({ source: 'future-metric' }, 'cloud')).not.toThrow();
	});

	it('takes channel, channels or both when they agree (key order aside)', () => {
		expect(
			validateAlertBody(body({ channel: undefined, channels: [hook(3), hook(4)] }), 'selfHosted')
				.channels,
		).toEqual([hook(3), hook(4)]);
		expect(() =>
			validateAlertBody(
				body({ channel: { webhookId: OID(3), type: 'webhook' }, channels: [hook(3)] }),
				'selfHosted',
			),
		).not.toThrow();
	});

	it.each([
		[
			'no channel at all',
			body({ channel: undefined }),
			'cloud',
			'webhookId',
			/no notification channel/,
		],
		[
			'an e-mail channel on the self-hosted deployment',
			body({ channel: email }),
			'selfHosted',
			'channel.type',
			/"email" is not allowed/,
		],
		[
			'a malformed webhook id in channels',
			body({ channel: undefined, channels: [{ type: 'webhook', webhookId: 'x' }] }),
			'cloud',
			'channels[0].webhookId',
			/object ID/,
		],
		[
			'a malformed saved search id',
			body({ source: 'saved_search', savedSearchId: 'abc' }),
			'selfHosted',
			'savedSearchId',
			/object ID/,
		],
		['a note that is not text', body({ note: 5 }), 'cloud', 'note', /expected text/],
		[
			'a negative count of windows',
			body({ numConsecutiveWindows: -1 }),
			'cloud',
			'numConsecutiveWindows',
			/-1 is below 0/,
		],
		[
			'a fraction of a window',
			body({ numConsecutiveWindows: 1.5 }),
			'cloud',
			'numConsecutiveWindows',
			/not a whole number/,
		],
		[
			'a negative offset',
			body({ interval: '1d', scheduleOffsetMinutes: -5 }),
			'cloud',
			'scheduleOffsetMinutes',
			/below 0/,
		],
		[
			'a start that is no date-time',
			body({ scheduleStartAt: '2026-02-08' }),
			'cloud',
			'scheduleStartAt',
			/not a date and time/,
		],
		['a group-by list', body({ groupBy: ['a'] }), 'cloud', 'groupBy', /expected text/],
	] as const)('refuses %s', (_label, input, deployment, field, problem) => {
		const error = inputError(() => validateAlertBody(input, deployment));
		expect(error.field).toBe(field);
		expect(error.message).toMatch(problem);
	});

	it.each([
		['channel and channels that differ', body({ channels: [hook(4)] })],
		['an empty channel list', body({ channel: undefined, channels: [] })],
		[
			'eleven channels',
			body({ channel: undefined, channels: Array.from({ length: 11 }, (_v, i) => hook(i + 1)) }),
		],
		[
			'an e-mail channel without recipients',
			body({ channel: { type: 'email', emailRecipients: [] } }),
		],
		['an empty name', body({ name: '' })],
		['a message of 4097 characters', body({ message: 'm'.repeat(4097) })],
		['an offset at the interval', body({ interval: '5m', scheduleOffsetMinutes: 5 })],
		[
			'a threshold max below the threshold',
			body({ thresholdType: 'between', threshold: 5, thresholdMax: 1 }),
		],
	])(
		'sends %s as given: the server judges it (test/actions/serverJudges.test.ts)',
		(_label, input) => {
			expect(validateAlertBody(input, 'cloud')).toEqual(input);
		},
	);

	it.each([
		'ops',
		'ops@example',
		'ops@@example.com',
		'ops example@example.com',
		'ops@example.com,b@example.com',
	])(
		'refuses the recipient %j: n8n asks fields that take e-mail addresses to check their form',
		(recipient) => {
			expect(
				fieldOf(() =>
					validateAlertBody(
						body({ channel: { type: 'email', emailRecipients: [recipient] } }),
						'cloud',
					),
				),
			).toBe('channel.emailRecipients');
		},
	);

	it.each([
		['2026-02-08T10:00:00Z', '2026-02-08T10:00:00.000Z'],
		['20260208T100000Z', '2026-02-08T10:00:00.000Z'],
		['2026-02-08T10Z', '2026-02-08T10:00:00.000Z'],
		['2026-039T10:00Z', '2026-02-08T10:00:00.000Z'],
		['2026-W06-7T10:00Z', '2026-02-08T10:00:00.000Z'],
		['2026-02-08T10:00:00,5+01', '2026-02-08T09:00:00.500Z'],
		['2026-02-07T24:00Z', '2026-02-08T00:00:00.000Z'],
	])('takes the start time %s, an ISO 8601 form', (scheduleStartAt, sent) => {
		expect(validateAlertBody(body({ scheduleStartAt }), 'cloud').scheduleStartAt).toBe(sent);
	});

	it("reads the typed 'Schedule Start' without a zone in the workflow's time zone, as every other date field", () => {
		expect(alertFieldsToBody({ scheduleStartAt: '2026-02-08T10:00:00' }, 'Europe/Berlin')).toEqual({
			scheduleStartAt: '2026-02-08T09:00:00.000Z',
		});
		expect(alertFieldsToBody({ scheduleStartAt: '2026-02-08T10:00:00Z' }, 'Europe/Berlin')).toEqual(
			{
				scheduleStartAt: '2026-02-08T10:00:00.000Z',
			},
		);
	});

	it('reads a start time without zone as UTC and keeps a null thresholdMax', () => {
		const out = validateAlertBody(
			body({ scheduleStartAt: '2026-02-08T10:00', scheduleOffsetMinutes: 4, thresholdMax: null }),
			'cloud',
		);
		expect(out).toMatchObject({
			scheduleStartAt: '2026-02-08T10:00:00.000Z',
			scheduleOffsetMinutes: 4,
			thresholdMax: null,
		});
	});
});

describe('checkChannel', () => {
	it('accepts a cloud e-mail channel and trims recipients', () => {
		expect(checkChannel({ type: 'email', emailRecipients: [' a@example.com '] }, 'cloud')).toEqual({
			type: 'email',
			emailRecipients: ['a@example.com'],
		});
	});
});

describe('typed channels', () => {
	it('builds the webhook, the additional webhooks and an e-mail channel (cloud)', () => {
		const change = typedChannels(
			{
				webhookId: { __rl: true, mode: 'id', value: OID(1) },
				additionalWebhookIds: `${OID(2)}, ${OID(3)}`,
				emailRecipients: 'a@example.com,b@example.com',
			},
			'cloud',
		);
		expect(change).toEqual({
			first: hook(1),
			rest: [
				hook(2),
				hook(3),
				{ type: 'email', emailRecipients: ['a@example.com', 'b@example.com'] },
			],
		});
		expect(createChannels(change)).toEqual({
			channel: hook(1),
			channels: [
				hook(1),
				hook(2),
				hook(3),
				{ type: 'email', emailRecipients: ['a@example.com', 'b@example.com'] },
			],
		});
	});
	it('one channel goes as channel alone (every server takes it); none gives nothing', () => {
		expect(createChannels(typedChannels({ webhookId: OID(1) }, 'selfHosted'))).toEqual({
			channel: hook(1),
		});
		expect(typedChannels({}, 'selfHosted')).toBeUndefined();
		expect(createChannels(undefined)).toEqual({});
	});
	it('refuses e-mail recipients on the self-hosted deployment and malformed ids', () => {
		expect(
			inputError(() => typedChannels({ emailRecipients: 'a@example.com' }, 'selfHosted')).field,
		).toBe('emailRecipients');
		expect(inputError(() => typedChannels({ additionalWebhookIds: 'x' }, 'cloud')).field).toBe(
			'additionalWebhookIds[0]',
		);
	});
	it('the typed body leaves empty fields and the channel fields out', () => {
		expect(
			alertFieldsToBody({
				name: '',
				threshold: 3,
				webhookId: OID(1),
				note: 'n',
				numConsecutiveWindows: 2,
			}),
		).toEqual({ threshold: 3, note: 'n', numConsecutiveWindows: 2 });
	});
});

describe('mergeAlert', () => {
	it('a current server: a new channel replaces the first and keeps the others; both are sent', () => {
		const out = mergeAlert(current([hook(3), email]), { channel: hook(4) });
		expect(out).toEqual({ ...body(), channel: hook(4), channels: [hook(4), email] });
	});
	it('a current server: channels replace them all and channel follows', () => {
		expect(mergeAlert(current([hook(3), hook(5)]), { channels: [hook(6)] })).toMatchObject({
			channel: hook(6),
			channels: [hook(6)],
		});
	});
	it('a current server: typed changes replace the first and/or the rest', () => {
		expect(mergeAlert(current([hook(3), hook(5)]), {}, { rest: [email] })).toMatchObject({
			channel: hook(3),
			channels: [hook(3), email],
		});
		expect(mergeAlert(current([hook(3), hook(5)]), {}, { first: hook(7) })).toMatchObject({
			channel: hook(7),
			channels: [hook(7), hook(5)],
		});
	});
	it('a current server: other changes keep the channels as they are', () => {
		expect(mergeAlert(current([hook(3), hook(5)]), { threshold: 9 })).toEqual({
			...body({ threshold: 9 }),
			channel: hook(3),
			channels: [hook(3), hook(5)],
		});
	});
	it('an older server: channel only, dashboardId from dashboard, server fields left out', () => {
		const out = mergeAlert(older(), { channel: hook(4) });
		expect(out).toEqual({ ...body(), channel: hook(4) });
		expect(mergeAlert(older(), { channels: [hook(4)] })).toEqual({
			...body(),
			channel: hook(4),
		});
	});
	it('an older server: more than one channel is refused', () => {
		const error = inputError(() => mergeAlert(older(), {}, { rest: [hook(5)] }));
		expect(error.field).toBe('channels');
		expect(error.message).toMatch(/one notification channel per alert/);
	});
	it('channel and channels given together are sent as given (the server judges whether they agree)', () => {
		expect(mergeAlert(current(), { channel: hook(4), channels: [hook(5)] })).toMatchObject({
			channel: hook(4),
			channels: [hook(5)],
		});
	});
	it('sends no server field of an older record back', () => {
		expect(mergeAlert(older(), {})).not.toHaveProperty('silenced');
	});
});

describe('checkAlertChanges', () => {
	it.each([
		[{ note: 5 }, 'note'],
		[{ scheduleOffsetMinutes: -1 }, 'scheduleOffsetMinutes'],
		[{ savedSearchId: 'x', source: 'saved_search' }, 'savedSearchId'],
	])('refuses %j before the read', (changes, field) => {
		expect(inputError(() => checkAlertChanges(changes, 'cloud')).field).toBe(field);
	});
	it('leaves the offset against the stored interval to the merged body', () => {
		expect(() => checkAlertChanges({ scheduleOffsetMinutes: 30 }, 'cloud')).not.toThrow();
	});
	it.each([
		[{ channel: hook(1), channels: [hook(2)] }],
		[{ note: '' }],
		[{ interval: '5m', scheduleOffsetMinutes: 5 }],
	])('leaves %j to the server', (changes) => {
		expect(() => checkAlertChanges(changes, 'cloud')).not.toThrow();
	});
});

describe('an update judges the changes, and sends what was read as it was', () => {
	/** A stored alert that breaks the node's rules for input: every one of them at once. */
	const broken = () => ({
		...current([
			{ type: 'webhook', webhookId: 'not-hex' },
			{ type: 'pager', to: 'ops' },
		]),
		source: 'saved_search',
		savedSearchId: 'gone',
		thresholdType: 'between',
		threshold: '7',
		interval: '90s',
		scheduleStartAt: 'yesterday',
		numConsecutiveWindows: -2,
		futureField: { kept: true },
	});
	const { id, state, teamId, createdAt, updatedAt, ...asRead } = broken();

	it('a rename sends every stored field back exactly as read, unknown ones included', () => {
		const changes = checkAlertChanges({ name: 'Renamed' }, 'selfHosted');
		expect(mergeAlert(broken(), changes)).toEqual({ ...asRead, name: 'Renamed' });
		expect([id, state, teamId, createdAt, updatedAt]).toHaveLength(5);
	});
	it("the user's own bad value is refused before the read, whatever the stored alert is", () => {
		expect(fieldOf(() => checkAlertChanges({ threshold: 'high' }, 'selfHosted'))).toBe('threshold');
		expect(fieldOf(() => checkAlertChanges({ dashboardId: 'x' }, 'selfHosted'))).toBe(
			'dashboardId',
		);
		expect(fieldOf(() => checkAlertChanges({ channel: hook(1), thresholdMax: 'x' }, 'cloud'))).toBe(
			'thresholdMax',
		);
		expect(
			fieldOf(() => checkChannelChange({ first: { type: 'webhook', webhookId: 'x' } }, 'cloud')),
		).toBe('webhookId');
	});
	it('returns the changes normalised: numbers as numbers, a date-time as ISO text', () => {
		expect(
			checkAlertChanges(
				{ threshold: '3', thresholdMax: '9', scheduleStartAt: '2026-02-08T10:00:00+01:00' },
				'cloud',
			),
		).toEqual({ threshold: 3, thresholdMax: 9, scheduleStartAt: '2026-02-08T09:00:00.000Z' });
	});
	it('a change to a range threshold type needs an upper end, given or stored', () => {
		const stored = current();
		expect(
			fieldOf(() => mergeAlert(stored, checkAlertChanges({ thresholdType: 'between' }, 'cloud'))),
		).toBe('thresholdMax');
		expect(
			mergeAlert(
				{ ...stored, thresholdMax: 9 },
				checkAlertChanges({ thresholdType: 'between' }, 'cloud'),
			),
		).toMatchObject({ thresholdType: 'between', thresholdMax: 9 });
		expect(
			mergeAlert(stored, checkAlertChanges({ thresholdType: 'between', thresholdMax: 9 }, 'cloud')),
		).toMatchObject({ thresholdType: 'between', thresholdMax: 9 });
	});
	it('clearing the upper end of a stored range alert is refused; a stored range alert without one is renamed', () => {
		const stored = { ...current(), thresholdType: 'not_between', thresholdMax: 9 };
		expect(
			fieldOf(() => mergeAlert(stored, checkAlertChanges({ thresholdMax: '' }, 'cloud'))),
		).toBe('thresholdMax');
		const withoutMax = { ...current(), thresholdType: 'between' };
		expect(mergeAlert(withoutMax, checkAlertChanges({ name: 'n' }, 'cloud'))).not.toHaveProperty(
			'thresholdMax',
		);
	});
	it('a change of source needs what the new source watches, given or stored', () => {
		expect(
			fieldOf(() => mergeAlert(current(), checkAlertChanges({ source: 'saved_search' }, 'cloud'))),
		).toBe('savedSearchId');
		expect(
			mergeAlert(
				current(),
				checkAlertChanges({ source: 'saved_search', savedSearchId: OID(6) }, 'cloud'),
			),
		).toMatchObject({ source: 'saved_search', savedSearchId: OID(6), dashboardId: OID(1) });
		const stored = { ...current(), source: 'saved_search', savedSearchId: OID(6) };
		delete (stored as Record<string, unknown>).tileId;
		expect(
			fieldOf(() =>
				mergeAlert(stored, checkAlertChanges({ source: 'tile', dashboardId: OID(1) }, 'cloud')),
			),
		).toBe('tileId');
	});
	it('an empty upper end or reference clears it; other empty texts go as given, for the server to judge', () => {
		const stored = { ...current(), source: 'saved_search', savedSearchId: OID(6) };
		const merged = mergeAlert(stored, checkAlertChanges({ dashboardId: '', note: '' }, 'cloud'));
		expect(merged).not.toHaveProperty('dashboardId');
		expect(merged.note).toBe('');
	});
	it('clearing what the source watches is refused; a source the package does not know needs nothing', () => {
		expect(fieldOf(() => mergeAlert(current(), checkAlertChanges({ tileId: null }, 'cloud')))).toBe(
			'tileId',
		);
		expect(() =>
			checkAlertMerge({ source: 'future', thresholdType: 'above' }, { source: 'future' }),
		).not.toThrow();
	});
});
