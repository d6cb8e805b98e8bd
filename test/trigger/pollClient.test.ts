import {
	apiRequests,
	DEMO_SELF_HOSTED_API_KEY,
	SELF_HOSTED_CREDENTIALS,
	useEnv,
} from '../support/env';
import { selfHostedTrigger, transitions, type Item } from './support';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { observeExchanges, selfHostedAlertId } = require('../emulator');

/**
 * The client of a poll (nodes/ObservabilityPipesTrigger/fetching/fetchRecords.ts): every request
 * of one poll goes through one client, and each poll has its own, although n8n runs every poll
 * of an active workflow on the same context. What tells them apart on the wire is the credential
 * each client read once: the key is changed, as a user editing the credential would, the moment
 * the server answers the first page of the first poll.
 */

const ROTATED = 'rotated-self-hosted-api-key';

describe('the client of a poll', () => {
	const env = useEnv({
		emulator: {
			seed: { selfHostedAlerts: 1205 },
			selfHostedApiKeys: [DEMO_SELF_HOSTED_API_KEY, ROTATED],
		},
	});

	it('sends every page of a poll through one client; the next poll of the same activation reads the credential again', async () => {
		const active = env.harness.activatePoll({
			node: { parameters: selfHostedTrigger(), credentials: SELF_HOSTED_CREDENTIALS },
		});
		const stored = env.harness.store['sh-cred'].observabilitySelfHostedApi as { apiKey: string };
		const stop = observeExchanges((exchange: { path: string; query: Record<string, string> }) => {
			if (exchange.path === '/api/v2/alerts' && exchange.query.offset === '0')
				stored.apiKey = ROTATED;
		});
		try {
			expect(await active.poll()).toBeNull();
			env.emulator.setAlertState(selfHostedAlertId(1100), 'PAGE_TWO');
			const output = (await active.poll()) as Array<Array<{ json: Item }>>;
			expect(transitions(output[0].map(({ json }) => json))).toEqual([
				[selfHostedAlertId(1100), 'OK', 'PAGE_TWO'],
			]);
		} finally {
			stop();
			stored.apiKey = DEMO_SELF_HOSTED_API_KEY;
		}
		expect(
			apiRequests(env).map(
				(entry) => `offset ${entry.query.offset}: ${String(entry.headers.authorization)}`,
			),
		).toEqual([
			`offset 0: Bearer ${DEMO_SELF_HOSTED_API_KEY}`,
			`offset 1000: Bearer ${DEMO_SELF_HOSTED_API_KEY}`,
			`offset 0: Bearer ${ROTATED}`,
			`offset 1000: Bearer ${ROTATED}`,
		]);
	});
});
