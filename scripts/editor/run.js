#!/usr/bin/env node
'use strict';
// `npm run test:editor`: the package in the real n8n editor (n8n 2.41.1 from the e2e cache,
// the packed package installed as users get it, the emulator), in headless Debian chromium
// driven by playwright-core. What should be shown is computed from the built node
// descriptions (scripts/editor/expected.js), not listed by hand:
//
//  1. n8n serves the node types as this test computes them (loader additions included);
//  2. fields: for every deployment x resource x operation of the action node, its panel
//     shows exactly the parameters the descriptions' displayOptions give; the same for each
//     trigger per deployment, with its event options;
//  3. the real dropdowns: credential (which sets the deployment), resource, operation;
//  4. the "From list" mode of every resource-locator kind against the emulator's records
//     (and a filter narrowing it); the typed modes (ID, By URL) of every record picker show
//     their check's message for a value it refuses and none for their own example;
//  5. "Execute step" of one operation per resource and deployment, output panel read.
//
// One PASS/FAIL line per check, then `N passed, N failed`; exit 1 on a failure. Failure
// screenshots and the page's console log go to a temporary output folder (printed).
// Environment: OBS_EDITOR_TIMEOUT (seconds after the install, default 900),
// OBS_EDITOR_KEEP=1 (keep the output folder and the n8n user folder), CHROMIUM (browser
// path), OBS_E2E_CACHE (the e2e cache root).
const fs = require('fs');
const path = require('path');
const { startScene, makeOutputFolder, CHROMIUM_FLAGS } = require('./setup');
const { Editor } = require('./editor');
const E = require('./expected');
const L = require('./emulatorLists');
const { planFor } = require('./plans');
const { OWNER, stopAll } = require('../e2e/n8n');
const { createReporter, stopOnSignals } = require('../e2e/reporter');

const report = createReporter({ tag: 'editor', command: 'test:editor' });
const { log } = report;
let outDir;
let editor;
let currentScene;

function slug(text) {
	return text
		.replace(/[^a-zA-Z0-9]+/g, '-')
		.replace(/^-|-$/g, '')
		.slice(0, 80);
}

/** One check; a failed one leaves a screenshot of the page in the output folder. */
async function check(name, ok, detail) {
	const passed = report.check(name, ok, detail);
	if (!passed && editor && outDir) {
		const file = path.join(
			outDir,
			`${String(report.results.length).padStart(3, '0')}-${slug(name)}.png`,
		);
		if (await editor.screenshot(file)) console.log(`     screenshot: ${file}`);
	}
	return passed;
}

/** Differences between two label lists, for a FAIL line. */
function labelDiff(shown, expected) {
	const missing = expected.filter((label) => !shown.includes(label));
	const extra = shown.filter((label) => !expected.includes(label));
	const parts = [];
	if (missing.length) parts.push(`missing ${JSON.stringify(missing)}`);
	if (extra.length) parts.push(`unexpected ${JSON.stringify(extra)}`);
	if (!parts.length) parts.push(`order differs: shown ${JSON.stringify(shown)}`);
	return parts.join('; ');
}

const sameList = (a, b) => a.length === b.length && a.every((value, index) => value === b[index]);
const firstLine = (text) => String(text).split('\n')[0].trim();

class Run {
	constructor(scene) {
		this.scene = scene;
		this.n8n = scene.n8n;
		this.NodeHelpers = E.loadNodeHelpers(path.join(scene.paths.dir, 'node_modules/n8n-workflow'));
		this.nodes = scene.built.nodes;
		this.credentialTypes = scene.built.credentials;
		this.typePrefix = `${scene.built.packageName}.`;
		this.SEED = scene.emulatorModule.SEED;
	}

