import { spawnSync } from 'child_process';
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

// eslint-disable-next-line @typescript-eslint/no-require-imports
const checks = require('../scripts/release/checks');

describe('release:check, the checks themselves', () => {
	const files = ['LICENSE', 'README.md', 'package.json', 'dist/nodes/A/A.node.js', 'dist/credentials/AApi.credentials.js'];
	const good = {
		name: 'n8n-nodes-example',
		keywords: ['n8n-community-node-package'],
		license: 'MIT',
		author: { name: 'Someone', email: 'someone@example.com' },
		homepage: 'https://github.com/someone/n8n-nodes-example#readme',
		repository: { type: 'git', url: 'git+https://github.com/someone/n8n-nodes-example.git' },
		files: ['dist'],
		n8n: { n8nNodesApiVersion: 1, nodes: ['dist/nodes/A/A.node.js'], credentials: ['dist/credentials/AApi.credentials.js'] },
		peerDependencies: { 'n8n-workflow': '*' },
		scripts: { build: 'tsc' },
	};
	const failing = (pkg: object, packed = files) =>
		(checks.packageJsonChecks(pkg, packed) as [string, string[]][]).filter(([, problems]) => problems.length > 0).map(([name]) => name);

	it('passes a well-formed package', () => {
		expect(failing(good)).toEqual([]);
	});

	it.each([
		['a name without the prefix', { name: 'observability-nodes' }, 'package name starts with n8n-nodes- (or @scope/n8n-nodes-)'],
		['no community keyword', { keywords: ['n8n'] }, 'keywords include n8n-community-node-package'],
		['no license', { license: undefined }, 'license declared and shipped'],
		['no repository', { repository: undefined }, 'repository points at a public git URL'],
		['an author without email', { author: { name: 'Someone' } }, 'author has a name and an email'],
		['another API version', { n8n: { ...good.n8n, n8nNodesApiVersion: 2 } }, 'n8n.n8nNodesApiVersion is 1'],
		['a node file not in the tarball', { n8n: { ...good.n8n, nodes: ['dist/nodes/B/B.node.js'] } }, 'n8n.nodes and n8n.credentials name files that are in the tarball'],
		['a runtime dependency', { dependencies: { axios: '1.0.0' } }, 'no runtime dependencies'],
		['a pinned n8n-workflow peer', { peerDependencies: { 'n8n-workflow': '2.41.0' } }, 'peerDependencies are n8n-workflow "*" only'],
		['another peer', { peerDependencies: { 'n8n-workflow': '*', 'n8n-core': '*' } }, 'peerDependencies are n8n-workflow "*" only'],
		['a postinstall script', { scripts: { postinstall: 'node x.js' } }, 'no lifecycle scripts that run on install'],
		['overrides', { overrides: { a: '1' } }, 'no overrides field'],
	])('fails %s', (_label, change, check) => {
		expect(failing({ ...good, ...change })).toEqual([check]);
	});

	it('fails a package without a LICENSE file', () => {
		expect(failing(good, files.filter((file) => file !== 'LICENSE'))).toEqual(['license declared and shipped']);
	});

	it('finds every README section by its level-2 heading, and names the missing ones', () => {
		const sections = checks.README_SECTIONS.map((section: string) => `## ${section}\n\ntext\n`);
		expect(checks.readmeProblems(sections.join('\n'))).toEqual([]);
		expect(checks.readmeProblems(sections.filter((section: string) => !section.includes('Troubleshooting')).join('\n'))).toEqual(['no "## Troubleshooting" section']);
		expect(checks.readmeProblems(sections.join('\n').replace('## Compatibility', '### Compatibility'))).toEqual(['no "## Compatibility" section']);
	});

	it('accepts the package icons and refuses broken or unsafe SVG', () => {
		for (const icon of ['observability.svg', 'observability.dark.svg']) expect(checks.svgProblems(fs.readFileSync(path.join(root, 'icons', icon), 'utf8'))).toEqual([]);
		const svg = (inner: string, attributes = 'xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"') => `<?xml version="1.0"?>\n<svg ${attributes}>${inner}</svg>\n`;
		expect(checks.svgProblems(svg('<g><path d="M0 0"/></g>'))).toEqual([]);
		expect(checks.svgProblems('<png/>')).toEqual(['does not start with an <svg> element']);
		expect(checks.svgProblems(svg('', 'viewBox="0 0 8 8"'))).toEqual(['the <svg> element has no SVG xmlns']);
		expect(checks.svgProblems(svg('', 'xmlns="http://www.w3.org/2000/svg"'))).toEqual(['the <svg> element has no viewBox and no width/height']);
		expect(checks.svgProblems(svg('<g><path d="M0 0"/>'))).toEqual(['</svg> does not close the element it should']);
		expect(checks.svgProblems(svg('<script>alert(1)</script>'))).toEqual(['holds scripts, event handlers or foreign objects']);
		expect(checks.svgProblems(svg('<image href="https://example.com/a.png"/>'))).toEqual(['loads an external resource']);
	});

	it('wants light and dark file: SVG icons', () => {
		expect(checks.iconShapeProblems({ light: 'file:a.svg', dark: 'file:a.dark.svg' })).toEqual([]);
		expect(checks.iconShapeProblems('file:a.svg')).toEqual(['icon has no light and dark variants']);
		expect(checks.iconShapeProblems(undefined)).toEqual(['no icon']);
		expect(checks.iconShapeProblems({ light: 'file:a.png', dark: 'file:a.svg' })).toEqual(['light icon is not a file: SVG ("file:a.png")']);
		expect(checks.iconFiles({ light: 'file:../a.svg', dark: 'file:../a.dark.svg' })).toEqual(['../a.svg', '../a.dark.svg']);
	});

	it('checks a codex file: JSON, node name, categories from n8n\'s list, no subcategories, https documentation links', () => {
		const codex = {
			node: 'n8n-nodes-example.a',
			nodeVersion: '1.0',
			codexVersion: '1.0',
			categories: ['Development'],
			resources: { primaryDocumentation: [{ url: 'https://example.com/a' }], credentialDocumentation: [{ url: 'https://example.com/b' }] },
		};
		const problems = (change: object) => checks.codexProblems(JSON.stringify({ ...codex, ...change }), 'n8n-nodes-example.a');
		expect(problems({})).toEqual([]);
		expect(checks.codexProblems('{', 'n8n-nodes-example.a')[0]).toMatch(/^not valid JSON/);
		expect(problems({ node: 'n8n-nodes-example.b' })).toEqual(['node is "n8n-nodes-example.b", expected "n8n-nodes-example.a"']);
		expect(problems({ categories: ['Monitoring'] })[0]).toMatch(/^category "Monitoring" is not one of n8n's/);
		expect(problems({ subcategories: { Development: ['Monitoring'] } })).toEqual(['declares subcategories (only nodes built on the AI Node SDK may)']);
		expect(problems({ resources: { primaryDocumentation: [{ url: 'docs/a.md' }], credentialDocumentation: [] } })).toEqual([
			'resources.primaryDocumentation has a link that is not an https URL: "docs/a.md"',
			'no resources.credentialDocumentation',
		]);
	});

	it('passes on this package (the packed tarball of the last build; lint and the scanner have their own tests)', () => {
		const result = spawnSync(process.execPath, [path.join(root, 'scripts/release/check.js'), '--skip', 'build,lint,scanner'], { cwd: root, encoding: 'utf8' });
		const lines = result.stdout.split('\n');
		expect(lines.filter((line) => line.startsWith('FAIL'))).toEqual([]);
		expect(lines).toContainEqual(expect.stringMatching(/^\d+ passed, 0 failed$/));
		expect(lines.filter((line) => line.startsWith('PASS')).length).toBeGreaterThanOrEqual(20);
		expect(result.status).toBe(0);
	}, 60000);
});
