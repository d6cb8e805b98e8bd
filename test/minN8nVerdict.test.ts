/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node built-ins */
// How `npm run test:min-n8n` reads an n8n version's run (scripts/min-n8n-verdict.js): the
// version below the minimum must fail because n8n cannot load the package's nodes, the reason
// the README names; any other failure (a failed install included) fails the run.

import * as fs from 'fs';
import * as path from 'path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { classifyRun, WORKS, NOT_LOADED, OTHER } = require('../scripts/min-n8n-verdict');

const OURS = 'n8n-nodes-observability-pipes';

/** Lines as scripts/e2e/reporter.js prints them (`[e2e time] log`, `PASS name`, `FAIL name: detail`). */
const output = (...lines: string[]) => lines.join('\n') + '\n';

/** A run in an n8n that cannot load the package (as n8n 1.82.3 ran on 2026-11-25, shortened). */
const notLoaded = output(
	'[e2e    12.0s] step 4: n8n import:workflow --separate of examples/',
	'PASS n8n import:workflow of the examples',
	'FAIL alert-digest.json: n8n execute exits 0: 1',
	`Error: Unrecognized node type: ${OURS}.observabilityPipes`,
	`FAIL alert-digest.json: the run succeeded, no node failed: undefined: Unrecognized node type: ${OURS}.observabilityPipes`,
	'PASS owner setup and login through the REST API',
	'FAIL n8n loaded the three node types of the installed package: 200; ours: none',
	'FAIL n8n loaded both credential types: ',
	'FAIL pipe-state-alerts.json: activation ran the first poll',
	'',
	'10 passed, 38 failed',
);

/** A run where every check passed (the minimum, 65 of 65). */
const works = output(
	'PASS owner setup and login through the REST API',
	'PASS n8n loaded the three node types of the installed package',
	'65 passed, 0 failed',
);

describe('test:min-n8n: the verdict of one version', () => {
	it('reads the check names and the text scripts/e2e/run.js prints', () => {
		const runner = fs.readFileSync(path.join(__dirname, '../scripts/e2e/run.js'), 'utf8');
		expect(runner).toContain("'owner setup and login through the REST API'");
		expect(runner).toContain("'n8n loaded the three node types of the installed package'");
		expect(runner).toContain('; ours: ${');
		expect(runner).toContain("|| 'none'");
	});

	it('a run where every check passed works', () => {
		const result = classifyRun({ installCode: 0, installed: true, runCode: 0, runText: works });
		expect([result.verdict, result.passed, result.failed]).toEqual([WORKS, 65, 0]);
	});

	it('a run where n8n started but listed and ran none of the nodes: the nodes cannot be loaded', () => {
		const result = classifyRun({ installCode: 0, installed: true, runCode: 1, runText: notLoaded });
		expect([result.verdict, result.passed, result.failed]).toEqual([NOT_LOADED, 10, 38]);
		expect(result.failures).toContain(
			'n8n loaded the three node types of the installed package: 200; ours: none',
		);
	});

	it('a failed install is another failure, not the bracket', () => {
		const result = classifyRun({ installCode: 1, installed: false });
		expect(result.verdict).toBe(OTHER);
		expect(result.reason).toMatch(/install of n8n failed \(exit 1\)/);
		// An install that exited 0 but left no n8n behind is no better.
		expect(classifyRun({ installCode: 0, installed: false }).verdict).toBe(OTHER);
	});

	it('n8n that never started (no login) is another failure, even with the nodes missing', () => {
		const crashed = notLoaded.replace(
			'PASS owner setup and login through the REST API',
			'FAIL owner setup and login through the REST API: undefined',
		);
		const result = classifyRun({ installCode: 0, installed: true, runCode: 1, runText: crashed });
		expect(result.verdict).toBe(OTHER);
		expect(result.reason).toMatch(/owner setup and login/);
	});

	it('failures with the nodes loaded are another failure (a broken example, a failing check)', () => {
		const broken = output(
			'PASS owner setup and login through the REST API',
			'PASS n8n loaded the three node types of the installed package',
			'FAIL alert-digest.json: the run succeeded, no node failed: error: HTTP 500',
			'64 passed, 1 failed',
		);
		const result = classifyRun({ installCode: 0, installed: true, runCode: 1, runText: broken });
		expect(result.verdict).toBe(OTHER);
		expect(result.reason).toMatch(/not shown to lack the package's nodes/);
		expect(result.reason).toMatch(/no "Unrecognized node type/);
	});

	it('an unrecognized node type of another package is another failure', () => {
		const other = notLoaded.split(`${OURS}.observabilityPipes`).join('n8n-nodes-base.mcpTrigger');
		expect(
			classifyRun({ installCode: 0, installed: true, runCode: 1, runText: other }).verdict,
		).toBe(OTHER);
	});

	it('a run that crashed before its closing line is another failure', () => {
		const cut = notLoaded.replace('10 passed, 38 failed', 'TypeError: cannot read properties');
		const result = classifyRun({ installCode: 0, installed: true, runCode: 1, runText: cut });
		expect(result.verdict).toBe(OTHER);
		expect(result.reason).toMatch(/without its "N passed, N failed" line/);
	});

	it('a run that exited non-zero with no failed check is another failure, not "works"', () => {
		expect(
			classifyRun({ installCode: 0, installed: true, runCode: 1, runText: works }).verdict,
		).toBe(OTHER);
	});
});
