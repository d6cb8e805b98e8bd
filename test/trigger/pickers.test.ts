import type { INodeProperties } from 'n8n-workflow';
import { ObservabilityPipesTrigger } from '../../nodes/ObservabilityPipesTrigger/ObservabilityPipesTrigger.node';
import { configOf } from '../../nodes/ObservabilityPipesTrigger/config';
import { simplifyChange } from '../../nodes/ObservabilityPipesTrigger/watches/changeItem';
import { ALERT_STATES, PIPE_STATES, stateLabel } from '../../nodes/shared/api/stateOptions';
import {
	apiRequests,
	CLOUD_CREDENTIALS,
	locator,
	SEED,
	SELF_HOSTED_CREDENTIALS,
	useEnv,
} from '../support/env';
import { ActiveTrigger, cloudTrigger, selfHostedTrigger, transitions } from './support';

const description = new ObservabilityPipesTrigger().description;
const properties = description.properties;

/** The properties the editor shows for these parameter values (displayOptions show and hide). */
function shown(context: Record<string, unknown>): INodeProperties[] {
	const matches = (condition: Record<string, unknown[]> | undefined, wanted: boolean) =>
		Object.entries(condition ?? {}).every(
			([key, values]) => values.includes(context[key]) === wanted,
		);
	return properties.filter(
		(property) =>
			matches(property.displayOptions?.show as Record<string, unknown[]>, true) &&
			matches(property.displayOptions?.hide as Record<string, unknown[]>, false),
	);
}
const one = (name: string, context: Record<string, unknown>) => {
	const found = shown(context).filter((property) => property.name === name);
	expect(found).toHaveLength(1);
	return found[0];
};
const values = (property: INodeProperties) =>
	(property.options ?? []).map((option) => (option as { value: string }).value);

describe('trigger description: events per deployment, pickers', () => {
	it('has one version until the first release', () => {
		expect(description.version).toBe(1);
		expect(description.defaultVersion).toBeUndefined();
	});

	it('offers the pipe events only with a cloud credential, labelled "Trigger On"', () => {
		const cloud = one('event', { deployment: 'cloud' });
		const selfHosted = one('event', { deployment: 'selfHosted' });
		expect(cloud.displayName).toBe('Trigger On');
		expect(selfHosted.displayName).toBe('Trigger On');
		expect(values(cloud).sort()).toEqual([
			'activityLogged',
			'alertStateChanged',
			'pipeSettingsChanged',
			'pipeStateChanged',
			'serviceStateChanged',
		]);
		expect(values(selfHosted)).toEqual(['alertStateChanged']);
		expect(properties.some((property) => property.type === 'notice')).toBe(false);
	});

	it('ids from the server and toStates from the known states of the event', () => {
		const alerts = one('ids', { deployment: 'cloud', event: 'alertStateChanged' });
		expect(alerts).toMatchObject({
			type: 'multiOptions',
			default: [],
			typeOptions: { loadOptionsMethod: 'getWatchedAlerts' },
		});
		const pipes = one('ids', { deployment: 'cloud', event: 'pipeSettingsChanged' });
		expect(pipes).toMatchObject({
			type: 'multiOptions',
			typeOptions: { loadOptionsMethod: 'getWatchedPipes' },
		});
		expect(values(one('toStates', { event: 'alertStateChanged' })).sort()).toEqual(
			[...ALERT_STATES].sort(),
		);
		expect(values(one('toStates', { event: 'pipeStateChanged' })).sort()).toEqual(
			[...PIPE_STATES].sort(),
		);
		expect(
			shown({ event: 'pipeSettingsChanged' }).some((property) => property.name === 'toStates'),
		).toBe(false);
		expect(one('simplify', {}).default).toBe(true);
	});

	it('labels states in Title Case and keeps the server values', () => {
		expect(ALERT_STATES.map(stateLabel)).toEqual([
			'Alert',
			'OK',
			'Insufficient Data',
			'Disabled',
			'Pending',
		]);
		expect(stateLabel('InternalError')).toBe('Internal Error');
		expect(stateLabel('Running')).toBe('Running');
	});
});

