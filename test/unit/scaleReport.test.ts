/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node built-ins */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

// docs/scale.md says what its run's time included of the one-time installs, as the run
// recorded them (scripts/queue/run.js), never a fixed sentence.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { installsText, writeScaleDoc } = require('../../scripts/queue/report');

describe('docs/scale.md: what the run installed', () => {
	it('names the Debian packages apt-get installed in the run, and an n8n installed into its cache', () => {
		expect(
			installsText({ debianInstalled: ['redis-server', 'postgresql'], n8nInstalled: true }),
		).toBe(
			'apt-get installed redis-server and postgresql in this run; n8n was installed into its cache in this run',
		);
	});

	it('says the packages were there and n8n came from its cache when nothing was installed', () => {
		expect(installsText({ debianInstalled: [], n8nInstalled: false })).toBe(
			'the Debian packages were already installed; n8n came from its cache',
		);
	});

	it('the written report carries the sentence of its own run', () => {
		const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'obs-scale-')), 'scale.md');
		writeScaleDoc({
			results: [{ name: 'a check', ok: true }],
			figures: {
				workers: 2,
				timings: { 'Debian packages (apt-get, skipped when installed)': 63.6 },
				installs: { debianInstalled: ['postgresql'], n8nInstalled: false },
			},
			seconds: 646,
			versions: { n8n: '2.41.1', node: '24', postgres: '15', redis: '7' },
			target,
		});
		const text = fs.readFileSync(target, 'utf8');
		expect(text).toContain(
			'the run took 646 s** (apt-get installed postgresql in this run; n8n came from its cache).',
		);
		expect(text).not.toContain('already installed');
	});
});
