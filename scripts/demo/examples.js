'use strict';
// What the demo does with each example workflow: set the scene through the emulator's
// control API, run the workflow through the engine, and say what came back.
const fs = require('fs');
const path = require('path');

const EXAMPLES = path.resolve(__dirname, '../../examples');
const CHAT_PLACEHOLDER = 'https://chat.example.com/hooks/REPLACE_WITH_YOUR_WEBHOOK';

/** An example workflow as saved, with its chat webhook pointed at the emulator's capture endpoint. */
function loadExample(file, emulatorUrl) {
	const text = fs.readFileSync(path.join(EXAMPLES, file), 'utf8').split(CHAT_PLACEHOLDER).join(`${emulatorUrl}/__emulator/capture/chat`);
	return JSON.parse(text);
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

function failureOf(run, workflow) {
	for (const node of workflow.nodes) {
		const error = run.error(node.name);
		if (error) return `${node.name}: ${error.message}`;
	}
	return run.error()?.message;
}

const scenarios = [
	{
		file: 'alert-to-chat.json',
		title: 'Alert to chat: the trigger sees an alert fire, the message goes to chat',
		async run({ engine, emulator, SEED }) {
			const workflow = loadExample(this.file, emulator.url);
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
];

module.exports = { scenarios, loadExample };
