import type { INodeProperties } from 'n8n-workflow';
import { ObservabilityPipes } from '../../nodes/ObservabilityPipes/ObservabilityPipes.node';
import {
	apiRequests,
	cloudParams,
	locator,
	runAction,
	SEED,
	selfHostedParams,
	useEnv,
} from '../support/env';
import { pipesPath } from '../support/cloudRequests';
import { expectRefusedBeforeSending } from '../support/inputError';

type Body = Record<string, unknown>;

/**
 * Node version 3: several records as a list of pickers. Alert: Create and Update take their
 * additional webhooks, Pipe: Create and Update their reverse private endpoints, each entry a
 * resource locator (From List or By ID; an ID expression may give several). Versions 1 and 2
 * keep the comma-separated text their workflows were saved with.
 */
describe('lists of record pickers (node version 3)', () => {
	const env = useEnv();
	const SH = SEED.sh;
	const writes = () =>
		apiRequests(env).filter((entry: { method: string }) => entry.method !== 'GET') as Array<{
			method: string;
			path: string;
			body: Body;
		}>;
	const webhooks = (...entries: Array<ReturnType<typeof locator>>) => ({
		webhook: entries.map((webhookId) => ({ webhookId })),
	});
	const endpoints = (...entries: Array<ReturnType<typeof locator>>) => ({
		reversePrivateEndpoint: entries.map((reversePrivateEndpointId) => ({
			reversePrivateEndpointId,
		})),
	});
	/** Runs the node once at `typeVersion` and returns the body of its one write, checked to be `request`. */
	const sentBody = async (
		params: Parameters<typeof runAction>[1],
		typeVersion: number,
		request: { method: string; path?: string },
	): Promise<Body> => {
		env.emulator.clearRequests();
		const result = await runAction(env, params, { typeVersion });
		expect(result.error('Node')).toBeUndefined();
		const [write] = writes();
		expect(write).toMatchObject(request);
		return write.body;
	};
	const hook = (webhookId: string) => ({ type: 'webhook', webhookId });

	describe('Alert: additional webhooks', () => {
		const createFields = (additionalWebhookIds: unknown) => ({
			specifyBody: 'fields',
			name: 'Several webhooks',
			source: 'tile',
			dashboardId: locator(SH.dashboard, 'list'),
			tileId: SH.tile,
			thresholdType: 'above',
			threshold: 5,
			interval: '5m',
			webhookId: locator(SH.webhooks.slack, 'list'),
			additionalFields: { additionalWebhookIds },
		});
		const created = async (additionalWebhookIds: unknown, typeVersion = 3) =>
			await sentBody(
				selfHostedParams('alert', 'create', createFields(additionalWebhookIds)),
				typeVersion,
				{ method: 'POST', path: '/api/v2/alerts' },
			);
		const three = [
			hook(SH.webhooks.slack),
			hook(SH.webhooks.generic),
			hook(SH.webhooks.incidentio),
		];

		it('create: two webhooks chosen from the list and by ID become the channels after the first', async () => {
			const body = await created(
				webhooks(locator(SH.webhooks.generic, 'list'), locator(SH.webhooks.incidentio, 'id')),
			);
			expect(body).toMatchObject({ channel: three[0], channels: three });
			const [alert] = env.emulator.store.sh.alerts
				.all()
				.filter((record: Body) => record.name === 'Several webhooks');
			expect(alert).toMatchObject({ channels: three });
		});

		it('create: an ID expression giving comma-separated text or a list gives several webhooks', async () => {
			for (const value of [
				`={{ "${SH.webhooks.generic}, ${SH.webhooks.incidentio}" }}`,
				`={{ ["${SH.webhooks.generic}", "${SH.webhooks.incidentio}"] }}`,
			])
				expect(await created(webhooks(locator(value, 'id')))).toMatchObject({ channels: three });
		});

		it('create: versions 1 and 2 keep the comma-separated text and send what they sent', async () => {
			const text = `${SH.webhooks.generic}, ${SH.webhooks.incidentio}`;
			const version3 = await created(
				webhooks(locator(SH.webhooks.generic, 'list'), locator(SH.webhooks.incidentio, 'id')),
			);
			for (const typeVersion of [1, 2]) {
				const body = await created(text, typeVersion);
				expect(body).toEqual({ ...version3 });
			}
			// The text of a version 2 node is an expression there too.
			expect(await created(`={{ "${text}" }}`, 2)).toEqual(version3);
		});

		it('update: two webhooks as pickers replace the channels after the first, the rest of the alert kept', async () => {
			const alertId = SH.alerts[0];
			const stored = env.emulator.store.sh.alerts.get(alertId) as Body;
			const body = await sentBody(
				selfHostedParams('alert', 'update', {
					alertId: locator(alertId),
					specifyBody: 'fields',
					updateFields: {
						additionalWebhookIds: webhooks(
							locator(SH.webhooks.incidentio, 'list'),
							locator(SH.webhooks.generic, 'id'),
						),
					},
				}),
				3,
				{ method: 'PUT', path: `/api/v2/alerts/${alertId}` },
			);
			const first = (stored.channels as Body[])[0];
			const channels = [first, hook(SH.webhooks.incidentio), hook(SH.webhooks.generic)];
			expect(body).toMatchObject({ name: stored.name, channel: first, channels });
		});

		it('update: the list added without an entry changes no channel', async () => {
			const alertId = SH.alerts[1];
			const update = async (updateFields: Record<string, unknown>) =>
				await sentBody(
					selfHostedParams('alert', 'update', {
						alertId: locator(alertId),
						specifyBody: 'fields',
						updateFields,
					}),
					3,
					{ method: 'PUT', path: `/api/v2/alerts/${alertId}` },
				);
			const before = await update({
				additionalWebhookIds: webhooks(
					locator(SH.webhooks.slack, 'list'),
					locator(SH.webhooks.incidentio, 'id'),
				),
			});
			expect(before.channels).toHaveLength(3);
			const after = await update({ name: 'Renamed', additionalWebhookIds: {} });
			expect(after).toMatchObject({ name: 'Renamed', channel: before.channel });
			expect(after.channels).toEqual(before.channels);
		});

		it('update on the cloud: the webhooks of the service by picker', async () => {
			const alertId = SEED.cloudAlerts[0];
			const body = await sentBody(
				cloudParams('alert', 'update', {
					alertId: locator(alertId),
					specifyBody: 'fields',
					updateFields: {
						webhookId: locator(SEED.cloudWebhooks.slack, 'list'),
						additionalWebhookIds: webhooks(
							locator(SEED.cloudWebhooks.generic, 'list'),
							locator(SEED.cloudWebhooks.incidentio, 'id'),
						),
					},
				}),
				3,
				{ method: 'PUT' },
			);
			const channels = [
				hook(SEED.cloudWebhooks.slack),
				hook(SEED.cloudWebhooks.generic),
				hook(SEED.cloudWebhooks.incidentio),
			];
			expect(body).toMatchObject({ channel: channels[0], channels });
		});

		it('a malformed ID is refused before sending, naming the field and its entry, with the item index', async () => {
			env.emulator.clearRequests();
			const error = (
				await runAction(
					env,
					selfHostedParams(
						'alert',
						'create',
						createFields(webhooks(locator(SH.webhooks.generic, 'list'), locator('hook-2', 'id'))),
					),
					{ typeVersion: 3 },
				)
			).error('Node');
			expectRefusedBeforeSending(
				env,
				error,
				`Invalid 'Additional Fields > Additional Webhooks' ([1]): "hook-2" is not an object ID [item 0]`,
			);
			expect((error as unknown as { context: { itemIndex: number } }).context.itemIndex).toBe(0);

			// The second item's expression gives a malformed ID: the first item's alert is sent, the second is not.
			env.emulator.clearRequests();
			const second = (
				await runAction(
					env,
					selfHostedParams(
						'alert',
						'create',
						createFields(webhooks(locator('={{ $json.hooks }}', 'id'))),
					),
					{
						typeVersion: 3,
						input: [
							{ hooks: `${SH.webhooks.generic},${SH.webhooks.incidentio}` },
							{ hooks: `${SH.webhooks.generic}, nope` },
						],
					},
				)
			).error('Node');
			expect(second).toMatchObject({ name: 'NodeOperationError' });
			expect(second?.message).toBe(
				`Invalid 'Additional Fields > Additional Webhooks' ([1]): "nope" is not an object ID [item 1]`,
			);
			expect((second as unknown as { context: { itemIndex: number } }).context.itemIndex).toBe(1);
			expect(writes()).toHaveLength(1);
			expect(writes()[0].body).toMatchObject({ channels: three });

			// On an update, before the alert is read.
			env.emulator.clearRequests();
			const update = (
				await runAction(
					env,
					selfHostedParams('alert', 'update', {
						alertId: locator(SH.alerts[0]),
						specifyBody: 'fields',
						updateFields: { additionalWebhookIds: webhooks(locator('hook-3', 'id')) },
					}),
					{ typeVersion: 3 },
				)
			).error('Node');
			expectRefusedBeforeSending(
				env,
				update,
				`Invalid 'Update Fields > Additional Webhooks' ([0]): "hook-3" is not an object ID [item 0]`,
			);
		});
	});

	describe('Pipe: reverse private endpoints', () => {
		const createFields = (reversePrivateEndpointIds: unknown) => ({
			specifyBody: 'fields',
			name: 'through-endpoints',
			sourceKind: 'messageBroker',
			brokers: 'b-1:9092',
			topics: 'orders',
			format: 'JSONEachRow',
			messageBroker: { reversePrivateEndpointIds },
			destinationDatabase: 'default',
			destinationTable: 'orders',
			destination: {
				columns: { column: [{ name: 'id', type: 'String' }] },
			},
			fieldMappings: { mapping: [{ sourceField: 'id', destinationField: 'id' }] },
		});
		const created = async (reversePrivateEndpointIds: unknown, typeVersion = 3) =>
			(await sentBody(
				cloudParams('pipe', 'create', createFields(reversePrivateEndpointIds)),
				typeVersion,
				{ method: 'POST', path: pipesPath() },
			)) as { source: { messageBroker: Body } };

		it('create: two endpoints chosen from the list and by ID', async () => {
			const body = await created(endpoints(locator(SEED.rpe, 'list'), locator(SEED.rpe2, 'id')));
			expect(body.source.messageBroker.reversePrivateEndpointIds).toEqual([SEED.rpe, SEED.rpe2]);
			expect(body).toMatchObject({
				name: 'through-endpoints',
				source: { messageBroker: { brokers: 'b-1:9092', topics: 'orders' } },
			});
		});

		it('create: an ID expression giving comma-separated text or a list; versions 1 and 2 keep their text', async () => {
			const version3 = await created(
				endpoints(locator(SEED.rpe, 'list'), locator(SEED.rpe2, 'id')),
			);
			expect(await created(endpoints(locator(`={{ "${SEED.rpe}, ${SEED.rpe2}" }}`)))).toEqual(
				version3,
			);
			expect(await created(endpoints(locator(`={{ ["${SEED.rpe}", "${SEED.rpe2}"] }}`)))).toEqual(
				version3,
			);
			for (const typeVersion of [1, 2])
				expect(await created(`${SEED.rpe}, ${SEED.rpe2}`, typeVersion)).toEqual(version3);
			// Versions 1 and 2 send their text as given, as before (the server judges it).
			expect((await created('rpe-1', 2)).source.messageBroker.reversePrivateEndpointIds).toEqual([
				'rpe-1',
			]);
		});

		it('update: the endpoints as pickers in the PATCH', async () => {
			env.emulator.clearRequests();
			const result = await runAction(
				env,
				cloudParams('pipe', 'update', {
					pipeId: locator(SEED.pipes.messageBroker),
					specifyBody: 'fields',
					sourceKind: 'messageBroker',
					messageBroker: {
						reversePrivateEndpointIds: endpoints(locator(SEED.rpe2, 'list'), locator(SEED.rpe)),
					},
				}),
				{ typeVersion: 3 },
			);
			expect(result.error('Node')).toBeUndefined();
			expect(writes()).toEqual([
				expect.objectContaining({
					method: 'PATCH',
					path: `${pipesPath()}/${SEED.pipes.messageBroker}`,
					body: { source: { messageBroker: { reversePrivateEndpointIds: [SEED.rpe2, SEED.rpe] } } },
				}),
			]);
		});

		it('a malformed ID is refused before sending, naming the field and its entry, with the item index', async () => {
			env.emulator.clearRequests();
			const error = (
				await runAction(
					env,
					cloudParams(
						'pipe',
						'create',
						createFields(endpoints(locator(SEED.rpe, 'list'), locator('rpe-2', 'id'))),
					),
					{ typeVersion: 3 },
				)
			).error('Node');
			expectRefusedBeforeSending(
				env,
				error,
				`Invalid 'Message Broker Source > Reverse Private Endpoints' ([1]): "rpe-2" is not a UUID [item 0]`,
			);
			expect((error as unknown as { context: { itemIndex: number } }).context.itemIndex).toBe(0);
		});
	});

	describe('the pickers list their records', () => {
		const properties = new ObservabilityPipes().description.properties;
		/** The locator inside the version 3 list field `name` of the collection `collection`. */
		const entryLocator = (collection: string, name: string) => {
			const fromVersion3 = properties.filter(
				(property) =>
					property.name === collection &&
					JSON.stringify(property.displayOptions?.hide?.['@version']) === '[1,2]',
			);
			const lists = fromVersion3.flatMap((property) =>
				(property.options as INodeProperties[]).filter((option) => option.name === name),
			);
			expect(lists.length).toBeGreaterThan(0);
			for (const list of lists) {
				expect(list).toMatchObject({
					type: 'fixedCollection',
					typeOptions: { multipleValues: true },
				});
			}
			const [group] = lists[0].options as Array<{ values: INodeProperties[] }>;
			expect(group.values).toHaveLength(1);
			return group.values[0];
		};

		it.each([
			['additionalFields', 'additionalWebhookIds', 'searchWebhooks'],
			['updateFields', 'additionalWebhookIds', 'searchWebhooks'],
			['messageBroker', 'reversePrivateEndpointIds', 'searchReversePrivateEndpoints'],
		])('%s > %s: From List with %s, and By ID', (collection, name, method) => {
			const picker = entryLocator(collection, name);
			expect(picker.type).toBe('resourceLocator');
			expect(picker.default).toEqual({ mode: 'list', value: '' });
			expect(picker.modes?.map((mode) => mode.name)).toEqual(['list', 'id']);
			expect(picker.modes?.[0].typeOptions?.searchListMethod).toBe(method);
		});

		it("the endpoints' list search answers the service's endpoints", async () => {
			const listed = (await env.harness.loadOptions({
				parameters: cloudParams('pipe', 'create'),
				credentials: { observabilityCloudApi: { id: 'cloud-cred', name: 'Cloud' } },
				method: 'searchReversePrivateEndpoints',
			})) as { results: Array<{ value: string }> };
			expect(listed.results.map((entry) => entry.value).sort()).toEqual(
				[SEED.rpe, SEED.rpe2].sort(),
			);
		});
	});
});
