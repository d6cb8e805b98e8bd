'use strict';
/**
 * What the emulator refuses beyond the documents: `validateRequest` checks a request body against
 * its operation's request schema, compiled from the document (schemas.js), and against the rules
 * below, each named and with its source. `before` rules run ahead of the schema (a missing field
 * is named before its neighbours' types), the others after it. rules.test.ts tests each rule.
 */
const { fail, ValidationError } = require('./validation');
const S = require('./schemas');

/**
 * @typedef {object} RuleContext
 * @property {string} [kind] the pipe's source kind (PATCH)
 * @property {readonly string[]} [extraSettings] settings a newer server knows beyond the documented ones
 * @property {{workloadIdentity: {supported: boolean, ready: boolean|null}}} [pipesContext] the service's pipe context
 * @property {'cloud'|'selfHosted'} [deployment] set by validateRequest
 * @property {'create'|'replace'} [mode] alerts
 * @property {boolean} [older] an older self-hosted server (`channel` only)
 * @property {boolean} [no30s] the cloud team lacks the 30-second interval
 * @property {string} [operationId] set by validateRequest
 * @property {(id: string) => boolean} [connectionExists] sources: the team's connections
 * @property {any[]} [storedFilters] saved searches: the filters the record holds ([] on create)
 * @property {boolean} [everyIssue] refuse with every issue of the body, `<field>: <text>; ...` (event search)
 * @property {(id: string) => boolean} [sourceExists] the self-hosted team has this source (saved searches, charts)
 */
/**
 * @typedef {object} Rule
 * @property {string} id
 * @property {string} source where the rule is stated
 * @property {readonly string[]} operations the operationIds it applies to
 * @property {boolean} [before] checked ahead of the document's schema
 * @property {(body: Record<string, any>, ctx: RuleContext) => void} check throws a ValidationError
 */

const WORKLOAD_IDENTITY = 'SERVICE_ACCOUNT_WORKLOAD_IDENTITY';
const PIPE_PATCH = 'docs/api-notes.md#pipe-create-and-update; CONTRACT.md §0 (Pipes)';
/** @param {unknown} v */
const given = (v) => v !== undefined && v !== null;

/** The source kinds of a pipe (the fields of the document's `PipePostSource` that are objects). */
const SOURCE_KINDS = Object.freeze(
	S.declaredKeys('cloud', 'PipePostSource').filter((k) => k !== 'validateSamples'),
);

/** @param {string} field @param {unknown} name */
function checkName(field, name) {
	if (typeof name !== 'string') return; // the schema names the type
	if (name.length < 1 || name.length > 255)
		fail(field, `String must contain at ${name.length ? 'most 255' : 'least 1'} character(s)`);
	if (!name.trim()) fail(field, 'must not be empty');
}

/** @param {string} field @param {unknown} map @param {readonly string[]} known @param {(k: string) => string} text @param {readonly string[]} [extra] */
function closedMap(field, map, known, text, extra) {
	if (typeof map !== 'object' || map === null) return;
	for (const [k, v] of Object.entries(map)) {
		const f = field ? `${field}.${k}` : k;
		if (extra && extra.includes(k)) {
			if (v !== null && typeof v !== 'boolean' && !Number.isInteger(v))
				fail(f, `Expected integer, boolean or null, received ${S.typeName(v)}`);
		} else if (!known.includes(k)) fail(f, text(k));
	}
}
/** @param {string} field @param {unknown} settings @param {readonly string[]} [extra] */
const closedSettings = (field, settings, extra) =>
	closedMap(
		field,
		settings,
		S.declaredKeys('cloud', 'PipeSettings'),
		(k) => `Unknown setting '${k}'`,
		extra,
	);
/** @param {string} field @param {unknown} scaling */
const closedScaling = (field, scaling) => {
	const known = S.declaredKeys('cloud', 'PipeScaling');
	closedMap(
		field,
		scaling,
		known,
		(k) => `Unknown scaling field '${k}'; expected ${known.join(', ')}`,
	);
};

/**
 * Every destination column must appear as a `destinationField` (also after a PATCH merges).
 * @param {any} destination @param {any[]} fieldMappings
 */
