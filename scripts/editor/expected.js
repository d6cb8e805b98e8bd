'use strict';
// What the editor should show, computed from the built node descriptions with n8n's own
// NodeHelpers (the n8n-workflow that the cached n8n carries), and the editor's extra rules
// (n8n 2.41, editor-ui useNodeSettingsParameters / nodeTypesUtils):
//  - `hidden` parameters are never shown;
//  - the "main auth field" (here `deployment`: an options parameter whose every value
//    selects a credential type) is hidden, the credential selector sets it; parameters the
//    auth fields' displayOptions depend on are hidden too;
//  - the backend adds a "Custom API Call" option to `resource` and `operation` of a
//    community node whose credentials define `authenticate`.
//  - a parameter with `isNodeSetting` shows in the panel's Settings tab, above n8n's own
//    settings, not in the Parameters tab (NodeSettings.vue, collectParametersByTab).
// Pure functions; no browser, no n8n process.

const CUSTOM_API_CALL = { name: 'Custom API Call', value: '__CUSTOM_API_CALL__' };

function loadNodeHelpers(n8nWorkflowDir) {
	return require(n8nWorkflowDir).NodeHelpers;
}

/** Property names the credentials' displayOptions.show depend on. */
function credentialDependencies(description) {
	const names = new Set();
	for (const credential of description.credentials || []) {
		for (const name of Object.keys(
			(credential.displayOptions && credential.displayOptions.show) || {},
		))
			names.add(name);
	}
	return names;
}

/** The credential-selecting parameter the editor hides (none when the node has no such field). */
function mainAuthField(description) {
	const dependencies = credentialDependencies(description);
	const selected = {};
	for (const credential of description.credentials || []) {
		const show = (credential.displayOptions && credential.displayOptions.show) || {};
		for (const [name, values] of Object.entries(show))
			selected[name] = (selected[name] || []).concat(values.map(String));
	}
	const fields = description.properties.filter((property) => dependencies.has(property.name));
	const authentication = fields.find(
		(field) =>
			field.name === 'authentication' &&
			!(field.options || []).some((option) => option.value === 'none'),
	);
	if (authentication) return authentication;
	return (
		fields.find(
			(field) =>
				field.type === 'options' &&
				(field.options || []).every(
					(option) =>
						typeof option.value !== 'string' || selected[field.name].includes(option.value),
				),
		) || null
	);
}

/** Which credential type selects which value of the main auth field ({deployment: {cloud: 'observabilityCloudApi', ...}}). */
function credentialForValue(description) {
	const field = mainAuthField(description);
	if (!field) return { field: null, byValue: {} };
	const byValue = {};
	for (const credential of description.credentials || []) {
		for (const value of (credential.displayOptions &&
			credential.displayOptions.show &&
			credential.displayOptions.show[field.name]) ||
			[])
			byValue[value] = credential.name;
	}
	return { field, byValue };
}

function hiddenByAuth(description) {
	const hidden = new Set();
	const main = mainAuthField(description);
	if (!main) return hidden;
	hidden.add(main.name);
	const authFields = description.properties.filter((property) =>
		credentialDependencies(description).has(property.name),
	);
	for (const field of authFields)
		for (const name of Object.keys((field.displayOptions && field.displayOptions.show) || {}))
			hidden.add(name);
	return hidden;
}

/** The version a node added now gets: `defaultVersion`, else the highest of `version`. */
function currentVersion(description) {
	if (description.defaultVersion !== undefined) return description.defaultVersion;
	return Array.isArray(description.version)
		? Math.max(...description.version)
		: description.version;
}

/**
 * Whether n8n adds "Custom API Call" to this node's resource and operation lists: a credential
 * with `authenticate`, and only for a description that is its node's latest version (n8n's
 * `injectCustomApiCallOptions` compares `defaultVersion` with `version`, so a node with
 * `version: [1, 2]` and `defaultVersion: 2` gets none).
 */
function hasCustomApiCall(description, credentialTypes) {
	const latest =
		description.defaultVersion === undefined || description.defaultVersion === description.version;
	return (
		latest &&
		(description.credentials || []).some(
			(credential) =>
				credentialTypes[credential.name] && credentialTypes[credential.name].authenticate,
		)
	);
}

/** The node's parameters as the editor holds them: the given values plus every default. */
function resolvedValues(NodeHelpers, description, parameters) {
	const node = {
		id: 'x',
		name: 'x',
		type: description.name,
		typeVersion: currentVersion(description),
		position: [0, 0],
		parameters,
	};
	return {
		node,
		values:
			NodeHelpers.getNodeParameters(
				description.properties,
				parameters,
				true,
				false,
				node,
				description,
			) || {},
	};
}

/**
 * The top-level parameters the editor shows for these parameter values in one tab of the
 * panel (`params`, the default, or `settings`: the node's own settings, those with
 * `isNodeSetting`), in description order, without duplicates of a name (n8n shows one of
 * same-named variants). Returns [{name, displayName, type, property}].
 */
