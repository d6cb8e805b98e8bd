#!/usr/bin/env node
'use strict';
// `npm run figures`: how heavy the package is to carry, counted from the tree as it stands.
// Files and lines of product code, lines per operation, the files one operation is read in,
// and the words of the docs. The way from execute to the parsed answer is measured as the code
// runs by `npm run figures:way` (test/way/way.figures.ts).
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..');
const nodesDir = path.join(root, 'nodes');

function filesUnder(dir, keep = () => true) {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(dir, entry.name);
		if (entry.isDirectory()) return filesUnder(full, keep);
		return keep(full) ? [full] : [];
	});
}

const lines = (file) => fs.readFileSync(file, 'utf8').split('\n');
/** Lines that are neither blank nor a comment. */
const codeLines = (file) =>
	lines(file).filter((line) => !/^\s*($|\/\/|\*|\/\*\*)/.test(line)).length;

/** The operations the action node offers: the values of its operation dropdowns. */
function operationsOffered() {
	const fixture = path.join(root, 'test/unit/fixtures/nodeDescriptions.json');
	const descriptions = JSON.parse(fs.readFileSync(fixture, 'utf8'));
	const action = descriptions.observabilityPipes.description;
	const pairs = new Set();
	for (const property of action.properties) {
		if (property.name !== 'operation') continue;
		for (const resource of property.displayOptions?.show?.resource ?? []) {
			for (const option of property.options ?? []) pairs.add(`${resource}:${option.value}`);
		}
	}
	return pairs.size;
}

/** The files of its resource's folder an operation is read in: its module and what it and the resource file import from the folder. */
function filesPerOperation(deep) {
	const actions = path.join(nodesDir, 'ObservabilityPipes/actions');
	const counts = [];
	for (const resource of fs.readdirSync(actions, { withFileTypes: true })) {
		if (!resource.isDirectory()) continue;
		const folder = path.join(actions, resource.name);
		const local = (file, deep) => {
			const found = new Set();
			const visit = (current) => {
				if (found.has(current)) return;
				found.add(current);
				if (!deep && current !== file) return;
				for (const match of fs
					.readFileSync(current, 'utf8')
					.matchAll(/from '(\.\/[^']+)'|import\('(\.\/[^']+)'\)/g)) {
					const target = path.join(path.dirname(current), `${match[1] ?? match[2]}.ts`);
					if (fs.existsSync(target)) visit(target);
				}
			};
			visit(file);
			return found;
		};
		const names = fs.readdirSync(folder);
		const resourceFile = names.find((name) => name.endsWith('.resource.ts'));
		const description = resourceFile ? local(path.join(folder, resourceFile), deep) : new Set();
		for (const name of names.filter((n) => n.endsWith('.operation.ts'))) {
			const files = new Set([...local(path.join(folder, name), deep), ...description]);
			// the resource file's list of operation modules is not read for one operation
			for (const file of files) {
				if (file.endsWith('.operation.ts') && !file.endsWith(name)) files.delete(file);
			}
			counts.push(files.size);
		}
	}
	return counts;
}

const docs = [
	'README.md',
	'CHANGELOG.md',
	'CONTRIBUTING.md',
	...fs
		.readdirSync(path.join(root, 'docs'))
		.filter((name) => name.endsWith('.md'))
		.map((name) => `docs/${name}`),
];
const words = (file) =>
	fs.readFileSync(path.join(root, file), 'utf8').split(/\s+/).filter(Boolean).length;

const all = filesUnder(nodesDir);
const ts = all.filter((file) => file.endsWith('.ts'));
const code = ts.reduce((sum, file) => sum + codeLines(file), 0);
const operations = operationsOffered();
const spread = (counts) => {
	const sorted = [...counts].sort((a, b) => a - b);
	return `${sorted[0]}-${sorted[sorted.length - 1]}, median ${sorted[Math.floor(sorted.length / 2)]}`;
};
const docWords = docs.map((file) => [file, words(file)]);

console.log(
	`files in nodes/: ${all.length} (${ts.length} TypeScript, ${ts.filter((f) => lines(f).length <= 10).length} of 10 lines or fewer)`,
);
console.log(`product code lines (not blank, not comments): ${code}`);
console.log(
	`operations the action node offers: ${operations}; code lines per operation: ${Math.round(code / operations)}`,
);
console.log(
	`files of its resource folder one operation is read in: ${spread(filesPerOperation(false))} (its module, the resource file and what these two import from the folder); with everything they import from it in turn: ${spread(filesPerOperation(true))}`,
);
console.log(`words of the docs: ${docWords.reduce((sum, [, n]) => sum + n, 0)}`);
for (const [file, n] of docWords) console.log(`  ${file}: ${n}`);
