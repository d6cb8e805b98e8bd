import { fieldOf, inputError } from '../support/inputError';
import { listedIds, recordIdList } from '../../nodes/shared/input/listedIds';
import { typedChannels } from '../../nodes/ObservabilityPipes/actions/alert/alertBody';
import { sourceKindObject } from '../../nodes/ObservabilityPipes/actions/pipe/pipeBody';

const OID = (n: number) => n.toString(16).padStart(24, '0');
const UUID = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const rl = (value: unknown, mode = 'list') => ({ __rl: true, mode, value });
const webhooks = (...values: unknown[]) => ({
	webhook: values.map((value) => ({ webhookId: rl(value) })),
});

describe('listedIds: the IDs a list of records holds', () => {
	it('reads the entries of a fixed collection of pickers, in their order', () => {
		expect(listedIds('f', webhooks(OID(1), OID(2)))).toEqual([OID(1), OID(2)]);
		expect(listedIds('f', {})).toEqual([]);
		expect(listedIds('f', { webhook: [] })).toEqual([]);
	});

	it('an entry may give several (an ID expression): comma-separated text or a list', () => {
		expect(listedIds('f', webhooks(`${OID(1)}, ${OID(2)}`, [OID(3), OID(4)]))).toEqual([
			OID(1),
			OID(2),
			OID(3),
			OID(4),
		]);
	});

	it('leaves out empty entries and keeps an ID given twice once', () => {
		expect(listedIds('f', webhooks(OID(1), '', ' ', null, OID(1)))).toEqual([OID(1)]);
	});

	it('reads comma-separated text, a list and a single locator as splitList does', () => {
		expect(listedIds('f', ` ${OID(1)},${OID(2)} ,,${OID(1)}`)).toEqual([OID(1), OID(2)]);
		expect(listedIds('f', [OID(1), OID(2)])).toEqual([OID(1), OID(2)]);
		expect(listedIds('f', rl(`${OID(1)}, ${OID(2)}`, 'id'))).toEqual([OID(1), OID(2)]);
		expect(listedIds('f', undefined)).toEqual([]);
		expect(listedIds('f', '')).toEqual([]);
	});

	it('refuses an entry that is no ID, naming the field', () => {
		expect(fieldOf(() => listedIds('additionalWebhookIds', webhooks({ id: 1 })))).toBe(
			'additionalWebhookIds',
		);
		expect(inputError(() => listedIds('f', webhooks(true))).problem).toBe(
			'expected an ID, got a boolean',
		);
	});
});

describe('recordIdList: each ID checked for its kind, the entry named', () => {
	it('checks each ID by the form the kind has on the deployment', () => {
		expect(recordIdList('f', webhooks(OID(1), OID(2)), 'webhook', 'selfHosted')).toEqual([
			OID(1),
			OID(2),
		]);
		expect(recordIdList('f', webhooks(UUID(1)), 'reversePrivateEndpoint', 'cloud')).toEqual([
			UUID(1),
		]);
		const error = inputError(() =>
			recordIdList('additionalWebhookIds', webhooks(OID(1), 'hook-2'), 'webhook', 'cloud'),
		);
		expect(error.field).toBe('additionalWebhookIds[1]');
		expect(error.problem).toBe('"hook-2" is not an object ID');
		expect(
			fieldOf(() => recordIdList('r', webhooks(OID(1)), 'reversePrivateEndpoint', 'cloud')),
		).toBe('r[0]');
	});
});

describe('the bodies read the picker lists', () => {
	it('alert channels: the pickers, and an ID expression giving several, give the channels', () => {
		const channels = [
			{ type: 'webhook', webhookId: OID(2) },
			{ type: 'webhook', webhookId: OID(3) },
		];
		for (const additionalWebhookIds of [webhooks(OID(2), OID(3)), webhooks(`${OID(2)},${OID(3)}`)])
			expect(typedChannels({ additionalWebhookIds }, 'selfHosted')).toEqual({ rest: channels });
		expect(fieldOf(() => typedChannels({ additionalWebhookIds: webhooks('x') }, 'cloud'))).toBe(
			'additionalWebhookIds[0]',
		);
	});

	it('alert channels: a list of pickers added without an ID changes nothing', () => {
		for (const additionalWebhookIds of [{}, { webhook: [] }, webhooks('', ' ')])
			expect(typedChannels({ additionalWebhookIds }, 'cloud')).toBeUndefined();
		expect(
			typedChannels({ additionalWebhookIds: {}, emailRecipients: 'ops@example.com' }, 'cloud'),
		).toEqual({ rest: [{ type: 'email', emailRecipients: ['ops@example.com'] }] });
	});

	it('pipe endpoints: the pickers are checked as UUIDs', () => {
		const endpoints = (...values: unknown[]) => ({
			reversePrivateEndpoint: values.map((value) => ({ reversePrivateEndpointId: rl(value) })),
		});
		expect(
			sourceKindObject({ reversePrivateEndpointIds: endpoints(UUID(1), UUID(2)) }).kindObject,
		).toEqual({ reversePrivateEndpointIds: [UUID(1), UUID(2)] });
		expect(sourceKindObject({ reversePrivateEndpointIds: endpoints() }).kindObject).toEqual({});
		expect(
			fieldOf(() => sourceKindObject({ reversePrivateEndpointIds: endpoints(UUID(1), 'a') })),
		).toBe('reversePrivateEndpointIds[1]');
	});
});
