/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import { execFileSync } from './support/processes';
import * as fs from 'fs';
import * as path from 'path';

const root = path.resolve(__dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

/** What `npm pack` would publish (the build ran before the tests: npm test builds first). */
function packedFiles(): string[] {
	const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
		cwd: root,
		encoding: 'utf8',
		stdio: ['ignore', 'pipe', 'ignore'],
	});
	return JSON.parse(out)[0].files.map((file: { path: string }) => file.path);
}

describe('the published package', () => {
	let files: string[];
	beforeAll(() => {
		files = packedFiles();
	});

	it('holds only dist/, README, LICENSE and package.json', () => {
		const outside = files.filter(
			(file) =>
				!file.startsWith('dist/') && !['README.md', 'LICENSE', 'package.json'].includes(file),
		);
		expect(outside).toEqual([]);
		expect(files).toEqual(expect.arrayContaining(['README.md', 'LICENSE', 'package.json']));
	});

	it('ships of dist/ only what n8n loads: nodes/, credentials/ and icons/ (gulpfile.js prunes what n8n-node build copies besides)', () => {
		const folders = [
			...new Set(
				files.filter((file) => file.startsWith('dist/')).map((file) => file.split('/')[1]),
			),
		].sort();
		expect(folders).toEqual(['credentials', 'icons', 'nodes']);
		expect(files.filter((file) => /\.png$/.test(file) || file.startsWith('dist/docs/'))).toEqual(
			[],
		);
		// The type check must not leave tsc's incremental state in dist/ (it would be published).
		expect(files.filter((file) => file.endsWith('.tsbuildinfo'))).toEqual([]);
	});

	it('ships no declaration files or source maps: n8n loads neither, and the maps point at .ts sources the package does not ship', () => {
		// The build still writes them into dist/ (tsconfig.json), for local debugging; the negated
		// patterns of `files` in package.json keep them out of the tarball.
		expect(files.filter((file) => /\.d\.ts$|\.map$/.test(file))).toEqual([]);
		expect(pkg.files).toEqual(expect.arrayContaining(['!dist/**/*.d.ts', '!dist/**/*.js.map']));
		const built = fs.readdirSync(path.join(root, 'dist/nodes/ObservabilityPipes'));
		expect(built.filter((file) => /\.d\.ts$|\.js\.map$/.test(file)).length).toBeGreaterThan(0);
	});

	it('contains every file the n8n section names', () => {
		expect(pkg.n8n.n8nNodesApiVersion).toBe(1);
		for (const file of [...pkg.n8n.nodes, ...pkg.n8n.credentials]) expect(files).toContain(file);
	});

	it('has no runtime dependencies and n8n-workflow as its peer', () => {
		expect(pkg.dependencies ?? {}).toEqual({});
		expect(Object.keys(pkg.peerDependencies)).toEqual(['n8n-workflow']);
		expect(pkg.keywords).toContain('n8n-community-node-package');
		expect(pkg.license).toBe('MIT');
	});

	it('ships light and dark icons for every node and credential', () => {
		for (const file of [...pkg.n8n.nodes, ...pkg.n8n.credentials]) {
			const source = fs.readFileSync(path.join(root, file), 'utf8');
			const icons = [...source.matchAll(/file:([^'"]+\.svg)/g)].map((match) => match[1]);
			expect(icons.some((icon) => icon.includes('.dark.'))).toBe(true);
			expect(icons.some((icon) => !icon.includes('.dark.'))).toBe(true);
			for (const icon of icons)
				expect(files).toContain(
					path.posix.normalize(path.posix.join(path.posix.dirname(file), icon)),
				);
		}
	});

	it('has a codex file with categories and documentation links for each node', () => {
		for (const file of pkg.n8n.nodes) {
			const codexPath = file.replace(/\.js$/, '.json');
			expect(files).toContain(codexPath);
			const codex = JSON.parse(fs.readFileSync(path.join(root, codexPath), 'utf8'));
			expect(codex.categories.length).toBeGreaterThan(0);
			expect(codex.resources.primaryDocumentation[0].url).toMatch(/^https:\/\//);
			expect(codex.resources.credentialDocumentation[0].url).toMatch(/^https:\/\//);
			expect(codex.node).toBe(
				`${pkg.name}.${path.basename(file, '.node.js').replace(/^./, (c: string) => c.toLowerCase())}`,
			);
		}
	});
});