function checkColumnsMapped(destination, fieldMappings) {
	const mapped = new Set((fieldMappings || []).map((x) => x.destinationField));
	for (const c of (destination && destination.columns) || [])
		if (!mapped.has(c.name))
			fail('fieldMappings', `destination column '${c.name}' is not included in fieldMappings`);
}

/** @type {Rule[]} */
const RULES = [
	{
		id: 'pipe-parts-required',
		source:
			'test/emulator/README.md (strict where the contract is silent): a create names the pipe, its source and its destination',
		operations: ['pipeCreate'],
		before: true,
		check(b) {
			for (const k of ['name', 'source', 'destination'])
				if (b[k] === undefined) fail(k, 'Required');
		},
	},
	{
		id: 'pipe-name-length',
		source: "the cloud document's `Pipe.name` (1-255 characters; its request schemas omit it)",
		operations: ['pipeCreate', 'pipeUpdate'],
		check(b) {
			checkName('name', b.name);
		},
	},
	{
		id: 'pipe-one-source-kind',
		source: `${PIPE_PATCH}: one source kind, which a PATCH cannot change`,
		operations: ['pipeCreate', 'pipeUpdate'],
		before: true,
		check(b, ctx) {
			const s = b.source;
			if (typeof s !== 'object' || s === null || Array.isArray(s)) return;
			const kinds = SOURCE_KINDS.filter((k) => given(s[k]));
			if (!ctx.kind) {
				if (kinds.length !== 1)
					fail(
						'source',
						`must contain exactly one of ${SOURCE_KINDS.join(', ')} (found ${kinds.length ? kinds.join(', ') : 'none'})`,
					);
				return;
			}
			for (const k of Object.keys(s)) {
				if (k !== 'validateSamples' && !SOURCE_KINDS.includes(k))
					fail(`source.${k}`, `'${k}' is not a source kind`);
				if (given(s[k]) && k !== 'validateSamples' && k !== ctx.kind)
					fail(
						`source.${k}`,
						`the source kind cannot be changed from ${ctx.kind} to ${k}; recreate the pipe`,
					);
			}
		},
	},
	{
		id: 'pipe-patch-subset',
		source: `${PIPE_PATCH}: PATCH takes only what \`PipePatchRequest\` declares; scaling has its own route`,
		operations: ['pipeUpdate'],
		before: true,
		check(b, ctx) {
			if (b.scaling !== undefined)
				fail('scaling', 'cannot be changed here; use PATCH .../pipes/{pipeId}/scaling');
			const top = S.declaredKeys('cloud', 'PipePatchRequest');
			for (const k of Object.keys(b))
				if (!top.includes(k))
					fail(
						k,
						`'${k}' cannot be changed after the pipe is created (only ${top.slice(0, -1).join(', ')} and ${top[top.length - 1]} can)`,
					);
			closedSettings('settings', b.settings, ctx.extraSettings);
			const { settings, ...rest } = b;
			for (const field of S.undeclaredFields(
				'cloud',
				S.requestSchema('cloud', 'pipeUpdate'),
				rest,
			)) {
				const k = field.split('.').pop();
				fail(
					field,
					`'${k}' cannot be changed after the pipe is created (only the fields of PipePatchRequest can); recreate the pipe to change it`,
				);
			}
		},
	},
	{
		id: 'pipe-maps-closed',
		source:
			'CONTRACT.md §1 (Pipes): the settings and scaling fields are a fixed table (a newer server adds settings: test/emulator/newerServer.js)',
		operations: ['pipeCreate', 'pipeSettingsUpdate', 'pipeScalingUpdate'],
		before: true,
		check(b, ctx) {
			if (ctx.operationId === 'pipeSettingsUpdate') closedSettings('', b, ctx.extraSettings);
			else if (ctx.operationId === 'pipeScalingUpdate') closedScaling('', b);
			else {
				closedSettings('settings', b.settings);
				closedScaling('scaling', b.scaling);
			}
		},
	},
	{
		id: 'pipe-create-concurrency',
		source:
			'CONTRACT.md §0 (Pipes): scaling `concurrency` is 0-34 (the create schema `PipeScaling` states no range)',
		operations: ['pipeCreate'],
		check(b) {
			const c = b.scaling && b.scaling.concurrency;
			if (Number.isInteger(c) && (c < 0 || c > 34))
				fail('scaling.concurrency', 'must be between 0 and 34 (0: scaled automatically)');
		},
	},
	{
		id: 'pipe-offset-timestamp',
		source: 'CONTRACT.md §0 (Pipes): `offset` has a strategy; `from_timestamp` needs the timestamp',
		operations: ['pipeCreate'],
		check(b) {
			const o = b.source.messageBroker && b.source.messageBroker.offset;
			if (!given(o)) return;
			const f = 'source.messageBroker.offset';
			if (o.strategy === undefined)
				fail(`${f}.strategy`, 'Required; one of from_beginning, from_latest, from_timestamp');
			if (o.strategy === 'from_timestamp' && (!given(o.timestamp) || o.timestamp === ''))
				fail(`${f}.timestamp`, "Required when strategy is 'from_timestamp'");
		},
	},
	{
		id: 'pipe-start-paused-relational',
		source:
			'CONTRACT.md §0 (Pipes, newer cloud document): relational database pipes refuse `startPaused: true`',
		operations: ['pipeCreate'],
		check(b) {
			if (b.startPaused === true && given(b.source.relationalDb))
				fail(
					'startPaused',
					'is not supported for relationalDb pipes; create the pipe without it and stop it afterwards',
				);
		},
	},
	{
		id: 'pipe-columns-mapped',
		source:
			'docs/api-notes.md#pipe-create-and-update: columns and field mappings are complete, every column mapped',
		operations: ['pipeCreate', 'pipeUpdate'],
		check(b, ctx) {
			const columns = (b.destination && b.destination.columns) || [];
			columns.forEach((/** @type {any} */ c, /** @type {number} */ i) => {
				for (const k of ['name', 'type'])
					if (c[k] === undefined) fail(`destination.columns.${i}.${k}`, 'Required');
			});
			(b.fieldMappings || []).forEach((/** @type {any} */ m, /** @type {number} */ i) => {
				for (const k of ['sourceField', 'destinationField'])
					if (m[k] === undefined) fail(`fieldMappings.${i}.${k}`, 'Required');
			});
			// a PATCH is checked once merged into the pipe (cloud.js)
			if (ctx.operationId === 'pipeCreate') checkColumnsMapped(b.destination, b.fieldMappings);
		},
	},
	{
		id: 'workload-identity-ready',
		source:
			'CONTRACT.md §0 (Pipes); docs/api-notes.md#workload-identity: the pipe context must say supported and ready',
		operations: ['pipeCreate', 'pipeUpdate'],
		check(b, ctx) {
			const kind = ctx.kind || SOURCE_KINDS.find((k) => given(b.source[k]));
			const o = kind && b.source && b.source[kind];
			if (!o || o.authentication !== WORKLOAD_IDENTITY || !ctx.pipesContext) return;
			const wi = ctx.pipesContext.workloadIdentity;
			if (wi.supported && wi.ready === true) return;
			fail(
				`source.${kind}.authentication`,
				`${WORKLOAD_IDENTITY} cannot be used: workload identity ${wi.supported ? 'is not ready yet' : 'is not supported'} on this service (see GET .../pipes/context)`,
			);
		},
	},
	{
		id: 'pipe-command-required',
		source: 'CONTRACT.md §1 (Pipes): a state change is one of the commands',
		operations: ['pipeStateUpdate'],
		before: true,
		check(b) {
			if (b.command === undefined) fail('command', 'Required');
		},
	},
];

