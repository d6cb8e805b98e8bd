/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node built-ins */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import {
	bareNamesIn,
	brokenBareNames,
	brokenReferences,
	brokenSections,
	commentsOf,
	filesUnder,
	headingsOf,
	referencesIn,
	sectionReferencesIn,
} from './support/fileReferences';

const root = path.resolve(__dirname, '..');
const SOURCE = /\.(ts|js|mjs|cjs)$/;

/** The comments checked: every source file of nodes/, credentials/, scripts/ and test/. */
const sources = () =>
	['nodes', 'credentials', 'scripts', 'test'].flatMap((dir) =>
		filesUnder(root, dir, (name) => SOURCE.test(name)),
	);
/** The documents checked: README, CONTRIBUTING, CHANGELOG, docs/, the notes under scripts/ and the READMEs under test/. */
const documents = () => [
	'README.md',
	'CONTRIBUTING.md',
	'CHANGELOG.md',
	...filesUnder(root, 'docs', (name) => name.endsWith('.md')),
	...filesUnder(root, 'scripts', (name) => name.endsWith('.md')),
	...filesUnder(root, 'test', (name) => name === 'README.md'),
];

/**
 * Names written bare in comments that are no file of this repository, on purpose: the shared
 * specification's documents, files of the real server's checkout, and words that only look
 * like file names.
 */
const NAMES_OUTSIDE = new Set([
	'CONTRACT.md', // the shared specification (beside the checkout)
	'NODE.md', // the shared specification
	'jest.int.config.js', // the real server's own test configuration (scripts/real/server-suites.js)
	'jest.setup.ts', // the same
	'Node.js', // the runtime
	'express.json', // the server's body parser, a function
]);

const describeBroken = (list: ReturnType<typeof brokenReferences>) =>
	list.map((found) => `${found.file}:${found.line}: ${found.reference}`);

