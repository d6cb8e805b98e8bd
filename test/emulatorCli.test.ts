/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import type { ChildProcess } from 'child_process';
import { spawn, spawnSync } from './support/processes';
import * as fs from 'fs';
import * as path from 'path';
import { createHarness } from './harness';
import { ObservabilityPipes } from '../nodes/ObservabilityPipes/ObservabilityPipes.node';
import { ObservabilityCloudApi } from '../credentials/ObservabilityCloudApi.credentials';
import { ObservabilitySelfHostedApi } from '../credentials/ObservabilitySelfHostedApi.credentials';
import {
	CLOUD_CREDENTIALS,
	DEMO_CLOUD,
	DEMO_CLOUD_KEYS,
	DEMO_SELF_HOSTED_API_KEY,
	SEED,
	SELF_HOSTED_CREDENTIALS,
	cloudParams,
	selfHostedParams,
	useEnv,
} from './support/env';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const cli = require('./emulator/cli');

const root = path.resolve(__dirname, '..');
const CLI = path.join(root, 'test/emulator/cli.js');
// The contract check watches the spawned emulator too (as the demo test does for the demo's).
const WATCH = ['-r', path.join(root, 'test/contract/recorder.js')];

/** The CLI's environment without any npm_* variable of the npm that may run jest. */
function cleanEnv(extra: Record<string, string> = {}) {
	const env: Record<string, string> = { OBS_CONTRACT_LABEL: 'npm run emulator' };
	for (const [key, value] of Object.entries(process.env))
		if (!key.startsWith('npm_') && value !== undefined) env[key] = value;
	return { ...env, ...extra };
}

function runRefused(args: string[], env: Record<string, string> = {}) {
	return spawnSync(process.execPath, [CLI, ...args], {
		env: cleanEnv(env),
		encoding: 'utf8',
		timeout: 20000,
	});
}

describe('npm run emulator: the command line', () => {
	it.each([
		[['--bogus'], 'unknown option --bogus (--help lists the options)'],
		[['--port', '70000'], '--port needs a whole number from 0 to 65535, not "70000"'],
		[['--port', 'abc'], '--port needs a whole number from 0 to 65535, not "abc"'],
		[['--port=-1'], '--port needs a whole number from 0 to 65535, not "-1"'],
		[['--port'], '--port needs a value'],
		[['--alerts', '2.5'], '--alerts needs a whole number, not "2.5"'],
		[['--latency-ms', 'soon'], '--latency-ms needs a number of milliseconds, not "soon"'],
		[['--legacy=yes'], '--legacy takes no value'],
		[['18001'], 'unexpected argument "18001" (options start with --; --help lists them)'],
	])('refuses %j with one line and exit code 2, starting nothing', (args, message) => {
		const result = runRefused(args);
		expect(result.status).toBe(2);
		expect(result.stderr).toBe(`emulator: ${message}\n`);
		expect(result.stdout).toBe('');
	});

	it('--help lists every option and exits 0', () => {
		const result = runRefused(['--help']);
		expect(result.status).toBe(0);
		for (const name of Object.keys(cli.OPTIONS)) expect(result.stdout).toContain(`--${name}`);
	});

	it('reads the options npm swallowed from `npm run emulator --port 18001` (no --), and says so', () => {
		const npm = { npm_lifecycle_event: 'emulator' };
		expect(cli.parseArgs(['18001'], { ...npm, npm_config_port: 'true' })).toEqual({
			options: { port: 18001 },
			notes: [
				'npm took --port for itself; read as --port 18001 (the usual form: npm run emulator -- --port 18001)',
			],
		});
		expect(
			cli.parseArgs(['0.0.0.0'], {
				...npm,
				npm_config_port: '18001',
				npm_config_host: 'true',
				npm_config_rate_limit: 'true',
			}).options,
		).toEqual({ port: 18001, host: '0.0.0.0', 'rate-limit': true });
		expect(() => cli.parseArgs([], { ...npm, npm_config_port: 'true' })).toThrow(
			'npm took --port for itself without its value: run npm run emulator -- --port <value>',
		);
		expect(() => cli.parseArgs(['abc'], { ...npm, npm_config_port: 'true' })).toThrow(
			'--port needs a whole number from 0 to 65535, not "abc"',
		);
		// A bare option npm took that is neither npm's setting nor the emulator's is refused.
		const npmNames = new Set(['audit', 'fund', 'yes']);
		expect(() =>
			cli.parseArgs(
				[],
				{
					...npm,
					npm_config_bogus_flag: 'true',
					npm_config_audit: 'true',
					npm_config_global_prefix: '/usr',
				},
				npmNames,
			),
		).toThrow('unknown option --bogus-flag (npm took it for itself; --help lists the options)');
		expect(
			cli.parseArgs(
				[],
				{ ...npm, npm_config_audit: 'true', npm_config_global_prefix: '/usr' },
				npmNames,
			),
		).toEqual({ options: {}, notes: [] });
		// Outside `npm run emulator` such variables are npm's settings, not this command line's.
		expect(cli.parseArgs([], { npm_config_port: '18001' }).options).toEqual({});
		// What is given after `--` wins over what npm saw.
		expect(cli.parseArgs(['--port', '9000'], { ...npm, npm_config_port: '18001' }).options).toEqual(
			{ port: 9000 },
		);
	});

	it('turns options into emulator settings: seed sizes, rate limits, latency', () => {
		expect(
			cli.parseArgs(['--alerts', '20', '--pipes=3', '--rate-limit', '--latency-ms', '5']).options,
		).toEqual({ alerts: 20, pipes: 3, 'rate-limit': true, 'latency-ms': 5 });
		expect(
			cli.emulatorOptions({ alerts: 20, pipes: 3, 'rate-limit': true, 'latency-ms': 5 }),
		).toMatchObject({
			seed: { alerts: 20, selfHostedAlerts: 20, pipes: 3 },
			latencyMs: 5,
			rateLimit: { cloud: { enabled: true }, selfHosted: { enabled: true } },
			logBodies: true,
		});
	});

	it('on every interface (--host 0.0.0.0) prints a base URL a client can use, not the wildcard', () => {
		const text = cli.banner({ host: '0.0.0.0', port: 8000, rateLimit: false, latencyMs: 0 });
		expect(text).toContain('listening on http://0.0.0.0:8000');
		expect([...text.matchAll(/Base URL {4}(\S+)/g)].map((m) => m[1])).toEqual([
			'http://127.0.0.1:8000',
			'http://127.0.0.1:8000',
		]);
		expect(cli.banner({ host: '::1', port: 8000, rateLimit: false, latencyMs: 0 })).toContain(
			'Base URL    http://[::1]:8000',
		);
	});
});