// ---- alerts (both deployments) -----------------------------------------------------------------
const ALERT_WRITES = Object.freeze([
	'createAlert',
	'updateAlert',
	'observabilityCreateAlert',
	'observabilityUpdateAlert',
]);
const ALERT_SERVER = 'realserver: packages/api/src/utils/zod.ts (alertSchema)';
/** Minutes of each alert interval (`scheduleOffsetMinutes` must stay below it). */
const INTERVAL_MINUTES = Object.freeze({
	'30s': 0.5,
	'1m': 1,
	'5m': 5,
	'15m': 15,
	'30m': 30,
	'1h': 60,
	'6h': 360,
	'12h': 720,
	'1d': 1440,
});
/** The exact text of the server (docs/api-notes.md#error-texts). */
const CHANNEL_MISMATCH =
	'When both "channel" and "channels" are provided, "channel" must match the first entry of "channels"';
/** The text a zod-validated older server gives for a key its strict schema does not know. */
const OLDER_CHANNELS = "Unrecognized key(s) in object: 'channels'";

/** @param {string} field @param {unknown} v @param {number} max */
function text(field, v, max) {
	if (typeof v !== 'string') return;
	if (v.length < 1) fail(field, 'String must contain at least 1 character(s)');
	if (v.length > max) fail(field, `String must contain at most ${max} character(s)`);
}
/** @param {string} field @param {unknown} v @param {number} min @param {number} [max] */
function bounded(field, v, min, max) {
	if (!Number.isInteger(v)) return;
	const n = /** @type {number} */ (v);
	if (n < min) fail(field, `Number must be greater than or equal to ${min}`);
	if (max !== undefined && n > max) fail(field, `Number must be less than or equal to ${max}`);
}
/** @param {Record<string, any>} b @returns {Array<[string, any]>} each channel of the body with its field */
const channelsOf = (b) => [
	...(Array.isArray(b.channels) ? b.channels.map((c, i) => [`channels.${i}`, c]) : []),
	...(b.channel !== undefined ? [['channel', b.channel]] : []),
];
/** @param {any} a @param {any} b */
const sameChannel = (a, b) =>
	JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());

