'use strict';
// What the demo does with each example workflow: set the scene through the emulator's
// control API, run the workflow through the engine, and say what came back.
const fs = require('fs');
const path = require('path');
const { createWebhookServer } = require('../../test/harness');
const { scenario: askYourObservabilityStack } = require('../mcp/demo');

const EXAMPLES = path.resolve(__dirname, '../../examples');
const CHAT_PLACEHOLDER = 'https://chat.example.com/hooks/REPLACE_WITH_YOUR_WEBHOOK';
const TICKET_PLACEHOLDER = 'https://tickets.example.com/api/REPLACE_WITH_YOUR_TICKET_ENDPOINT';

/**
 * An example workflow as saved in the folder `dir`, with its chat webhook and ticket endpoint
 * pointed at the emulator's capture endpoints (`chat`, `tickets`). A file that is not JSON is named in the error, so a broken
 * example is found at once.
 */
function loadExample(dir, file, emulatorUrl) {
	const text = fs
		.readFileSync(path.join(dir, file), 'utf8')
		.split(CHAT_PLACEHOLDER)
		.join(`${emulatorUrl}/__emulator/capture/chat`)
		.split(TICKET_PLACEHOLDER)
		.join(`${emulatorUrl}/__emulator/capture/tickets`);
	try {
		return JSON.parse(text);
	} catch (error) {
		throw new Error(
			`${path.join(dir, file)} is not valid JSON: ${error.message}; is the file complete?`,
		);
	}
}

function nodeNamed(workflow, name) {
	const node = workflow.nodes.find((candidate) => candidate.name === name);
	if (!node) throw new Error(`example ${workflow.name} has no node "${name}"`);
	return node;
}

/** Runs a workflow from its start node, with the start node's output pinned (as a trigger would emit it). */
async function runFromStart(engine, workflow, startName, startItems) {
	return engine.runWorkflow({
		nodes: workflow.nodes,
		connections: workflow.connections,
		startNodeName: startName,
		pinData: { [startName]: startItems.map((json) => ({ json })) },
	});
}

/** The first node that failed, with its error, or the run's own error; undefined when all ran. */
function failureOf(run, workflow) {
	for (const node of workflow.nodes) {
		const error = run.error(node.name);
		if (error) return { node: node.name, message: error.message, error };
	}
	const error = run.error();
	return error ? { message: error.message, error } : undefined;
}

