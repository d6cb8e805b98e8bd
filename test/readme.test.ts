/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import * as fs from 'fs';
import * as path from 'path';
import {
	duplicationProblems,
	headingAnchors,
	linkProblems,
	markdownProblems,
	sourceCells,
	tableProblems,
} from './support/markdownChecks';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { TARGETS, readmeWithTable } = require('../scripts/operations-table');

const root = path.resolve(__dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The markdown a reader of the repository opens: README, CONTRIBUTING, CHANGELOG and docs/. */
function markdownFiles(): string[] {
	const docs = fs
		.readdirSync(path.join(root, 'docs'))
		.filter((file) => file.endsWith('.md'))
		.map((file) => `docs/${file}`);
	return ['README.md', 'CONTRIBUTING.md', 'CHANGELOG.md', ...docs];
}

/** The text of a level-2 section, up to the next level-2 heading. */
function section(text: string, heading: string): string {
	const start = text.search(new RegExp(`\\n## ${heading}( \\(.*\\))?\\n`));
	if (start === -1) throw new Error(`no "## ${heading}" section`);
	const end = text.indexOf('\n## ', start + 1);
	return text.slice(start, end === -1 ? undefined : end);
}

describe('README', () => {
	const readme = read('README.md');

	const tables: [string, () => string][] = TARGETS.map(
		(target: { file: string; table: () => string }) => [target.file, target.table],
	);
	it.each(tables)(
		'%s lists every resource and operation of the built node (regenerate with node scripts/operations-table.js --write)',
		(file, table) => {
			const text = read(file);
			expect(text).toBe(readmeWithTable(text, table()));
		},
	);

	it('has one row per resource in its table, and the operations of each one by one in docs/operations.md', () => {
		const operations = read('docs/operations.md');
		expect(section(readme, 'Operations')).toMatch(
			/^\| Pipe \(`pipe`\) \| Cloud \| Audit Settings, Create, .*Update Settings \|$/m,
		);
		expect(operations).toMatch(
			/^\| Pipe \(`pipe`\) \| Cloud \| Update Scaling \(`updateScaling`\) \| .+ \|$/m,
		);
		expect(section(readme, 'Operations')).toContain('](docs/operations.md)');
	});

	it('documents every example workflow', () => {
		for (const file of fs.readdirSync(path.join(root, 'examples')))
			expect(readme).toContain(`examples/${file}`);
	});

	it('says on its first screen what the package does, how to install it, how to set up each credential, and shows an example', () => {
		const headings = [...readme.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
		expect(headings.slice(0, 3)).toEqual(['Installation', 'Credentials', 'Usage']);
		const credentials = section(readme, 'Credentials');
		expect(credentials).toMatch(/without `\/v1`/);
		expect(credentials).toMatch(/without `\/api\/v2`/);
		for (const field of ['**Base URL**', '**Key ID**', '**Key Secret**', '**API Key**'])
			expect(credentials).toContain(field);
		expect(section(readme, 'Usage')).toContain('examples/alert-to-chat.json');
	});

	it('is for users: development moved to CONTRIBUTING.md (but for the two set-up commands of a clone), and no word about build machines or registry mirrors', () => {
		expect(readme).not.toMatch(/^## Development/m);
		expect(readme).toContain('](CONTRIBUTING.md)');
		expect(readme).not.toMatch(
			/these machines|registry (this was measured|these machines reach)|mirror|lock-optional-platforms/i,
		);
		// The two set-up commands a newcomer looks for first (issue 31), in their one short section.
		const fromClone =
			readme.split('### Trying the package from a clone')[1]?.split(/^## /m)[0] ?? '';
		expect(fromClone).toContain('npm ci && npm run demo');
		expect(fromClone).toContain('npm test');
		expect(readme.replace(fromClone, '')).not.toMatch(/npm ci/);
		// Package versions and node versions are different things: say "node version" alone.
		expect(readme).not.toMatch(/version 0\.1/);
	});

	it('has an operations section per resource, each after the table', () => {
		const operations = section(readme, 'Operations');
		const resources = [
			...new Set(
				[...operations.matchAll(/^\| ([A-Z][A-Za-z ]+) \(`\w+`\) \|/gm)].map((match) => match[1]),
			),
		].filter((name) => !name.endsWith(' Changed') && name !== 'Activity Logged');
		for (const resource of [
			'Activity',
			'Alert',
			'API Key',
			'Chart',
			'Dashboard',
			'Event',
			'Organization',
			'Pipe',
			'Reverse Private Endpoint',
			'Saved Search',
			'Service',
			'Source',
			'Usage Cost',
			'Webhook',
		]) {
			expect(resources).toContain(resource);
			expect(operations).toMatch(new RegExp(`^### ${resource}s?\\b`, 'm'));
		}
	});
});

describe('CONTRIBUTING.md', () => {
	const contributing = read('CONTRIBUTING.md');

	it('gives exactly the two set-up commands in its quick start', () => {
		const commands = [
			...section(contributing, 'Quick start').matchAll(/^(npm [^#\n]*?)\s*(#.*)?$/gm),
		].map((match) => match[1].trim());
		expect(commands).toEqual(['npm ci && npm run demo', 'npm test']);
	});

	it('names every npm script of package.json', () => {
		const scripts = Object.keys(JSON.parse(read('package.json')).scripts);
		const missing = scripts.filter(
			(name) => !contributing.includes(name === 'test' ? '`npm test`' : `\`npm run ${name}`),
		);
		expect(missing).toEqual([]);
	});
});

describe('markdown as GitHub renders it', () => {
	it.each(markdownFiles())(
		'%s: no table row running into text, no paragraph written twice, no relative link to a missing file or anchor',
		(file) => {
			expect(markdownProblems(read(file), path.join(root, file), root)).toEqual([]);
		},
	);

	describe('each check fails on a planted defect', () => {
		const table = [
			'| Resource | Filter | Matches |',
			'| --- | --- | --- |',
			'| Alert | Name | the name contains the text |',
		];

		it('a paragraph line right after a table (GFM takes it in as a row)', () => {
			expect(
				tableProblems(
					[...table, 'Create and update operations take typed fields.', '', 'Next.'].join('\n'),
				),
			).toEqual([
				{
					line: 4,
					message:
						'a line runs into the table above as a row (leave a blank line after a table): "Create and update operations take typed fields."',
				},
			]);
		});

		it('a table cell of more than one sentence (the details belong below the table)', () => {
			expect(
				tableProblems(
					[...table, '| Pipe | States | One of those chosen. Create and update too. |', ''].join(
						'\n',
					),
				),
			).toEqual([
				{
					line: 4,
					message:
						'a table cell holds more than one sentence (put the rest below the table): "One of those chosen. Create and update too."',
				},
			]);
		});

		it('a row with more cells than the header (GFM drops the rest)', () => {
			expect(
				tableProblems(
					[...table, '| Pipe | States | one of those chosen | Create and update', ''].join('\n'),
				),
			).toEqual([
				{
					line: 4,
					message: 'a table row has 4 cells, the header 3: GFM drops "Create and update"',
				},
			]);
		});

		it('a table without its delimiter row (GFM renders its rows as one paragraph)', () => {
			expect(
				tableProblems(
					['Text.', '', table[0], table[2], '| Pipe | States | chosen |', ''].join('\n'),
				),
			).toEqual([
				{
					line: 3,
					message:
						'a table without its delimiter row (GFM shows it as text): "| Resource | Filter | Matches |"',
				},
			]);
			expect(tableProblems(['```', table[0], table[2], '```', ''].join('\n'))).toEqual([]);
		});

		it('accepts a well-formed table, escaped pipes and a paragraph after a blank line', () => {
			expect(sourceCells('| a | `x \\| y` | c |')).toEqual([' a ', ' `x \\| y` ', ' c ']);
			expect(
				tableProblems([...table, '| Pipe | `a \\| b` | text |', '', 'A paragraph.'].join('\n')),
			).toEqual([]);
		});

		it('a paragraph written twice, word for word', () => {
			const paragraph =
				'Every list operation has Return All and Limit; lists are read page by page.';
			expect(duplicationProblems(`${paragraph}\n\nOther text.\n\n${paragraph}\n`)).toEqual([
				{
					line: 5,
					message: `this paragraph repeats the one on line 1: "${paragraph.slice(0, 60)}..."`,
				},
			]);
		});

		it('a paragraph (or list item) that repeats a run of its own words, the leftover of an edit', () => {
			const item = [
				'- **Rate limits**: a 429 is waited out. After two 429s the node has learned the window and spaces its requests so the',
				'  limit is used fully. Every execution of one credential shares one pacer. After two 429s in one run the node has',
				'  learned the window and spaces its requests so the limit is used fully without provoking more.',
			].join('\n');
			expect(duplicationProblems(item)).toEqual([
				{
					line: 1,
					message:
						'this paragraph says "the node has learned the window and spaces its requests so the" twice',
				},
			]);
			expect(
				duplicationProblems(
					'- The node waits as the server asks.\n- The trigger waits as the server asks.\n',
				),
			).toEqual([]);
		});

		it('a relative link to a missing file, or to an anchor no heading makes; web links are not followed', () => {
			const file = path.join(root, 'README.md');
			const source = [
				'# Title',
				'',
				'## The trigger',
				'',
				'See [gone](docs/no-such-page.md), [here](#the-trigger), [nowhere](#no-such-heading),',
				'[e2e](docs/e2e.md#npm-run-testeditor), [bad anchor](docs/e2e.md#no-such-part),',
				'![picture](docs/images/missing.png) and [n8n](https://docs.n8n.io/missing).',
			].join('\n');
			expect(linkProblems(source, file)).toEqual([
				{ line: 5, message: 'the link docs/no-such-page.md leads to a missing file' },
				{ line: 5, message: 'the link #no-such-heading names an anchor no heading there makes' },
				{
					line: 5,
					message: 'the link docs/e2e.md#no-such-part names an anchor no heading there makes',
				},
				{ line: 5, message: 'the link docs/images/missing.png leads to a missing file' },
			]);
		});

		it('makes heading anchors as GitHub does', () => {
			expect([
				...headingAnchors(
					'## npm run test:editor\n\n## What an update can change\n\n## Notes\n\n## Notes\n',
				),
			]).toEqual(['npm-run-testeditor', 'what-an-update-can-change', 'notes', 'notes-1']);
		});
	});
});