function visibleParameters(NodeHelpers, description, parameters, { tab = 'params' } = {}) {
	const { node, values } = resolvedValues(NodeHelpers, description, parameters);
	const hidden = hiddenByAuth(description);
	const shown = [];
	const seen = new Set();
	for (const property of description.properties) {
		if (property.type === 'hidden' || hidden.has(property.name)) continue;
		if (Boolean(property.isNodeSetting) !== (tab === 'settings')) continue;
		if (!NodeHelpers.displayParameter(values, property, node, description, values)) continue;
		if (seen.has(property.name)) continue;
		seen.add(property.name);
		shown.push({
			name: property.name,
			displayName: property.displayName,
			type: property.type,
			property,
		});
	}
	return shown;
}

/** The options of a visible `options` parameter (with n8n's injected Custom API Call where it applies). */
function visibleOptions(NodeHelpers, description, credentialTypes, parameters, name) {
	const property = visibleParameters(NodeHelpers, description, parameters).find(
		(candidate) => candidate.name === name,
	);
	if (!property) return undefined;
	const options = (property.property.options || []).map((option) => ({
		name: option.name,
		value: option.value,
	}));
	if (
		(name === 'resource' || name === 'operation') &&
		hasCustomApiCall(description, credentialTypes)
	)
		options.push({ ...CUSTOM_API_CALL });
	return options;
}

/** The values of an options parameter valid under these parameter values (no Custom API Call). */
function optionValues(NodeHelpers, description, parameters, name) {
	const property = visibleParameters(NodeHelpers, description, parameters).find(
		(candidate) => candidate.name === name,
	);
	return property ? (property.property.options || []).map((option) => option.value) : [];
}

/**
 * Every deployment x resource x operation of an action node (values of the main auth
 * field, then of `resource` shown for it, then of `operation` shown for that).
 */
function combinations(NodeHelpers, description) {
	const { field } = credentialForValue(description);
	const deployments = field ? field.options.map((option) => option.value) : [undefined];
	const list = [];
	for (const deployment of deployments) {
		const base = field ? { [field.name]: deployment } : {};
		for (const resource of optionValues(NodeHelpers, description, base, 'resource')) {
			for (const operation of optionValues(
				NodeHelpers,
				description,
				{ ...base, resource },
				'operation',
			)) {
				list.push({
					deployment,
					resource,
					operation,
					parameters: { ...base, resource, operation },
				});
			}
		}
	}
	return list;
}

/** Every resource locator with a "From list" mode, also inside collections: [{path, property, searchListMethod}]. */
function listLocators(properties, prefix = [], top = undefined) {
	const found = [];
	for (const property of properties || []) {
		const path = [...prefix, property.name];
		// `top`: the top-level property the locator sits in (itself at the top level), so that a
		// caller finds it by identity, not by a name another operation's field may share.
		const root = top || property;
		if (property.type === 'resourceLocator') {
			const list = (property.modes || []).find(
				(mode) => mode.name === 'list' && mode.typeOptions && mode.typeOptions.searchListMethod,
			);
			if (list)
				found.push({
					path,
					property,
					top: root,
					searchListMethod: list.typeOptions.searchListMethod,
				});
		}
		if (property.type === 'collection') found.push(...listLocators(property.options, path, root));
		if (property.type === 'fixedCollection') {
			for (const group of property.options || [])
				found.push(...listLocators(group.values, [...path, group.name], root));
		}
	}
	return found;
}

/**
 * What a resource locator's typed modes should show in the editor, from its description: per
 * mode with a validation (ID, By URL), a value no check takes (its messages shown) and, where
 * the mode's placeholder is an example ("e.g. <value>") its own check takes, that example (no
 * message shown). n8n runs each check as `^<regex>$`.
 * @returns {Array<{mode: string, value: string, messages: string[]}>}
 */
function modeCases(property) {
	const cases = [];
	for (const mode of property.modes || []) {
		const checks = (mode.validation || []).filter((check) => check.type === 'regex');
		if (mode.type === 'list' || checks.length === 0) continue;
		const passes = (value) =>
			checks.every((check) => new RegExp(`^${check.properties.regex}$`).test(value));
		const bad = mode.name === 'url' ? 'https://example.com/not-a-record' : 'not-an-id';
		if (!passes(bad))
			cases.push({
				mode: mode.name,
				value: bad,
				messages: checks.map((check) => check.properties.errorMessage),
			});
		const example = /^e\.g\. (\S+)$/.exec(mode.placeholder || '');
		if (example && passes(example[1]))
			cases.push({ mode: mode.name, value: example[1], messages: [] });
	}
	return cases;
}

module.exports = {
	CUSTOM_API_CALL,
	modeCases,
	loadNodeHelpers,
	mainAuthField,
	credentialForValue,
	hasCustomApiCall,
	currentVersion,
	resolvedValues,
	visibleParameters,
	visibleOptions,
	optionValues,
	combinations,
	listLocators,
};