describe('trigger parameters: lists and text', () => {
	const raw = (extra: Record<string, unknown> = {}) => ({
		deployment: 'selfHosted',
		event: 'alertStateChanged',
		organizationId: () => '',
		serviceId: () => '',
		ids: '',
		toStates: '',
		options: {},
		...extra,
	});

	it('reads a multi-select list and a comma-separated text the same way', () => {
		expect(configOf(raw({ ids: ['a', ' b ', 'a'], toStates: ['ALERT'] }))).toMatchObject({
			ids: ['a', 'b'],
			toStates: ['ALERT'],
		});
		expect(configOf(raw({ ids: 'a, b,a', toStates: 'ALERT, ok' }))).toMatchObject({
			ids: ['a', 'b'],
			toStates: ['ALERT', 'ok'],
		});
		expect(configOf(raw({ ids: [], toStates: [] }))).toMatchObject({ ids: [], toStates: [] });
	});

	it('refuses an object where a list is expected, naming the field', () => {
		expect(() => configOf(raw({ ids: { id: 'a' } }))).toThrow(
			/Invalid 'ids': expected a list or comma-separated text, got an object/,
		);
		expect(() => configOf(raw({ toStates: [{ state: 'OK' }] }))).toThrow(/Invalid 'toStates'/);
	});

	it('reads Simplify, on unless turned off', () => {
		expect(configOf(raw()).simplify).toBe(true);
		expect(configOf(raw({ simplify: false })).simplify).toBe(false);
		expect(() => configOf(raw({ simplify: 'yes' }))).toThrow(/Invalid 'simplify'/);
	});

	it('simplifies a change by leaving out the record only', () => {
		const change = {
			event: 'alertStateChanged' as const,
			id: 'a',
			name: 'A',
			previousState: 'OK',
			state: 'ALERT',
			changedAt: 't',
			record: { id: 'a', big: [1, 2, 3] },
		};
		expect(simplifyChange(change)).toEqual({
			event: 'alertStateChanged',
			id: 'a',
			name: 'A',
			previousState: 'OK',
			state: 'ALERT',
			changedAt: 't',
		});
		expect(change.record).toEqual({ id: 'a', big: [1, 2, 3] });
	});
});

describe('trigger load options through n8n-core', () => {
	const env = useEnv({ eachTest: 'clearRequests' });
	const call = (parameters: Record<string, unknown>, method: string) =>
		env.harness.loadOptions({
			type: 'observabilityPipesTrigger',
			parameters,
			credentials:
				parameters.deployment === 'selfHosted' ? SELF_HOSTED_CREDENTIALS : CLOUD_CREDENTIALS,
			method,
			kind: 'loadOptions',
		});
	const paths = () => apiRequests(env).map((entry: { path: string }) => entry.path);

	it('getWatchedAlerts lists the cloud service alerts by name and state', async () => {
		const options = await call(cloudTrigger('alertStateChanged'), 'getWatchedAlerts');
		expect(options.map((option: { value: string }) => option.value).sort()).toEqual(
			[...SEED.cloudAlerts].sort(),
		);
		for (const option of options) expect(option.name).toMatch(/ \(.+\)$/);
		expect(paths()).toEqual([
			`/v1/organizations/${SEED.org}/services/${SEED.service}/observability/alerts`,
		]);
	});

	it('getWatchedAlerts lists self-hosted alerts through the paged list', async () => {
		const options = await call(selfHostedTrigger(), 'getWatchedAlerts');
		expect(options.map((option: { value: string }) => option.value).sort()).toEqual(
			[...SEED.sh.alerts].sort(),
		);
		const [request] = apiRequests(env) as Array<{ path: string; query: Record<string, string> }>;
		expect(request).toMatchObject({ path: '/api/v2/alerts', query: { offset: '0' } });
	});

	it('getWatchedPipes lists the pipes of the chosen service', async () => {
		const options = await call(cloudTrigger('pipeStateChanged'), 'getWatchedPipes');
		expect(options.map((option: { value: string }) => option.value)).toContain(
			SEED.pipes.messageBroker,
		);
		expect(
			options.find((option: { value: string }) => option.value === SEED.pipes.failed).name,
		).toMatch(/\(Failed\)$/);
		expect(paths()).toEqual([`/v1/organizations/${SEED.org}/services/${SEED.service}/pipes`]);
	});

	it('asks for the organization first instead of calling the API', async () => {
		const parameters = {
			deployment: 'cloud',
			event: 'pipeStateChanged',
			organizationId: locator(''),
			serviceId: locator(''),
		};
		await expect(call(parameters, 'getWatchedPipes')).rejects.toThrow(/organization first/);
		expect(apiRequests(env)).toHaveLength(0);
	});
});