	/** Creates a workflow through the REST API; nodes: [{name, type (short), parameters, credentialType}]. */
	async createWorkflow(name, nodes) {
		const workflowNodes = nodes.map((node, index) => {
			const credential = node.credentialType && this.scene.credentials[node.credentialType];
			return {
				id: `node${String(index).padStart(3, '0')}`,
				name: node.name,
				type: `${this.typePrefix}${node.type}`,
				typeVersion: E.currentVersion(this.nodes[node.type]),
				position: [(index % 8) * 260, Math.floor(index / 8) * 220],
				parameters: node.parameters,
				...(credential ? { credentials: { [node.credentialType]: credential } } : {}),
			};
		});
		const created = await this.n8n.rest('POST', '/workflows', {
			name,
			nodes: workflowNodes,
			connections: {},
			settings: { executionOrder: 'v1' },
		});
		const record = created.json && (created.json.data || created.json);
		if (created.status !== 200 || !record || !record.id)
			throw new Error(
				`creating workflow "${name}": ${created.status} ${created.text.slice(0, 300)}`,
			);
		return { id: record.id, nodes: workflowNodes };
	}

	isTrigger(description) {
		return (description.group || []).includes('trigger');
	}

	/** [{value, credentialType}] of a node's main auth field (one entry without a field). */
	deploymentsOf(description) {
		const { field, byValue } = E.credentialForValue(description);
		if (!field)
			return [
				{
					value: undefined,
					credentialType: (description.credentials || [])[0] && description.credentials[0].name,
				},
			];
		return field.options.map((option) => ({
			value: option.value,
			credentialType: byValue[option.value],
			label: option.name,
			field: field.name,
		}));
	}

	withDeployment(description, deployment, parameters = {}) {
		return deployment.field
			? { [deployment.field]: deployment.value, ...parameters }
			: { ...parameters };
	}

	expectedLabels(description, parameters, tab = 'params') {
		return E.visibleParameters(this.NodeHelpers, description, parameters, { tab }).map(
			(parameter) => firstLine(parameter.displayName),
		);
	}

	expectedOptions(description, parameters, name) {
		return (
			E.visibleOptions(this.NodeHelpers, description, this.credentialTypes, parameters, name) || []
		).map((option) => option.name);
	}

	// ---- 1. what n8n serves ----------------------------------------------------------
	async servedTypes() {
		log('1. n8n serves the node types as computed from dist/');
		const served = await this.n8n.get('/types/nodes.json');
		const list = Array.isArray(served.json) ? served.json : [];
		for (const [name, description] of Object.entries(this.nodes)) {
			const type = list.find((candidate) => candidate.name === `${this.typePrefix}${name}`);
			if (!type) {
				await check(`n8n serves ${name}`, false, `not in /types/nodes.json (${served.status})`);
				continue;
			}
			const expectedNames = description.properties.map((property) => property.name);
			const servedNames = type.properties.map((property) => property.name);
			const problems = [];
			if (!sameList(servedNames, expectedNames))
				problems.push(
					`parameters ${JSON.stringify(servedNames)} vs computed ${JSON.stringify(expectedNames)}`,
				);
			const relabelled = description.properties.filter(
				(property, index) =>
					type.properties[index] && type.properties[index].displayName !== property.displayName,
			);
			if (relabelled.length)
				problems.push(
					`display names differ: ${relabelled.map((property) => property.name).join(', ')}`,
				);
			const withCustom = E.hasCustomApiCall(description, this.credentialTypes);
			description.properties.forEach((property, index) => {
				if (
					!Array.isArray(property.options) ||
					property.type === 'collection' ||
					property.type === 'fixedCollection'
				)
					return;
				const computed = property.options.map((option) => option.name);
				if (withCustom && (property.name === 'resource' || property.name === 'operation'))
					computed.push(E.CUSTOM_API_CALL.name);
				const got = ((type.properties[index] || {}).options || []).map((option) => option.name);
				if (!sameList(got, computed))
					problems.push(
						`${property.name}[${index}] options ${JSON.stringify(got)} vs computed ${JSON.stringify(computed)}`,
					);
			});
			await check(
				`n8n serves ${name} as computed from dist/ (${expectedNames.length} parameters${withCustom ? ', Custom API Call injected' : ''})`,
				problems.length === 0,
				problems.join('; '),
			);
		}
	}

