'use strict';
// The real n8n engine (n8n-core) with a built package's nodes (this checkout's by default) and
// the few n8n-nodes-base nodes the example workflows use.
const path = require('path');
const { createHarness } = require('../../test/harness');

const root = path.resolve(__dirname, '../..');

/** The classes the files of a package's `n8n` section export, from that package's folder. */
function loadBuilt(packageRoot, files) {
	return files.map((file) => {
		const module = require(path.join(packageRoot, file));
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
 * A harness running a compiled package whose credentials point at `emulatorUrl`;
 * `extraNodeTypes` (type name -> class) adds nodes of the caller's own, e.g. the benchmark's floor.
 * `packageRoot` is the folder of the package whose `package.json` and `dist/` are loaded: this
 * checkout by default, another commit's build for `npm run bench -- --compare`.
 */
function createEngine(emulatorUrl, demo, extraNodeTypes = {}, { packageRoot = root } = {}) {
	const pkg = require(path.join(packageRoot, 'package.json'));
	return createHarness({
		nodeClasses: loadBuilt(packageRoot, pkg.n8n.nodes),
		credentialClasses: loadBuilt(packageRoot, pkg.n8n.credentials),
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