describe('npm run emulator: what it prints works as printed', () => {
	let child: ChildProcess;
	let stdout = '';
	let stderr = '';

	beforeAll(async () => {
		child = spawn(process.execPath, [...WATCH, CLI, '--port', '0', '--host', '127.0.0.1'], {
			env: cleanEnv({ npm_lifecycle_event: 'emulator', npm_config_rate_limit: 'true' }),
		});
		child.stderr!.on('data', (chunk) => (stderr += chunk));
		await new Promise<void>((resolve, reject) => {
			child.stdout!.on('data', (chunk) => {
				stdout += chunk;
				if (stdout.includes('Ctrl+C stops it')) resolve();
			});
			child.once('exit', (code) =>
				reject(new Error(`the emulator exited with ${code}: ${stderr}`)),
			);
		});
	}, 20000);

	afterAll(async () => {
		if (child.exitCode === null) {
			const exited = new Promise((resolve) => child.once('exit', resolve));
			child.kill('SIGTERM');
			await exited;
		}
	});

	/** The value printed after a label in a credential's block. */
	const field = (block: string, label: string) => {
		const section = stdout.slice(stdout.indexOf(block));
		return new RegExp(`^ {2}${label} +(\\S+)$`, 'm').exec(section)![1];
	};

	it('prints each credential field as the form wants it: base URLs with no path, the demo keys', () => {
		const cloudUrl = field('Observability Cloud API credential', 'Base URL');
		const selfHostedUrl = field('Observability Self-Hosted API credential', 'Base URL');
		expect(cloudUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
		expect(selfHostedUrl).toBe(cloudUrl);
		expect(stdout).not.toMatch(/\/v1|\/api\/v2/);
		expect(field('Observability Cloud API credential', 'Key ID')).toBe(DEMO_CLOUD.keyId);
		expect(field('Observability Cloud API credential', 'Key Secret')).toBe(DEMO_CLOUD.keySecret);
		expect(field('Observability Self-Hosted API credential', 'API Key')).toBe(
			DEMO_SELF_HOSTED_API_KEY,
		);
		expect(stdout).toContain(`organization ${SEED.org}, service ${SEED.service}`);
		// The option npm swallowed (`npm run emulator --rate-limit`) was taken.
		expect(stdout).toContain('Rate limits on');
	});

	it('credentials built from the printed lines work with the node on both deployments', async () => {
		const harness = createHarness({
			nodeClasses: [ObservabilityPipes],
			credentialClasses: [ObservabilityCloudApi, ObservabilitySelfHostedApi],
			credentials: {
				'cloud-cred': {
					observabilityCloudApi: {
						baseUrl: field('Observability Cloud API credential', 'Base URL'),
						keyId: field('Observability Cloud API credential', 'Key ID'),
						keySecret: field('Observability Cloud API credential', 'Key Secret'),
					},
				},
				'sh-cred': {
					observabilitySelfHostedApi: {
						baseUrl: field('Observability Self-Hosted API credential', 'Base URL'),
						apiKey: field('Observability Self-Hosted API credential', 'API Key'),
					},
				},
			},
		});
		const cloud = await harness.runNode({
			parameters: cloudParams('organization', 'getAll', { returnAll: true }),
			credentials: CLOUD_CREDENTIALS,
		});
		expect(cloud.json('Node').map((org: { id: string }) => org.id)).toContain(SEED.org);
		const selfHosted = await harness.runNode({
			parameters: selfHostedParams('alert', 'getAll', { returnAll: true }),
			credentials: SELF_HOSTED_CREDENTIALS,
		});
		expect(selfHosted.json('Node').map((alert: { id: string }) => alert.id)).toEqual(
			expect.arrayContaining([...SEED.sh.alerts]),
		);
		// The emulator saw exactly these two deployments' list requests, under the paths the node adds.
		const log = (await fetch(
			`${field('Observability Cloud API credential', 'Base URL')}/__emulator/requests`,
		).then((response) => response.json())) as { requests: { method: string; path: string }[] };
		expect(log.requests.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
			'GET /v1/organizations',
			'GET /api/v2/alerts',
		]);
	});

	it('stops cleanly on SIGTERM', async () => {
		const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
		child.kill('SIGTERM');
		expect(await exited).toBe(0);
	});
});