	// ---- 2. fields per deployment, resource, operation; triggers' events ----------------
	async fields() {
		for (const [type, description] of Object.entries(this.nodes)) {
			if (this.isTrigger(description)) await this.triggerFields(type, description);
			else await this.actionFields(type, description);
		}
	}

	async actionFields(type, description) {
		const combinations = E.combinations(this.NodeHelpers, description);
		log(
			`2. fields of ${type}: ${combinations.length} deployment x resource x operation combinations`,
		);
		for (const deployment of this.deploymentsOf(description)) {
			const mine = combinations.filter(
				(combination) => combination.deployment === deployment.value,
			);
			if (!mine.length) continue;
			const workflow = await this.createWorkflow(
				`editor test: ${type} fields (${deployment.value})`,
				mine.map((combination) => ({
					name: `${combination.resource} ${combination.operation}`,
					type,
					parameters: combination.parameters,
					credentialType: deployment.credentialType,
				})),
			);
			for (const [index, combination] of mine.entries()) {
				const node = workflow.nodes[index];
				const name = `fields ${type} ${deployment.value}/${combination.resource}/${combination.operation}`;
				try {
					await editor.openNode(workflow.id, node.id, node.name);
					const expected = this.expectedLabels(description, combination.parameters);
					const shown = (await editor.waitForParameters(expected)).map((entry) => entry.label);
					await check(
						`${name}: shows ${expected.length} parameters`,
						sameList(shown, expected),
						labelDiff(shown, expected),
					);
				} catch (error) {
					await check(`${name}: shows the expected parameters`, false, error.message);
				}
			}
			await this.settingsTab(
				type,
				description,
				deployment,
				mine[0],
				workflow.id,
				workflow.nodes[0],
			);
			await editor.closeNode();
		}
	}

	/**
	 * The node's own settings (`isNodeSetting`, here Request Options) in the panel's Settings
	 * tab, above n8n's, with the options their collection offers; the Parameters tab does not
	 * show them (the fields check above compares its whole list).
	 */
	async settingsTab(type, description, deployment, combination, workflowId, node) {
		const settings = E.visibleParameters(this.NodeHelpers, description, combination.parameters, {
			tab: 'settings',
		});
		if (!settings.length) return;
		const name = `settings tab ${type} ${deployment.value}`;
		try {
			await editor.openNode(workflowId, node.id, node.name);
			await editor.openTab('settings');
			const expected = settings.map((parameter) => firstLine(parameter.displayName));
			const shown = (await editor.waitForParameters(expected)).map((entry) => entry.label);
			await check(
				`${name}: shows ${expected.join(', ')} in the Settings tab`,
				sameList(shown, expected),
				labelDiff(shown, expected),
			);
			for (const parameter of settings.filter((candidate) => candidate.type === 'collection')) {
				const offered = await editor.collectionOptions(parameter.name);
				const options = parameter.property.options.map((option) => firstLine(option.displayName));
				await check(
					`${name}: ${parameter.displayName} offers ${options.join(', ')}`,
					sameList([...offered].sort(), [...options].sort()),
					`offered ${JSON.stringify(offered)}`,
				);
			}
		} catch (error) {
			await check(`${name}: shows the node's settings in the Settings tab`, false, error.message);
		} finally {
			await editor.openTab('params').catch(() => {});
		}
	}

	/** The trigger's event parameter: `event`/`events`, else its first options parameter. */
	eventParameter(description, parameters) {
		const visible = E.visibleParameters(this.NodeHelpers, description, parameters);
		// Options the description holds (not loaded from the server: those depend on its data).
		const fixedOptions = (parameter) =>
			(parameter.type === 'options' || parameter.type === 'multiOptions') &&
			!(parameter.property.typeOptions && parameter.property.typeOptions.loadOptionsMethod);
		return (
			visible.find((parameter) => /^events?$/.test(parameter.name)) ||
			visible.find(fixedOptions) ||
			{}
		).name;
	}

