'use strict';
/**
 * Control API under `/__emulator/` (no auth, no rate limit, no latency, no
 * faults; not logged except capture posts). Mirrors the in-process API.
 */
const { Router, json } = require('./respond');
const { SEED, DEMO_CLOUD, DEMO_CLOUD_KEYS, DEMO_SELF_HOSTED_API_KEY } = require('./seed');

/** @typedef {import('./cloud').Ctx} Ctx */
/** @typedef {(ctx: Ctx, p: Record<string, string>) => import('./respond').Reply | Promise<import('./respond').Reply>} Handler */

/** @type {Router<Handler>} */
const router = new Router();
const ok = (/** @type {Record<string, unknown>} */ extra) => json(200, { ok: true, ...extra });
const bad = (/** @type {number} */ status, /** @type {string} */ error) =>
	json(status, { ok: false, error });
/** @param {Ctx} ctx */
const obj = (ctx) =>
	ctx.body && typeof ctx.body === 'object' && !Array.isArray(ctx.body) ? ctx.body : {};

router.on('GET', '/__emulator', (ctx) =>
	ok({ url: ctx.emu.url, options: ctx.emu.publicOptions() }),
);
router.on('GET', '/__emulator/seed', () =>
	ok({ SEED, DEMO_CLOUD, DEMO_CLOUD_KEYS, DEMO_SELF_HOSTED_API_KEY }),
);
router.on('POST', '/__emulator/reset', (ctx) => {
	ctx.emu.reset(
		ctx.body && typeof ctx.body === 'object' && Object.keys(ctx.body).length ? ctx.body : undefined,
	);
	return ok({});
});
router.on('GET', '/__emulator/config', (ctx) => ok({ options: ctx.emu.publicOptions() }));
router.on('POST', '/__emulator/configure', (ctx) => ok({ options: ctx.emu.configure(obj(ctx)) }));

// Rows into a self-hosted event table (eventRows.js): `{rows, table?}`; DELETE forgets them.
router.on('POST', '/__emulator/rows', (ctx) => {
	const { rows, table } = obj(ctx);
	if (!Array.isArray(rows)) return bad(400, 'rows must be an array of objects');
	return ok({ table: table || 'otel_logs', count: ctx.emu.writeRows(rows, { table }) });
});
router.on('DELETE', '/__emulator/rows', (ctx) => {
	ctx.emu.clearRows({ table: ctx.query?.table || undefined });
	return ok({});
});

router.on('POST', '/__emulator/alerts', (ctx) => {
	const { deployment, ...partial } = obj(ctx);
	return ok({ alert: ctx.emu.addAlert(deployment || 'selfHosted', partial) });
});
router.on('DELETE', '/__emulator/alerts/:id', (ctx, p) =>
	ctx.emu.removeAlert(p.id) ? ok({}) : bad(404, `alert ${p.id} not found`),
);
// A change of state notifies the alert's webhook channels; `wait: true` answers once those
// deliveries finished, with them.
router.on('POST', '/__emulator/alerts/:id/state', async (ctx, p) => {
	const { state, wait } = obj(ctx);
	if (!wait) return ok({ alert: ctx.emu.setAlertState(p.id, state) });
	const deliveries = await ctx.emu.notifyAlert(p.id, state);
	return ok({ alert: ctx.emu.findAlert(p.id).rec, deliveries });
});
router.on('POST', '/__emulator/alerts/:id/notify', async (ctx, p) => {
	const { state, groups } = obj(ctx);
	const deliveries = await ctx.emu.notifyAlert(p.id, state, {
		groups: Array.isArray(groups) ? groups.map(String) : undefined,
	});
	return ok({ alert: ctx.emu.findAlert(p.id).rec, deliveries });
});
router.on('GET', '/__emulator/deliveries', (ctx) =>
	ok({
		deliveries: ctx.emu
			.deliveries()
			.filter((/** @type {any} */ d) => !ctx.query.alertId || d.alertId === ctx.query.alertId),
	}),
);
router.on('DELETE', '/__emulator/deliveries', (ctx) => {
	ctx.emu.clearDeliveries();
	return ok({});
});
router.on('POST', '/__emulator/deliveries/:seq/redeliver', async (ctx, p) =>
	ok({ delivery: await ctx.emu.redeliver(Number(p.seq)) }),
);

