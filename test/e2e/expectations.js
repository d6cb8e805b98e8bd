'use strict';
// What `npm run test:n8n` asserts about each example workflow of examples/, keyed by file
// name. The runner (scripts/e2e/run.js) already checks, for every example, that n8n ran it
// without an error; these add what the example is for: the emulator-side effect and the
// outputs of its nodes.
//
// Execute examples (Manual Trigger, or a Schedule Trigger the runner turns into one) run
// with `n8n execute --id=<id> --rawOutput`. Their `check(ctx)` gets:
//   ctx.output(nodeName)  -> the JSON items the node returned (first output, first run)
//   ctx.runData           -> resultData.runData of the run as n8n printed it
//   ctx.captures          -> bodies posted to the emulator's /__emulator/capture/{name}
//   ctx.requests          -> the emulator's request log of this run
//   ctx.emulator, ctx.SEED
// and returns a list of [check name, ok, detail on failure].
// `before(ctx)` (optional) sets the scene through the emulator before the run.
//
// Trigger examples (our polling trigger) are published and activated under `n8n start`;
// once the first poll has stored its baseline, `fire(ctx)` changes something through the
// emulator's control API (ctx.control(method, path, body)); the runner then waits for
// `done(ctx)` to be true, and calls `check(ctx)` with ctx.execution (the execution as
// n8n's REST API reads it back: status, mode, runData).
//
// Webhook-trigger examples (our webhook trigger) are published and activated under `n8n
// start`; activation registers a webhook on the emulator. `activated(ctx)` checks what the
// emulator holds then (ctx.registered: the webhooks pointing at n8n); `fire(ctx)` notifies
// the alert and returns the deliveries; after `done(ctx)`, `check(ctx)` gets ctx.execution
// and ctx.deliveries; the runner then deactivates the workflow through n8n's REST API and
// `deactivated(ctx)` checks that the alert is as before.

const items = (list) => (Array.isArray(list) ? list : []);

/** What the pipe workflow does after the service runs (pipe-operations.json). */
function pipeOperationChecks({ output, emulator, requests, SEED }) {
	const created = output('Create Pipe')[0] || {};
	const settings = output('Get Settings')[0] || {};
	const scaled = output('Scale Out')[0] || {};
	const stopped = output('Stop Pipe')[0] || {};
	const stored = emulator.store.svc(SEED.service).pipes.get(created.id);
	const secrets = emulator.store.pipeSecrets.get(created.id) || [];
	const everyOutput = JSON.stringify([created, settings, scaled, stopped]);
	const stateCalls = requests.filter(
		(request) => request.method === 'PATCH' && request.path.endsWith(`/pipes/${created.id}/state`),
	);
	return [
		[
			'Create Pipe waited until the new pipe was Running',
			created.name === 'payments-events' && created.state === 'Running',
			`${created.name} ${created.state}`,
		],
		[
			'Get Settings returns the flat settings object with the value sent',
			settings.streaming_max_insert_wait_ms === 1000,
			JSON.stringify(settings).slice(0, 200),
		],
		[
			'Scale Out returns the pipe with 3 replicas of 4 GB',
			scaled.scaling && scaled.scaling.replicas === 3 && scaled.scaling.replicaMemoryGb === 4,
			JSON.stringify(scaled.scaling),
		],
		['Stop Pipe waited until Stopped', stopped.state === 'Stopped', stopped.state],
		[
			'the emulator holds the pipe, stopped, scaled',
			stored && stored.state === 'Stopped' && stored.scaling.replicas === 3,
			stored && `${stored.state} ${JSON.stringify(stored.scaling)}`,
		],
		[
			'one stop command was sent',
			stateCalls.length === 1 && stateCalls[0].body && stateCalls[0].body.command === 'stop',
			JSON.stringify(stateCalls.map((call) => call.body)),
		],
		[
			'the broker password reached the API but no output',
			secrets.some((secret) =>
				JSON.stringify(secret.value).includes('REPLACE_WITH_BROKER_PASSWORD'),
			) && !everyOutput.includes('REPLACE_WITH_BROKER_PASSWORD'),
			`${secrets.length} secrets stored`,
		],
	];
}