	async triggerFields(type, description) {
		const deployments = this.deploymentsOf(description);
		log(`2. ${type}: fields and event options for ${deployments.length} deployment(s)`);
		const workflow = await this.createWorkflow(
			`editor test: ${type}`,
			deployments.map((deployment) => ({
				name: `${type} ${deployment.value}`,
				type,
				parameters: this.withDeployment(description, deployment),
				credentialType: deployment.credentialType,
			})),
		);
		for (const [index, deployment] of deployments.entries()) {
			const node = workflow.nodes[index];
			const parameters = this.withDeployment(description, deployment);
			try {
				await editor.openNode(workflow.id, node.id, node.name);
				const expected = this.expectedLabels(description, parameters);
				const shown = (await editor.waitForParameters(expected)).map((entry) => entry.label);
				await check(
					`fields ${type} ${deployment.value}: shows ${expected.length} parameters`,
					sameList(shown, expected),
					labelDiff(shown, expected),
				);
				const eventName = this.eventParameter(description, parameters);
				if (!eventName) {
					await check(
						`${type} ${deployment.value}: has an event parameter`,
						false,
						'no event/events or options parameter is shown',
					);
					continue;
				}
				const expectedEvents = this.expectedOptions(description, parameters, eventName);
				const shownEvents = await editor.dropdownOptions(eventName);
				await check(
					`${type} ${deployment.value}: "${eventName}" offers ${JSON.stringify(expectedEvents)}`,
					sameList(shownEvents, expectedEvents),
					labelDiff(shownEvents, expectedEvents),
				);
			} catch (error) {
				await check(`${type} ${deployment.value}: fields and events`, false, error.message);
			}
		}
		await editor.closeNode();
	}

	// ---- 3. the real dropdowns -------------------------------------------------------------
	async dropdowns() {
		const entry = Object.entries(this.nodes).find(
			([, description]) => !this.isTrigger(description),
		);
		if (!entry) return;
		const [type, description] = entry;
		const deployments = this.deploymentsOf(description);
		log(`3. ${type} through the real dropdowns: credential (deployment), resource, operation`);
		const first = deployments[0];
		const workflow = await this.createWorkflow(`editor test: ${type} dropdowns`, [
			{ name: 'Dropdowns', type, parameters: {}, credentialType: first.credentialType },
		]);
		const node = workflow.nodes[0];
		try {
			await editor.openNode(workflow.id, node.id, node.name);
			const firstParameters = this.withDeployment(description, first);
			let expected = this.expectedOptions(description, firstParameters, 'resource');
			let shown = await editor.dropdownOptions('resource');
			await check(
				`dropdowns: Resource with the ${first.value} credential offers ${expected.length} options`,
				sameList(shown, expected),
				labelDiff(shown, expected),
			);
			// Every other deployment by its credential, then the first again: the deployment follows the credential.
			for (const deployment of [...deployments.slice(1), first]) {
				await editor.chooseCredential(this.scene.credentials[deployment.credentialType].id);
				const parameters = this.withDeployment(description, deployment);
				expected = this.expectedOptions(description, parameters, 'resource');
				shown = await editor.dropdownOptions('resource');
				await check(
					`dropdowns: choosing the ${deployment.value} credential makes Resource offer ${expected.length} options`,
					sameList(shown, expected),
					labelDiff(shown, expected),
				);
				// The combination with the most fields on this deployment, chosen by clicking.
				const combinations = E.combinations(this.NodeHelpers, description).filter(
					(combination) => combination.deployment === deployment.value,
				);
				const richest = combinations.reduce((best, combination) =>
					this.expectedLabels(description, combination.parameters).length >
					this.expectedLabels(description, best.parameters).length
						? combination
						: best,
				);
				const resourceLabel = E.visibleOptions(
					this.NodeHelpers,
					description,
					this.credentialTypes,
					parameters,
					'resource',
				).find((option) => option.value === richest.resource).name;
				await editor.chooseOption('resource', resourceLabel);
				const withResource = { ...parameters, resource: richest.resource };
				expected = this.expectedOptions(description, withResource, 'operation');
				shown = await editor.dropdownOptions('operation');
				await check(
					`dropdowns: Resource "${resourceLabel}" makes Operation offer ${expected.length} options`,
					sameList(shown, expected),
					labelDiff(shown, expected),
				);
				const operationLabel = E.visibleOptions(
					this.NodeHelpers,
					description,
					this.credentialTypes,
					withResource,
					'operation',
				).find((option) => option.value === richest.operation).name;
				await editor.chooseOption('operation', operationLabel);
				expected = this.expectedLabels(description, richest.parameters);
				const fields = (await editor.waitForParameters(expected)).map((item) => item.label);
				await check(
					`dropdowns: ${deployment.value} "${resourceLabel}" / "${operationLabel}" chosen by clicking shows ${expected.length} parameters`,
					sameList(fields, expected),
					labelDiff(fields, expected),
				);
			}
		} catch (error) {
			await check(
				'dropdowns: credential, resource and operation through the UI',
				false,
				error.message,
			);
		}
		await editor.closeNode();
	}

