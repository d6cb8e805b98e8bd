// The demo's scripted MCP conversation over the example's tool nodes (needs dist/: npm test builds first).
import { DEMO_CLOUD, DEMO_SELF_HOSTED_API_KEY, SEED, eventsOf, startEmulator } from '../emulator';
import { createEngine } from '../../scripts/demo/engine';
import { scenario } from '../../scripts/mcp/demo';

describe('npm run demo: ask your observability stack', () => {
	it('answers every call from the emulator, refuses the bad ones naming the field with nothing sent, and the audit names the changed pipe', async () => {
		const emulator = await startEmulator({ pipeTransitionMs: 300 });
		try {
			const engine = createEngine(emulator.url, {
				cloud: DEMO_CLOUD,
				selfHostedApiKey: DEMO_SELF_HOSTED_API_KEY,
			});
			const outcome = await scenario.run({ engine, emulator, SEED, examples: undefined });
			expect(outcome.error).toBeUndefined();
			const calls = outcome.data.calls as Array<{
				tool: string;
				isError: boolean;
				items: number;
				sent: number;
				refused?: string;
				text: string;
			}>;
			expect(
				calls.filter((call) => !call.refused).every((call) => !call.isError && call.sent > 0),
			).toBe(true);
			for (const call of calls.filter((candidate) => candidate.refused)) {
				expect(call).toMatchObject({ isError: true, sent: 0 });
				expect(call.text).toContain(`'${call.refused}'`);
			}
			const inAlert = emulator.store.sh.alerts
				.all()
				.filter((alert: { state: string }) => alert.state === 'ALERT');
			expect(calls.find((call) => call.tool === 'List_Alerts')!.items).toBe(inAlert.length);
			// The search's filter (Where) and its columns (in Options): the model's `where`
			// reaches the server, and the rows hold the selected columns only.
			const errors = eventsOf(
				'log',
				Date.parse('2025-01-15T09:00:00Z'),
				Date.parse('2025-01-15T10:00:00Z'),
			).filter((event) => event.SeverityText === 'error');
			const search = calls.find((call) => call.tool === 'Search_Events' && !call.refused)!;
			expect(errors.length).toBeGreaterThan(0);
			expect(search.items).toBe(errors.length);
			// The first row (the answer's first 300 characters): the four selected columns.
			const first = /^\[(\{[^{}]*\})/.exec(search.text)?.[1];
			expect(Object.keys(JSON.parse(first ?? '{}')).sort()).toEqual([
				'Body',
				'ServiceName',
				'SeverityText',
				'Timestamp',
			]);
			expect(outcome.data.drifting).toEqual([SEED.pipes.objectStorage]);
		} finally {
			await emulator.close();
		}
	}, 60000);
});