module.exports = {
	'pipe-settings-audit.json': {
		// Its Schedule Trigger becomes a Manual Trigger in the imported copy.
		async before({ control, SEED }) {
			// A setting changed outside the API: the audit must find exactly this drift.
			await control('POST', `/pipes/${SEED.pipes.objectStorage}/settings`, {
				engine_max_download_threads: 32,
			});
		},
		check({ output, emulator, SEED }) {
			const audited = output('Audit Pipe Settings');
			const pipes = emulator.store.svc(SEED.service).pipes.all();
			const drifting = audited.filter((item) => item.compliant === false);
			const reports = output('Drift Report');
			const report = reports.find((item) => item.pipeId === SEED.pipes.objectStorage) || {};
			return [
				[
					'the audit returns one item per pipe of the service',
					audited.length === pipes.length &&
						pipes.every((pipe) => audited.some((item) => item.pipeId === pipe.id)),
					`${audited.length} items for ${pipes.length} pipes`,
				],
				[
					'only the changed pipe drifts, on the changed setting',
					drifting.length === 1 &&
						drifting[0].pipeId === SEED.pipes.objectStorage &&
						drifting[0].drift.length === 1 &&
						drifting[0].drift[0].setting === 'engine_max_download_threads' &&
						drifting[0].drift[0].actual === 32,
					JSON.stringify(drifting).slice(0, 300),
				],
				[
					'the drift report names the pipe, the setting and its value',
					reports.length === 1 &&
						report.setting === 'engine_max_download_threads' &&
						report.actual === '32' &&
						/expected the service default/.test(report.report || ''),
					JSON.stringify(reports).slice(0, 300),
				],
			];
		},
	},

	'pipe-operations.json': {
		async before({ control, SEED }) {
			// The service went idle: the workflow must wake it (and wait) before it creates the pipe.
			await control('POST', `/services/${SEED.service}/state`, { state: 'idle' });
		},
		check({ output, emulator, requests, SEED }) {
			const woken = output('Wake Service')[0] || {};
			const wakes = requests.filter(
				(request) =>
					request.method === 'PATCH' && request.path.endsWith(`/services/${SEED.service}/state`),
			);
			const checks = [
				[
					'Wake Service sent awake once and waited until the service was running',
					wakes.length === 1 &&
						wakes[0].body &&
						wakes[0].body.command === 'awake' &&
						woken.state === 'running',
					`${JSON.stringify(wakes.map((call) => call.body))} ${woken.state}`,
				],
			];
			return [...checks, ...pipeOperationChecks({ output, emulator, requests, SEED })];
		},
	},

	'who-changed-it.json': {
		kind: 'trigger',
		async fire({ control, SEED }) {
			// A setting changes, and a user changes the service's IP access list in the same window.
			await control('POST', `/pipes/${SEED.pipes.messageBroker}/settings`, {
				streaming_max_insert_wait_ms: 9000,
				touch: true,
			});
			await control('POST', '/activities', {
				type: 'service_update_ip_access_list',
				serviceId: SEED.service,
				actorType: 'user',
				actorDetails: 'grace@example.com',
			});
		},
		done: ({ captures }) => captures.some((capture) => capture.name === 'chat'),
		check({ captures, execution }) {
			const chat = captures.filter((capture) => capture.name === 'chat');
			const body = chat[0] ? chat[0].body : {};
			return [
				['exactly one chat message', chat.length === 1, `${chat.length} messages`],
				[
					'the message names the drift and who was active in the window',
					typeof body.text === 'string' &&
						body.text.includes('streaming_max_insert_wait_ms 1000 -> 9000') &&
						body.text.includes('service_update_ip_access_list by grace@example.com'),
					body.text,
				],
				[
					'the execution reads back as a successful trigger run',
					execution && execution.status === 'success' && execution.mode === 'trigger',
					execution && `${execution.status} ${execution.mode}`,
				],
			];
		},
	},

	'team-offboarding.json': {
		check({ output, emulator, requests, SEED }) {
			const removed = output('Remove From Team');
			const withdrawn = output('Withdraw Invitation');
			const members = emulator.store.sh.members.all().map((member) => member.id);
			const pending = emulator.store.sh.invitations.all().map((invite) => invite.id);
			const deletes = requests
				.filter((request) => request.method === 'DELETE')
				.map((request) => request.path);
			return [
				[
					'the leaver, and only the leaver, was removed from the team',
					removed.length === 1 &&
						removed[0].deleted === true &&
						removed[0].id === SEED.sh.members.leaver &&
						!members.includes(SEED.sh.members.leaver) &&
						members.includes(SEED.sh.members.apiKeyUser) &&
						members.includes(SEED.sh.members.oncall),
					JSON.stringify({ removed, members }),
				],
				[
					"the leaver's pending invitation was withdrawn, the newcomer's kept",
					withdrawn.length === 1 &&
						withdrawn[0].id === SEED.sh.invitations.leaver &&
						!pending.includes(SEED.sh.invitations.leaver) &&
						pending.includes(SEED.sh.invitations.newcomer),
					JSON.stringify({ withdrawn, pending }),
				],
				[
					'two deletes reached the server: the member, then the invitation',
					deletes.length === 2 &&
						deletes[0].endsWith(`/team/member/${SEED.sh.members.leaver}`) &&
						deletes[1].endsWith(`/team/invitation/${SEED.sh.invitations.leaver}`),
					JSON.stringify(deletes),
				],
			];
		},
	},

	'weekly-cost-report.json': {
		// Its Schedule Trigger becomes a Manual Trigger in the imported copy.
		check({ output, captures, requests }) {
			const totals = output('Usage Cost of the Week');
			const chat = captures.filter((capture) => capture.name === 'chat');
			const body = chat[0] ? chat[0].body : {};
			const query =
				(requests.find((request) => request.path.endsWith('/usageCost')) || {}).query || {};
			return [
				[
					'one usage cost request for 7 days',
					(Date.parse(query.to_date) - Date.parse(query.from_date)) / 86400000 === 6,
					JSON.stringify(query),
				],
				[
					'one item per entity, totals as numbers',
					totals.length === 7 && totals.every((total) => typeof total.totalCredits === 'number'),
					JSON.stringify(totals).slice(0, 300),
				],
				[
					'one chat message with the total and each entity',
					chat.length === 1 &&
						body.entities === 7 &&
						/^:moneybag: Credits used/.test(body.text || ''),
					body.text,
				],
			];
		},
	},

	'chart-check.json': {
		check({ output, requests }) {
			const points = output('Errors per 5 Minutes');
			const query = requests.find(
				(request) => request.method === 'POST' && request.path === '/api/v2/charts/series',
			);
			const body = (query && query.body) || {};
			const hour = body.endTime - body.startTime;
			return [
				[
					'one item per 5-minute bucket of the last hour',
					points.length >= 12 && points.length <= 13,
					`${points.length} items`,
				],
				[
					'every bucket has a timestamp and a numeric value (the API sends counts as strings)',
					points.length > 0 &&
						points.every(
							(point) =>
								typeof point.value === 'number' && !Number.isNaN(Date.parse(point.timestamp)),
						),
					JSON.stringify(points.slice(0, 2)),
				],
				[
					'the query sent covers one hour at 5m with the expression evaluated',
					query &&
						query.status === 200 &&
						body.granularity === '5m' &&
						hour === 3600000 &&
						body.series &&
						body.series[0].aggFn === 'count',
					JSON.stringify(body).slice(0, 300),
				],
			];
		},
	},

	'alert-to-ticket.json': {
		// The second alert of the list was deleted since: Get Alert fails for it (404), and
		// On Error "Continue (using error output)" sends it to the on-call message alone.
		async before({ control, SEED }) {
			await control('DELETE', `/alerts/${SEED.sh.alerts[1]}`);
		},
		check({ runData, captures, SEED }) {
			const deleted = SEED.sh.alerts[1];
			const run = runData['Get Alert'] && runData['Get Alert'][0];
			const outputs = (run && run.data && run.data.main) || [];
			const success = outputs[0] || [];
			const failed = outputs[1] || [];
			const tickets = captures.filter((capture) => capture.name === 'tickets');
			const chat = captures.filter((capture) => capture.name === 'chat');
			return [
				[
					'the deleted alert leaves Get Alert by the error output only, paired with its input item',
					failed.length === 1 &&
						failed[0].json.alertId === deleted &&
						failed[0].pairedItem &&
						failed[0].pairedItem.item === 1 &&
						/404|not found/i.test(
							String(failed[0].json.error) + JSON.stringify(failed[0].json.details),
						) &&
						success.length === 2 &&
						success.every((item) => item.json.id !== deleted),
					JSON.stringify({ failed, success: success.map((item) => item.json.id) }).slice(0, 400),
				],
				[
					'two tickets opened, one on-call message about the deleted alert',
					tickets.length === 2 &&
						tickets.every((ticket) => ticket.body.alertId !== deleted) &&
						chat.length === 1 &&
						chat[0].body.alertId === deleted,
					JSON.stringify(captures.map((capture) => [capture.name, capture.body.alertId])),
				],
			];
		},
	},

	'key-hygiene.json': {
		check({ output, emulator, SEED }) {
			const listed = output('List API Keys');
			const disabled = output('Disable Key');
			const keys = emulator.store.keys
				.all()
				.filter((key) => key.organizationId === SEED.org)
				.map((key) => key.pub);
			const state = (id) => (keys.find((key) => key.id === id) || {}).state;
			const expected = [SEED.keys.developer, SEED.keys.queryEndpoints, SEED.keys.expired];
			return [
				[
					'List API Keys returns every key of the organization',
					listed.length === keys.length,
					`${listed.length} listed, ${keys.length} in the emulator`,
				],
				[
					'exactly the three enabled keys unused for 90 days were disabled',
					disabled.length === 3 &&
						expected.every((id) =>
							disabled.some((key) => key.id === id && key.state === 'disabled'),
						),
					JSON.stringify(disabled.map((key) => [key.name, key.state])),
				],
				[
					'the emulator holds them disabled',
					expected.every((id) => state(id) === 'disabled'),
					expected.map(state).join(', '),
				],
				[
					'the key the workflow runs with stays enabled',
					state(SEED.keys.admin) === 'enabled',
					state(SEED.keys.admin),
				],
				[
					'no output carries a key secret',
					!JSON.stringify([listed, disabled]).includes('emu-key-secret'),
					'a secret appeared',
				],
			];
		},
	},

	'alert-to-chat.json': {
		kind: 'trigger',
		async fire({ control, SEED }) {
			// An alert whose seed state is OK starts firing.
			await control('POST', `/alerts/${SEED.sh.alerts[1]}/state`, { state: 'ALERT' });
		},
		done: ({ captures }) => captures.some((capture) => capture.name === 'chat'),
		check({ captures, execution, SEED }) {
			const chat = captures.filter((capture) => capture.name === 'chat');
			const body = chat[0] ? chat[0].body : {};
			const runData = execution ? execution.runData || {} : {};
			const alert =
				items(runData['Get Alert'] && runData['Get Alert'][0]?.data?.main?.[0])[0]?.json || {};
			return [
				[
					'exactly one chat message (only the alert that changed into ALERT)',
					chat.length === 1,
					`${chat.length} messages`,
				],
				[
					'the message is about the alert that fired',
					body.alertId === SEED.sh.alerts[1],
					`alertId ${body.alertId}`,
				],
				[
					'the message says ALERT, was OK',
					typeof body.text === 'string' && body.text.includes('is ALERT (was OK)'),
					body.text,
				],
				[
					'the execution reads back as a successful trigger run',
					execution && execution.status === 'success' && execution.mode === 'trigger',
					execution && `${execution.status} ${execution.mode}`,
				],
				[
					'every node of the workflow ran',
					['Alert Fired', 'Get Alert', 'Build Message', 'Post to Chat'].every(
						(name) => runData[name],
					),
					Object.keys(runData).join(', '),
				],
				[
					'Get Alert read the full alert record',
					alert.id === SEED.sh.alerts[1] &&
						alert.state === 'ALERT' &&
						typeof alert.threshold === 'number',
					JSON.stringify(alert).slice(0, 200),
				],
			];
		},
	},

	'instant-alert-to-chat.json': {
		kind: 'webhook',
		activated({ emulator, registered, SEED }) {
			const alert = emulator.findAlert(SEED.sh.alerts[3]).rec;
			const channels = alert.channels || [];
			const ours = registered.map((hook) => hook.id);
			this.channelsBefore = channels.filter((channel) => !ours.includes(channel.webhookId));
			const stored = registered[0] ? (emulator.findWebhook(registered[0].id) || {}).rec : undefined;
			return [
				[
					"activation registered one generic webhook at n8n's production URL",
					registered.length === 1 && registered[0].service === 'generic',
					JSON.stringify(registered).slice(0, 300),
				],
				[
					'the registered webhook carries a secret header (write-only on the server)',
					Boolean(stored && stored.headers && Object.keys(stored.headers).length > 0),
					stored && Object.keys(stored.headers || {}).join(', '),
				],
				[
					'the alert notifies the new webhook and keeps its own channel',
					channels.some((channel) => channel.webhookId === ours[0]) &&
						this.channelsBefore.length >= 1 &&
						alert.channel &&
						alert.channel.webhookId === channels[0].webhookId,
					JSON.stringify(channels),
				],
			];
		},
		async fire({ control, SEED }) {
			const answer = await control('POST', `/alerts/${SEED.sh.alerts[3]}/notify`, {
				state: 'ALERT',
			});
			return answer.deliveries || [];
		},
		done: ({ captures }) => captures.some((capture) => capture.name === 'chat'),
		check({ captures, execution, deliveries, registered, SEED }) {
			const chat = captures.filter((capture) => capture.name === 'chat');
			const body = chat[0] ? chat[0].body : {};
			const runData = execution ? execution.runData || {} : {};
			const toN8n = deliveries.filter((delivery) =>
				registered.some(
					(hook) =>
						delivery.webhookId === hook.id || delivery.url.startsWith(hook.url.split('?')[0]),
				),
			);
			const trigger =
				items(runData['Alert Notified'] && runData['Alert Notified'][0]?.data?.main?.[0])[0]
					?.json || {};
			const rows = items(
				runData['Matching Rows'] && runData['Matching Rows'][0]?.data?.main?.[0],
			).filter((item) => Object.keys(item.json || {}).length);
			return [
				[
					'the server delivered the notification to n8n once',
					toN8n.length === 1 && toN8n[0].outcome === 'delivered',
					JSON.stringify(deliveries).slice(0, 300),
				],
				[
					'exactly one chat message, about the alert that fired',
					chat.length === 1 && body.alertId === SEED.sh.alerts[3] && body.state === 'ALERT',
					JSON.stringify(chat.map((capture) => capture.body)).slice(0, 300),
				],
				[
					'the message carries the matching rows of the hour',
					typeof body.text === 'string' &&
						body.rows > 0 &&
						body.text.includes('Latest rows of the hour matching'),
					JSON.stringify(body).slice(0, 300),
				],
				[
					'the execution reads back as a successful webhook run',
					execution && execution.status === 'success' && execution.mode === 'webhook',
					execution && `${execution.status} ${execution.mode}`,
				],
				[
					'the trigger item says which alert fired, with the notification fields',
					trigger.event === 'alertNotified' &&
						trigger.alertId === SEED.sh.alerts[3] &&
						trigger.state === 'ALERT' &&
						typeof trigger.title === 'string' &&
						!Number.isNaN(Date.parse(trigger.receivedAt)),
					JSON.stringify(trigger).slice(0, 300),
				],
				[
					'every node of the workflow ran, Event Search with rows',
					[
						'Alert Notified',
						'Get Alert',
						'Get Saved Search',
						'Matching Rows',
						'Build Message',
						'Post to Chat',
					].every((name) => runData[name]) && rows.length > 0,
					Object.keys(runData).join(', '),
				],
			];
		},
		deactivated({ emulator, SEED }) {
			const alert = emulator.findAlert(SEED.sh.alerts[3]).rec;
			return [
				[
					'deactivation left the alert with exactly its own channels',
					JSON.stringify(alert.channels) === JSON.stringify(this.channelsBefore),
					`${JSON.stringify(alert.channels)} vs ${JSON.stringify(this.channelsBefore)}`,
				],
			];
		},
	},
};
