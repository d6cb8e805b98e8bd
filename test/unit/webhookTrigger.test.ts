import {
	BODY_TEMPLATE,
	deliveryFingerprint,
	headerValue,
	isoTime,
	notificationItem,
	readNotification,
	rememberDelivery,
	REMEMBERED_DELIVERIES,
	sameSecret,
	wantedState,
	webhookUrlFor,
} from '../../nodes/ObservabilityPipesWebhookTrigger/notification';
import { configOf } from '../../nodes/ObservabilityPipesWebhookTrigger/config';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderTemplate } = require('../emulator/notifications');

const ALERT = '65f5e4a3b9e77c001a123456';
const OTHER = '65f5e4a3b9e77c001a654321';
const ORG = '00000001-0000-4000-8000-000000000001';
const SERVICE = '00000002-0000-4000-8000-000000000001';

describe('webhook trigger parameters (configOf)', () => {
	const raw = (extra: Record<string, unknown> = {}) => ({
		deployment: 'selfHosted',
		organizationId: () => '',
		serviceId: () => '',
		alertIds: [ALERT],
		toStates: [],
		...extra,
	});

	it('reads a list or comma-separated text of alert ids, each once (any case), and states upper-cased', () => {
		expect(
			configOf(
				raw({ alertIds: `${ALERT}, ${OTHER},${ALERT.toUpperCase()}`, toStates: 'alert, ok' }),
			),
		).toEqual({
			where: { deployment: 'selfHosted' },
			alertIds: [ALERT, OTHER],
			toStates: ['ALERT', 'OK'],
			locationKey: 'selfHosted',
		});
	});

	it('reads the cloud scope, and keys where the alerts live as registrations stored before keep it', () => {
		const config = configOf(
			raw({
				deployment: 'cloud',
				organizationId: () => ORG.toUpperCase(),
				serviceId: () => SERVICE,
			}),
		);
		expect(config.where).toEqual({
			deployment: 'cloud',
			organizationId: ORG.toUpperCase(),
			serviceId: SERVICE,
		});
		expect(config.locationKey).toBe(`cloud/${ORG}/${SERVICE}`);
	});

	it.each([
		[{ alertIds: [] }, "Invalid 'alertIds': no alert chosen"],
		[{ alertIds: 'abc' }, `Invalid 'alertIds': "abc" is not`],
		[{ alertIds: [{ id: ALERT }] }, "Invalid 'alertIds': expected a list or comma-separated text"],
		[{ deployment: 'onPrem' }, "Invalid 'deployment'"],
		[
			{ deployment: 'cloud', organizationId: () => 'x', serviceId: () => SERVICE },
			"Invalid 'organizationId'",
		],
	])('refuses %p', (extra, message) => {
		expect(() => configOf(raw(extra))).toThrow(message);
	});
});