	// ---- 4. list search of every resource-locator kind ------------------------------------
	/** One case per (node type, searchListMethod, deployment): where the locator is shown, with what preset. */
	locatorCases({ topLevel = false } = {}) {
		const cases = new Map();
		for (const [type, description] of Object.entries(this.nodes)) {
			const scope = L.scopeValues(this.SEED);
			const contexts = this.isTrigger(description)
				? this.deploymentsOf(description).map((deployment) => ({
						deployment,
						parameters: this.withDeployment(description, deployment),
					}))
				: E.combinations(this.NodeHelpers, description).map((combination) => ({
						deployment: this.deploymentsOf(description).find(
							(d) => d.value === combination.deployment,
						),
						parameters: combination.parameters,
						combination,
					}));
			const locators = E.listLocators(description.properties);
			for (const context of contexts) {
				const visible = E.visibleParameters(this.NodeHelpers, description, context.parameters);
				for (const locator of locators) {
					const [top, ...rest] = locator.path;
					if (topLevel && rest.length) continue;
					const parent = visible.find((parameter) => parameter.name === top);
					if (!parent) continue;
					// The same top-level property, not another operation's field of the same name.
					if (parent.property !== locator.top) continue;
					const key = `${type}|${locator.searchListMethod}|${context.deployment.value}`;
					if (cases.has(key)) continue;
					// Other locators on the panel that lists depend on get the demo scope.
					const presets = {};
					for (const parameter of visible) {
						if (
							parameter.type === 'resourceLocator' &&
							parameter.name !== locator.property.name &&
							scope[parameter.name]
						)
							presets[parameter.name] = { __rl: true, mode: 'list', value: scope[parameter.name] };
					}
					const emptyLocator = { __rl: true, mode: 'list', value: '' };
					if (rest.length === 1) presets[top] = { [rest[0]]: emptyLocator };
					if (rest.length === 2)
						presets[top] = {
							[rest[0]]:
								parent.property.typeOptions && parent.property.typeOptions.multipleValues
									? [{ [rest[1]]: emptyLocator }]
									: { [rest[1]]: emptyLocator },
						};
					if (rest.length > 2) continue;
					cases.set(key, {
						type,
						description,
						method: locator.searchListMethod,
						parameterName: locator.property.name,
						displayName: locator.property.displayName,
						deployment: context.deployment,
						where: context.combination
							? `${context.combination.resource}/${context.combination.operation}`
							: 'trigger',
						parameters: { ...context.parameters, ...presets },
					});
				}
			}
			const found = new Set(
				[...cases.values()].filter((c) => c.type === type).map((c) => c.method),
			);
			for (const locator of locators) {
				if (!found.has(locator.searchListMethod)) {
					cases.set(`${type}|${locator.searchListMethod}|unreachable`, {
						type,
						method: locator.searchListMethod,
						unreachable: locator.path.join('.'),
					});
					found.add(locator.searchListMethod);
				}
			}
		}
		return [...cases.values()];
	}