describe('docs/emulator.md agrees with the emulator', () => {
	const doc = fs.readFileSync(path.join(root, 'docs/emulator.md'), 'utf8');
	const env = useEnv();

	it('documents every option of the command line', () => {
		for (const name of Object.keys(cli.OPTIONS)) expect(doc).toContain(`| \`--${name}`);
	});

	it('lists every demo key of the seed', () => {
		for (const key of Object.values(DEMO_CLOUD_KEYS) as { keyId: string; keySecret: string }[])
			expect(doc).toMatch(new RegExp(`\\| \`${key.keyId}\` \\| \`${key.keySecret}\` \\|`));
		expect(doc).toContain(`| \`${DEMO_SELF_HOSTED_API_KEY}\` |`);
	});

	it('names each demo record by the id and name the emulator answers with, and lists them all', async () => {
		const cloud = async (route: string) => {
			const response = await fetch(`${env.emulator.url}/v1${route}`, {
				headers: {
					authorization:
						'Basic ' +
						Buffer.from(`${DEMO_CLOUD.keyId}:${DEMO_CLOUD.keySecret}`).toString('base64'),
				},
			});
			return (
				(await response.json()) as { result: { id: string; name?: string; description?: string }[] }
			).result;
		};
		const selfHosted = async (route: string) => {
			const response = await fetch(`${env.emulator.url}/api/v2${route}`, {
				headers: { authorization: `Bearer ${DEMO_SELF_HOSTED_API_KEY}` },
			});
			return (
				(await response.json()) as { data: { id: string; name?: string; description?: string }[] }
			).data;
		};
		const org = `/organizations/${SEED.org}`;
		const service = `${org}/services/${SEED.service}`;
		const lists = await Promise.all([
			cloud('/organizations'),
			cloud(`${org}/services`),
			cloud(`${org}/keys`),
			cloud(`${service}/pipes`),
			cloud(`${service}/pipesReversePrivateEndpoints`),
			...['dashboards', 'alerts', 'sources', 'webhooks', 'saved-searches'].map((kind) =>
				cloud(`${service}/observability/${kind}`),
			),
			...['dashboards', 'alerts', 'sources', 'webhooks', 'saved-searches'].map((kind) =>
				selfHosted(`/${kind}`),
			),
		]);
		const served = lists
			.flat()
			.map((record) => `${record.id} ${record.name ?? record.description}`)
			.sort();
		const documented = [...doc.matchAll(/^\| [A-Za-z ]+ \| `([0-9a-f-]{24,36})` \| ([^|]+?) \|/gm)]
			.map((match) => `${match[1]} ${match[2]}`)
			.sort();
		expect(documented).toEqual(served);
	});
});