describe('notifications', () => {
	const variables = {
		title: 'Alert for "Errors": ALERT',
		body: 'line 1\nline "2"',
		link: 'http://x/d?a=1&b=2',
		state: 'ALERT',
		startTime: 1795600800000,
		endTime: 1795601100000,
		eventId: 'e1',
	};

	it('the body template, rendered as the server does, is JSON carrying every variable', () => {
		const rendered = renderTemplate(BODY_TEMPLATE, variables);
		expect(JSON.parse(rendered)).toEqual({
			...variables,
			startTime: '1795600800000',
			endTime: '1795601100000',
		});
		expect(readNotification(rendered)).toEqual({
			...variables,
			startTime: '1795600800000',
			endTime: '1795601100000',
		});
	});

	it('readNotification takes an object or JSON text with a state; anything else is null', () => {
		expect(readNotification({ state: 'OK', startTime: 5 })).toEqual({
			title: null,
			body: null,
			link: null,
			state: 'OK',
			startTime: '5',
			endTime: null,
			eventId: null,
		});
		for (const body of [undefined, '', 'Alert fired', '[1]', {}, { title: 'x' }, { state: 1 }])
			expect(readNotification(body)).toBeNull();
	});

	it('isoTime: epoch ms or an ISO text as ISO 8601; anything else null', () => {
		expect(isoTime('1795600800000')).toBe('2026-11-25T10:00:00.000Z');
		expect(isoTime('2026-11-25T10:00:00Z')).toBe('2026-11-25T10:00:00.000Z');
		expect([isoTime(null), isoTime(''), isoTime('soon')]).toEqual([null, null, null]);
	});

	it('notificationItem: the item docs/webhook-trigger.md names', () => {
		const item = notificationItem(
			ALERT,
			'Errors',
			readNotification({
				...variables,
				startTime: String(variables.startTime),
				endTime: String(variables.endTime),
			})!,
			new Date(0),
		);
		expect(item).toEqual({
			event: 'alertNotified',
			alertId: ALERT,
			name: 'Errors',
			state: 'ALERT',
			title: variables.title,
			body: variables.body,
			link: variables.link,
			startTime: '2026-11-25T10:00:00.000Z',
			endTime: '2026-11-25T10:05:00.000Z',
			eventId: 'e1',
			receivedAt: '1970-01-01T00:00:00.000Z',
		});
	});

	it('wantedState: none chosen takes all; otherwise the state in any case', () => {
		expect(wantedState('OK', [])).toBe(true);
		expect(wantedState('alert', ['ALERT'])).toBe(true);
		expect(wantedState('OK', ['ALERT'])).toBe(false);
		expect(wantedState(null, ['ALERT'])).toBe(false);
	});

	it('deliveryFingerprint: a repeat is the same; another state, window or alert under the same key is not', () => {
		const n = readNotification({ ...variables, startTime: '1', endTime: '2' })!;
		const base = deliveryFingerprint('key', ALERT, n);
		expect(deliveryFingerprint('key', ALERT, { ...n })).toBe(base);
		expect(deliveryFingerprint('key', ALERT, { ...n, state: 'OK' })).not.toBe(base);
		expect(deliveryFingerprint('key', ALERT, { ...n, startTime: '3' })).not.toBe(base);
		expect(deliveryFingerprint('key', OTHER, n)).not.toBe(base);
		expect(deliveryFingerprint('other', ALERT, n)).not.toBe(base);
		expect(deliveryFingerprint(undefined, ALERT, n)).toMatch(/^[0-9a-f]{32}$/);
	});

	it('rememberDelivery: false for a repeat; keeps the newest only', () => {
		const seen: string[] = [];
		expect(rememberDelivery(seen, 'a')).toBe(true);
		expect(rememberDelivery(seen, 'a')).toBe(false);
		for (let i = 0; i < REMEMBERED_DELIVERIES + 5; i++) rememberDelivery(seen, `k${i}`);
		expect(seen).toHaveLength(REMEMBERED_DELIVERIES);
		expect(seen).not.toContain('a');
		expect(rememberDelivery(seen, 'a')).toBe(true);
	});

	it('sameSecret, headerValue, webhookUrlFor', () => {
		expect(sameSecret('abc', 'abc')).toBe(true);
		for (const given of ['abd', 'ab', 'abcd', '', undefined, ['abc']])
			expect(sameSecret(given, 'abc')).toBe(false);
		expect(sameSecret('', '')).toBe(false);
		expect(headerValue({ 'x-webhook-secret': 's' }, 'X-Webhook-Secret')).toBe('s');
		expect(headerValue({ 'x-webhook-secret': ['s', 't'] }, 'X-Webhook-Secret')).toBe('s');
		expect(headerValue({}, 'X-Webhook-Secret')).toBeUndefined();
		expect(webhookUrlFor('http://n8n/webhook/id/webhook', ALERT)).toBe(
			`http://n8n/webhook/id/webhook?alertId=${ALERT}`,
		);
	});
});
