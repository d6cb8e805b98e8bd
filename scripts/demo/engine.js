'use strict';
// The real n8n engine (n8n-core) with this package's built nodes and the few n8n-nodes-base
// nodes the example workflows use.
const path = require('path');
const { createHarness } = require('../../test/harness');

const root = path.resolve(__dirname, '../..');
const pkg = require(path.join(root, 'package.json'));

function loadBuilt(files) {
	return files.map((file) => {
		const module = require(path.join(root, file));
		return Object.values(module).find((value) => typeof value === 'function');
	});
}

const BASE_NODES = {
	'n8n-nodes-base.manualTrigger': 'ManualTrigger/ManualTrigger.node.js',
	'n8n-nodes-base.scheduleTrigger': 'Schedule/ScheduleTrigger.node.js',
	'n8n-nodes-base.httpRequest': 'HttpRequest/HttpRequest.node.js',
	'n8n-nodes-base.set': 'Set/Set.node.js',
	'n8n-nodes-base.filter': 'Filter/Filter.node.js',
	'n8n-nodes-base.splitOut': 'Transform/SplitOut/SplitOut.node.js',
	'n8n-nodes-base.if': 'If/If.node.js',
	'n8n-nodes-base.noOp': 'NoOp/NoOp.node.js',
};

function baseNodeTypes() {
	const types = {};
	for (const [typeName, file] of Object.entries(BASE_NODES)) {
		const module = require(
			path.join(path.dirname(require.resolve('n8n-nodes-base/package.json')), 'dist/nodes', file),
		);
		types[typeName] = Object.values(module).find((value) => typeof value === 'function');
	}
	return types;
}

/**
 * A harness running the compiled package (dist/) whose credentials point at `emulatorUrl`;
 * `extraNodeTypes` (type name -> class) adds nodes of the caller's own, e.g. the benchmark's floor.
 */
function createEngine(emulatorUrl, demo, extraNodeTypes = {}) {
	return createHarness({
		nodeClasses: loadBuilt(pkg.n8n.nodes),
		credentialClasses: loadBuilt(pkg.n8n.credentials),
		extraNodeTypes: { ...baseNodeTypes(), ...extraNodeTypes },
		credentials: {
			obsDemoCloud0001: {
				observabilityCloudApi: {
					baseUrl: emulatorUrl,
					keyId: demo.cloud.keyId,
					keySecret: demo.cloud.keySecret,
				},
			},
			obsDemoSelfHost1: {
				observabilitySelfHostedApi: { baseUrl: emulatorUrl, apiKey: demo.selfHostedApiKey },
			},
		},
	});
}

module.exports = { createEngine };
