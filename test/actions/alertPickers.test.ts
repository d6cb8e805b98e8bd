import { apiRequests, locator, runAction, SEED, selfHostedParams, useEnv } from '../support/env';

type Body = Record<string, unknown>;

/** Alert create and update with their pickers: the body carries the plain ids. */
describe('alert pickers through the engine (self-hosted)', () => {
	const env = useEnv();
	const SH = SEED.sh;
	const lastWrite = () =>
		apiRequests(env)
			.filter((entry: { method: string }) => entry.method !== 'GET')
			.pop() as { method: string; body: Body };

	const createFields = (extra: Record<string, unknown> = {}) => ({
		specifyBody: 'fields',
		name: 'Picked',
		source: 'tile',
		dashboardId: locator(SH.dashboard, 'list'),
		tileId: SH.tile,
		thresholdType: 'above',
		threshold: 5,
		interval: '5m',
		webhookId: locator(SH.webhook, 'list'),
		...extra,
	});

	it('create: dashboard, tile and webhook from the lists become plain ids in the body', async () => {
		const result = await runAction(env, selfHostedParams('alert', 'create', createFields()));
		expect(result.error('Node')).toBeUndefined();
		const { method, body } = lastWrite();
		expect(method).toBe('POST');
		expect(body).toMatchObject({
			source: 'tile',
			dashboardId: SH.dashboard,
			tileId: SH.tile,
			channel: { type: 'webhook', webhookId: SH.webhook },
		});
	});

	it('create on a saved search: the saved search picker, by list or by an ID expression', async () => {
		for (const savedSearchId of [
			locator(SH.savedSearch, 'list'),
			locator(`={{ "${SH.savedSearch}" }}`, 'id'),
		]) {
			const parameters = selfHostedParams(
				'alert',
				'create',
				createFields({ source: 'saved_search', savedSearchId }),
			);
			const result = await runAction(env, parameters);
			expect(result.error('Node')).toBeUndefined();
			expect(lastWrite().body).toMatchObject({
				source: 'saved_search',
				savedSearchId: SH.savedSearch,
			});
			expect(lastWrite().body).not.toHaveProperty('dashboardId');
		}
	});

	it('create refuses a saved search picker left empty, before any request', async () => {
		// n8n itself refuses a required picker left empty, before the node runs.
		const empty = selfHostedParams(
			'alert',
			'create',
			createFields({ source: 'saved_search', savedSearchId: locator('', 'list') }),
		);
		await expect(runAction(env, empty)).rejects.toThrow(/Parameter "Saved Search" is required/);
		// An expression that resolves to nothing reaches the node's own check.
		const resolvedEmpty = selfHostedParams(
			'alert',
			'create',
			createFields({ source: 'saved_search', savedSearchId: locator('={{ "" }}', 'id') }),
		);
		expect((await runAction(env, resolvedEmpty)).error('Node')?.message).toMatch(
			/Invalid 'Saved Search': it is empty/,
		);
		expect(apiRequests(env)).toHaveLength(0);
	});

	it('update: pickers among the fields to change send plain ids, the rest of the alert is kept', async () => {
		const tiles = (await env.harness.loadOptions({
			parameters: {
				deployment: 'selfHosted',
				resource: 'alert',
				operation: 'create',
				dashboardId: locator(SH.dashboard2),
			},
			credentials: { observabilitySelfHostedApi: { id: 'sh-cred', name: 'Self-hosted' } },
			method: 'getDashboardTiles',
			kind: 'loadOptions',
		})) as Array<{ value: string }>;
		const tile = tiles[0].value;
		env.emulator.clearRequests();
		const updateFields = {
			dashboardId: locator(SH.dashboard2, 'list'),
			tileId: tile,
			webhookId: locator(SH.webhooks.generic, 'id'),
			source: 'tile',
		};
		const result = await runAction(
			env,
			selfHostedParams('alert', 'update', {
				alertId: locator(SH.alerts[0]),
				specifyBody: 'fields',
				updateFields,
			}),
		);
		expect(result.error('Node')).toBeUndefined();
		const { method, body } = lastWrite();
		expect(method).toBe('PUT');
		expect(body).toMatchObject({
			dashboardId: SH.dashboard2,
			tileId: tile,
			channel: { type: 'webhook', webhookId: SH.webhooks.generic },
			name: 'Alert 1',
		});
	});

	it('update: a picker added but left empty changes nothing', async () => {
		const updateFields = { savedSearchId: locator('', 'list'), threshold: 42 };
		const result = await runAction(
			env,
			selfHostedParams('alert', 'update', {
				alertId: locator(SH.alerts[0]),
				specifyBody: 'fields',
				updateFields,
			}),
		);
		expect(result.error('Node')).toBeUndefined();
		expect(lastWrite().body).toMatchObject({ threshold: 42 });
		expect(lastWrite().body).not.toHaveProperty('savedSearchId');
	});

	it('update: plain IDs where the pickers are (a workflow edited by hand) are read as the IDs', async () => {
		const updateFields = { dashboardId: SH.dashboard, tileId: SH.tile, webhookId: SH.webhook };
		const result = await runAction(
			env,
			selfHostedParams('alert', 'update', {
				alertId: locator(SH.alerts[1]),
				specifyBody: 'fields',
				updateFields,
			}),
		);
		expect(result.error('Node')).toBeUndefined();
		expect(lastWrite().body).toMatchObject({
			dashboardId: SH.dashboard,
			tileId: SH.tile,
			channel: { type: 'webhook', webhookId: SH.webhook },
		});
	});

	it('a bad id from a picker is refused before any request, naming the field', async () => {
		const updateFields = { dashboardId: locator('dash-1'), tileId: SH.tile, source: 'tile' };
		const result = await runAction(
			env,
			selfHostedParams('alert', 'update', {
				alertId: locator(SH.alerts[0]),
				specifyBody: 'fields',
				updateFields,
			}),
		);
		expect(result.error('Node')?.message).toMatch(
			/Invalid 'Dashboard': "dash-1" is not an object ID/,
		);
		expect(apiRequests(env)).toHaveLength(0);
	});
});