RULES.push(
	{
		id: 'alert-older-channels',
		source: 'docs/api-notes.md#self-hosted-before-mid-2026: an older server refuses `channels`',
		operations: ALERT_WRITES,
		before: true,
		check(b, ctx) {
			if (ctx.older && b.channels !== undefined) fail('', OLDER_CHANNELS);
		},
	},
	{
		id: 'alert-text-lengths',
		source: `${ALERT_SERVER}: name 1-512, message and note 1-4096 characters`,
		operations: ALERT_WRITES,
		before: true,
		check(b) {
			text('name', b.name, 512);
			text('message', b.message, 4096);
			text('note', b.note, 4096);
		},
	},
	{
		id: 'alert-required',
		source: `${ALERT_SERVER}: threshold, interval and thresholdType (the cloud document marks none required)`,
		operations: ALERT_WRITES,
		before: true,
		check(b) {
			for (const k of ['threshold', 'interval', 'thresholdType'])
				if (b[k] === undefined) fail(k, 'Required');
		},
	},
	{
		id: 'alert-source-union',
		source: `${ALERT_SERVER}: the body is a saved-search alert or a tile alert, told apart by \`source\``,
		operations: ALERT_WRITES,
		before: true,
		check(b) {
			if (!S.schemaNamed('selfHosted', 'AlertSource').enum.includes(b.source))
				fail('source', 'Invalid input');
		},
	},
	{
		id: 'alert-source-fields',
		source: `${ALERT_SERVER}: a tile alert names its dashboard and tile, a saved-search alert its saved search`,
		operations: ALERT_WRITES,
		check(b) {
			if (b.source === 'tile') {
				for (const k of ['dashboardId', 'tileId'])
					if (!given(b[k])) fail(k, "Required when source is 'tile'");
			} else if (!given(b.savedSearchId))
				fail('savedSearchId', "Required when source is 'saved_search'");
		},
	},
	{
		id: 'alert-channel-by-type',
		source:
			"the documents' channel shapes, chosen by `type` (the cloud document's two shapes both take either type); realserver: packages/common-utils/src/types.ts (zAlertChannel: a non-empty webhookId)",
		operations: ALERT_WRITES,
		before: true,
		check(b, ctx) {
			const cloud = ctx.deployment === 'cloud';
			for (const [field, c] of channelsOf(b)) {
				if (typeof c !== 'object' || c === null || Array.isArray(c)) continue;
				if (!cloud && c.type !== 'webhook')
					fail(`${field}.type`, "Invalid literal value, expected 'webhook'");
				if (cloud && !['webhook', 'email'].includes(c.type))
					fail(
						`${field}.type`,
						`Invalid enum value. Expected 'webhook' | 'email', received '${String(c.type)}'`,
					);
				const shape = cloud
					? `ObservabilityAlertChannel${c.type === 'email' ? 'Email' : 'Webhook'}`
					: 'AlertChannelWebhook';
				const e = S.bodyError(ctx.deployment, S.schemaRef(ctx.deployment, shape), c);
				if (e) fail(e.field ? `${field}.${e.field}` : field, e.text);
				if (c.type === 'webhook' && !c.webhookId) fail(`${field}.webhookId`, 'Required');
			}
		},
	},
	{
		id: 'alert-interval-feature',
		source:
			'CONTRACT.md §0 (newer cloud document): `30s` only where the cloud team has the feature',
		operations: ['observabilityCreateAlert', 'observabilityUpdateAlert'],
		check(b, ctx) {
			if (b.interval === '30s' && ctx.no30s)
				fail('interval', "the '30s' interval is not enabled for this team");
		},
	},
	{
		id: 'alert-threshold-max',
		source: `${ALERT_SERVER} (validateAlertThresholdMax): between and not_between need thresholdMax >= threshold`,
		operations: ALERT_WRITES,
		check(b) {
			if (b.thresholdType !== 'between' && b.thresholdType !== 'not_between') return;
			if (typeof b.thresholdMax !== 'number')
				fail('thresholdMax', `Required when thresholdType is '${b.thresholdType}'`);
			if (b.thresholdMax < b.threshold)
				fail('thresholdMax', 'thresholdMax must be greater than or equal to threshold');
		},
	},
	{
		id: 'alert-schedule',
		source: `${ALERT_SERVER} (validateAlertScheduleOffsetMinutes): numConsecutiveWindows >= 1, scheduleOffsetMinutes 0-1439 and below the interval`,
		operations: ALERT_WRITES,
		check(b) {
			bounded('numConsecutiveWindows', b.numConsecutiveWindows, 1);
			bounded('scheduleOffsetMinutes', b.scheduleOffsetMinutes, 0, 1439);
			const minutes = /** @type {Record<string, number>} */ (INTERVAL_MINUTES)[b.interval];
			if (Number.isInteger(b.scheduleOffsetMinutes) && b.scheduleOffsetMinutes >= minutes)
				fail('scheduleOffsetMinutes', `must be less than the interval in minutes (${minutes})`);
		},
	},
	{
		id: 'alert-channel-selection',
		source: `${ALERT_SERVER} (validateAlertChannelSelection): a create names a channel; \`channel\` matches \`channels[0]\``,
		operations: ALERT_WRITES,
		check(b, ctx) {
			const list = Array.isArray(b.channels) ? b.channels : [];
			if (b.channel !== undefined && list.length && !sameChannel(b.channel, list[0]))
				fail('', CHANNEL_MISMATCH);
			if (ctx.mode === 'create' && !list.length && b.channel === undefined)
				fail('channel', 'Required');
		},
	},
);