router.on('POST', '/__emulator/pipes', (ctx) => ok({ pipe: ctx.emu.addPipe(obj(ctx)) }));
router.on('DELETE', '/__emulator/pipes/:id', (ctx, p) =>
	ctx.emu.removePipe(p.id) ? ok({}) : bad(404, `pipe ${p.id} not found`),
);
router.on('POST', '/__emulator/pipes/:id/state', (ctx, p) => {
	const { state, settlesTo, afterMs } = obj(ctx);
	return ok({ pipe: ctx.emu.setPipeState(p.id, state, { settlesTo, afterMs }) });
});
router.on('POST', '/__emulator/pipe-transitions/finish', (ctx) => {
	const id = obj(ctx).id;
	return ok({ finished: ctx.emu.finishPipeTransitions(typeof id === 'string' ? id : undefined) });
});
router.on('POST', '/__emulator/pipes/:id/outcome', (ctx, p) => {
	ctx.emu.setPipeOutcome(p.id, obj(ctx).state);
	return ok({});
});
router.on('POST', '/__emulator/pipes/:id/settings', (ctx, p) => {
	const { touch, ...settings } = obj(ctx);
	return ok({ pipe: ctx.emu.setPipeSettings(p.id, settings, { touch: !!touch }) });
});

router.on('POST', '/__emulator/services/:id/state', (ctx, p) => {
	const { state, settlesTo, afterMs } = obj(ctx);
	return ok({ service: ctx.emu.setServiceState(p.id, state, { settlesTo, afterMs }) });
});
router.on('POST', '/__emulator/service-transitions/finish', (ctx) =>
	ok({ finished: ctx.emu.finishServiceTransitions() }),
);
router.on('GET', '/__emulator/activities', (ctx) => ok({ activities: ctx.emu.activities() }));
router.on('POST', '/__emulator/activities', (ctx) =>
	ok({ activity: ctx.emu.addActivity(obj(ctx)) }),
);
router.on('POST', '/__emulator/services/:id/pipes-context', (ctx, p) =>
	ok({ context: ctx.emu.setPipesContext(p.id, obj(ctx)) }),
);

router.on('GET', '/__emulator/faults', (ctx) => ok({ faults: ctx.emu.faults.pending() }));
router.on('POST', '/__emulator/faults', (ctx) => ok({ id: ctx.emu.injectFault(obj(ctx)) }));
router.on('DELETE', '/__emulator/faults', (ctx) => {
	ctx.emu.clearFaults();
	return ok({});
});

router.on('GET', '/__emulator/requests', (ctx) => {
	let list = ctx.emu.requests();
	const q = ctx.query;
	if (q.deployment) list = list.filter((/** @type {any} */ e) => e.deployment === q.deployment);
	if (q.since) list = list.filter((/** @type {any} */ e) => e.seq > Number(q.since));
	if (q.method)
		list = list.filter((/** @type {any} */ e) => e.method === String(q.method).toUpperCase());
	if (q.path) list = list.filter((/** @type {any} */ e) => e.path.includes(q.path));
	return ok({ requests: list });
});
router.on('GET', '/__emulator/queries', (ctx) => {
	if (!ctx.query.path) return bad(400, 'path is required (the end of the API path, e.g. /keys)');
	return ok({ queries: ctx.emu.queriesOf(ctx.query.path, ctx.query.method) });
});
router.on('DELETE', '/__emulator/requests', (ctx) => {
	ctx.emu.clearRequests();
	return ok({});
});

router.on('POST', '/__emulator/capture/:name', (ctx, p) => {
	ctx.emu.capture(p.name, ctx);
	return ok({});
});
router.on('GET', '/__emulator/captures', (ctx) => {
	const name = ctx.query.name;
	return ok({
		captures: ctx.emu.captures().filter((/** @type {any} */ c) => !name || c.name === name),
	});
});
router.on('DELETE', '/__emulator/captures', (ctx) => {
	ctx.emu.clearCaptures();
	return ok({});
});

/**
 * @param {Ctx} ctx
 * @returns {Promise<import('./respond').Reply>}
 */
async function handleControl(ctx) {
	const m = router.match(ctx.method, ctx.path);
	if (!('handler' in m)) return bad(404, `no control route ${ctx.method} ${ctx.path}`);
	if (ctx.badJson && !ctx.path.startsWith('/__emulator/capture/'))
		return bad(400, 'invalid JSON body');
	try {
		return await m.handler(ctx, m.params);
	} catch (err) {
		const e = /** @type {any} */ (err);
		return bad(e && e.status ? e.status : 400, e && e.message ? e.message : String(e));
	}
}

module.exports = { handleControl };