describe('trigger through the engine: lists, expressions, simplify', () => {
	const env = useEnv();
	const a = (index: number) => SEED.cloudAlerts[index] as string;
	const sh = (index: number) => SEED.sh.alerts[index] as string;

	it('filters by ids and states chosen in the multi-selects', async () => {
		const t = new ActiveTrigger(
			env,
			cloudTrigger('alertStateChanged', { ids: [a(1), a(3)], toStates: ['ALERT', 'PENDING'] }),
		);
		expect(await t.poll()).toBeNull();
		for (const index of [0, 1, 3]) env.emulator.setAlertState(a(index), 'ALERT');
		env.emulator.setAlertState(a(2), 'PENDING');
		const items = await t.poll();
		expect(items!.map((item) => [item.id, item.state])).toEqual([
			[a(1), 'ALERT'],
			[a(3), 'ALERT'],
		]);
		// Simplify is on for a node added now: no record.
		for (const item of items!) expect(item).not.toHaveProperty('record');
		expect(Object.keys(items![0]).sort()).toEqual([
			'changedAt',
			'event',
			'id',
			'name',
			'previousState',
			'state',
		]);
	});

	it('still reads comma-separated text, as an expression gives it', async () => {
		const t = new ActiveTrigger(
			env,
			selfHostedTrigger({
				ids: `={{ "${sh(0)}, " + "${sh(2)}" }}`,
				toStates: '={{ "ok,pending" }}',
			}),
		);
		await t.poll();
		env.emulator.setAlertState(sh(0), 'PENDING');
		env.emulator.setAlertState(sh(1), 'PENDING');
		env.emulator.setAlertState(sh(2), 'ALERT');
		expect(transitions(await t.poll())).toEqual([[sh(0), 'ALERT', 'PENDING']]);
	});

	it('reads a list an expression gives', async () => {
		const t = new ActiveTrigger(env, selfHostedTrigger({ ids: `={{ ["${sh(4)}"] }}` }));
		await t.poll();
		env.emulator.setAlertState(sh(4), 'OK');
		env.emulator.setAlertState(sh(5), 'OK');
		expect(transitions(await t.poll())).toEqual([[sh(4), 'INSUFFICIENT_DATA', 'OK']]);
	});

	it('keeps the record with Simplify off', async () => {
		const t = new ActiveTrigger(
			env,
			cloudTrigger('pipeStateChanged', { ids: [SEED.pipes.messageBroker], simplify: false }),
		);
		await t.poll();
		env.emulator.setPipeState(SEED.pipes.messageBroker, 'Stopped');
		const [item] = (await t.poll())!;
		expect(item).toMatchObject({
			id: SEED.pipes.messageBroker,
			state: 'Stopped',
			record: expect.objectContaining({ id: SEED.pipes.messageBroker }),
		});
	});

	it('simplifies the "Fetch Test Event" sample and settings items too', async () => {
		const t = new ActiveTrigger(
			env,
			cloudTrigger('pipeSettingsChanged', { ids: [SEED.pipes.objectStorage] }),
		);
		const sample = await t.manual();
		expect(sample.items![0]).not.toHaveProperty('record');
		await t.poll();
		env.emulator.setPipeSettings(SEED.pipes.objectStorage, { engine_max_threads: 7 });
		const [item] = (await t.poll())!;
		expect(item).toMatchObject({
			id: SEED.pipes.objectStorage,
			changes: [expect.objectContaining({ setting: 'engine_max_threads', to: 7 })],
		});
		expect(item).not.toHaveProperty('record');
	});

	it('refuses a list of objects before any request', async () => {
		const t = new ActiveTrigger(env, selfHostedTrigger({ ids: '={{ [{ "id": 1 }] }}' }));
		await expect(t.poll()).rejects.toThrow(
			/^Invalid 'Only These Alert Names or IDs': expected a list/,
		);
		expect(apiRequests(env)).toHaveLength(0);
	});

	it('text in place of the pickers (a workflow edited by hand) still filters; Simplify off keeps the record', async () => {
		const t = new ActiveTrigger(
			env,
			selfHostedTrigger({ ids: `${sh(1)},${sh(2)}`, toStates: 'alert', simplify: false }),
		);
		await t.poll();
		env.emulator.setAlertState(sh(1), 'ALERT');
		env.emulator.setAlertState(sh(3), 'OK');
		const items = await t.poll();
		expect(transitions(items)).toEqual([[sh(1), 'OK', 'ALERT']]);
		expect(items![0].record).toMatchObject({ id: sh(1) });
	});
});