// ---- webhooks (both deployments) ---------------------------------------------------------------
const WEBHOOK_SERVER = 'realserver: packages/api/src/utils/zod.ts (externalWebhookCreateSchema)';
const WEBHOOK_WRITES = Object.freeze([
	'createWebhook',
	'updateWebhook',
	'observabilityCreateWebhook',
	'observabilityUpdateWebhook',
]);
RULES.push(
	{
		id: 'webhook-name-trimmed',
		source: `${WEBHOOK_SERVER}: the name, trimmed, has at least 1 character`,
		operations: WEBHOOK_WRITES,
		before: true,
		check(b) {
			if (typeof b.name === 'string' && !b.name.trim())
				fail('name', 'String must contain at least 1 character(s)');
		},
	},
	{
		id: 'webhook-input-limits',
		source: `${WEBHOOK_SERVER}: the lengths, the url and the map sizes of the self-hosted \`WebhookInput\` (the cloud document states none)`,
		operations: ['observabilityCreateWebhook', 'observabilityUpdateWebhook'],
		check(b) {
			const e = S.bodyError('selfHosted', S.requestSchema('selfHosted', 'createWebhook'), b);
			if (e) fail(e.field, e.text);
		},
	},
	{
		id: 'webhook-slack-fields',
		source: `${WEBHOOK_SERVER}: a slack webhook takes no headers, queryParams or body`,
		operations: WEBHOOK_WRITES,
		check(b) {
			if (b.service !== 'slack') return;
			for (const k of ['headers', 'queryParams', 'body'])
				if (b[k] !== undefined)
					fail(
						k,
						`Slack webhooks do not support ${k}; send ${k} only with a generic or incidentio webhook`,
					);
		},
	},
);

