/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import * as fs from 'fs';
import * as path from 'path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { operationsTable, readmeWithTable } = require('../scripts/operations-table');

const root = path.resolve(__dirname, '..');

describe('README', () => {
	const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');

	it('lists every resource and operation of the built node (regenerate with node scripts/operations-table.js --write)', () => {
		expect(readme).toBe(readmeWithTable(readme, operationsTable()));
	});

	it('gives exactly the two set-up commands in its quick start', () => {
		const quickStart = readme.slice(readme.indexOf('## Quick start'), readme.indexOf('## Installation'));
		const commands = [...quickStart.matchAll(/^(npm [^#\n]*?)\s*(#.*)?$/gm)].map((match) => match[1].trim());
		expect(commands).toEqual(['npm ci && npm run demo', 'npm test']);
	});

	it('documents every example workflow', () => {
		for (const file of fs.readdirSync(path.join(root, 'examples'))) expect(readme).toContain(`examples/${file}`);
	});
});