describe('file references in comments and documents', () => {
	it('every comment in nodes/, credentials/, scripts/ and test/ names files that exist', () => {
		const files = sources();
		expect(files.length).toBeGreaterThan(100);
		expect(describeBroken(brokenReferences(root, files))).toEqual([]);
	});

	it('every document (README, CONTRIBUTING, CHANGELOG, docs/, scripts/**/*.md, test/**/README.md) names files that exist', () => {
		const files = documents();
		expect(files).toContain('docs/e2e.md');
		expect(files).toContain('scripts/bench/NOTES.md');
		expect(files).toContain('test/emulator/README.md');
		expect(describeBroken(brokenReferences(root, files))).toEqual([]);
	});

	it('every file name a comment writes bare (`fields.ts`) is the name of a file of the repository', () => {
		expect(describeBroken(brokenBareNames(root, sources(), NAMES_OUTSIDE))).toEqual([]);
	});

	it('catches a planted bare name that no file has any more, and passes the names that exist', () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obs-bare-names-'));
		try {
			fs.mkdirSync(path.join(dir, 'nodes/pipe'), { recursive: true });
			fs.writeFileSync(path.join(dir, 'nodes/pipe/pipeParameters.ts'), 'export {};\n');
			fs.writeFileSync(
				path.join(dir, 'nodes/a.ts'),
				[
					'// The limits the parameters (pipeParameters.ts) show, and the filters (filters.ts).',
					"const text = 'gone.ts'; // a string is code, not a comment",
					'/** Read by nodes/pipe/pipeParameters.ts and by the spec CONTRACT.md. */',
					'export { text };',
				].join('\n'),
			);
			expect(
				describeBroken(brokenBareNames(dir, ['nodes/a.ts'], new Set(['CONTRACT.md']))),
			).toEqual(['nodes/a.ts:1: filters.ts']);
			expect(describeBroken(brokenBareNames(dir, ['nodes/a.ts']))).toEqual([
				'nodes/a.ts:1: filters.ts',
				'nodes/a.ts:3: CONTRACT.md',
			]);
		} finally {
			fs.rmSync(dir, { recursive: true, force: true });
		}
	});

	it('reads bare names as whole file names, not the end of a path or a URL', () => {
		expect(
			bareNamesIn(
				'See `fields.ts`, corpusBadInput.ts and NOTES.md; not nodes/a/b.ts, https://x.dev/c.js.',
			).map((found) => found.reference),
		).toEqual(['fields.ts', 'corpusBadInput.ts', 'NOTES.md']);
	});

	it('every section a comment or a document names (`docs/x.md, "Heading"`) is a heading there', () => {
		const files = [...sources(), ...documents()];
		const named = files.flatMap((file) =>
			sectionReferencesIn(fs.readFileSync(path.join(root, file), 'utf8')),
		);
		expect(named.length).toBeGreaterThan(10);
		expect(
			brokenSections(root, files).map(
				(found) => `${found.file}:${found.line}: ${found.reference}, "${found.section}"`,
			),
		).toEqual([]);
	});

	it('catches a planted section that its document lacks', () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obs-section-references-'));
		try {
			fs.mkdirSync(path.join(dir, 'docs'));
			fs.mkdirSync(path.join(dir, 'nodes'));
			fs.writeFileSync(
				path.join(dir, 'docs/a.md'),
				'# A\n\n## 8. Record kinds\n\n```\n## Not a heading\n```\n\n### `Cold load` (added)\n\n' +
					'See docs/a.md, "Record kinds", docs/a.md, "Cold load", docs/a.md, "Gone part" ' +
					'and docs/a.md, "Not a heading"; a placeholder: docs/<file>.md, "<Heading>".\n',
			);
			fs.writeFileSync(
				path.join(dir, 'nodes/a.ts'),
				'// docs/a.md, "Record kinds" holds; docs/b.md, "Anything" has no document.\nexport {};\n',
			);
			expect(headingsOf(fs.readFileSync(path.join(dir, 'docs/a.md'), 'utf8'))).toEqual([
				'A',
				'8. Record kinds',
				'Cold load (added)',
			]);
			expect(
				brokenSections(dir, ['docs/a.md', 'nodes/a.ts']).map(
					(found) => `${found.file}:${found.line}: ${found.section}`,
				),
			).toEqual([
				'docs/a.md:11: Gone part',
				'docs/a.md:11: Not a heading',
				'nodes/a.ts:1: Anything',
			]);
		} finally {
			fs.rmSync(dir, { recursive: true, force: true });
		}
	});

	it('catches a planted reference to a missing file, in a comment and in a document', () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obs-file-references-'));
		try {
			fs.mkdirSync(path.join(dir, 'docs'));
			fs.mkdirSync(path.join(dir, 'nodes/shared/http'), { recursive: true });
			fs.writeFileSync(path.join(dir, 'nodes/shared/http/concurrency.ts'), 'export {};\n');
			fs.writeFileSync(
				path.join(dir, 'nodes/a.ts'),
				[
					'// The pacer: nodes/shared/http/concurrency.ts, and nodes/shared/http/gone.ts (planted).',
					"const url = 'https://example.com/docs/missing.md'; // a URL is not a reference",
					"const text = 'nodes/shared/in-a-string.ts'; // strings are code, not comments",
					'/* A block comment naming docs/planted.md. */',
					'export { url, text };',
				].join('\n'),
			);
			fs.writeFileSync(
				path.join(dir, 'docs/a.md'),
				'See `nodes/shared/http/concurrency.ts`, `docs/a.md` and scripts/planted/run.js.\n' +
					'Placeholders name many files: `nodes/<Node>/`, `examples/*.json`.\n',
			);
			expect(describeBroken(brokenReferences(dir, ['nodes/a.ts', 'docs/a.md']))).toEqual([
				'nodes/a.ts:1: nodes/shared/http/gone.ts',
				'nodes/a.ts:4: docs/planted.md',
				'docs/a.md:1: scripts/planted/run.js',
			]);
		} finally {
			fs.rmSync(dir, { recursive: true, force: true });
		}
	});

	it('reads references as paths: whole, without a sentence end, not inside URLs or other paths', () => {
		expect(
			referencesIn(
				'Read docs/e2e.md. Then scripts/e2e/ and README.md; not https://x.dev/docs/a.md, ' +
					'not packages/api/test/x.ts, not `nodes/<Node>/`, and nodes/shared/http/concurrency (a module).',
			).map((found) => found.reference),
		).toEqual(['docs/e2e.md', 'scripts/e2e/', 'README.md', 'nodes/shared/http/concurrency']);
	});

	it('finds the comments of a source, not its strings', () => {
		const comments = commentsOf(
			"// one\nconst a = '// not a comment'; /* two */\nconst b = /\\/\\/ regex/;\n/** three */\nexport { a, b };\n",
		).map((comment) => [comment.line, comment.text]);
		expect(comments).toEqual([
			[1, '// one'],
			[2, '/* two */'],
			[4, '/** three */'],
		]);
	});
});
