import * as fs from 'fs';
import * as path from 'path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { parseYaml } = require('../scripts/release/yaml');

const root = path.resolve(__dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

type Step = { name?: string; uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, unknown> };
type Workflow = { name: string; on: Record<string, unknown>; permissions?: Record<string, string>; jobs: Record<string, { permissions?: Record<string, string>; steps: Step[] }> };

function workflow(file: string): Workflow {
	return parseYaml(fs.readFileSync(path.join(root, '.github/workflows', file), 'utf8'));
}

/** Every step of every job, in order. */
function steps(flow: Workflow): Step[] {
	return Object.values(flow.jobs).flatMap((job) => job.steps);
}

/** Index of the first step whose `run` is exactly one of the commands (or whose `uses` starts with the action). */
function indexOfRun(list: Step[], ...commands: string[]): number {
	return list.findIndex((step) => typeof step.run === 'string' && commands.includes(step.run.trim()));
}
function indexOfUses(list: Step[], action: string): number {
	return list.findIndex((step) => typeof step.uses === 'string' && step.uses.startsWith(`${action}@`));
}

describe('the YAML reader of the release checks', () => {
	it('reads mappings, sequences of mappings, quoted and flow scalars, and drops comments', () => {
		const text = [
			'# a comment',
			'name: CI  # trailing comment',
			'on:',
			'  push:',
			"    tags: ['v*', \"x\"]",
			'jobs:',
			'  a:',
			'    steps:',
			'      - uses: actions/checkout@v4',
			'      - name: Run',
			'        run: echo "a # not a comment"',
			'        with:',
			"          node-version: '20'",
			'      - plain',
			'    block: |',
			'      line 1',
			'        line 2',
		].join('\n');
		expect(parseYaml(text)).toEqual({
			name: 'CI',
			on: { push: { tags: ['v*', 'x'] } },
			jobs: {
				a: {
					steps: [{ uses: 'actions/checkout@v4' }, { name: 'Run', run: 'echo "a # not a comment"', with: { 'node-version': '20' } }, 'plain'],
					block: 'line 1\n  line 2\n',
				},
			},
		});
	});

	it('refuses what it does not understand instead of misreading it', () => {
		expect(() => parseYaml('a:\n\tb: 1')).toThrow(/tabs/);
		expect(() => parseYaml('a: {b: 1}')).toThrow(/flow mappings/);
		expect(() => parseYaml('a: 1\na: 2')).toThrow(/duplicate key/);
		expect(() => parseYaml('a: 1\n   b: 2')).toThrow(/indentation/);
	});
});

describe('both workflows', () => {
	it.each(['ci.yml', 'publish.yml'])('%s runs only scripts package.json has', (file) => {
		const commands = steps(workflow(file)).flatMap((step) => [...String(step.run ?? '').matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]));
		expect(commands.length).toBeGreaterThan(0);
		for (const script of commands) expect(pkg.scripts).toHaveProperty([script]);
	});
});

describe('.github/workflows/ci.yml', () => {
	const flow = workflow('ci.yml');
	const list = steps(flow);

	it('runs on every push and pull request', () => {
		expect(Object.keys(flow.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
	});

	it('checks out, sets up Node.js, installs from the lockfile, lints, then tests', () => {
		const order = [indexOfUses(list, 'actions/checkout'), indexOfUses(list, 'actions/setup-node'), indexOfRun(list, 'npm ci'), indexOfRun(list, 'npm run lint'), indexOfRun(list, 'npm test')];
		expect(order.every((index) => index >= 0)).toBe(true);
		expect([...order].sort((a, b) => a - b)).toEqual(order);
	});

	it('uses a Node.js version the package supports', () => {
		const setup = list[indexOfUses(list, 'actions/setup-node')];
		const major = Number(String(setup.with?.['node-version']).split('.')[0]);
		expect(major).toBeGreaterThanOrEqual(Number(/\d+/.exec(pkg.engines.node)![0]));
	});

});

describe('.github/workflows/publish.yml', () => {
	const flow = workflow('publish.yml');
	const list = steps(flow);
	const [job] = Object.values(flow.jobs);

	it('runs only on a version tag', () => {
		expect(Object.keys(flow.on)).toEqual(['push']);
		const push = flow.on.push as { tags?: string[]; branches?: string[] };
		expect(push.branches).toBeUndefined();
		expect(push.tags).toEqual(['v*']);
	});

	it('may mint the OIDC token for provenance and only read the repository', () => {
		const permissions = { ...flow.permissions, ...job.permissions };
		expect(permissions['id-token']).toBe('write');
		expect(permissions.contents).toBe('read');
	});

	it('sets up Node.js with the npm registry, installs, builds, tests, then publishes with provenance', () => {
		const setup = list[indexOfUses(list, 'actions/setup-node')];
		expect(setup.with?.['registry-url']).toBe('https://registry.npmjs.org');
		const order = [
			indexOfUses(list, 'actions/checkout'),
			indexOfUses(list, 'actions/setup-node'),
			indexOfRun(list, 'npm ci'),
			indexOfRun(list, 'npm run build'),
			indexOfRun(list, 'npm test'),
			indexOfRun(list, 'npm publish --provenance --access public'),
		];
		expect(order.every((index) => index >= 0)).toBe(true);
		expect([...order].sort((a, b) => a - b)).toEqual(order);
		expect(list.filter((step) => /npm publish/.test(String(step.run ?? '')))).toHaveLength(1);
	});

	it('runs the release checks before publishing', () => {
		const check = indexOfRun(list, 'npm run release:check');
		expect(check).toBeGreaterThanOrEqual(0);
		expect(check).toBeLessThan(indexOfRun(list, 'npm publish --provenance --access public'));
	});

	it('publishes only when the tag is the package version', () => {
		const guard = list.findIndex((step) => /GITHUB_REF_NAME/.test(String(step.run ?? '')) && /package\.json/.test(String(step.run ?? '')));
		expect(guard).toBeGreaterThanOrEqual(0);
		expect(guard).toBeLessThan(indexOfRun(list, 'npm publish --provenance --access public'));
	});

	it('takes the npm token, if any, from a secret, never from the file', () => {
		const publish = list[indexOfRun(list, 'npm publish --provenance --access public')];
		expect(publish.env?.NODE_AUTH_TOKEN).toBe('${{ secrets.NPM_TOKEN }}');
	});
});