describe('alert pickers in the description', () => {
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	const { ObservabilityPipes } = require('../../nodes/ObservabilityPipes/ObservabilityPipes.node');
	const properties = new ObservabilityPipes().description.properties as Array<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	const visible = (property: Record<string, any>, context: Record<string, unknown>) => {
		const show = property.displayOptions?.show ?? {};
		const hide = property.displayOptions?.hide ?? {};
		return (
			Object.entries(show).every(
				([key, values]) => !(key in context) || (values as unknown[]).includes(context[key]),
			) &&
			!Object.entries(hide).some(([key, values]) => (values as unknown[]).includes(context[key]))
		);
	};
	const shown = (name: string, context: Record<string, unknown>) =>
		properties.filter((property) => property.name === name && visible(property, context));
	const byName = (options: Array<Record<string, unknown>>) =>
		Object.fromEntries(options.map((option) => [option.name, option]));

	it('update offers list pickers for the dashboard, webhook and saved search, and the tiles of the chosen dashboard', () => {
		const [updateFields] = shown('updateFields', {
			resource: 'alert',
			operation: 'update',
			specifyBody: 'fields',
		});
		const fields = byName(updateFields.options);
		for (const [name, method] of [
			['dashboardId', 'searchDashboards'],
			['webhookId', 'searchWebhooks'],
			['savedSearchId', 'searchSavedSearches'],
		]) {
			expect(fields[name]).toMatchObject({
				type: 'resourceLocator',
				modes: expect.arrayContaining([
					expect.objectContaining({
						name: 'list',
						typeOptions: expect.objectContaining({ searchListMethod: method }),
					}),
					expect.objectContaining({ name: 'id' }),
				]),
			});
		}
		expect(fields.tileId).toMatchObject({
			type: 'options',
			typeOptions: {
				loadOptionsMethod: 'getDashboardTiles',
				loadOptionsDependsOn: ['updateFields.dashboardId.value', 'alertId.value'],
			},
		});
	});

	it('create offers the saved search as a list picker', () => {
		expect(
			shown('savedSearchId', {
				resource: 'alert',
				operation: 'create',
				specifyBody: 'fields',
				source: 'saved_search',
			}).map((property) => property.type),
		).toEqual(['resourceLocator']);
	});
});