const scenarios = [
	{
		file: 'alert-to-chat.json',
		title: 'Alert to chat: the trigger sees an alert fire, the message goes to chat',
		async run({ engine, emulator, examples, SEED }) {
			const workflow = loadExample(examples, this.file, emulator.url);
			const trigger = nodeNamed(workflow, 'Alert Fired');
			const baseline = await engine.poll({ node: trigger, staticData: {} });
			const alertId = SEED.sh.alerts[1];
			emulator.setAlertState(alertId, 'ALERT');
			const poll = await engine.poll({ node: trigger, staticData: baseline.staticData });
			const events = poll.result ? poll.result[0].map((item) => item.json) : [];
			const run = await runFromStart(engine, workflow, 'Alert Fired', events);
			const sent = emulator.captures().map((capture) => capture.body);
			return {
				lines: [
					`first poll stored a baseline and emitted ${baseline.result ? baseline.result[0].length : 'nothing'}`,
					`set alert ${alertId} to ALERT through the emulator's control API`,
					`second poll emitted ${events.length} change(s): ${events.map((event) => `${event.name} ${event.previousState} -> ${event.state}`).join('; ')}`,
					...sent.map((body) => `chat received: ${body.text}`),
				],
				data: { events, sent },
				error: failureOf(run, workflow),
			};
		},
	},
	{
		file: 'pipe-settings-audit.json',
		title: 'Scheduled pipe settings audit: one report item per drift',
		async run({ engine, emulator, examples, SEED }) {
			const workflow = loadExample(examples, this.file, emulator.url);
			emulator.setPipeSettings(SEED.pipes.objectStorage, { engine_max_download_threads: 32 });
			const run = await runFromStart(engine, workflow, 'Every Morning', [
				{ timestamp: new Date().toISOString() },
			]);
			const audited = run.json('Audit Pipe Settings');
			const reports = run.ran('Drift Report') ? run.json('Drift Report') : [];
			return {
				lines: [
					`set engine_max_download_threads = 32 on pipe ${SEED.pipes.objectStorage} behind the API's back`,
					`audited ${audited.length} pipes: ${audited.filter((pipe) => pipe.compliant).length} compliant, ${audited.filter((pipe) => !pipe.compliant).length} drifting`,
					...reports.map((item) => `report: ${item.report}`),
				],
				data: { audited, reports },
				error: failureOf(run, workflow),
			};
		},
	},
	{
		file: 'pipe-operations.json',
		title:
			'Pipe operations: wake the idle service and wait, create and wait for Running, read settings, scale, stop and wait for Stopped',
		async run({ engine, emulator, examples, SEED }) {
			const workflow = loadExample(examples, this.file, emulator.url);
			// The service went idle (left alone long enough): creating a pipe would answer 424.
			emulator.setServiceState(SEED.service, 'idle');
			const run = await runFromStart(engine, workflow, 'Start', [{}]);
			const service = run.json('Get Service')[0] ?? {};
			const woken = run.ran('Wake Service') ? (run.json('Wake Service')[0] ?? {}) : undefined;
			const created = run.json('Create Pipe')[0] ?? {};
			const settings = run.json('Get Settings')[0] ?? {};
			const scaled = run.json('Scale Out')[0] ?? {};
			const stopped = run.json('Stop Pipe')[0] ?? {};
			const secretsShown = JSON.stringify([created, scaled, stopped]).includes(
				'REPLACE_WITH_BROKER_PASSWORD',
			);
			return {
				lines: [
					`service "${service.name}" was ${service.state}: ${woken ? `woke it, waited until it was ${woken.state}` : 'no wake needed'}`,
					`created pipe "${created.name}" (${created.id}), waited until it was ${created.state}`,
					`settings: ${
						Object.entries(settings)
							.filter(([, value]) => value !== null)
							.map(([key, value]) => `${key}=${value}`)
							.join(', ') || 'all service defaults'
					}`,
					`scaled to ${scaled.scaling?.replicas} replicas of ${scaled.scaling?.replicaMemoryGb} GB`,
					`stopped, waited until it was ${stopped.state}`,
					`broker password in any output: ${secretsShown ? 'YES' : 'no'}`,
				],
				data: { service, woken, created, settings, scaled, stopped, secretsShown },
				error:
					failureOf(run, workflow) ??
					(secretsShown ? { message: 'a secret appeared in an output' } : undefined),
			};
		},
	},
	{
		file: 'chart-check.json',
		title: 'Self-hosted chart check: errors per 5 minutes over the last hour, one item per bucket',
		async run({ engine, emulator, examples }) {
			const workflow = loadExample(examples, this.file, emulator.url);
			const run = await runFromStart(engine, workflow, 'Start', [{}]);
			const points = run.json('Errors per 5 Minutes');
			const total = points.reduce(
				(sum, point) => sum + (typeof point.value === 'number' ? point.value : 0),
				0,
			);
			return {
				lines: [
					`${points.length} buckets; values are numbers: ${points.every((point) => typeof point.value === 'number') ? 'yes' : 'NO'}`,
					...points.slice(0, 3).map((point) => `${point.timestamp}  ${point.value}`),
					points.length > 3 ? `... ${total} errors in the hour` : `${total} errors in the hour`,
				],
				data: { points },
				error: failureOf(run, workflow),
			};
		},
	},
	{
		file: 'key-hygiene.json',
		title: 'Key hygiene: disable API keys unused for 90 days',
		async run({ engine, emulator, examples }) {
			const workflow = loadExample(examples, this.file, emulator.url);
			const run = await runFromStart(engine, workflow, 'Start', [{}]);
			const listed = run.json('List API Keys');
			const disabled = run.ran('Disable Key') ? run.json('Disable Key') : [];
			return {
				lines: [
					`listed ${listed.length} keys`,
					...disabled.map(
						(key) =>
							`disabled "${key.name}" (…${key.keySuffix}), last used ${key.usedAt ?? 'never'}: now ${key.state}`,
					),
				],
				data: { listed, disabled },
				error: failureOf(run, workflow),
			};
		},
	},
	{
		file: 'alert-to-ticket.json',
		title:
			'Alert to ticket: a ticket per alert; the alert that cannot be read goes by the error output to on-call',
		async run({ engine, emulator, examples, SEED }) {
			const workflow = loadExample(examples, this.file, emulator.url);
			// The second alert of the list was deleted since: reading it fails (404).
			const [, deleted] = SEED.sh.alerts;
			emulator.removeAlert(deleted);
			const run = await runFromStart(engine, workflow, 'Start', [{}]);
			const byName = (name) =>
				emulator
					.captures()
					.filter((capture) => capture.name === name)
					.map((capture) => capture.body);
			const tickets = byName('tickets');
			const chat = byName('chat');
			const failed = run.items('Get Alert', 1);
			const wrongBranch =
				failed.length !== 1 ||
				failed[0].json.alertId !== deleted ||
				tickets.length !== 2 ||
				tickets.some((ticket) => ticket.alertId === deleted) ||
				chat.length !== 1 ||
				chat[0].alertId !== deleted;
			return {
				lines: [
					`deleted alert ${deleted} through the emulator's control API (the second of three)`,
					...tickets.map((ticket) => `ticket opened: ${ticket.title}`),
					...chat.map((message) => `on-call chat received: ${message.text}`),
				],
				data: { tickets, chat, failed: failed.map((item) => item.json), deleted },
				error:
					failureOf(run, workflow) ??
					(wrongBranch
						? { message: 'the failed alert did not leave by the error output alone' }
						: undefined),
			};
		},
	},
	{
		file: 'instant-alert-to-chat.json',
		title:
			'Instant alert to chat: the server notifies the webhook trigger, the message carries the matching rows',
		async run({ engine, emulator, examples }) {
			const workflow = loadExample(examples, this.file, emulator.url);
			const trigger = nodeNamed(workflow, 'Alert Notified');
			const [alertId] = trigger.parameters.alertIds;
			// n8n's webhook side on 127.0.0.1, which the emulator may post to (its allow list).
			const n8n = createWebhookServer(engine);
			await n8n.start();
			const allowList = emulator.publicOptions().webhookAllowList;
			emulator.configure({ webhookAllowList: [...allowList, '127.0.0.1'] });
			try {
				const active = n8n.workflow({
					node: trigger,
					nodes: workflow.nodes.filter((node) => node !== trigger),
					connections: workflow.connections,
				});
				await active.activate();
				const registered = active.nodeData.registrations[active.url].alerts;
				const handled = active.nextRequest();
				const deliveries = await emulator.notifyAlert(alertId, 'ALERT');
				await handled;
				const delivered = deliveries.find((delivery) => delivery.url.startsWith(active.url));
				const execution = active.executions[0];
				await active.deactivate();
				const sent = emulator
					.captures()
					.filter((capture) => capture.name === 'chat')
					.map((capture) => capture.body);
				return {
					lines: [
						`activation registered webhook ${registered.map((hook) => hook.webhookId).join(', ')} for alert ${alertId} at ${active.url}`,
						`the server notified: ${delivered ? `${delivered.outcome}, Idempotency-Key ${delivered.idempotencyKey.slice(0, 12)}…` : 'nothing reached the trigger'}`,
						`the execution emitted ${execution ? execution.items.length : 0} item(s); ${execution && execution.run.ran('Matching Rows') ? execution.run.json('Matching Rows').length : 0} matching row(s)`,
						...sent.map((body) => `chat received: ${body.text.split('\n').join(' / ')}`),
						`deactivation removed the webhook: the alert notifies ${JSON.stringify(emulator.findAlert(alertId).rec.channels)}`,
					],
					data: { registered, delivered, items: execution ? execution.items : [], sent },
					error: execution
						? failureOf(execution.run, workflow)
						: { node: 'Alert Notified', message: 'the notification started no execution' },
				};
			} finally {
				emulator.configure({ webhookAllowList: allowList });
				await n8n.close();
			}
		},
	},
	{
		file: 'who-changed-it.json',
		title:
			'Who changed it: a pipe settings drift, joined with the activity of the organization in the same window, to chat',
		async run({ engine, emulator, examples, SEED }) {
			const workflow = loadExample(examples, this.file, emulator.url);
			const trigger = nodeNamed(workflow, 'Settings Drifted');
			const baseline = await engine.poll({ node: trigger, staticData: {} });
			// Someone changes a setting, a user edits the service's IP access list, the service idles.
			emulator.setPipeSettings(
				SEED.pipes.messageBroker,
				{ streaming_max_insert_wait_ms: 9000 },
				{ touch: true },
			);
			emulator.addActivity({
				type: 'service_update_ip_access_list',
				serviceId: SEED.service,
				actorType: 'user',
				actorId: 'user-0002',
				actorDetails: 'grace@example.com',
				actorIpAddress: '203.0.113.7',
			});
			emulator.setServiceState(SEED.idleService, 'idle');
			const poll = await engine.poll({ node: trigger, staticData: baseline.staticData });
			const changes = poll.result ? poll.result[0].map((item) => item.json) : [];
			const run = await runFromStart(engine, workflow, 'Settings Drifted', changes);
			const activities = (
				run.ran('Activities of the Window') ? run.json('Activities of the Window') : []
			).filter((item) => item.id);
			const sent = emulator
				.captures()
				.filter((capture) => capture.name === 'chat')
				.map((capture) => capture.body);
			return {
				lines: [
					`first poll stored a baseline and emitted ${baseline.result ? baseline.result[0].length : 'nothing'}`,
					`changed streaming_max_insert_wait_ms of pipe ${SEED.pipes.messageBroker}; a user changed the IP access list; a service went idle`,
					`second poll emitted ${changes.length} settings change(s); the activity list of the window holds ${activities.length}`,
					...sent.map((body) => `chat received: ${body.text.split('\n').join(' / ')}`),
				],
				data: { changes, activities, sent },
				error: failureOf(run, workflow),
			};
		},
	},
	{
		file: 'weekly-cost-report.json',
		title: 'Weekly cost report: credits per pipe and service of the last 7 days, to chat',
		async run({ engine, emulator, examples }) {
			const workflow = loadExample(examples, this.file, emulator.url);
			const run = await runFromStart(engine, workflow, 'Every Monday', [
				{ timestamp: new Date().toISOString() },
			]);
			const totals = run.ran('Usage Cost of the Week') ? run.json('Usage Cost of the Week') : [];
			const sent = emulator
				.captures()
				.filter((capture) => capture.name === 'chat')
				.map((capture) => capture.body);
			return {
				lines: [
					`${totals.length} entities with their totals of ${totals[0] ? `${totals[0].from} to ${totals[0].to}` : 'the week'}`,
					...sent.map((body) => `chat received: ${body.text.split('\n').join(' / ')}`),
				],
				data: { totals, sent },
				error: failureOf(run, workflow),
			};
		},
	},
	{
		file: 'team-offboarding.json',
		title:
			'Team offboarding: remove the leaver from the team, then withdraw their pending invitations',
		async run({ engine, emulator, examples }) {
			const workflow = loadExample(examples, this.file, emulator.url);
			const run = await runFromStart(engine, workflow, 'Start', [{}]);
			const leaver = run.json('Leaver')[0]?.email;
			const removed = run.ran('Remove From Team') ? run.json('Remove From Team') : [];
			const withdrawn = run.ran('Withdraw Invitation') ? run.json('Withdraw Invitation') : [];
			const members = emulator.store.sh.members.all().map((member) => member.email);
			const pending = emulator.store.sh.invitations.all().map((invite) => invite.email);
			return {
				lines: [
					`leaver: ${leaver}`,
					`removed ${removed.length} member(s) from the team: ${removed.map((item) => item.id).join(', ') || 'none'}`,
					`withdrew ${withdrawn.length} pending invitation(s): ${withdrawn.map((item) => item.id).join(', ') || 'none'}`,
					`the team now: ${members.join(', ')}; pending invitations: ${pending.join(', ') || 'none'}`,
				],
				data: { leaver, removed, withdrawn, members, pending },
				error: failureOf(run, workflow),
			};
		},
	},
	askYourObservabilityStack,
];

module.exports = { scenarios, loadExample, EXAMPLES };
