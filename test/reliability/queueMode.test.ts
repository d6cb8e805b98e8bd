import * as fs from 'fs';
import * as path from 'path';
import { apiRequests, cloudParams, DEMO_CLOUD, DEMO_CLOUD_KEYS, locator, SEED, startEmulator, useEnv } from '../support/env';
import { writeSection } from './report';

describe('queue mode: no state shared between executions', () => {
	const env = useEnv({ emulator: { latencyMs: 15 }, eachTest: 'none' });
	let second: { url: string; close(): Promise<void>; requests(): Array<{ headers: Record<string, string>; deployment: string }> };
	beforeAll(async () => {
		second = await startEmulator({ latencyMs: 15 });
		env.harness.store['cloud-cred-2'] = {
			observabilityCloudApi: { baseUrl: second.url, keyId: DEMO_CLOUD_KEYS.org2Admin.keyId, keySecret: DEMO_CLOUD_KEYS.org2Admin.keySecret },
		};
	});
	afterAll(async () => second.close());

	it('two interleaved executions with different credentials each reach their own server with their own key', async () => {
		const input = Array.from({ length: 8 }, (_, index) => ({ id: SEED.cloudAlerts[index % 6] }));
		const params = cloudParams('alert', 'get', { alertId: locator('={{ $json.id }}') });
		const [first, other] = await Promise.all([
			env.harness.runNode({ parameters: params, credentials: { observabilityCloudApi: { id: 'cloud-cred', name: 'A' } }, input }),
			env.harness.runNode({ parameters: params, credentials: { observabilityCloudApi: { id: 'cloud-cred-2', name: 'B' } }, input }),
		]);
		expect(first.json('Node').map((alert: { id: string }) => alert.id)).toEqual(input.map((item) => item.id));
		expect(other.json('Node').map((alert: { id: string }) => alert.id)).toEqual(input.map((item) => item.id));

		const basic = (key: { keyId: string; keySecret: string }) => 'Basic ' + Buffer.from(`${key.keyId}:${key.keySecret}`).toString('base64');
		const firstLog = apiRequests(env);
		const otherLog = second.requests().filter((entry) => entry.deployment !== 'control');
		expect(firstLog).toHaveLength(8);
		expect(otherLog).toHaveLength(8);
		expect(new Set(firstLog.map((entry: { headers: Record<string, string> }) => entry.headers.authorization))).toEqual(new Set([basic(DEMO_CLOUD)]));
		expect(new Set(otherLog.map((entry) => entry.headers.authorization))).toEqual(new Set([basic(DEMO_CLOUD_KEYS.org2Admin)]));
	});

	it('the compiled-from sources keep no mutable module-level state', () => {
		const offenders: string[] = [];
		const walk = (dir: string) => {
			for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
				const file = path.join(dir, entry.name);
				if (entry.isDirectory()) walk(file);
				else if (file.endsWith('.ts')) {
					fs.readFileSync(file, 'utf8')
						.split('\n')
						.forEach((line, index) => {
							if (/^(export )?(let|var) /.test(line)) offenders.push(`${file}:${index + 1}: ${line.trim()}`);
						});
				}
			}
		};
		walk(path.resolve(__dirname, '../../nodes'));
		walk(path.resolve(__dirname, '../../credentials'));
		expect(offenders).toEqual([]);
		writeSection('queueMode', '## Queue mode\n\nNo module-level `let`/`var` in `nodes/` or `credentials/`; each execution builds its own client (base URL, pacer). Two interleaved executions with credentials for two different servers each reached only their own server with their own key.\n');
	});
});
