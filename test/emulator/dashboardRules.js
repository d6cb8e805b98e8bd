'use strict';
/**
 * The dashboard rules beyond the shapes of the documents (which `schemas.js` checks): filter
 * variables and broadcast, saved filter values, and the tile fields of the newer cloud document
 * (`formulas`, `seriesLimit`, `showOperandSeries`). The documents leave tile configs open, so
 * which tiles take which of these fields is checked here, from the cloud document's builder
 * configs.
 */
const { fail, isPlainObject, isInt, typeName } = require('./validation');

/** The builder tile configs of the cloud document that declare each newer field. */
const CLOUD_TILE_FIELDS = Object.freeze({
	formulas: Object.freeze(['line', 'bar', 'table', 'number']),
	seriesLimit: Object.freeze(['line', 'bar']),
	showOperandSeries: Object.freeze(['line', 'bar', 'table']),
});

/** Saved filter value types of each deployment's document. */
const SAVED_FILTER_TYPES = Object.freeze({
	cloud: Object.freeze(['sql', 'variable']),
	selfHosted: Object.freeze(['sql']),
});

/**
 * A filter that is a variable must say so, and a filter that does not broadcast applies to no
 * other source (both deployments' filters have these fields).
 * @param {Record<string, any>} f @param {string} field
 */
function checkFilter(f, field) {
	if (f.variableName !== undefined && f.isVariableEnabled !== true)
		fail(`${field}.variableName`, 'is only allowed when isVariableEnabled is true');
	if (
		f.isBroadcastEnabled === false &&
		Array.isArray(f.appliesToSourceIds) &&
		f.appliesToSourceIds.length
	) {
		fail(`${field}.appliesToSourceIds`, 'must be empty when isBroadcastEnabled is false');
	}
}

/**
 * The newer cloud tile fields: only on the tiles whose builder config declares them (never on a
 * raw SQL config), `formulas` not together with `asRatio`, `seriesLimit` an integer >= 0 (0: no
 * limit).
 * @param {Record<string, any>} config @param {string} field
 */
function checkCloudTileConfig(config, field) {
	const kind =
		config.configType === 'sql' ? `raw SQL ${config.displayType}` : String(config.displayType);
	for (const [key, tiles] of Object.entries(CLOUD_TILE_FIELDS)) {
		if (config[key] === undefined) continue;
		if (config.configType === 'sql' || !tiles.includes(config.displayType))
			fail(
				`${field}.${key}`,
				`is not a field of a ${kind} tile (only ${tiles.join(', ')} builder tiles take it)`,
			);
	}
	if (config.formulas !== undefined && config.asRatio === true)
		fail(`${field}.formulas`, 'cannot be used together with asRatio');
	if (config.seriesLimit !== undefined && (!isInt(config.seriesLimit) || config.seriesLimit < 0)) {
		fail(
			`${field}.seriesLimit`,
			isInt(config.seriesLimit)
				? 'Number must be greater than or equal to 0'
				: `Expected integer, received ${typeName(config.seriesLimit)}`,
		);
	}
}

/**
 * `savedFilterValues`: `{type?: 'sql', condition}` on both deployments, and on the cloud also
 * `{type: 'variable', name, values}`.
 * @param {unknown} v @param {'cloud'|'selfHosted'} deployment
 */
function checkSavedFilterValues(v, deployment) {
	if (v === undefined) return;
	if (!Array.isArray(v)) fail('savedFilterValues', `Expected array, received ${typeName(v)}`);
	const types = SAVED_FILTER_TYPES[deployment];
	v.forEach((item, i) => {
		const f = `savedFilterValues.${i}`;
		if (!isPlainObject(item)) fail(f, `Expected object, received ${typeName(item)}`);
		const type = item.type === undefined ? 'sql' : item.type;
		if (!types.includes(type))
			fail(
				`${f}.type`,
				`Invalid enum value. Expected ${types.map((t) => `'${t}'`).join(' | ')}, received '${String(type)}'`,
			);
		if (type === 'sql') {
			if (typeof item.condition !== 'string')
				fail(
					`${f}.condition`,
					item.condition === undefined
						? 'Required'
						: `Expected string, received ${typeName(item.condition)}`,
				);
			return;
		}
		if (typeof item.name !== 'string')
			fail(
				`${f}.name`,
				item.name === undefined ? 'Required' : `Expected string, received ${typeName(item.name)}`,
			);
		if (!Array.isArray(item.values))
			fail(
				`${f}.values`,
				item.values === undefined
					? 'Required'
					: `Expected array, received ${typeName(item.values)}`,
			);
		item.values.forEach(
			(/** @type {unknown} */ x, /** @type {number} */ j) =>
				typeof x !== 'string' &&
				fail(`${f}.values.${j}`, `Expected string, received ${typeName(x)}`),
		);
	});
}

module.exports = { checkFilter, checkCloudTileConfig, checkSavedFilterValues, CLOUD_TILE_FIELDS };
