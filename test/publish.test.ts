/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
// A publish from a laptop must not skip the pre-release check. The project's .npmrc sets
// ignore-scripts (dependencies' install scripts cannot run here), and npm then skips
// prepublishOnly too, so `n8n-node prerelease` alone does not stop `npm publish`. The guard
// that holds is publishConfig.provenance: npm refuses to publish without a provenance
// statement, which only a CI with an OIDC token can sign (.github/workflows/publish.yml).
// These tests run the real `npm publish` in a temporary copy against a registry of their own
// on 127.0.0.1 that records what reaches it: nothing is published anywhere.
import { spawn } from './support/processes';
import * as fs from 'fs';
import * as http from 'http';
import type { AddressInfo } from 'net';
import * as os from 'os';
import * as path from 'path';

const root = path.resolve(__dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

type Received = { method: string; url: string; body: string };

/** A registry that answers "not published yet" to reads and accepts a publish, and records every request. */
async function startRegistry(): Promise<{
	url: string;
	received: Received[];
	close: () => Promise<void>;
}> {
	const received: Received[] = [];
	const server = http.createServer((request, response) => {
		let body = '';
		request.setEncoding('utf8');
		request.on('data', (chunk: string) => (body += chunk));
		request.on('end', () => {
			received.push({ method: request.method ?? '', url: request.url ?? '', body });
			const accepted = request.method === 'PUT';
			response.writeHead(accepted ? 201 : 404, { 'content-type': 'application/json' });
			response.end(JSON.stringify(accepted ? { ok: true } : { error: 'not_found' }));
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}/`,
		received,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	};
}

type Run = { code: number | null; output: string };

/**
 * `npm publish` in a copy of the package's manifest and .npmrc, as on a laptop: an environment
 * with no CI variables and no npm_* settings of the test's own npm, an empty user and global
 * config but for the test registry's dummy credential, a cache in the copy.
 */
function publish(
	dir: string,
	registry: string,
	args: string[],
	extraEnv: Record<string, string> = {},
): Promise<Run> {
	const host = registry.replace(/^http:/, '');
	const userConfig = path.join(dir, '.test-userconfig');
	fs.writeFileSync(userConfig, `${host}:_authToken=dummy-token-of-the-local-test-registry\n`);
	fs.writeFileSync(path.join(dir, '.test-globalconfig'), '');
	const env = { PATH: process.env.PATH ?? '', HOME: dir, ...extraEnv };
	const flags = [
		`--registry=${registry}`,
		`--userconfig=${userConfig}`,
		`--globalconfig=${path.join(dir, '.test-globalconfig')}`,
		`--cache=${path.join(dir, '.test-npm-cache')}`,
		'--update-notifier=false',
	];
	return new Promise((resolve, reject) => {
		const child = spawn('npm', ['publish', ...flags, ...args], {
			cwd: dir,
			env,
			stdio: ['ignore', 'pipe', 'pipe'],
		});
		let output = '';
		child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
		child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
		child.on('error', reject);
		child.on('close', (code: number | null) => resolve({ code, output }));
	});
}

/** A copy of what `npm publish` reads: package.json, .npmrc, README, LICENSE, and the dependencies (for n8n-node). */
function packageCopy(): string {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obs-publish-guard-'));
	for (const file of ['package.json', '.npmrc', 'README.md', 'LICENSE'])
		fs.copyFileSync(path.join(root, file), path.join(dir, file));
	fs.symlinkSync(
		fs.realpathSync(path.join(root, 'node_modules')),
		path.join(dir, 'node_modules'),
		'dir',
	);
	return dir;
}

const puts = (received: Received[]) => received.filter((request) => request.method === 'PUT');

describe('a publish outside the release workflow', () => {
	let dir: string;
	let registry: Awaited<ReturnType<typeof startRegistry>>;

	beforeEach(async () => {
		dir = packageCopy();
		registry = await startRegistry();
	});

	afterEach(async () => {
		await registry.close();
		fs.rmSync(dir, { recursive: true, force: true });
	});

	it("is configured to need npm provenance (public), since .npmrc's ignore-scripts makes npm skip prepublishOnly", () => {
		expect(fs.readFileSync(path.join(root, '.npmrc'), 'utf8')).toMatch(/^ignore-scripts=true$/m);
		expect(pkg.scripts.prepublishOnly).toBe('n8n-node prerelease');
		expect(pkg.publishConfig).toEqual({ provenance: true, access: 'public' });
	});

	it('is refused on a laptop: npm cannot sign the provenance statement, and nothing reaches the registry', async () => {
		const run = await publish(dir, registry.url, []);
		expect(run.code).not.toBe(0);
		expect(run.output).toMatch(/Automatic provenance generation not supported for provider: null/);
		expect(puts(registry.received)).toEqual([]);
		// npm did get as far as the registry (it asked which versions exist): the refusal is the
		// provenance requirement, not a registry it could not reach.
		expect(
			registry.received.some(
				(request) => request.method === 'GET' && request.url.includes(pkg.name),
			),
		).toBe(true);
	}, 120000);

	it('is refused in a CI job without the OIDC permission (the CI workflow has none)', async () => {
		const run = await publish(dir, registry.url, [], { CI: 'true', GITHUB_ACTIONS: 'true' });
		expect(run.code).not.toBe(0);
		expect(run.output).toMatch(
			/Provenance generation in GitHub Actions requires "write" access to the "id-token" permission/,
		);
		expect(puts(registry.received)).toEqual([]);
	}, 120000);

	it('reaches the registry only when provenance is switched off by hand (the test registry accepts it)', async () => {
		const run = await publish(dir, registry.url, ['--provenance=false']);
		expect(run.output).not.toMatch(/provenance/i);
		expect(run.code).toBe(0);
		const [put] = puts(registry.received);
		expect(put).toBeDefined();
		const body = JSON.parse(put.body);
		expect(body.name).toBe(pkg.name);
		expect(Object.keys(body.versions)).toEqual([pkg.version]);
		expect(body.access).toBe('public');
	}, 120000);

	it("is refused by n8n's prerelease step whenever npm runs scripts, even with provenance off", async () => {
		const run = await publish(dir, registry.url, ['--ignore-scripts=false', '--provenance=false']);
		expect(run.code).not.toBe(0);
		expect(run.output).toMatch(/n8n-node prerelease/);
		expect(run.output).toMatch(/Run `npm run release` to publish the package/);
		expect(puts(registry.received)).toEqual([]);
	}, 120000);
});
