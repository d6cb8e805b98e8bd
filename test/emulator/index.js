'use strict';
/**
 * Test emulator of the observability and data-pipe management API: one
 * in-memory HTTP server for both deployments (cloud `/v1`, self-hosted
 * `/api/v2`) plus a control API under `/__emulator/`. See README.md.
 */
const { Emulator } = require('./server');
const seed = require('./seed');
const V = require('./validation');
const { observeExchanges } = require('./observers');
const { eventsOf } = require('./search');

/**
 * Start an emulator on 127.0.0.1.
 * @param {import('./server').EmulatorOptions} [options]
 * @returns {Promise<Emulator>}
 */
async function startEmulator(options) {
	const o = options || {};
	const emu = new Emulator(o);
	await emu.listen(o.port || 0, '127.0.0.1');
	return emu;
}

module.exports = {
	startEmulator,
	Emulator,
	observeExchanges,
	SEED: seed.SEED,
	DEMO_CLOUD: seed.DEMO_CLOUD,
	DEMO_CLOUD_KEYS: seed.DEMO_CLOUD_KEYS,
	DEMO_SELF_HOSTED_API_KEY: seed.DEMO_SELF_HOSTED_API_KEY,
	DEFAULT_SEED_OPTIONS: seed.DEFAULT_SEED_OPTIONS,
	cloudAlertId: seed.cloudAlertId,
	selfHostedAlertId: seed.selfHostedAlertId,
	pipeId: seed.pipeId,
	generatedKeyId: seed.generatedKeyId,
	generatedKeyCredential: seed.generatedKeyCredential,
	cloudWebhookId: seed.cloudWebhookId,
	cloudSavedSearchId: seed.cloudSavedSearchId,
	PIPE_SETTINGS: require('./records').PIPE_SETTINGS,
	ALERT_INTERVALS: V.ALERT_INTERVALS,
	CLOUD_ALERT_INTERVALS: V.CLOUD_ALERT_INTERVALS,
	THRESHOLD_TYPES: V.THRESHOLD_TYPES,
	/** The events the self-hosted search generates for a source kind and range (see README, "Event search"). */
	eventsOf,
};