	async listSearch() {
		const cases = this.locatorCases();
		log(`4. list search: ${cases.length} locator kind x deployment cases`);
		const runnable = cases.filter((c) => !c.unreachable);
		for (const c of cases.filter((c) => c.unreachable))
			await check(
				`list search ${c.type} ${c.method}: shown somewhere`,
				false,
				`${c.unreachable} is shown for no combination this test can open`,
			);
		const workflow = await this.createWorkflow(
			'editor test: list search',
			runnable.map((c, index) => ({
				name: `${c.method} ${c.deployment.value} ${index}`,
				type: c.type,
				parameters: c.parameters,
				credentialType: c.deployment.credentialType,
			})),
		);
		const { emulator, emulatorModule } = this.scene;
		for (const [index, c] of runnable.entries()) {
			const node = workflow.nodes[index];
			const label = `list search ${c.method} (${c.deployment.value}, "${c.displayName}" in ${c.type} ${c.where})`;
			try {
				await editor.openNode(workflow.id, node.id, node.name);
				await editor.waitForParameters(this.expectedLabels(c.description, c.parameters));
				const since = L.lastSeq(emulator);
				const shown = await editor.listEntries(c.parameterName);
				const requests = L.listRequestsSince(emulator, since);
				const known = L.knownEndpoint(c.method, c.deployment.value);
				if (known === null) {
					await check(
						`${label}: the API has no list; the panel says so and lists nothing`,
						requests.length === 0 && shown.entries.length === 0 && Boolean(shown.error),
						`entries ${JSON.stringify(shown.entries)}, message ${JSON.stringify(shown.error)}, requests ${requests.map((r) => r.path).join(', ')}`,
					);
					continue;
				}
				if (requests.length === 0) {
					await check(
						`${label}: entries match the emulator`,
						false,
						`the node sent no list request; the panel shows ${JSON.stringify(shown.error || shown.entries)}`,
					);
					continue;
				}
				const asked = requests[requests.length - 1];
				if (known)
					await check(
						`${label}: asks ${asked.path}`,
						known.test(asked.path) && requests.every((r) => r.status === 200),
						`asked ${requests.map((r) => `${r.path} -> ${r.status}`).join(', ')}; expected ${known.source}`,
					);
				const records = await L.readList(
					emulator,
					emulatorModule,
					c.deployment.value,
					asked.path,
					asked.query || {},
				);
				const problem = shown.error
					? `the panel shows an error: ${shown.error}`
					: records.length === 0
						? `the emulator holds no records at ${asked.path}: nothing to compare`
						: L.compareEntries(shown.entries, records);
				await check(
					`${label}: ${shown.entries.length} entries match the emulator's ${records.length} at ${asked.path}`,
					!problem,
					problem,
				);
				if (problem) continue;
				// The filter box narrows the list (the node filters by name or id).
				const needle = L.recordKey(records[records.length - 1]);
				const filtered = await editor.listEntries(c.parameterName, { filter: needle });
				const expectedFiltered = records.filter(
					(record) =>
						L.recordKey(record).toLowerCase().includes(needle.toLowerCase()) ||
						String(record.id).toLowerCase().includes(needle.toLowerCase()),
				);
				const filterProblem = filtered.error
					? filtered.error
					: L.compareEntries(filtered.entries, expectedFiltered);
				await check(
					`${label}: filtering by "${needle}" leaves ${expectedFiltered.length} entr${expectedFiltered.length === 1 ? 'y' : 'ies'}`,
					!filterProblem,
					filterProblem,
				);
			} catch (error) {
				await check(`${label}: entries match the emulator`, false, error.message);
			}
		}
		await editor.closeNode();
	}

