'use strict';
// The workflows `npm run test:queue` imports: reads started by a production webhook (main
// takes the request, a worker runs the execution, main answers with the last node's items),
// the polling trigger, and the webhook trigger when the package has it.
const { randomUUID } = require('crypto');
const { CREDENTIAL_IDS } = require('../e2e/workflows');

const PACKAGE = 'n8n-nodes-observability-pipes';
const ACTION = `${PACKAGE}.observabilityPipes`;
const POLLING_TRIGGER = `${PACKAGE}.observabilityPipesTrigger`;
const WEBHOOK_TRIGGER = `${PACKAGE}.observabilityPipesWebhookTrigger`;

const CREDENTIALS = {
	cloud: {
		observabilityCloudApi: {
			id: CREDENTIAL_IDS.cloud,
			name: 'Observability Cloud (demo emulator)',
		},
	},
	selfHosted: {
		observabilitySelfHostedApi: {
			id: CREDENTIAL_IDS.selfHosted,
			name: 'Observability Self-Hosted (demo emulator)',
		},
	},
};

const locator = (value) => ({ __rl: true, mode: 'id', value });
const link = (from, to) => ({ [from]: { main: [[{ node: to, type: 'main', index: 0 }]] } });

/** Parameters of the action node for one read, its items' ids coming from `$json.id`. */
function readParameters(kind, seed) {
	const id = locator('={{ $json.id }}');
	const cloud = {
		deployment: 'cloud',
		organizationId: locator(seed.org),
		serviceId: locator(seed.service),
	};
	switch (kind) {
		case 'cloudAlert':
			return { ...cloud, resource: 'alert', operation: 'get', alertId: id };
		case 'cloudPipe':
			return { ...cloud, resource: 'pipe', operation: 'get', pipeId: id };
		case 'selfHostedAlert':
			return { deployment: 'selfHosted', resource: 'alert', operation: 'get', alertId: id };
		default:
			throw new Error(`unknown read ${kind}`);
	}
}

/**
 * Webhook (POST /webhook/<path>, answers with every item of the last node) -> Split Out
 * (`body.items`, one item per `{id}`) -> the action node with `parameters`, errors as items
 * (so a failed item shows in the answer rather than failing the execution).
 */
function readWorkflow({ id, name, path, parameters, credentials }) {
	return {
		id,
		name,
		active: false,
		settings: { executionOrder: 'v1' },
		nodes: [
			{
				id: randomUUID(),
				name: 'Webhook',
				type: 'n8n-nodes-base.webhook',
				typeVersion: 2,
				position: [0, 0],
				webhookId: randomUUID(),
				parameters: {
					httpMethod: 'POST',
					path,
					responseMode: 'lastNode',
					responseData: 'allEntries',
					options: {},
				},
			},
			{
				id: randomUUID(),
				name: 'Split Out',
				type: 'n8n-nodes-base.splitOut',
				typeVersion: 1,
				position: [220, 0],
				parameters: { fieldToSplitOut: 'body.items', include: 'noOtherFields', options: {} },
			},
			{
				id: randomUUID(),
				name: 'Read',
				type: ACTION,
				typeVersion: 1,
				position: [440, 0],
				onError: 'continueRegularOutput',
				parameters,
				credentials,
			},
		],
		connections: { ...link('Webhook', 'Split Out'), ...link('Split Out', 'Read') },
	};
}

/** Posts each item it receives to the emulator's capture endpoint `name`. */
function captureNode(emulatorUrl, name, position) {
	return {
		id: randomUUID(),
		name: 'Capture',
		type: 'n8n-nodes-base.httpRequest',
		typeVersion: 4.2,
		position,
		parameters: {
			method: 'POST',
			url: `${emulatorUrl}/__emulator/capture/${name}`,
			sendBody: true,
			specifyBody: 'json',
			jsonBody: '={{ JSON.stringify({ ...$json, executionId: $execution.id }) }}',
			options: {},
		},
	};
}

/**
 * Our polling trigger (self-hosted `alertStateChanged` over `ids`), polling once a minute
 * at `pollSecond` (n8n polls at activation, then by its cron, at most once a minute) ->
 * every reported change posted to the capture `changes`.
 */
function triggerWorkflow({ id, emulatorUrl, pollSecond, ids }) {
	return {
		id,
		name: 'Queue mode: alert state changes',
		active: false,
		settings: { executionOrder: 'v1' },
		nodes: [
			{
				id: randomUUID(),
				name: 'Alert Changed',
				type: POLLING_TRIGGER,
				typeVersion: 1,
				position: [0, 0],
				parameters: {
					deployment: 'selfHosted',
					event: 'alertStateChanged',
					ids,
					pollTimes: { item: [{ mode: 'custom', cronExpression: `${pollSecond} * * * * *` }] },
				},
				credentials: CREDENTIALS.selfHosted,
			},
			captureNode(emulatorUrl, 'changes', [220, 0]),
		],
		connections: link('Alert Changed', 'Capture'),
	};
}

/**
 * The webhook trigger (activation registers a `generic` webhook pointing at the
 * workflow's production URL and adds it to the alerts' channels) -> every notification
 * posted to the capture `instant`.
 */
function webhookTriggerWorkflow({ id, emulatorUrl, alertIds }) {
	return {
		id,
		name: 'Queue mode: instant alert notifications',
		active: false,
		settings: { executionOrder: 'v1' },
		nodes: [
			{
				id: randomUUID(),
				name: 'Alert Notified',
				type: WEBHOOK_TRIGGER,
				typeVersion: 1,
				position: [0, 0],
				webhookId: randomUUID(),
				parameters: { deployment: 'selfHosted', alertIds: alertIds.join(',') },
				credentials: CREDENTIALS.selfHosted,
			},
			captureNode(emulatorUrl, 'instant', [220, 0]),
		],
		connections: link('Alert Notified', 'Capture'),
	};
}

module.exports = {
	CREDENTIALS,
	ACTION,
	POLLING_TRIGGER,
	WEBHOOK_TRIGGER,
	readParameters,
	readWorkflow,
	triggerWorkflow,
	webhookTriggerWorkflow,
};