/**
 * The address check of the server's body validation (`z.string().email()` of its zod 3.25), so that
 * what the emulator takes is what the server takes.
 */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Z0-9_'+\-.]*)[A-Z0-9_+-]@([A-Z0-9][A-Z0-9-]*\.)+[A-Z]{2,}$/i;
RULES.push({
	id: 'team-invitation-email',
	source: 'realserver: packages/api/src/routers/external-api/v2/team.ts (`z.string().email()`)',
	operations: ['inviteTeamMember'],
	check(b) {
		if (!EMAIL.test(b.email)) fail('email', 'Invalid email');
	},
});

RULES.push(...require('./rulesSearchesSources').RULES);
RULES.push(...require('./rulesDashboards').RULES);

/** @param {any} a @param {any} b a removal entry: its given fields must match */
const mappingMatches = (a, b) => Object.entries(b).every(([k, v]) => !given(v) || a[k] === v);

/**
 * Rule `relational-table-mappings` (docs/api-notes.md#pipe-create-and-update): a removal matches a
 * mapping of the pipe, an addition maps a table not mapped yet. Applies both to the stored
 * relationalDb source (mutated).
 * @param {Record<string, any>} kindObject @param {any[] | undefined} add @param {any[] | undefined} remove
 */
function applyTableMappings(kindObject, add, remove) {
	const f = 'source.relationalDb';
	let mappings = Array.isArray(kindObject.tableMappings) ? kindObject.tableMappings.slice() : [];
	(remove || []).forEach((r, i) => {
		if (!r.sourceTable && !r.targetTable)
			fail(`${f}.tableMappingsToRemove.${i}`, 'needs sourceTable or targetTable');
		const before = mappings.length;
		mappings = mappings.filter((/** @type {any} */ x) => !mappingMatches(x, r));
		if (mappings.length === before)
			fail(
				`${f}.tableMappingsToRemove.${i}`,
				`no table mapping of the pipe matches ${JSON.stringify(r)}`,
			);
	});
	(add || []).forEach((a, i) => {
		if (!a.sourceTable) fail(`${f}.tableMappingsToAdd.${i}.sourceTable`, 'Required');
		const name = (/** @type {any} */ x) => `${x.sourceSchemaName || ''}.${x.sourceTable}`;
		if (mappings.some((/** @type {any} */ x) => name(x) === name(a)))
			fail(
				`${f}.tableMappingsToAdd.${i}`,
				`the table ${a.sourceSchemaName ? `${a.sourceSchemaName}.` : ''}${a.sourceTable} is already mapped`,
			);
		mappings.push(a);
	});
	kindObject.tableMappings = mappings;
}

RULES.push(...require('./rulesControlPlane'));

/**
 * Refuse a request body that breaks its operation's request schema or one of the rules.
 * @param {'cloud'|'selfHosted'} deployment @param {string} operationId
 * @param {Record<string, any>} body @param {RuleContext} [context]
 */
function validateRequest(deployment, operationId, body, context = {}) {
	const ctx = { ...context, operationId, deployment };
	const rules = RULES.filter((r) => r.operations.includes(operationId));
	if (ctx.everyIssue) {
		/** @type {Array<{field: string, text: string}>} */
		const issues = [];
		for (const r of rules)
			try {
				r.check(body, ctx);
			} catch (e) {
				if (!(e instanceof ValidationError)) throw e;
				issues.push({ field: e.field, text: e.text });
			}
		const all = S.bodyErrors(deployment, S.requestSchema(deployment, operationId), body, issues);
		if (all.length) fail('', all.map((i) => `${i.field}: ${i.text}`).join('; '));
		return;
	}
	for (const r of rules) if (r.before) r.check(body, ctx);
	const e = S.bodyError(deployment, S.requestSchema(deployment, operationId), body);
	if (e) fail(e.field, e.text);
	for (const r of rules) if (!r.before) r.check(body, ctx);
}

RULES.push(...require('./rulesCharts'));

module.exports = {
	RULES,
	validateRequest,
	SOURCE_KINDS,
	checkColumnsMapped,
	applyTableMappings,
	INTERVAL_MINUTES,
	CHANNEL_MISMATCH,
	OLDER_CHANNELS,
};
