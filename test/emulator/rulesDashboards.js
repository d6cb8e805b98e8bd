'use strict';
/**
 * The dashboard rules beyond the documents (rules.js appends them to its RULES): a dashboard's
 * create, full replace and the self-hosted check without saving. rulesDashboards.test.ts has a case
 * for each.
 */
const { fail, refuse } = require('./validation');
const S = require('./schemas');

/** @typedef {import('./rules').Rule} Rule */

const CLOUD_WRITES = Object.freeze([
	'observabilityCreateDashboard',
	'observabilityUpdateDashboard',
]);
const WRITES = Object.freeze([
	'createDashboard',
	'updateDashboard',
	'validateDashboard',
	...CLOUD_WRITES,
]);
const DASHBOARDS = 'CONTRACT.md §0 (Dashboards)';
const NEWER_CLOUD = 'CONTRACT.md §0 (What the newer cloud document adds: Dashboards)';
const TILE_SERVER = 'realserver: packages/api/src/utils/zod.ts (externalDashboardTileSchema)';

/** @param {unknown} v @returns {v is Record<string, any>} */
const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** @param {unknown} list @returns {Array<[number, any]>} the records of a list with their index */
const records = (list) =>
	Array.isArray(list) ? [...list.entries()].filter(([, x]) => isRecord(x)) : [];
/** @param {Record<string, any>} b @returns {Array<[string, Record<string, any>]>} each tile config with its field */
const configs = (b) =>
	records(b.tiles)
		.filter(([, t]) => isRecord(t.config))
		.map(([i, t]) => [`tiles.${i}.config`, t.config]);

/**
 * The newer tile fields and the display types of the cloud document's builder configs that declare
 * them (raw SQL configs declare none).
 */
const CLOUD_TILE_FIELDS = (() => {
	/** @type {Record<string, string[]>} */
	const out = { formulas: [], seriesLimit: [], showOperandSeries: [] };
	for (const part of S.schemaNamed('cloud', 'ObservabilityTileConfig').oneOf) {
		const name = String(part.$ref).split('/').pop();
		const builder = S.schemaNamed(
			'cloud',
			String(name).replace(/ChartConfig$/, 'BuilderChartConfig'),
		);
		if (!builder || !builder.properties) continue;
		for (const [field, types] of Object.entries(out))
			if (builder.properties[field]) types.push(...builder.properties.displayType.enum);
	}
	return Object.freeze(out);
})();

/** The self-hosted document's caps and ranges of a dashboard, which the emulator holds cloud dashboards to. */
const SELF_HOSTED_LIMITS = (() => {
	const { tags, tiles } = S.schemaNamed('selfHosted', 'CreateDashboardRequest').properties;
	const { x, y, w, h } = S.schemaNamed('selfHosted', 'TileBase').properties;
	const { series } = S.schemaNamed('selfHosted', 'TileInput').allOf[1].properties;
	const tile = { properties: { x, y, w, h, series: { minItems: series.minItems } } };
	return { properties: { tags, tiles: { maxItems: tiles.maxItems, items: tile } } };
})();

