/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import { spawnSync } from './support/processes';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { parseYaml } = require('../scripts/release/yaml');

const root = path.resolve(__dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

type Step = {
	name?: string;
	uses?: string;
	run?: string;
	with?: Record<string, unknown>;
	env?: Record<string, unknown>;
};
type Job = {
	permissions?: Record<string, string>;
	'runs-on'?: string;
	container?: string;
	needs?: string | string[];
	uses?: string;
	steps?: Step[];
};
type Workflow = {
	name: string;
	on: Record<string, unknown>;
	permissions?: Record<string, string>;
	jobs: Record<string, Job>;
};

function workflow(file: string): Workflow {
	return parseYaml(fs.readFileSync(path.join(root, '.github/workflows', file), 'utf8'));
}

/** Every step of every job, in order. */
function steps(flow: Workflow): Step[] {
	return Object.values(flow.jobs).flatMap((job) => job.steps ?? []);
}

/** Index of the first step whose `run` is exactly one of the commands (or whose `uses` starts with the action). */
function indexOfRun(list: Step[], ...commands: string[]): number {
	return list.findIndex(
		(step) => typeof step.run === 'string' && commands.includes(step.run.trim()),
	);
}
function indexOfUses(list: Step[], action: string): number {
	return list.findIndex(
		(step) => typeof step.uses === 'string' && step.uses.startsWith(`${action}@`),
	);
}

describe('the YAML reader of the release checks', () => {
	it('reads mappings, sequences of mappings, quoted and flow scalars, and drops comments', () => {
		const text = [
			'# a comment',
			'name: CI  # trailing comment',
			'on:',
			'  push:',
			'    tags: [\'v*\', "x"]',
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
					steps: [
						{ uses: 'actions/checkout@v4' },
						{ name: 'Run', run: 'echo "a # not a comment"', with: { 'node-version': '20' } },
						'plain',
					],
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
	it.each(['ci.yml', 'publish.yml'])('%s runs on Node.js 24, what n8n 2.x requires', (file) => {
		const list = steps(workflow(file));
		const setup = list[indexOfUses(list, 'actions/setup-node')];
		expect(String(setup.with?.['node-version'])).toBe('24');
	});

	it.each(['ci.yml', 'publish.yml'])('%s runs only scripts package.json has', (file) => {
		// A step running .ci/run runs the scripts .ci/run names.
		const text = (run: string) =>
			run.trim() === '.ci/run' ? fs.readFileSync(path.join(root, '.ci/run'), 'utf8') : run;
		const commands = steps(workflow(file)).flatMap((step) =>
			[...text(String(step.run ?? '')).matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]),
		);
		expect(commands.length).toBeGreaterThan(0);
		for (const script of commands) expect(pkg.scripts).toHaveProperty([script]);
	});
});

describe('.github/workflows/ci.yml', () => {
	const flow = workflow('ci.yml');
	const list = steps(flow);

	it('runs on every push and pull request, and when the publish workflow calls it', () => {
		expect(Object.keys(flow.on)).toEqual(
			expect.arrayContaining(['push', 'pull_request', 'workflow_call']),
		);
	});

	it('runs .ci/run itself, the CI that CONTRIBUTING describes, as its last step', () => {
		const runs = list.filter((step) => typeof step.run === 'string');
		expect(runs.at(-1)?.run?.trim()).toBe('.ci/run');
		// Not a subset of it beside: every check is .ci/run's.
		expect(runs.filter((step) => /\bnpm (test|run)\b/.test(String(step.run)))).toEqual([]);
		expect(fs.statSync(path.join(root, '.ci/run')).mode & 0o111).not.toBe(0);
	});

	it('checks out the package beside shared/, where test:real reads the server code as ../shared', () => {
		const checkouts = list.filter((step) => String(step.uses).startsWith('actions/checkout@'));
		const paths = checkouts.map((step) => String(step.with?.path));
		expect(paths).toEqual(['package', 'shared/realserver/source']);
		const ciRun = list.find((step) => String(step.run).trim() === '.ci/run');
		expect(ciRun?.with).toBeUndefined();
		expect((ciRun as Step & { 'working-directory'?: string })['working-directory']).toBe('package');
		// The path test:real resolves by default, from the checkout.
		const install = fs.readFileSync(path.join(root, 'scripts/real/install.js'), 'utf8');
		expect(install).toContain("'../shared/realserver/source'");
		// The commit docs/real-server.md names.
		const readme = fs.readFileSync(path.join(root, 'docs/real-server.md'), 'utf8');
		const server = checkouts[1];
		expect(readme).toContain(String(server.with?.ref));
	});

	it("installs the Debian packages .ci/run's scripts need, as root in a Debian container", () => {
		const [job] = Object.values(flow.jobs);
		expect(String(job.container)).toMatch(/^node:24-bookworm/);
		const apt = list.find((step) => /apt-get install/.test(String(step.run)));
		for (const name of ['redis-server', 'postgresql', 'chromium'])
			expect(String(apt?.run).split(/\s+/)).toContain(name);
		// The packages and the browser path the scripts of the real-n8n runs use.
		expect(fs.readFileSync(path.join(root, 'scripts/queue/services.js'), 'utf8')).toMatch(
			/package: 'redis-server'[\s\S]*package: 'postgresql'/,
		);
		expect(fs.readFileSync(path.join(root, 'scripts/editor/setup.js'), 'utf8')).toContain(
			"'/usr/bin/chromium'",
		);
		const ciRun = list.findIndex((step) => String(step.run).trim() === '.ci/run');
		expect(list.indexOf(apt!)).toBeLessThan(ciRun);
	});
});

describe('.github/workflows/publish.yml', () => {
	const flow = workflow('publish.yml');
	const list = steps(flow);
	const job = flow.jobs.publish;

	it('publishes only after the CI workflow (.ci/run) passed on the same commit', () => {
		const ciJobs = Object.entries(flow.jobs).filter(
			([, candidate]) => candidate.uses === './.github/workflows/ci.yml',
		);
		expect(ciJobs).toHaveLength(1);
		const needs = ([] as string[]).concat(job.needs ?? []);
		expect(needs).toContain(ciJobs[0][0]);
		// The job publishing is the only one with steps, and it needs the CI job.
		expect(Object.values(flow.jobs).filter((candidate) => candidate.steps)).toEqual([job]);
	});

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

	it("sets up Node.js with the npm registry, installs, builds, then publishes with n8n's release tool", () => {
		const setup = list[indexOfUses(list, 'actions/setup-node')];
		expect(setup.with?.['registry-url']).toBe('https://registry.npmjs.org');
		const order = [
			indexOfUses(list, 'actions/checkout'),
			indexOfUses(list, 'actions/setup-node'),
			indexOfRun(list, 'npm ci'),
			indexOfRun(list, 'npm run build'),
			indexOfRun(list, 'npm run release'),
		];
		expect(order.every((index) => index >= 0)).toBe(true);
		expect([...order].sort((a, b) => a - b)).toEqual(order);
		expect(
			list.filter((step) => /npm publish|npm run release\b(?!:)/.test(String(step.run ?? ''))),
		).toHaveLength(1);
		// In GitHub Actions n8n-node release lints, builds and publishes with provenance.
		expect(pkg.scripts.release).toBe('n8n-node release');
		expect(pkg.scripts.prepublishOnly).toBe('n8n-node prerelease');
	});

	it('runs the release checks before publishing', () => {
		const check = indexOfRun(list, 'npm run release:check');
		expect(check).toBeGreaterThanOrEqual(0);
		expect(check).toBeLessThan(indexOfRun(list, 'npm run release'));
	});

	it('publishes only when the tag is the package version', () => {
		const guard = list.findIndex(
			(step) =>
				/GITHUB_REF_NAME/.test(String(step.run ?? '')) &&
				/package\.json/.test(String(step.run ?? '')),
		);
		expect(guard).toBeGreaterThanOrEqual(0);
		expect(guard).toBeLessThan(indexOfRun(list, 'npm run release'));
	});

	it('release:check fails a publish workflow that does not need the CI workflow, or a CI that skips .ci/run', () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obs-release-workflows-'));
		try {
			const workflows = path.join(dir, '.github/workflows');
			fs.cpSync(path.join(root, '.github/workflows'), workflows, { recursive: true });
			const check = () =>
				spawnSync(
					process.execPath,
					[path.join(root, 'scripts/release/check.js'), '--root', dir, '--only', 'workflows'],
					{ encoding: 'utf8' },
				)
					.stdout.split('\n')
					.filter((line: string) => /^FAIL\s/.test(line));
			expect(check()).toEqual([]);
			const publishFile = path.join(workflows, 'publish.yml');
			const publishText = fs.readFileSync(publishFile, 'utf8');
			expect(publishText).toContain('    needs: ci\n');
			fs.writeFileSync(publishFile, publishText.replace('    needs: ci\n', ''));
			const ciFile = path.join(workflows, 'ci.yml');
			const ciText = fs.readFileSync(ciFile, 'utf8');
			fs.writeFileSync(ciFile, ciText.replace('run: .ci/run', 'run: npm test'));
			expect(check()).toEqual([
				expect.stringMatching(/ci\.yml runs \.ci\/run.*: no "\.ci\/run" step/),
				expect.stringMatching(/publish\.yml .*: does not need the CI workflow/),
			]);
		} finally {
			fs.rmSync(dir, { recursive: true, force: true });
		}
	});

	it('takes the npm token, if any, from a secret, never from the file', () => {
		const publish = list[indexOfRun(list, 'npm run release')];
		expect(publish.env?.NODE_AUTH_TOKEN).toBe('${{ secrets.NPM_TOKEN }}');
	});
});

// eslint-disable-next-line @typescript-eslint/no-require-imports
const checks = require('../scripts/release/checks');

describe('release:check, the checks themselves', () => {
	const files = [
		'LICENSE',
		'README.md',
		'package.json',
		'dist/nodes/A/A.node.js',
		'dist/credentials/AApi.credentials.js',
	];
	const good = {
		name: 'n8n-nodes-example',
		keywords: ['n8n-community-node-package'],
		license: 'MIT',
		author: { name: 'Someone', email: 'someone@example.com' },
		homepage: 'https://github.com/someone/n8n-nodes-example#readme',
		repository: { type: 'git', url: 'git+https://github.com/someone/n8n-nodes-example.git' },
		files: ['dist'],
		n8n: {
			n8nNodesApiVersion: 1,
			nodes: ['dist/nodes/A/A.node.js'],
			credentials: ['dist/credentials/AApi.credentials.js'],
		},
		peerDependencies: { 'n8n-workflow': '*' },
		scripts: { build: 'tsc' },
	};
	const failing = (pkg: object, packed = files) =>
		(checks.packageJsonChecks(pkg, packed) as [string, string[]][])
			.filter(([, problems]) => problems.length > 0)
			.map(([name]) => name);

	it('passes a well-formed package', () => {
		expect(failing(good)).toEqual([]);
	});

	it.each([
		[
			'a name without the prefix',
			{ name: 'observability-nodes' },
			'package name starts with n8n-nodes- (or @scope/n8n-nodes-)',
		],
		['no community keyword', { keywords: ['n8n'] }, 'keywords include n8n-community-node-package'],
		['no license', { license: undefined }, 'license declared and shipped'],
		['no repository', { repository: undefined }, 'repository points at a public git URL'],
		['an author without email', { author: { name: 'Someone' } }, 'author has a name and an email'],
		[
			'another API version',
			{ n8n: { ...good.n8n, n8nNodesApiVersion: 2 } },
			'n8n.n8nNodesApiVersion is 1',
		],
		[
			'a node file not in the tarball',
			{ n8n: { ...good.n8n, nodes: ['dist/nodes/B/B.node.js'] } },
			'n8n.nodes and n8n.credentials name files that are in the tarball',
		],
		['a runtime dependency', { dependencies: { axios: '1.0.0' } }, 'no runtime dependencies'],
		[
			'a pinned n8n-workflow peer',
			{ peerDependencies: { 'n8n-workflow': '2.41.0' } },
			'peerDependencies are n8n-workflow "*" only',
		],
		[
			'another peer',
			{ peerDependencies: { 'n8n-workflow': '*', 'n8n-core': '*' } },
			'peerDependencies are n8n-workflow "*" only',
		],
		[
			'a postinstall script',
			{ scripts: { postinstall: 'node x.js' } },
			'no lifecycle scripts that run on install',
		],
		['overrides', { overrides: { a: '1' } }, 'no overrides field'],
	])('fails %s', (_label, change, check) => {
		expect(failing({ ...good, ...change })).toEqual([check]);
	});

	it('fails a package without a LICENSE file', () => {
		expect(
			failing(
				good,
				files.filter((file) => file !== 'LICENSE'),
			),
		).toEqual(['license declared and shipped']);
	});

	it('finds every README section by its level-2 heading, and names the missing ones', () => {
		const sections = checks.README_SECTIONS.map((section: string) => `## ${section}\n\ntext\n`);
		expect(checks.readmeProblems(sections.join('\n'))).toEqual([]);
		expect(
			checks.readmeProblems(
				sections.filter((section: string) => !section.includes('Troubleshooting')).join('\n'),
			),
		).toEqual(['no "## Troubleshooting" section']);
		expect(
			checks.readmeProblems(sections.join('\n').replace('## Compatibility', '### Compatibility')),
		).toEqual(['no "## Compatibility" section']);
	});

	it('accepts the package icons and refuses broken or unsafe SVG', () => {
		for (const icon of ['observability.svg', 'observability.dark.svg'])
			expect(checks.svgProblems(fs.readFileSync(path.join(root, 'icons', icon), 'utf8'))).toEqual(
				[],
			);
		const svg = (
			inner: string,
			attributes = 'xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"',
		) => `<?xml version="1.0"?>\n<svg ${attributes}>${inner}</svg>\n`;
		expect(checks.svgProblems(svg('<g><path d="M0 0"/></g>'))).toEqual([]);
		expect(checks.svgProblems('<png/>')).toEqual(['does not start with an <svg> element']);
		expect(checks.svgProblems(svg('', 'viewBox="0 0 8 8"'))).toEqual([
			'the <svg> element has no SVG xmlns',
		]);
		expect(checks.svgProblems(svg('', 'xmlns="http://www.w3.org/2000/svg"'))).toEqual([
			'the <svg> element has no viewBox and no width/height',
		]);
		expect(checks.svgProblems(svg('<g><path d="M0 0"/>'))).toEqual([
			'</svg> does not close the element it should',
		]);
		expect(checks.svgProblems(svg('<script>alert(1)</script>'))).toEqual([
			'holds scripts, event handlers or foreign objects',
		]);
		expect(checks.svgProblems(svg('<image href="https://example.com/a.png"/>'))).toEqual([
			'loads an external resource',
		]);
	});

	it('wants light and dark file: SVG icons', () => {
		expect(checks.iconShapeProblems({ light: 'file:a.svg', dark: 'file:a.dark.svg' })).toEqual([]);
		expect(checks.iconShapeProblems('file:a.svg')).toEqual(['icon has no light and dark variants']);
		expect(checks.iconShapeProblems(undefined)).toEqual(['no icon']);
		expect(checks.iconShapeProblems({ light: 'file:a.png', dark: 'file:a.svg' })).toEqual([
			'light icon is not a file: SVG ("file:a.png")',
		]);
		expect(checks.iconFiles({ light: 'file:../a.svg', dark: 'file:../a.dark.svg' })).toEqual([
			'../a.svg',
			'../a.dark.svg',
		]);
	});

	it("checks a codex file: JSON, node name, categories from n8n's list, no subcategories, https documentation links", () => {
		const codex = {
			node: 'n8n-nodes-example.a',
			nodeVersion: '1.0',
			codexVersion: '1.0',
			categories: ['Development'],
			resources: {
				primaryDocumentation: [{ url: 'https://example.com/a' }],
				credentialDocumentation: [{ url: 'https://example.com/b' }],
			},
		};
		const problems = (change: object) =>
			checks.codexProblems(JSON.stringify({ ...codex, ...change }), 'n8n-nodes-example.a');
		expect(problems({})).toEqual([]);
		expect(checks.codexProblems('{', 'n8n-nodes-example.a')[0]).toMatch(/^not valid JSON/);
		expect(problems({ node: 'n8n-nodes-example.b' })).toEqual([
			'node is "n8n-nodes-example.b", expected "n8n-nodes-example.a"',
		]);
		expect(problems({ categories: ['Monitoring'] })[0]).toMatch(
			/^category "Monitoring" is not one of n8n's/,
		);
		expect(problems({ subcategories: { Development: ['Monitoring'] } })).toEqual([
			'declares subcategories (only nodes built on the AI Node SDK may)',
		]);
		expect(
			problems({
				resources: { primaryDocumentation: [{ url: 'docs/a.md' }], credentialDocumentation: [] },
			}),
		).toEqual([
			'resources.primaryDocumentation has a link that is not an https URL: "docs/a.md"',
			'no resources.credentialDocumentation',
		]);
	});

	it('passes on this package (the packed tarball of the last build; lint and the scanner have their own tests)', () => {
		const result = spawnSync(
			process.execPath,
			[path.join(root, 'scripts/release/check.js'), '--skip', 'build,lint,scanner'],
			{ cwd: root, encoding: 'utf8' },
		);
		const lines = result.stdout.split('\n');
		expect(lines.filter((line) => line.startsWith('FAIL'))).toEqual([]);
		expect(lines).toContainEqual(expect.stringMatching(/^\d+ passed, 0 failed$/));
		expect(lines.filter((line) => line.startsWith('PASS')).length).toBeGreaterThanOrEqual(20);
		expect(result.status).toBe(0);
	}, 60000);
});

/** A node class with the given execute() body, extra description fields and imports. */
function nodeSource({ execute = '', description = '', imports = '' } = {}): string {
	return `
import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
${imports}
export class Planted implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Planted',
		name: 'planted',
		group: ['transform'],
		version: 1,
		description: 'A planted node',
		defaults: { name: 'Planted' },
		inputs: ['main'],
		outputs: ['main'],
		properties: [],
		${description}
	};
${execute ? `\n\tasync execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {\n\t\t${execute}\n\t}` : ''}
}`;
}

describe('release:check, the rules of the upcoming community-node lint', () => {
	describe('require-continue-on-fail', () => {
		const problems = (source: string) =>
			checks.continueOnFailProblems('Planted.node.ts', source) as string[];

		it.each([
			[
				"this node's form: execute() reads the setting and hands it to the router",
				nodeSource({
					execute: 'return await route.call(this, { continueOnFail: this.continueOnFail() });',
				}),
			],
			[
				'the classic loop with continueOnFail in the catch block',
				nodeSource({
					execute:
						'const out: INodeExecutionData[] = []; try { out.push({ json: {} }); } catch (error) { if (this.continueOnFail()) return [out]; throw error; } return [out];',
				}),
			],
			['a class that is not a node', 'export class Other { async execute() { return [[]]; } }'],
			['a node without execute() (a trigger)', nodeSource()],
		])('passes %s', (_label, source) => {
			expect(problems(source)).toEqual([]);
		});

		it.each([
			[
				'execute() delegates to the router and never reads the setting',
				nodeSource({ execute: 'return await route.call(this);' }),
			],
			[
				'a try/catch that rethrows without asking',
				nodeSource({ execute: 'try { return [[]]; } catch (error) { throw error; }' }),
			],
			[
				'continueOnFail called on something other than this',
				nodeSource({
					execute:
						'const other = { continueOnFail: () => true }; other.continueOnFail(); return [[]];',
				}),
			],
			[
				'a node extending Node',
				"import { Node } from 'n8n-workflow';\nexport class Planted extends Node { async execute() { return [[]]; } }",
			],
		])('fails a planted violation: %s', (_label, source) => {
			expect(problems(source)).toEqual([
				expect.stringMatching(
					/^Planted\.node\.ts:\d+: execute\(\) of Planted never calls this\.continueOnFail\(\)$/,
				),
			]);
		});
	});

	describe('no-codex-subcategories', () => {
		const codex = (withSubcategories: boolean) =>
			JSON.stringify({
				node: 'n8n-nodes-example.planted',
				categories: ['Development'],
				...(withSubcategories ? { subcategories: { Development: ['Monitoring'] } } : {}),
			});
		const problems = (source: string, codexText: string | null) =>
			checks.codexSubcategoryProblems(
				'Planted.node.ts',
				source,
				'Planted.node.json',
				codexText,
			) as string[];

		it('passes a codex file without subcategories, an inline codex without them, and the AI Node SDK', () => {
			expect(problems(nodeSource(), codex(false))).toEqual([]);
			expect(
				problems(nodeSource({ description: "codex: { categories: ['Development'] }," }), null),
			).toEqual([]);
			// n8n never reads the .node.json of a node with an inline codex.
			expect(
				problems(
					nodeSource({ description: "codex: { categories: ['Development'] }," }),
					codex(true),
				),
			).toEqual([]);
			const aiSdk = { imports: "import { something } from '@n8n/ai-node-sdk';" };
			expect(problems(nodeSource(aiSdk), codex(true))).toEqual([]);
			expect(
				problems(
					nodeSource({
						...aiSdk,
						description: "codex: { categories: ['AI'], subcategories: { AI: ['Root Nodes'] } },",
					}),
					null,
				),
			).toEqual([]);
		});

		it('fails planted subcategories: in the .node.json, in an inline codex, in a codex nested in usableAsTool', () => {
			expect(problems(nodeSource(), codex(true))).toEqual([
				'Planted.node.json: declares subcategories',
			]);
			expect(
				problems(
					nodeSource({
						description: "codex: { categories: ['AI'], subcategories: { AI: ['Tools'] } },",
					}),
					null,
				),
			).toEqual([
				expect.stringMatching(/^Planted\.node\.ts:\d+: the inline codex declares subcategories$/),
			]);
			expect(
				problems(
					nodeSource({
						description:
							"usableAsTool: { replacements: { codex: { subcategories: { AI: ['Tools'] } } } },",
					}),
					null,
				),
			).toHaveLength(1);
			expect(problems(nodeSource(), '{')[0]).toMatch(/^Planted\.node\.json: not valid JSON/);
		});
	});

	describe('over a copy of the checkout', () => {
		let dir: string;
		beforeEach(() => {
			dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obs-release-source-'));
			fs.cpSync(path.join(root, 'nodes'), path.join(dir, 'nodes'), { recursive: true });
		});
		afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

		const run = () => {
			const result = spawnSync(
				process.execPath,
				[path.join(root, 'scripts/release/check.js'), '--root', dir, '--only', 'source'],
				{ encoding: 'utf8' },
			);
			return {
				status: result.status,
				lines: result.stdout.split('\n').filter((line: string) => /^(PASS|FAIL)\s/.test(line)),
			};
		};

		it("passes this package's nodes", () => {
			const { status, lines } = run();
			expect(lines).toEqual([
				expect.stringMatching(/^PASS {2}source: the execute\(\) of every node class/),
				expect.stringMatching(/^PASS {2}source: no codex subcategories/),
			]);
			expect(status).toBe(0);
		});

		it('fails a planted execute() that never reads continueOnFail', () => {
			const file = path.join(dir, 'nodes/ObservabilityPipes/ObservabilityPipes.node.ts');
			const real = fs.readFileSync(file, 'utf8');
			const planted = real.replace(/this\.continueOnFail\(\)/g, 'false');
			expect(planted).not.toBe(real);
			fs.writeFileSync(file, planted);
			const { status, lines } = run();
			expect(lines[0]).toMatch(
				/^FAIL {2}source: the execute\(\) of every node class.*nodes\/ObservabilityPipes\/ObservabilityPipes\.node\.ts:\d+: execute\(\) of ObservabilityPipes never calls this\.continueOnFail\(\)/,
			);
			expect(lines[1]).toMatch(/^PASS/);
			expect(status).toBe(1);
		});

		it('fails a planted codex file with subcategories', () => {
			const file = path.join(
				dir,
				'nodes/ObservabilityPipesTrigger/ObservabilityPipesTrigger.node.json',
			);
			const json = JSON.parse(fs.readFileSync(file, 'utf8'));
			fs.writeFileSync(
				file,
				JSON.stringify({ ...json, subcategories: { Development: ['Monitoring'] } }, null, '\t'),
			);
			const { status, lines } = run();
			expect(lines[0]).toMatch(/^PASS/);
			expect(lines[1]).toMatch(
				/^FAIL {2}source: no codex subcategories.*ObservabilityPipesTrigger\.node\.json: declares subcategories/,
			);
			expect(status).toBe(1);
		});
	});
});

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { cloudSupport, cloudSupportVerdict } = require('../scripts/release/cloud-support');

describe("n8n Cloud eligibility (n8n-node cloud-support, n8n's own verdict)", () => {
	it('reads the verdict of its output', () => {
		expect(
			cloudSupportVerdict('  • Status: eligible for n8n Cloud verification (if lint passes)'),
		).toBe('eligible');
		expect(cloudSupportVerdict('  • Status: NOT eligible for n8n Cloud verification')).toBe(
			'not eligible',
		);
		expect(cloudSupportVerdict('Failed to read package.json')).toBe('unknown');
	});

	it("is eligible here: strict mode and n8n's default eslint.config.mjs", () => {
		expect(pkg.n8n.strict).toBe(true);
		expect(
			fs.readFileSync(path.join(root, 'eslint.config.mjs'), 'utf8').replace(/\s+/g, ' ').trim(),
		).toBe("import { config } from '@n8n/node-cli/eslint'; export default config;");
		expect(cloudSupport(root).verdict).toBe('eligible');
	}, 60000);

	it('is not eligible with a planted custom eslint.config.mjs, nor without strict mode', () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obs-cloud-support-'));
		try {
			fs.copyFileSync(path.join(root, 'package.json'), path.join(dir, 'package.json'));
			fs.writeFileSync(
				path.join(dir, 'eslint.config.mjs'),
				"import { config } from '@n8n/node-cli/eslint';\n\nexport default [...config, { rules: { 'no-console': 'off' } }];\n",
			);
			expect(cloudSupport(dir).verdict).toBe('not eligible');
			fs.copyFileSync(path.join(root, 'eslint.config.mjs'), path.join(dir, 'eslint.config.mjs'));
			expect(cloudSupport(dir).verdict).toBe('eligible');
			fs.writeFileSync(
				path.join(dir, 'package.json'),
				JSON.stringify({ ...pkg, n8n: { ...pkg.n8n, strict: false } }),
			);
			expect(cloudSupport(dir).verdict).toBe('not eligible');
		} finally {
			fs.rmSync(dir, { recursive: true, force: true });
		}
	}, 60000);
});