	// ---- 4b. the typed modes of every record picker: their checks in the editor -----------
	/**
	 * One picker per parameter name, shown at the top level of a panel: each typed mode with a
	 * check (ID, By URL) holding a value no check takes shows the mode's message on the
	 * locator; its own example shows none (expected.js, modeCases).
	 */
	async locatorModes() {
		const seen = new Set();
		const cases = [];
		// Pickers at a panel's top level (the same pickers are also nested in collections).
		for (const c of this.locatorCases({ topLevel: true })) {
			if (c.unreachable || seen.has(c.parameterName)) continue;
			const property = E.listLocators(c.description.properties).find(
				(locator) => locator.path.length === 1 && locator.property.name === c.parameterName,
			);
			if (!property) continue;
			seen.add(c.parameterName);
			for (const modeCase of E.modeCases(property.property)) cases.push({ ...c, ...modeCase });
		}
		log(`4b. record pickers' typed modes: ${cases.length} values over ${seen.size} pickers`);
		const workflow = await this.createWorkflow(
			'editor test: picker modes',
			cases.map((c, index) => ({
				name: `${c.parameterName} ${c.mode} ${index}`,
				type: c.type,
				parameters: {
					...c.parameters,
					[c.parameterName]: { __rl: true, mode: c.mode, value: c.value },
				},
				credentialType: c.deployment.credentialType,
			})),
		);
		for (const [index, c] of cases.entries()) {
			const node = workflow.nodes[index];
			const label = `"${c.displayName}" (${c.parameterName}, ${c.deployment.value}) in mode ${c.mode}, ${JSON.stringify(c.value)}`;
			try {
				await editor.openNode(workflow.id, node.id, node.name);
				const issues = await editor.locatorIssues(c.parameterName, node.name);
				if (c.messages.length === 0)
					await check(`${label}: no message`, issues === null, `shows ${JSON.stringify(issues)}`);
				else
					await check(
						`${label}: shows ${c.messages.map((m) => JSON.stringify(m)).join(', ')}`,
						issues !== null && c.messages.every((message) => issues.includes(message)),
						`shows ${JSON.stringify(issues)}`,
					);
			} catch (error) {
				await check(`${label}: its check in the editor`, false, error.message);
			}
		}
		await editor.closeNode();
	}

