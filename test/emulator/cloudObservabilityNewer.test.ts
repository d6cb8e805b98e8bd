import { call, cloud, type Emu, expectCloudError, expectCloudOk, type Json, OBS, SEED, sh, startEmulator } from './helpers';

const hook = { type: 'webhook', webhookId: SEED.cloudWebhook };
const hook2 = { type: 'webhook', webhookId: SEED.cloudWebhooks.generic };
const email = { type: 'email', emailRecipients: ['oncall@example.com'] };
const alert = (over: Json = {}): Json => ({ dashboardId: SEED.cloudDashboard, tileId: SEED.cloudTile, threshold: 5, interval: '5m', source: 'tile', thresholdType: 'above', name: 'Errors', message: 'Errors above 5', channels: [hook], ...over });

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
			const a = expectCloudOk(await cloud(emu, 'POST', `${OBS}/alerts`, { body: alert({ channels: [email, hook, hook2] }) }));
			expect(a).toMatchObject({ channel: email, channels: [email, hook, hook2] });
			const b = expectCloudOk(await cloud(emu, 'PUT', `${OBS}/alerts/${a.id}`, { body: alert({ channels: [hook2] }) }));
			expect(b).toMatchObject({ channel: hook2, channels: [hook2] });
			expect(expectCloudOk(await cloud(emu, 'PUT', `${OBS}/alerts/${a.id}`, { body: alert({ channels: undefined, channel: hook }) }))).toMatchObject({ channel: hook, channels: [hook] });
		});
		it.each([
			['a repeated channel', { channels: [hook, email, hook] }, /^BAD_REQUEST: channels: Array items must be unique \(channels\.2 repeats an earlier channel\)/],
			['11 channels', { channels: Array.from({ length: 11 }, (_, i) => ({ type: 'email', emailRecipients: [`a${i}@example.com`] })) }, /channels: Array must contain at most 10/],
			['no channel', { channels: [] }, /channels: Array must contain at least 1/],
			['channel unlike channels[0]', { channel: hook2, channels: [hook, hook2] }, /"channel" must match the first entry of "channels"/],
			['a webhook of no service', { channels: [email, { type: 'webhook', webhookId: 'ffffffffffffffffffffffff' }] }, /^BAD_REQUEST: Webhook not found$/],
		])('refuse %s with a 400', async (_label, over, text) => {
			expectCloudError(await cloud(emu, 'POST', `${OBS}/alerts`, { body: alert(over) }), 400, 'BAD_REQUEST', text);
		});
		it('the self-hosted server keeps its own rules: repeated channels pass, 30s does not', async () => {
			const shHook = { type: 'webhook', webhookId: SEED.sh.webhook };
			const body = { dashboardId: SEED.sh.dashboard, tileId: SEED.sh.tile, threshold: 1, interval: '5m', source: 'tile', thresholdType: 'above', channels: [shHook, shHook] };
			expect((await sh(emu, 'POST', '/api/v2/alerts', { body })).status).toBe(200);
			const r = await sh(emu, 'POST', '/api/v2/alerts', { body: { ...body, interval: '30s' } });
			expect(r.status).toBe(400);
			expect(r.json.message).toMatch(/interval/);
		});
		it('interval 30s is taken by default; with alertInterval30s false it is a 400 naming the interval', async () => {
			const a = expectCloudOk(await cloud(emu, 'POST', `${OBS}/alerts`, { body: alert({ interval: '30s', scheduleOffsetMinutes: 0 }) }));
			expect(a.interval).toBe('30s');
			expectCloudError(await cloud(emu, 'POST', `${OBS}/alerts`, { body: alert({ interval: '30s', scheduleOffsetMinutes: 1 }) }), 400, 'BAD_REQUEST', /scheduleOffsetMinutes: must be less than the interval/);
			expect(emu.configure({ alertInterval30s: false }).alertInterval30s).toBe(false);
			expectCloudError(await cloud(emu, 'POST', `${OBS}/alerts`, { body: alert({ interval: '30s' }) }), 400, 'BAD_REQUEST', /^BAD_REQUEST: interval: the '30s' interval is not enabled for this team$/);
			expectCloudError(await cloud(emu, 'PUT', `${OBS}/alerts/${a.id}`, { body: alert({ interval: '30s' }) }), 400, 'BAD_REQUEST', /interval/);
			expect(expectCloudOk(await cloud(emu, 'PUT', `${OBS}/alerts/${a.id}`, { body: alert({ interval: '1m' }) })).interval).toBe('1m');
			expect((await call(emu, 'POST', '/__emulator/configure', { body: { alertInterval30s: true } })).json.options.alertInterval30s).toBe(true);
			expect(expectCloudOk(await cloud(emu, 'PUT', `${OBS}/alerts/${a.id}`, { body: alert({ interval: '30s' }) })).interval).toBe('30s');
		});
	});
});
