import {
	call,
	cloud,
	type Emu,
	expectCloudError,
	expectCloudOk,
	type Json,
	OBS,
	SEED,
	sh,
	startEmulator,
} from './helpers';

const hook = { type: 'webhook', webhookId: SEED.cloudWebhook };
const hook2 = { type: 'webhook', webhookId: SEED.cloudWebhooks.generic };
const email = { type: 'email', emailRecipients: ['oncall@example.com'] };
const alert = (over: Json = {}): Json => ({
	dashboardId: SEED.cloudDashboard,
	tileId: SEED.cloudTile,
	threshold: 5,
	interval: '5m',
	source: 'tile',
	thresholdType: 'above',
	name: 'Errors',
	message: 'Errors above 5',
	channels: [hook],
	...over,
});

describe('emulator: what the newer cloud document adds to cloud observability', () => {
	let emu: Emu;
	beforeAll(async () => {
		emu = await startEmulator();
	});
	afterAll(() => emu.close());
	beforeEach(() => {
		emu.reset();
		emu.configure({ alertInterval30s: true });
	});

	describe('alerts', () => {
		it('take channels (webhooks and e-mail), channel mirroring channels[0], on create and replace', async () => {
			const a = expectCloudOk(
				await cloud(emu, 'POST', `${OBS}/alerts`, {
					body: alert({ channels: [email, hook, hook2] }),
				}),
			);
			expect(a).toMatchObject({ channel: email, channels: [email, hook, hook2] });
			const b = expectCloudOk(
				await cloud(emu, 'PUT', `${OBS}/alerts/${a.id}`, { body: alert({ channels: [hook2] }) }),
			);
			expect(b).toMatchObject({ channel: hook2, channels: [hook2] });
			expect(
				expectCloudOk(
					await cloud(emu, 'PUT', `${OBS}/alerts/${a.id}`, {
						body: alert({ channels: undefined, channel: hook }),
					}),
				),
			).toMatchObject({ channel: hook, channels: [hook] });
		});
		it.each([
			[
				'a repeated channel',
				{ channels: [hook, email, hook] },
				/^BAD_REQUEST: channels: Array items must be unique \(channels\.2 repeats an earlier channel\)/,
			],
			[
				'11 channels',
				{
					channels: Array.from({ length: 11 }, (_, i) => ({
						type: 'email',
						emailRecipients: [`a${i}@example.com`],
					})),
				},
				/channels: Array must contain at most 10/,
			],
			['no channel', { channels: [] }, /channels: Array must contain at least 1/],
			[
				'channel unlike channels[0]',
				{ channel: hook2, channels: [hook, hook2] },
				/"channel" must match the first entry of "channels"/,
			],
			[
				'a webhook of no service',
				{ channels: [email, { type: 'webhook', webhookId: 'ffffffffffffffffffffffff' }] },
				/^BAD_REQUEST: Webhook not found$/,
			],
		])('refuse %s with a 400', async (_label, over, text) => {
			expectCloudError(
				await cloud(emu, 'POST', `${OBS}/alerts`, { body: alert(over) }),
				400,
				'BAD_REQUEST',
				text,
			);
		});
		it('the self-hosted server keeps its own rules: repeated channels pass, 30s does not', async () => {
			const shHook = { type: 'webhook', webhookId: SEED.sh.webhook };
			const body = {
				dashboardId: SEED.sh.dashboard,
				tileId: SEED.sh.tile,
				threshold: 1,
				interval: '5m',
				source: 'tile',
				thresholdType: 'above',
				channels: [shHook, shHook],
			};
			expect((await sh(emu, 'POST', '/api/v2/alerts', { body })).status).toBe(200);
			const r = await sh(emu, 'POST', '/api/v2/alerts', { body: { ...body, interval: '30s' } });
			expect(r.status).toBe(400);
			expect(r.json.message).toMatch(/interval/);
		});
		it('interval 30s is taken by default; with alertInterval30s false it is a 400 naming the interval', async () => {
			const a = expectCloudOk(
				await cloud(emu, 'POST', `${OBS}/alerts`, {
					body: alert({ interval: '30s', scheduleOffsetMinutes: 0 }),
				}),
			);
			expect(a.interval).toBe('30s');
			expectCloudError(
				await cloud(emu, 'POST', `${OBS}/alerts`, {
					body: alert({ interval: '30s', scheduleOffsetMinutes: 1 }),
				}),
				400,
				'BAD_REQUEST',
				/scheduleOffsetMinutes: must be less than the interval/,
			);
			expect(emu.configure({ alertInterval30s: false }).alertInterval30s).toBe(false);
			expectCloudError(
				await cloud(emu, 'POST', `${OBS}/alerts`, { body: alert({ interval: '30s' }) }),
				400,
				'BAD_REQUEST',
				/^BAD_REQUEST: interval: the '30s' interval is not enabled for this team$/,
			);
			expectCloudError(
				await cloud(emu, 'PUT', `${OBS}/alerts/${a.id}`, { body: alert({ interval: '30s' }) }),
				400,
				'BAD_REQUEST',
				/interval/,
			);
			expect(
				expectCloudOk(
					await cloud(emu, 'PUT', `${OBS}/alerts/${a.id}`, { body: alert({ interval: '1m' }) }),
				).interval,
			).toBe('1m');
			expect(
				(await call(emu, 'POST', '/__emulator/configure', { body: { alertInterval30s: true } }))
					.json.options.alertInterval30s,
			).toBe(true);
			expect(
				expectCloudOk(
					await cloud(emu, 'PUT', `${OBS}/alerts/${a.id}`, { body: alert({ interval: '30s' }) }),
				).interval,
			).toBe('30s');
		});
	});

	describe('dashboards', () => {
		const line = {
			displayType: 'line',
			sourceId: SEED.cloudSources.log,
			select: [{ aggFn: 'count' }],
		};
		const tile = (config: Json) => ({ name: 'T', x: 0, y: 0, w: 6, h: 2, config });
		const filter = (over: Json = {}): Json => ({
			type: 'QUERY_EXPRESSION',
			name: 'Environment',
			expression: 'environment',
			sourceId: SEED.cloudSources.log,
			...over,
		});
		const formulas = [{ expression: 'a / b', alias: 'ratio' }, { expression: 'a * 100' }];

		it('keep variable and broadcast filters, sql and variable saved filter values, formulas, seriesLimit and showOperandSeries', async () => {
			const body = {
				name: 'Variables',
				tiles: [
					tile({ ...line, formulas, seriesLimit: 0, showOperandSeries: true }),
					tile({ ...line, displayType: 'stacked_bar', seriesLimit: 5, formulas }),
					tile({ ...line, displayType: 'table', formulas, showOperandSeries: false }),
					tile({ ...line, displayType: 'number', formulas: [{ expression: 'a' }] }),
				],
				filters: [
					filter({
						isVariableEnabled: true,
						variableName: 'env',
						isBroadcastEnabled: true,
						appliesToSourceIds: [SEED.cloudSources.trace],
					}),
					filter({
						name: 'Host',
						expression: 'host',
						isBroadcastEnabled: false,
						appliesToSourceIds: [],
					}),
				],
				savedFilterValues: [
					{ type: 'sql', condition: "environment = 'prod'" },
					{ type: 'variable', name: 'env', values: ['prod', 'staging'] },
					{ condition: 'host IS NOT NULL' },
				],
			};
			const d = expectCloudOk(await cloud(emu, 'POST', `${OBS}/dashboards`, { body }));
			expect(d.tiles.map((t: Json) => t.config)).toEqual(body.tiles.map((t) => t.config));
			expect(d.filters[0]).toMatchObject({
				isVariableEnabled: true,
				variableName: 'env',
				isBroadcastEnabled: true,
				appliesToSourceIds: [SEED.cloudSources.trace],
			});
			expect(d.savedFilterValues).toEqual(body.savedFilterValues);
			const again = expectCloudOk(
				await cloud(emu, 'PUT', `${OBS}/dashboards/${d.id}`, {
					body: { ...body, filters: d.filters, tiles: d.tiles },
				}),
			);
			expect(again.filters).toEqual(d.filters);
			expect(again.tiles).toEqual(d.tiles);
			expect(
				expectCloudOk(await cloud(emu, 'GET', `${OBS}/dashboards/${d.id}`)).savedFilterValues,
			).toEqual(body.savedFilterValues);
		});

		it.each([
			[
				'a variableName without isVariableEnabled',
				{ filters: [filter({ variableName: 'env' })] },
				/^BAD_REQUEST: filters\.0\.variableName: is only allowed when isVariableEnabled is true$/,
			],
			[
				'a variableName with isVariableEnabled false',
				{ filters: [filter({ variableName: 'env', isVariableEnabled: false })] },
				/filters\.0\.variableName/,
			],
			[
				'appliesToSourceIds without broadcast',
				{
					filters: [
						filter({ isBroadcastEnabled: false, appliesToSourceIds: [SEED.cloudSources.trace] }),
					],
				},
				/^BAD_REQUEST: filters\.0\.appliesToSourceIds: must be empty when isBroadcastEnabled is false$/,
			],
			[
				'formulas with asRatio',
				{ tiles: [tile({ ...line, asRatio: true, formulas })] },
				/^BAD_REQUEST: tiles\.0\.config\.formulas: cannot be used together with asRatio$/,
			],
			[
				'formulas on a pie tile',
				{ tiles: [tile({ ...line, displayType: 'pie', formulas })] },
				/tiles\.0\.config\.formulas: is not a field of a pie tile \(only line, stacked_bar, table, number builder tiles take it\)/,
			],
			[
				'seriesLimit on a table tile',
				{ tiles: [tile({ ...line, displayType: 'table', seriesLimit: 3 })] },
				/tiles\.0\.config\.seriesLimit: is not a field of a table tile/,
			],
			[
				'showOperandSeries on a number tile',
				{ tiles: [tile({ ...line, displayType: 'number', showOperandSeries: true })] },
				/tiles\.0\.config\.showOperandSeries: is not a field of a number tile/,
			],
			[
				'a negative seriesLimit',
				{ tiles: [tile({ ...line, seriesLimit: -1 })] },
				/seriesLimit: Number must be greater than or equal to 0/,
			],
			[
				'a formula without expression',
				{ tiles: [tile({ ...line, formulas: [{ alias: 'x' }] })] },
				/tiles\.0\.config/,
			],
			[
				'a saved filter value of another type',
				{ savedFilterValues: [{ type: 'lucene', condition: 'x' }] },
				/savedFilterValues\.0\.type: Invalid discriminator value. Expected 'sql' \| 'variable'/,
			],
			[
				'a variable saved filter value without values',
				{ savedFilterValues: [{ type: 'variable', name: 'env' }] },
				/savedFilterValues\.0\.values: Required/,
			],
			[
				'a variable saved filter value with a number',
				{ savedFilterValues: [{ type: 'variable', name: 'env', values: ['a', 1] }] },
				/savedFilterValues\.0\.values\.1: Expected string/,
			],
			[
				'a sql saved filter value without condition',
				{ savedFilterValues: [{ type: 'sql' }] },
				/savedFilterValues\.0\.condition: Required/,
			],
		])('refuse %s with a 400', async (_label, over, text) => {
			expectCloudError(
				await cloud(emu, 'POST', `${OBS}/dashboards`, {
					body: { name: 'x', tiles: [tile(line)], ...over },
				}),
				400,
				'BAD_REQUEST',
				text,
			);
		});

		it('the self-hosted server applies the filter rules and takes sql saved filter values only', async () => {
			const shFilter = {
				type: 'QUERY_EXPRESSION',
				name: 'Env',
				expression: 'environment',
				sourceId: SEED.sh.sources.log,
			};
			const shTile = {
				name: 'T',
				x: 0,
				y: 0,
				w: 6,
				h: 2,
				config: {
					displayType: 'line',
					sourceId: SEED.sh.sources.log,
					select: [{ aggFn: 'count' }],
				},
			};
			const ok = await sh(emu, 'POST', '/api/v2/dashboards', {
				body: {
					name: 'x',
					tiles: [shTile],
					filters: [{ ...shFilter, isVariableEnabled: true, variableName: 'env' }],
					savedFilterValues: [{ condition: 'a = 1' }],
				},
			});
			expect(ok.status).toBe(200);
			const bad = await sh(emu, 'POST', '/api/v2/dashboards', {
				body: { name: 'x', tiles: [shTile], filters: [{ ...shFilter, variableName: 'env' }] },
			});
			expect(bad.status).toBe(400);
			expect(bad.json.message).toMatch(/filters\.0\.variableName/);
			const variable = await sh(emu, 'POST', '/api/v2/dashboards', {
				body: {
					name: 'x',
					tiles: [shTile],
					savedFilterValues: [{ type: 'variable', name: 'env', values: [] }],
				},
			});
			expect(variable.status).toBe(400);
			expect(variable.json.message).toMatch(/savedFilterValues\.0\.type/);
		});
	});

	it('log and trace sources carry serviceVersionExpression', async () => {
		const sources = expectCloudOk(await cloud(emu, 'GET', `${OBS}/sources`));
		const byKind = Object.fromEntries(sources.map((x: Json) => [x.kind, x]));
		expect(byKind.log.serviceVersionExpression).toBe("ResourceAttributes['service.version']");
		expect(byKind.trace.serviceVersionExpression).toBe("ResourceAttributes['service.version']");
		expect(byKind.metric).not.toHaveProperty('serviceVersionExpression');
	});
});