/** @type {Rule[]} */
const RULES = [
	{
		id: 'dashboard-filters-closed',
		source: `${DASHBOARDS}: filters are strict objects (no \`id\` on create); realserver: packages/api/src/utils/zod.ts (externalDashboardFilterSchemaWithId \`.strict()\`)`,
		operations: WRITES,
		before: true,
		check(b, ctx) {
			const replace =
				ctx.operationId === 'updateDashboard' || ctx.operationId === 'observabilityUpdateDashboard';
			const name = `${ctx.deployment === 'cloud' ? 'Observability' : ''}Filter${replace ? '' : 'Input'}`;
			const known = S.declaredKeys(ctx.deployment, name);
			for (const [i, f] of records(b.filters)) {
				const unknown = Object.keys(f).filter((k) => !known.includes(k));
				if (unknown.length)
					fail(
						`filters.${i}`,
						`Unrecognized key(s) in object: ${unknown.map((k) => `'${k}'`).join(', ')}`,
					);
			}
		},
	},
	{
		id: 'dashboard-filter-modes',
		source: `${NEWER_CLOUD}; realserver: packages/common-utils/src/dashboardValidation.ts (validateDashboardFilterFieldGating)`,
		operations: WRITES,
		check(b) {
			for (const [i, f] of records(b.filters)) {
				if (f.variableName !== undefined && f.isVariableEnabled !== true)
					fail(`filters.${i}.variableName`, 'is only allowed when isVariableEnabled is true');
				if (f.isBroadcastEnabled === false && (f.appliesToSourceIds || []).length)
					fail(`filters.${i}.appliesToSourceIds`, 'must be empty when isBroadcastEnabled is false');
			}
		},
	},
	{
		id: 'dashboard-tile-config-or-series',
		source: `${DASHBOARDS}: a tile has \`config\` or \`series\`, never both; ${TILE_SERVER}: a config tile takes no tile \`asRatio\``,
		operations: WRITES,
		check(b) {
			for (const [i, t] of records(b.tiles)) {
				if (t.config === undefined && t.series === undefined)
					fail(`tiles.${i}.config`, 'Required (a tile needs config or series)');
				if (t.config !== undefined && t.series !== undefined)
					fail(`tiles.${i}`, 'A tile takes either config or series, not both');
				if (t.config !== undefined && t.asRatio !== undefined)
					fail(
						`tiles.${i}`,
						'asRatio property is not supported when using config property. Specify config.asRatio instead.',
					);
			}
		},
	},
	{
		id: 'dashboard-ids-unique',
		source: `${DASHBOARDS}: tile and container ids are unique; realserver: packages/common-utils/src/types.ts (addDuplicateTileIdIssues) and dashboardValidation.ts (validateDashboardContainersStructure: also the tab ids of a container)`,
		operations: WRITES,
		check(b) {
			for (const [list, kind] of [
				['containers', 'container'],
				['tiles', 'tile'],
			]) {
				const seen = new Set();
				for (const [i, x] of records(b[list])) {
					if (!x.id) continue;
					if (seen.has(x.id)) fail(`${list}.${i}.id`, `Duplicate ${kind} id ${x.id}`);
					seen.add(x.id);
				}
			}
			for (const [i, c] of records(b.containers)) {
				const tabs = new Set();
				for (const [j, tab] of records(c.tabs)) {
					if (tabs.has(tab.id))
						fail(
							`containers.${i}.tabs.${j}.id`,
							`Duplicate tab id "${tab.id}" in container "${c.id}"`,
						);
					tabs.add(tab.id);
				}
			}
		},
	},
	{
		id: 'dashboard-container-refs',
		source:
			'realserver: packages/api/src/routers/external-api/v2/utils/dashboards.ts (collectTileContainerRefIssues, answered as its own message) and packages/common-utils/src/dashboardValidation.ts (validateDashboardTileContainerRefs)',
		operations: WRITES,
		check(b, ctx) {
			// a replace without containers keeps the dashboard's, which the server checks against
			if (b.containers === undefined && /update/i.test(String(ctx.operationId))) return;
			const containers = new Map(records(b.containers).map(([, c]) => [c.id, c]));
			for (const [i, t] of records(b.tiles)) {
				const c = containers.get(t.containerId);
				if (t.containerId !== undefined && !c)
					refuse(`tiles.${i}.containerId: Tile references unknown containerId "${t.containerId}"`);
				if (t.tabId === undefined) continue;
				if (!c) refuse(`tiles.${i}.tabId: tabId requires containerId to be set`);
				if (!records(c.tabs).some(([, tab]) => tab.id === t.tabId))
					refuse(
						`tiles.${i}.tabId: Tile references unknown tabId "${t.tabId}" in container "${t.containerId}"`,
					);
			}
		},
	},
	{
		id: 'dashboard-cloud-limits',
		source:
			"test/emulator/README.md (cloud dashboards have the self-hosted shape): the self-hosted document's tile count, grid ranges, series and tags (CONTRACT.md §0, Dashboards: tags at most 50, each at most 32 characters)",
		operations: CLOUD_WRITES,
		check(b) {
			const e = S.bodyError('cloud', SELF_HOSTED_LIMITS, b);
			if (e) fail(e.field, e.text);
		},
	},
	{
		id: 'dashboard-cloud-tile-fields',
		source: `${NEWER_CLOUD}: \`formulas\`, \`seriesLimit\` (0 = no limit) and \`showOperandSeries\` only on the builder tiles whose config in the cloud document declares them`,
		operations: CLOUD_WRITES,
		check(b) {
			for (const [field, config] of configs(b)) {
				const sql = config.configType === 'sql';
				for (const [key, types] of Object.entries(CLOUD_TILE_FIELDS))
					if (config[key] !== undefined && (sql || !types.includes(config.displayType)))
						fail(
							`${field}.${key}`,
							`is not a field of a ${sql ? 'raw SQL ' : ''}${String(config.displayType)} tile (only ${types.join(', ')} builder tiles take it)`,
						);
				if (Number.isInteger(config.seriesLimit) && config.seriesLimit < 0)
					fail(`${field}.seriesLimit`, 'Number must be greater than or equal to 0');
			}
		},
	},
	{
		id: 'dashboard-number-tile-select',
		source:
			'realserver: packages/api/src/utils/zod.ts (externalDashboardTileConfigSchema): a builder number tile has one select item unless it has formulas',
		operations: WRITES,
		check(b) {
			for (const [field, c] of configs(b))
				if (c.displayType === 'number' && c.configType === undefined && !(c.formulas || []).length)
					if (Array.isArray(c.select) && c.select.length !== 1)
						fail(
							`${field}.select`,
							'Number tiles support a single select item unless formulas are used (extra items are formula operands)',
						);
		},
	},
	{
		id: 'dashboard-formulas-without-ratio',
		source: `${NEWER_CLOUD}; realserver: packages/common-utils/src/dashboardValidation.ts (validateChartConfigFormulas)`,
		operations: WRITES,
		check(b) {
			for (const [field, config] of configs(b))
				if (config.formulas !== undefined && config.asRatio === true)
					fail(`${field}.formulas`, 'cannot be used together with asRatio');
		},
	},
];

module.exports = { RULES };
