/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import * as fs from 'fs';
import * as path from 'path';
import { declaredPackages, importProblems, importsOf, packageName } from './support/scriptImports';

const root = path.resolve(__dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

/** The repository's scripts: everything under scripts/ that Node runs, and the gulpfile. */
function scriptFiles(): string[] {
	const found: string[] = ['gulpfile.js'];
	const walk = (dir: string) => {
		for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
			const file = `${dir}/${entry.name}`;
			if (entry.isDirectory()) walk(file);
			else if (/\.(c|m)?js$/.test(entry.name)) found.push(file);
		}
	};
	walk('scripts');
	return found.sort();
}

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('script imports', () => {
	describe('the check itself', () => {
		const declared = new Set(['undici', '@n8n/di', 'n8n-workflow']);
		const problems = (source: string, file = 'scripts/bench/example.js') =>
			importProblems(file, source, declared);

		it('finds require, require.resolve, import, import() and root-joined paths, not comments', () => {
			const source = [
				"const a = require('undici');",
				"const b = require.resolve('jest/bin/jest');",
				"import { c } from '@n8n/di/container';",
				"import 'side-effect';",
				"const d = await import('n8n-workflow');",
				"const e = require(path.join(REPO, 'test/emulator'));",
				"// const f = require('in-a-comment');",
				"/* require('in-a-block') */",
			].join('\n');
			expect(importsOf(source).map((ref) => [ref.line, ref.specifier, ref.fromRoot])).toEqual([
				[1, 'undici', false],
				[2, 'jest/bin/jest', false],
				[3, '@n8n/di/container', false],
				[4, 'side-effect', false],
				[5, 'n8n-workflow', false],
				[6, 'test/emulator', true],
			]);
		});

		it('names the package of a deep import', () => {
			expect(packageName('@n8n/backend-network/dist/x')).toBe('@n8n/backend-network');
			expect(packageName('jest/bin/jest')).toBe('jest');
		});

		it('accepts declared packages, Node built-ins and the test entry points', () => {
			expect(
				problems(
					[
						"const { Pool } = require('undici');",
						"const { Container } = require('@n8n/di');",
						"const fs = require('fs');",
						"const fsp = require('fs/promises');",
						"import { join } from 'node:path';",
						"const emulator = require('../../test/emulator');",
						"const harness = require('../../test/harness/index.js');",
						"const expectations = require(path.join(REPO, 'test/e2e/expectations.js'));",
						"const measure = require('./measure');",
					].join('\n'),
				),
			).toEqual([]);
		});

		it('refuses a package that package.json does not declare', () => {
			expect(
				problems(
					"const { OutboundHttp } = require('@n8n/backend-network');\nconst pad = require('left-pad');",
				),
			).toEqual([
				"scripts/bench/example.js:1: '@n8n/backend-network' imports @n8n/backend-network, which package.json does not declare",
				"scripts/bench/example.js:2: 'left-pad' imports left-pad, which package.json does not declare",
			]);
		});

		it('refuses test internals, relative or joined to the root', () => {
			expect(problems("const { buildSeed } = require('../../test/emulator/seed');")).toEqual([
				expect.stringMatching(
					/^scripts\/bench\/example\.js:1: '\.\.\/\.\.\/test\/emulator\/seed' reaches into test internals/,
				),
			]);
			expect(
				problems(
					"const { TestItems } = require(path.join(REPO, 'test/harness/itemsNode'));",
					'scripts/dev.js',
				),
			).toEqual([expect.stringMatching(/reaches into test internals/)]);
			expect(
				problems("const { startEnv } = require('../test/support/env');", 'scripts/dev.js'),
			).toEqual([expect.stringMatching(/reaches into test internals/)]);
		});
	});

	it('every script imports only declared packages and Node built-ins, and test code only through its entry points', () => {
		const declared = declaredPackages(pkg);
		const files = scriptFiles();
		expect(files).toEqual(
			expect.arrayContaining([
				'scripts/bench/baselines.js',
				'scripts/demo/engine.js',
				'scripts/verify.mjs',
			]),
		);
		expect(files.flatMap((file) => importProblems(file, read(file), declared))).toEqual([]);
	});

	it('sees the imports it checks (the benchmark baselines and the demo engine)', () => {
		expect(importsOf(read('scripts/bench/baselines.js')).map((ref) => ref.specifier)).toEqual(
			expect.arrayContaining(['undici', '@n8n/di', '@n8n/backend-network']),
		);
		expect(importsOf(read('scripts/demo/engine.js')).map((ref) => ref.specifier)).toContain(
			'../../test/harness',
		);
	});
});