	// ---- 5. execute one operation per resource --------------------------------------------
	async executions() {
		for (const [type, description] of Object.entries(this.nodes)) {
			if (this.isTrigger(description)) continue;
			const combinations = E.combinations(this.NodeHelpers, description);
			const scope = L.scopeValues(this.SEED);
			const runs = [];
			for (const deployment of this.deploymentsOf(description)) {
				const resources = [
					...new Set(
						combinations.filter((c) => c.deployment === deployment.value).map((c) => c.resource),
					),
				];
				for (const resource of resources) {
					const operations = combinations
						.filter((c) => c.deployment === deployment.value && c.resource === resource)
						.map((c) => c.operation);
					const plan = planFor(resource, operations);
					if (plan.error) {
						runs.push({ deployment, resource, error: plan.error });
						continue;
					}
					const base = this.withDeployment(description, deployment, {
						resource,
						operation: plan.operation,
					});
					const visible = E.visibleParameters(this.NodeHelpers, description, base);
					const parameters = { ...base };
					for (const parameter of visible) {
						if (parameter.type === 'resourceLocator' && scope[parameter.name])
							parameters[parameter.name] = {
								__rl: true,
								mode: 'list',
								value: scope[parameter.name],
							};
					}
					Object.assign(parameters, plan.parameters({ SEED: this.SEED, visible }));
					runs.push({ deployment, resource, plan, parameters });
				}
			}
			log(`5. execute one operation per resource of ${type}: ${runs.length} runs`);
			for (const run of runs.filter((r) => r.error))
				await check(`execute ${type} ${run.deployment.value}/${run.resource}`, false, run.error);
			const runnable = runs.filter((r) => !r.error);
			const workflow = await this.createWorkflow(
				`editor test: ${type} executions`,
				runnable.map((run) => ({
					name: `${run.deployment.value} ${run.resource} ${run.plan.operation}`,
					type,
					parameters: run.parameters,
					credentialType: run.deployment.credentialType,
				})),
			);
			for (const [index, run] of runnable.entries()) {
				const node = workflow.nodes[index];
				const label = `execute ${type} ${run.deployment.value}/${run.resource}/${run.plan.operation} from the editor`;
				try {
					await editor.openNode(workflow.id, node.id, node.name);
					const since = L.lastSeq(this.scene.emulator);
					const outputText = await editor.executeStep();
					const requests = this.scene.emulator
						.requests()
						.filter((entry) => entry.seq > since && entry.deployment !== 'control');
					const problem = await run.plan.check({
						outputText,
						requests,
						emulator: this.scene.emulator,
						emulatorModule: this.scene.emulatorModule,
						deployment: run.deployment.value,
						SEED: this.SEED,
					});
					await check(
						`${label}: output panel as the emulator holds`,
						!problem,
						`${problem}\n     output panel: ${outputText.replace(/\s+/g, ' ').slice(0, 300)}`,
					);
				} catch (error) {
					await check(`${label}: output panel as the emulator holds`, false, error.message);
				}
			}
			await editor.closeNode();
		}
	}
}

async function main() {
	const budgetSeconds = Number(process.env.OBS_EDITOR_TIMEOUT || 900);
	outDir = makeOutputFolder();
	let scene;
	try {
		log(
			'setting up: chromium, the pinned n8n, the packed package, the emulator, owner and credentials',
		);
		scene = await startScene({ log });
		currentScene = scene;
		const watchdog = report.watchdog(budgetSeconds, {
			after: 'the install',
			stop: () => finish(scene),
		});
		await check(
			'owner setup and login through the REST API; both demo credentials created',
			scene.n8n.cookie &&
				Object.keys(scene.credentials).length === Object.keys(scene.built.credentials).length,
		);

		editor = new Editor({
			playwrightCore: scene.paths.playwrightCore,
			chromiumPath: scene.chromiumPath,
			flags: CHROMIUM_FLAGS,
			baseUrl: scene.n8n.url,
		});
		await editor.launch();
		await editor.signIn(OWNER);
		await check('signed in to the editor through the sign-in page', true);

		const run = new Run(scene);
		await run.servedTypes();
		await run.fields();
		await run.dropdowns();
		await run.listSearch();
		await run.locatorModes();
		await run.executions();
		clearTimeout(watchdog);
	} catch (error) {
		report.crashed(error, [scene && scene.n8n.server]);
	}
	await finish(scene);
}

let finished = false;
async function finish(scene) {
	if (finished) return;
	finished = true;
	if (editor) {
		fs.writeFileSync(path.join(outDir, 'console.log'), editor.console.join('\n') + '\n');
		await editor.close();
	}
	await stopAll();
	if (scene) await scene.emulator.close().catch(() => {});
	const failed = report.summary();
	const keep = failed || process.env.OBS_EDITOR_KEEP;
	report.removeUnlessKept(scene && scene.userFolder, 'OBS_EDITOR_KEEP');
	if (keep) console.log(`output folder (failure screenshots, the page's console log): ${outDir}`);
	else fs.rmSync(outDir, { recursive: true, force: true });
	process.exitCode = failed ? 1 : 0;
}

stopOnSignals('n8n, the emulator and the browser', () => finish(currentScene));

main();
