'use strict';
// The package as a user's n8n gets it, the demo credentials, and the example workflows
// as imported into the e2e n8n (changed copies only: examples/ stays as users import it).
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const { REPO } = require('./cache');

// OBS_E2E_EXAMPLES: another folder of example workflows (for trying the runner itself).
const EXAMPLES = process.env.OBS_E2E_EXAMPLES
	? path.resolve(process.env.OBS_E2E_EXAMPLES)
	: path.join(REPO, 'examples');
const CHAT_PLACEHOLDER = 'https://chat.example.com/hooks/REPLACE_WITH_YOUR_WEBHOOK';
const TICKET_PLACEHOLDER = 'https://tickets.example.com/api/REPLACE_WITH_YOUR_TICKET_ENDPOINT';
const PACKAGE_PREFIX = 'n8n-nodes-observability-pipes.';
const OUR_TRIGGER = `${PACKAGE_PREFIX}observabilityPipesTrigger`;
const OUR_WEBHOOK_TRIGGER = `${PACKAGE_PREFIX}observabilityPipesWebhookTrigger`;
const MANUAL_TRIGGER = 'n8n-nodes-base.manualTrigger';
const SCHEDULE_TRIGGER = 'n8n-nodes-base.scheduleTrigger';

const CREDENTIAL_IDS = { cloud: 'obsDemoCloud0001', selfHosted: 'obsDemoSelfHost1' };

/** The two demo credentials, pointing at the emulator, in `n8n import:credentials` form. */
function demoCredentials(emulatorUrl) {
	const { DEMO_CLOUD, DEMO_SELF_HOSTED_API_KEY } = require(path.join(REPO, 'test/emulator'));
	return [
		{
			id: CREDENTIAL_IDS.cloud,
			name: 'Observability Cloud (demo emulator)',
			type: 'observabilityCloudApi',
			data: { baseUrl: emulatorUrl, keyId: DEMO_CLOUD.keyId, keySecret: DEMO_CLOUD.keySecret },
		},
		{
			id: CREDENTIAL_IDS.selfHosted,
			name: 'Observability Self-Hosted (demo emulator)',
			type: 'observabilitySelfHostedApi',
			data: { baseUrl: emulatorUrl, apiKey: DEMO_SELF_HOSTED_API_KEY },
		},
	];
}

function exampleFiles() {
	return fs
		.readdirSync(EXAMPLES)
		.filter((file) => file.endsWith('.json'))
		.sort();
}

/** A stable workflow id per example file (n8n ids are short strings). */
function workflowId(file) {
	const base = file.replace(/\.json$/, '').replace(/[^a-zA-Z0-9]/g, '');
	return `e2e${base}`.slice(0, 16).padEnd(16, '0');
}

/**
 * An example as imported for the e2e run (`npm run dev` imports it with only the URL change):
 * - the chat placeholder URL points at the emulator's capture endpoint `chat`, the ticket
 *   placeholder at `tickets`;
 * - with `manualStart` (the default), a Schedule Trigger becomes a Manual Trigger of the same name (`n8n execute` starts
 *   only from a Manual Trigger), so the workflow runs once, at once;
 * - given `pollSecond`, our polling trigger polls once a minute at that second (a custom cron) instead
 *   of at the start of every minute. n8n polls at activation (the baseline) and refuses
 *   polls more often than once a minute (a cron whose seconds field is not one number), so
 *   the caller picks the second to fall a little after activation: the test waits seconds,
 *   not up to a minute.
 *
 * `kind` says how the run proves it: `execute` (manual start), `trigger` (published and
 * activated under `n8n start`), `webhook` (our webhook trigger: published, activated under
 * `n8n start`, which registers its webhook on the emulator) or `none` (no start node this
 * runner knows).
 */
function prepareExample(file, { emulatorUrl, pollSecond, manualStart = true }) {
	const text = fs
		.readFileSync(path.join(EXAMPLES, file), 'utf8')
		.split(CHAT_PLACEHOLDER)
		.join(`${emulatorUrl}/__emulator/capture/chat`)
		.split(TICKET_PLACEHOLDER)
		.join(`${emulatorUrl}/__emulator/capture/tickets`);
	const workflow = JSON.parse(text);
	const changes = [];
	workflow.id = workflowId(file);
	workflow.active = false;
	let kind = 'none';
	for (const node of workflow.nodes) {
		if (node.type === SCHEDULE_TRIGGER) {
			kind = 'execute';
			if (!manualStart) continue;
			changes.push(`Schedule Trigger "${node.name}" -> Manual Trigger`);
			node.type = MANUAL_TRIGGER;
			node.typeVersion = 1;
			node.parameters = {};
		} else if (node.type === MANUAL_TRIGGER) {
			kind = 'execute';
		} else if (node.type === OUR_WEBHOOK_TRIGGER) {
			kind = 'webhook';
		} else if (node.type === OUR_TRIGGER) {
			kind = 'trigger';
			if (pollSecond === undefined) continue;
			node.parameters.pollTimes = {
				item: [{ mode: 'custom', cronExpression: `${pollSecond} * * * * *` }],
			};
			changes.push(`"${node.name}" polls at second ${pollSecond} of every minute`);
		}
	}
	if (text.includes('/__emulator/capture/chat')) changes.push('chat URL -> emulator capture');
	if (text.includes('/__emulator/capture/tickets')) changes.push('ticket URL -> emulator capture');
	return { file, id: workflow.id, name: workflow.name, kind, workflow, changes };
}

/** `npm pack` of the built package; returns the tarball path. */
function packPackage(destination) {
	const out = execFileSync(
		'npm',
		['pack', '--json', '--ignore-scripts', '--pack-destination', destination],
		{
			cwd: REPO,
			encoding: 'utf8',
			stdio: ['ignore', 'pipe', 'pipe'],
		},
	);
	const [info] = JSON.parse(out.slice(out.indexOf('[')));
	return {
		tarball: path.join(destination, info.filename),
		files: info.files.length,
		size: info.size,
	};
}

/** Unpacks the tarball where n8n looks for community packages (as `npm install` in ~/.n8n/nodes would). */
function installTarball(tarball, packageDir) {
	fs.rmSync(packageDir, { recursive: true, force: true });
	fs.mkdirSync(packageDir, { recursive: true });
	execFileSync('tar', ['-xzf', tarball, '-C', packageDir, '--strip-components=1']);
}

/** Links the repository itself as the package, so a rebuild is picked up on n8n's next start. */
function linkRepository(packageDir) {
	fs.rmSync(packageDir, { recursive: true, force: true });
	fs.mkdirSync(path.dirname(packageDir), { recursive: true });
	fs.symlinkSync(REPO, packageDir, 'dir');
}

function buildPackage() {
	execFileSync('npm', ['run', 'build', '--silent'], {
		cwd: REPO,
		stdio: ['ignore', 'pipe', 'pipe'],
	});
}

module.exports = {
	EXAMPLES,
	CHAT_PLACEHOLDER,
	TICKET_PLACEHOLDER,
	CREDENTIAL_IDS,
	OUR_TRIGGER,
	OUR_WEBHOOK_TRIGGER,
	demoCredentials,
	exampleFiles,
	prepareExample,
	workflowId,
	packPackage,
	installTarball,
	linkRepository,
	buildPackage,
};
