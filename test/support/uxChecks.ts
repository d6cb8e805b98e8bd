import { ACRONYMS } from '../../nodes/shared/api/labels';

/**
 * The rules of n8n's UX guidelines for community nodes that a program can check, as checks over
 * a built node description: every property of every version, walked with its collections' and
 * fixed collections' fields and its resource locator's modes. Each check is a pure function of
 * the description and returns its findings (empty: the rule holds), so a test can plant a
 * violation and see the check report it. A rule only judgment can tell (is a text clear, is a
 * default sensible) has no check here, and the package claims nothing about it.
 */

/** The parts of a property the checks read (n8n's INodeProperties, loosely: a fixture is plain JSON). */
export interface DescribedProperty {
	displayName: string;
	name: string;
	type: string;
	default?: unknown;
	description?: string;
	hint?: string;
	placeholder?: string;
	options?: Array<DescribedProperty | DescribedOption | DescribedGroup>;
	modes?: Array<{ displayName: string; name: string; type: string; placeholder?: string }>;
	displayOptions?: unknown;
	typeOptions?: Record<string, unknown>;
	required?: boolean;
}

export interface DescribedOption {
	name: string;
	value: unknown;
	description?: string;
	action?: string;
}

export interface DescribedGroup {
	displayName: string;
	name: string;
	values: DescribedProperty[];
}

export interface DescribedNode {
	name: string;
	subtitle?: string;
	/** n8n's `version`: the node's versions (absent: one version). */
	version?: number | number[];
	properties: DescribedProperty[];
}

export interface Finding {
	rule: string;
	/** Node, then the path of display names to the text. */
	where: string;
	text: string;
}

/** The longest tooltip (a parameter's description), in characters, HTML tags not counted. */
export const TOOLTIP_LIMIT = 200;

/** n8n's default for a Limit parameter. */
export const LIMIT_DEFAULT = 50;

/**
 * Words a label may write in capitals: abbreviations readers know in capitals, and the names
 * of formats, algorithms and protocols the product's own UI writes so. A raw API value in
 * capitals (`LATEST`, `TRIM_HORIZON`) is not among them, so it fails the case check.
 */
export const CAPITALIZED_WORDS = new Set([
	'AND',
	'API',
	'ARN',
	'BYOC',
	'CA',
	'CDC',
	'CIDR',
	'CPU',
	'CSV',
	'DNS',
	'GB',
	'GPT',
	'HTTP',
	'HTTPS',
	'IAM',
	'ID',
	'IDS',
	'IP',
	'JSON',
	'LZMA',
	'MB',
	'MFA',
	'OK',
	'OR',
	'SAML',
	'SCRAM',
	'SHA',
	'SQL',
	'SSO',
	'TLS',
	'URL',
	'UUID',
	'VPC',
	'XZ',
]);

/** The small words Title Case leaves in lower case inside a label. */
const SMALL_WORDS = new Set([
	'a',
	'an',
	'and',
	'as',
	'at',
	'by',
	'for',
	'from',
	'in',
	'into',
	'of',
	'on',
	'or',
	'per',
	'the',
	'to',
	'vs',
	'with',
]);

/** Why a label is not Title Case, or undefined when it is. */
export function titleCaseProblem(label: string): string | undefined {
	if (label.trim() === '') return 'empty';
	if (/_/.test(label)) return 'an underscore (a raw API value)';
	const words = label.split(/[\s/()]+/).filter((word) => word !== '');
	for (const [index, word] of words.entries()) {
		const letters = word.replace(/[^A-Za-z]/g, '');
		if (letters === '') continue;
		if (/^\d+[a-z]+$/.test(word))
			return `"${word}" is a raw API value (write "5 Minutes", not "5m")`;
		if (/^[0-9.]/.test(word)) continue;
		if (index > 0 && SMALL_WORDS.has(word)) continue;
		if (/^[a-z]/.test(word)) return `"${word}" starts in lower case`;
		const upper = word
			.split(/[^A-Za-z]+/)
			.filter((part) => part.length > 1 && part === part.toUpperCase());
		for (const part of upper)
			if (!CAPITALIZED_WORDS.has(part) && !/^[A-Z]s$/.test(part))
				return `"${part}" is in capitals (a raw API value?)`;
	}
	return undefined;
}

/** A text without its HTML tags, as the editor shows it. */
function shown(text: string): string {
	return text.replace(/<[^>]*>/g, '');
}

/** `versions`: the node versions that show the property, by its `@version` conditions and its parents'. */
type Visit = (property: DescribedProperty, where: string, versions: number[]) => void;

/** The node's versions, oldest first. */
export function nodeVersions(node: DescribedNode): number[] {
	const version = node.version ?? 1;
	return (Array.isArray(version) ? [...version] : [version]).sort((a, b) => a - b);
}

/** Of `versions`, those the property's own `@version` conditions show it for (other conditions aside). */
export function shownVersions(property: DescribedProperty, versions: number[]): number[] {
	const options = property.displayOptions as
		| { show?: Record<string, unknown>; hide?: Record<string, unknown> }
		| undefined;
	const show = options?.show?.['@version'];
	const hide = options?.hide?.['@version'];
	return versions.filter(
		(version) =>
			(!Array.isArray(show) || show.includes(version)) &&
			!(Array.isArray(hide) && hide.includes(version)),
	);
}

function isGroup(entry: unknown): entry is DescribedGroup {
	return (
		typeof entry === 'object' && entry !== null && Array.isArray((entry as DescribedGroup).values)
	);
}

function isProperty(entry: unknown): entry is DescribedProperty {
	return (
		typeof entry === 'object' &&
		entry !== null &&
		typeof (entry as DescribedProperty).type === 'string'
	);
}

/** Calls `visit` on every property of the node, nested ones too, with its path and the versions that show it. */
export function eachProperty(node: DescribedNode, visit: Visit): void {
	const walk = (properties: DescribedProperty[], at: string, inherited: number[]) => {
		for (const property of properties) {
			const where = `${at} > ${property.displayName} (${property.name})`;
			const versions = shownVersions(property, inherited);
			visit(property, where, versions);
			for (const entry of property.options ?? []) {
				if (isGroup(entry)) walk(entry.values, `${where} > ${entry.displayName}`, versions);
				else if (isProperty(entry)) walk([entry], where, versions);
			}
		}
	};
	walk(node.properties, node.name, nodeVersions(node));
}

/** The static dropdown entries of an options or multiOptions property. */
function dropdownEntries(property: DescribedProperty): DescribedOption[] {
	if (property.type !== 'options' && property.type !== 'multiOptions') return [];
	return (property.options ?? []).filter(
		(entry): entry is DescribedOption => !isGroup(entry) && !isProperty(entry),
	);
}

/** Dropdown titles in Title Case, never a raw API value. */
export function checkOptionLabels(node: DescribedNode): Finding[] {
	const findings: Finding[] = [];
	eachProperty(node, (property, where) => {
		for (const option of dropdownEntries(property)) {
			const problem = titleCaseProblem(option.name);
			if (problem)
				findings.push({
					rule: 'option label in Title Case',
					where,
					text: `${option.name}: ${problem}`,
				});
		}
	});
	return findings;
}

/** Placeholders of typed-in values start with "e.g." (a collection's is its button, a list's its prompt). */
export function checkPlaceholders(node: DescribedNode): Finding[] {
	const findings: Finding[] = [];
	const check = (placeholder: string | undefined, where: string) => {
		if (placeholder !== undefined && !placeholder.startsWith('e.g. '))
			findings.push({ rule: 'placeholder starts with "e.g."', where, text: placeholder });
	};
	eachProperty(node, (property, where) => {
		if (property.type !== 'collection' && property.type !== 'fixedCollection')
			check(property.placeholder, where);
		for (const mode of property.modes ?? [])
			if (mode.type !== 'list') check(mode.placeholder, `${where} > ${mode.displayName}`);
	});
	return findings;
}

/** Texts the editor shows about a property: its tooltip, its hint, its dropdown descriptions. */
function textsOf(property: DescribedProperty): string[] {
	return [
		property.description,
		property.hint,
		...dropdownEntries(property).map((option) => option.description),
	].filter((text): text is string => typeof text === 'string');
}

/** A text without its JSON examples (`{"type": "sql"}`, `["a"]`), whose quotes are JSON's. */
export function withoutJson(text: string): string {
	let rest = text;
	for (let previous = ''; previous !== rest; ) {
		previous = rest;
		rest = rest.replace(/\{[^{}]*\}|\[[^[\]]*\]/g, '');
	}
	return rest;
}

/** Parameter and field names in texts are in single quotes: no double-quoted names. */
export function checkQuotedNames(node: DescribedNode): Finding[] {
	const findings: Finding[] = [];
	eachProperty(node, (property, where) => {
		for (const text of textsOf(property))
			for (const quoted of withoutJson(shown(text)).match(/"[^"]*"/g) ?? [])
				findings.push({ rule: "names in 'single quotes'", where, text: quoted });
	});
	return findings;
}

/** A boolean's description starts with "Whether". */
export function checkBooleans(node: DescribedNode): Finding[] {
	const findings: Finding[] = [];
	eachProperty(node, (property, where) => {
		if (property.type === 'boolean' && !(property.description ?? '').startsWith('Whether'))
			findings.push({
				rule: 'boolean description starts with "Whether"',
				where,
				text: property.description ?? '(none)',
			});
	});
	return findings;
}

/** A Limit defaults to n8n's 50. */
export function checkLimits(node: DescribedNode): Finding[] {
	const findings: Finding[] = [];
	eachProperty(node, (property, where) => {
		if (
			property.name === 'limit' &&
			property.type === 'number' &&
			property.default !== LIMIT_DEFAULT
		)
			findings.push({
				rule: `Limit defaults to ${LIMIT_DEFAULT}`,
				where,
				text: String(property.default),
			});
	});
	return findings;
}

/** Tooltips of one or two plain sentences: at most TOOLTIP_LIMIT characters. */
export function checkTooltips(node: DescribedNode): Finding[] {
	const findings: Finding[] = [];
	eachProperty(node, (property, where) => {
		const text = shown(property.description ?? '');
		if (text.length > TOOLTIP_LIMIT)
			findings.push({ rule: `tooltip of at most ${TOOLTIP_LIMIT} characters`, where, text });
	});
	return findings;
}

/** The sentences of a text (`e.g.` and decimals do not end one). */
function sentences(text: string): string[] {
	return text
		.replace(/e\.g\./g, 'eg')
		.replace(/\d\.\d/g, '0')
		.split(/\.\s+(?=\S)/)
		.filter((sentence) => sentence.trim() !== '');
}

/** n8n's node UI design: a one-sentence tooltip has no period; a longer one ends with one. */
export function checkTooltipPeriods(node: DescribedNode): Finding[] {
	const findings: Finding[] = [];
	eachProperty(node, (property, where) => {
		const text = shown(property.description ?? '').trim();
		if (text === '') return;
		const count = sentences(text).length;
		if (count === 1 && text.endsWith('.'))
			findings.push({ rule: 'one-sentence tooltip without a period', where, text });
		if (count > 1 && !text.endsWith('.') && !text.endsWith('.)'))
			findings.push({ rule: 'tooltip of several sentences ends with a period', where, text });
	});
	return findings;
}

/** Action texts (the nodes panel) without articles: "Create alert", not "Create an alert". */
export function checkActions(node: DescribedNode): Finding[] {
	const findings: Finding[] = [];
	eachProperty(node, (property, where) => {
		for (const option of dropdownEntries(property))
			if (option.action !== undefined && /\b(a|an|the)\b/i.test(option.action))
				findings.push({ rule: 'action without articles', where, text: option.action });
	});
	return findings;
}

/** The labels a subtitle shows: its plain text, or the labels of an expression's `{"value": "Label"}` table. */
function subtitleLabels(subtitle: string): string[] {
	if (!subtitle.includes('{{')) return [subtitle.replace(/^=/, '')];
	return [...subtitle.matchAll(/"[^"]*":\s*"([^"]*)"/g)].map((match) => match[1]);
}

/** Subtitles in Title Case (n8n's node UI design); `operation: resource` expressions show the parameters' values, as n8n's own nodes do. */
export function checkSubtitle(node: DescribedNode): Finding[] {
	const findings: Finding[] = [];
	for (const label of subtitleLabels(node.subtitle ?? '')) {
		const problem = titleCaseProblem(label);
		if (problem)
			findings.push({
				rule: 'subtitle in Title Case',
				where: `${node.name} > subtitle`,
				text: `${label}: ${problem}`,
			});
	}
	return findings;
}

/** A trigger's event picker ("Trigger On") has no tooltip. */
export function checkTriggerOn(node: DescribedNode): Finding[] {
	return node.properties
		.filter((property) => property.displayName === 'Trigger On' && property.description)
		.map((property) => ({
			rule: "'Trigger On' without a tooltip",
			where: `${node.name} > ${property.displayName} (${property.name})`,
			text: property.description ?? '',
		}));
}

/** Every text the editor shows about the node's properties, with where it stands. */
function eachText(node: DescribedNode, visit: (text: string, where: string) => void): void {
	eachProperty(node, (property, where) => {
		for (const text of textsOf(property)) visit(shown(text), where);
	});
	for (const property of node.properties)
		for (const option of dropdownEntries(property))
			if (option.action !== undefined)
				visit(option.action, `${node.name} > ${property.displayName}`);
}

/**
 * Display names a text may write bare because they are ordinary words of a sentence too
 * (a text speaking of "the name" or "a source" does not name a parameter).
 */
const COMMON_WORDS = new Set(['Name', 'Value', 'Type', 'Source', 'Service', 'Output', 'Fields']);

/** The display names of the node's properties (and of fixed-collection groups). */
function displayNames(node: DescribedNode): string[] {
	const names = new Set<string>();
	eachProperty(node, (property) => names.add(property.displayName));
	// An abbreviation in capitals (ID, URL) reads the same as a name and as a word.
	return [...names].filter(
		(name) => !COMMON_WORDS.has(name) && /^[A-Z]/.test(name) && name !== name.toUpperCase(),
	);
}

function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A text names a parameter in single quotes (n8n's UX guidelines, "Referring to parameter and
 * field name"): a display name written bare inside a sentence (`greater than or equal to
 * Threshold`) is a finding. A name at the start of a sentence is a capitalised word, not a
 * reference, and is not read.
 */
export function checkBareNames(node: DescribedNode): Finding[] {
	const findings: Finding[] = [];
	const names = displayNames(node).sort((a, b) => b.length - a.length);
	eachProperty(node, (property, where) => {
		for (const text of textsOf(property)) {
			// Quoted names, links and JSON examples are not bare.
			let rest = withoutJson(shown(text)).replace(/'[^']*'/g, "''");
			for (const name of names) {
				// Inside a sentence, or right after "(" or ";" (`(for Threshold)`, `; Threshold
				// must...`): neither starts a sentence.
				const bare = new RegExp(
					`(^|[^.:;!?(\\s])(\\s+)${escapeRegExp(name)}(?![\\w'])|([(;])(\\s*)${escapeRegExp(name)}(?![\\w'])`,
				);
				const match = bare.exec(rest);
				if (match) {
					findings.push({
						rule: "parameter names in 'single quotes'",
						where,
						text: `${name}: ${text}`,
					});
					rest = rest.replace(bare, '$1$2$3$4');
				}
			}
		}
	});
	return findings;
}

/** Texts speak to the user, never of the package's files (README, docs/, source paths). */
export function checkRepositoryPaths(node: DescribedNode): Finding[] {
	const findings: Finding[] = [];
	const path = /\bREADME\b|\bdocs\/|\b[\w-]+\/[\w./-]*\.(?:md|ts|js|json)\b|\b[\w-]+\.(?:md|ts)\b/;
	eachText(node, (text, where) => {
		if (path.test(text)) findings.push({ rule: 'no repository paths in texts', where, text });
	});
	return findings;
}

/**
 * Texts say what happens, not how it travels: no HTTP status codes, methods or "the API"
 * speaking of its internals (`The server refuses (409)`, `the server POSTs JSON`).
 */
export function checkHttpDetails(node: DescribedNode): Finding[] {
	const findings: Finding[] = [];
	const http =
		/\bHTTP \d{3}\b|\((?:HTTP )?[1-5]\d{2}\)|\b(?:GET|POST|POSTs|PUT|PATCH|DELETE)\b|\bstatus code\b/;
	eachText(node, (text, where) => {
		if (http.test(text)) findings.push({ rule: 'no HTTP details in texts', where, text });
	});
	return findings;
}

/** Every option value of the node's dropdowns whose label reads differently. */
function rawValues(node: DescribedNode): Set<string> {
	const values = new Set<string>();
	eachProperty(node, (property) => {
		for (const option of dropdownEntries(property))
			if (
				typeof option.value === 'string' &&
				option.value !== option.name &&
				/[_A-Z]/.test(option.value)
			)
				values.add(option.value);
	});
	return values;
}

/**
 * Texts use the readable labels, never the API's spelling of a value: no `UPPER_CASE` or
 * `snake_case` words and no dropdown value written as the API takes it (`IAM_USER`,
 * `AT_TIMESTAMP`, `ts_bucket`). JSON examples keep the API's spelling.
 */
export function checkRawValues(node: DescribedNode): Finding[] {
	const findings: Finding[] = [];
	const values = rawValues(node);
	eachText(node, (text, where) => {
		const words =
			withoutJson(text).match(/[A-Za-z0-9]+(?:_[A-Za-z0-9]+)+|\b[A-Z][A-Z0-9]*_?\b/g) ?? [];
		for (const word of words) {
			const snake = word.includes('_');
			const enumValue = values.has(word) && !CAPITALIZED_WORDS.has(word);
			if (snake || enumValue)
				findings.push({ rule: 'no raw API values in texts', where, text: `${word}: ${text}` });
		}
	});
	return findings;
}

/**
 * Labels a reader reads without guessing: no words cut to two letters that are neither
 * English words nor abbreviations readers know (`Br`, `Gz`, `Ms`).
 */
const SHORT_WORDS = new Set([
	'a',
	'an',
	'as',
	'at',
	'by',
	'do',
	'go',
	'if',
	'in',
	'is',
	'it',
	'me',
	'my',
	'no',
	'of',
	'on',
	'or',
	'so',
	'to',
	'up',
	'us',
	'we',
	'id',
	'ip',
	'ok',
	'gb',
	'mb',
	'xz',
	'vs',
]);

/** Why a label is not a readable Title Case label, or undefined when it is. */
export function labelProblem(label: string): string | undefined {
	const titleCase = titleCaseProblem(label);
	if (titleCase) return titleCase;
	for (const word of label.split(/[\s/()\-,]+/))
		if (
			/^[A-Za-z]{1,2}$/.test(word) &&
			!SHORT_WORDS.has(word.toLowerCase()) &&
			!CAPITALIZED_WORDS.has(word) &&
			!/^[A-Z]$/.test(word)
		)
			return `"${word}" is a cut word (write it out)`;
	if (
		/^[A-Z][a-z]+[a-z]{6,}$/.test(label) &&
		/deleted|created|updated|running|stopped/.test(label.slice(1))
	)
		return `"${label}" runs words together`;
	return undefined;
}

/** Parameter display names and dropdown titles are readable Title Case labels (n8n's UX guidelines, "Text Case"). */
export function checkLabels(node: DescribedNode): Finding[] {
	const findings: Finding[] = [];
	eachProperty(node, (property, where) => {
		// A notice's display name is its text, in sentence case.
		const problem = property.type === 'notice' ? undefined : labelProblem(property.displayName);
		if (problem)
			findings.push({
				rule: 'labels in readable Title Case',
				where,
				text: `${property.displayName}: ${problem}`,
			});
		for (const option of dropdownEntries(property)) {
			const optionProblem = labelProblem(option.name);
			if (optionProblem && !titleCaseProblem(option.name))
				findings.push({
					rule: 'labels in readable Title Case',
					where,
					text: `${option.name}: ${optionProblem}`,
				});
		}
	});
	return findings;
}

/**
 * One term for one thing (n8n's UX guidelines, "Consistent naming"): a display name stands for
 * one parameter, the same internal name and type wherever it shows. Two parameters sharing a
 * label but not a meaning (`Filters` as JSON and as a collection) are a finding.
 */
export function checkOneMeaning(node: DescribedNode): Finding[] {
	const uses = new Map<
		string,
		Array<{ name: string; type: string; versions: number[]; where: string }>
	>();
	eachProperty(node, (property, where, versions) => {
		const list = uses.get(property.displayName) ?? [];
		list.push({ name: property.name, type: property.type, versions, where });
		uses.set(property.displayName, list);
	});
	const findings: Finding[] = [];
	for (const [label, list] of uses) {
		// A reader sees one version of the node: a label means one thing within each. Versions
		// of one parameter (a version 1 text, a version 2 list) and a label that passed from one
		// parameter to another in a new version are not two meanings.
		const clash = nodeVersions(node).some((version) => {
			const shown = list.filter((use) => use.versions.includes(version));
			return (
				new Set(shown.map((use) => use.name)).size > 1 ||
				new Set(shown.map((use) => use.type)).size > 1
			);
		});
		if (clash) {
			const first = new Map<string, string>();
			for (const use of list)
				first.set(`${use.name} (${use.type})`, first.get(`${use.name} (${use.type})`) ?? use.where);
			findings.push({
				rule: 'one term for one thing',
				where: `${node.name} > ${label}`,
				text: [...first].map(([meaning, where]) => `${meaning} at ${where}`).join('; '),
			});
		}
	}
	return findings;
}

/**
 * Records are chosen with a resource locator (n8n's UX guidelines, "Resource Locator"): a
 * locator with a list starts in it, and no parameter asks for record IDs as typed text
 * (`...Ids` of type string). `allowed` names the ID parameters no API lists, with the reason.
 */
export function checkLocators(
	node: DescribedNode,
	allowed: Record<string, string> = {},
): Finding[] {
	const findings: Finding[] = [];
	// The check holds what a node added now shows: the newest version. A property shown only for
	// older versions (and what it holds) is left out: after the first release, older versions keep
	// the forms their saved workflows were made with (docs/operations.md#node-version).
	const newest = [Math.max(...nodeVersions(node))];
	const walk = (properties: DescribedProperty[], at: string) => {
		for (const property of properties) {
			if (shownVersions(property, newest).length === 0) continue;
			const where = `${at} > ${property.displayName} (${property.name})`;
			if (property.type === 'resourceLocator') {
				const modes = (property.modes ?? []).map((mode) => mode.name);
				const start = (property.default as { mode?: string } | undefined)?.mode;
				if (modes.includes('list') && start !== 'list')
					findings.push({ rule: "locators start in 'From List'", where, text: String(start) });
			}
			if (property.type === 'string' && /Ids?$/.test(property.name) && !(property.name in allowed))
				findings.push({ rule: 'record IDs as resource locators', where, text: property.name });
			for (const entry of property.options ?? []) {
				if (isGroup(entry)) walk(entry.values, `${where} > ${entry.displayName}`);
				else if (isProperty(entry)) walk([entry], where);
			}
		}
	};
	walk(node.properties, node.name);
	return findings;
}

/**
 * ID parameters that stay typed text, and why: no API lists these records, so a locator could
 * offer nothing but the ID a text field takes.
 */
export const IDS_WITHOUT_LIST: Record<string, string> = {
	assignedRoleIds: 'neither API lists roles',
	accessKeyId: "a cloud provider's access key, not a record of the service",
	engineColumnIds: 'columns of the table being defined, not records',
	engineVersionColumnId: 'a column of the table being defined, not a record',
};

/**
 * Every text the editor shows of a property: its tooltip, hint and placeholder (a collection's
 * placeholder is its button), a notice's text (its display name), its dropdown descriptions and
 * its locator modes' placeholders. `examples`: whether placeholders are included (an example of
 * what to type may spell a value as it is typed: a column name, a query).
 */
function allTextsOf(property: DescribedProperty, { examples }: { examples: boolean }): string[] {
	const texts = [...textsOf(property)];
	if (property.type === 'notice') texts.push(property.displayName);
	if (examples) {
		if (property.type !== 'collection' && property.type !== 'fixedCollection')
			texts.push(property.placeholder ?? '');
		for (const mode of property.modes ?? []) texts.push(mode.placeholder ?? '');
	}
	return texts.filter((text) => text !== '').map(shown);
}

/** Every label the editor shows of a property: its display name, its dropdown titles, its groups and its locator modes. */
function labelsOf(property: DescribedProperty): string[] {
	const labels = property.type === 'notice' ? [] : [property.displayName];
	for (const mode of property.modes ?? []) labels.push(mode.displayName);
	for (const entry of property.options ?? []) {
		if (isGroup(entry)) labels.push(entry.displayName);
		else if (!isProperty(entry)) labels.push(entry.name);
	}
	return labels;
}

/**
 * The lists a user picks one entry of, with the labels they show: a dropdown's titles, a
 * collection's fields (its "Add" button), a fixed collection's groups and each group's fields.
 */
function pickLists(property: DescribedProperty): Array<{ at: string; labels: string[] }> {
	if (property.type === 'options' || property.type === 'multiOptions')
		return [{ at: '', labels: dropdownEntries(property).map((option) => option.name) }];
	if (property.type === 'collection')
		return [
			{
				at: '',
				labels: (property.options ?? []).filter(isProperty).map((field) => field.displayName),
			},
		];
	if (property.type === 'fixedCollection') {
		const groups = (property.options ?? []).filter(isGroup);
		return [
			{ at: '', labels: groups.map((group) => group.displayName) },
			...groups.map((group) => ({
				at: ` > ${group.displayName}`,
				labels: group.values.map((field) => field.displayName),
			})),
		];
	}
	return [];
}

/**
 * One label once in one list (n8n's node review: "Compression lists Brotli twice"): a user
 * cannot tell two entries of one name apart, in a dropdown, a collection's "Add" list or a fixed
 * collection.
 */
export function checkRepeatedLabels(node: DescribedNode): Finding[] {
	const findings: Finding[] = [];
	eachProperty(node, (property, where) => {
		for (const { at, labels } of pickLists(property)) {
			const seen = new Map<string, number>();
			for (const label of labels) seen.set(label, (seen.get(label) ?? 0) + 1);
			for (const [label, count] of seen)
				if (count > 1)
					findings.push({
						rule: 'one label once in one list',
						where: `${where}${at}`,
						text: `"${label}" ${count} times`,
					});
		}
	});
	return findings;
}

/** The acronyms of the labels' maker (nodes/shared/api/labels.ts), with their plurals. */
function acronymSpelling(word: string): string | undefined {
	const lower = word.toLowerCase();
	if (ACRONYMS.has(lower)) return lower.toUpperCase();
	if (lower.endsWith('s') && ACRONYMS.has(lower.slice(0, -1)))
		return `${lower.slice(0, -1).toUpperCase()}s`;
	return undefined;
}

/**
 * Acronyms in labels as n8n writes them (n8n's node review: "Mfa", "Saml", "Gpt", "Ip", "Url",
 * "Gb"): "MFA", "IP", "URL", plurals "IDs", "URLs". Display names, dropdown titles, groups and
 * locator modes.
 */
export function checkAcronymLabels(node: DescribedNode): Finding[] {
	const findings: Finding[] = [];
	eachProperty(node, (property, where) => {
		for (const label of labelsOf(property))
			for (const word of label.split(/[^A-Za-z0-9]+/)) {
				const spelling = acronymSpelling(word);
				if (spelling !== undefined && word !== spelling)
					findings.push({
						rule: 'acronyms in capitals',
						where,
						text: `${label}: "${word}" (write "${spelling}")`,
					});
			}
	});
	return findings;
}

/**
 * Acronyms in texts as in labels: a capitalised word ("Url", "Ids", "Mfa") is an acronym written
 * as a word. A word in lower case may be a value as the API or a JSON body takes it (`sql`,
 * `url`), which a text may quote, and is not read.
 */
export function checkAcronymTexts(node: DescribedNode): Finding[] {
	const findings: Finding[] = [];
	eachProperty(node, (property, where) => {
		for (const text of allTextsOf(property, { examples: false }))
			for (const word of withoutJson(text).split(/[^A-Za-z0-9]+/)) {
				const spelling = acronymSpelling(word);
				if (spelling !== undefined && /^[A-Z][a-z]+$/.test(word) && word !== spelling)
					findings.push({
						rule: 'acronyms in capitals',
						where,
						text: `"${word}" (write "${spelling}"): ${text}`,
					});
			}
	});
	return findings;
}

/**
 * Phrases that tell how the node or the server works instead of what the user gets (n8n's UX
 * guidelines: a tooltip says the effect; Airtable: "If empty, all the records will be
 * returned"). What the service does to the user's records (deletes the alerts of a tile, keeps
 * the fields left out) is an effect and is not among them.
 */
export const MECHANICS = [
	/\b(?:the|this) node (?:reads|checks|sends|fetches|looks up|asks|queries|pages|does not model|filters|compares)\b/i,
	/\bchecked by the node\b/i,
	/\bbefore (?:sending|it is sent|the request)\b/i,
	/\bthe (?:API|server|service) (?:replaces|answers|pages|sends back|returns an? (?:error|status))\b/i,
	/\bnot sent\b/i,
	/\b(?:is|are) sent (?:as given|back|on (?:create|update))\b/i,
	/\bsent on (?:create|update)\b/i,
	/\b(?:they|it) (?:is|are) sent\b/i,
	/\b(?:each|it) is sent as\b/i,
	/\bdo not send\b/i,
	/\b(?:reads|fetches) it first\b/i,
	/\bthe whole list\b/i,
	/\b(?:is|are) read, then\b/i,
];

/** Texts say the effect for the user, not the node's or the server's mechanics. */
export function checkMechanics(node: DescribedNode): Finding[] {
	const findings: Finding[] = [];
	eachProperty(node, (property, where) => {
		for (const text of allTextsOf(property, { examples: true }))
			for (const phrase of MECHANICS)
				if (phrase.test(text)) {
					findings.push({
						rule: 'effects, not mechanics',
						where,
						text: `${phrase.exec(text)?.[0]}: ${text}`,
					});
					break;
				}
	});
	return findings;
}

/**
 * The fields of a collection ("Add Field") and the groups of a fixed collection in alphabetical
 * order of their labels, as n8n's linter asks and its own nodes show them (`localeCompare`, not
 * the package's own comparator).
 */
export function checkSortedCollections(node: DescribedNode): Finding[] {
	const findings: Finding[] = [];
	eachProperty(node, (property, where) => {
		if (property.type !== 'collection' && property.type !== 'fixedCollection') return;
		const labels = (property.options ?? [])
			.filter((entry) => (property.type === 'collection' ? isProperty(entry) : isGroup(entry)))
			.map((entry) => (entry as { displayName: string }).displayName);
		const sorted = [...labels].sort((a, b) => a.localeCompare(b, 'en'));
		if (labels.join('\n') !== sorted.join('\n'))
			findings.push({
				rule: 'collections sorted by label',
				where,
				text: `${labels.join(', ')} (sorted: ${sorted.join(', ')})`,
			});
	});
	return findings;
}

/**
 * Words with a capital inside that texts may write: names the product's UI and its query
 * languages write so, and units. Any other (`InternalError`, `ServiceName`) is an API spelling:
 * a state, a column or a field as the API writes it.
 */
export const INNER_CAPITAL_WORDS = new Set(['GiB', 'KiB', 'MiB', 'PromQL', 'MergeTree', 'OpenAPI']);

/**
 * No API words in PascalCase in texts: a word that starts in capitals and has a capital after a
 * lower-case letter. Placeholders (examples of what to type, such as a column name) and JSON
 * examples are not read; a field of a JSON body starts in lower case and is not such a word.
 */
export function checkPascalCaseWords(node: DescribedNode): Finding[] {
	const findings: Finding[] = [];
	eachProperty(node, (property, where) => {
		for (const text of allTextsOf(property, { examples: false }))
			for (const word of withoutJson(text).match(/\b[A-Z][A-Za-z0-9]*[a-z][A-Z][A-Za-z0-9]*\b/g) ??
				[])
				if (!INNER_CAPITAL_WORDS.has(word))
					findings.push({ rule: 'no API words in texts', where, text: `${word}: ${text}` });
	});
	return findings;
}

/** The option values of the node's dropdowns whose label reads differently (`cdc`: "CDC"). */
function relabelledValues(node: DescribedNode): Set<string> {
	const values = new Set<string>();
	eachProperty(node, (property) => {
		for (const option of dropdownEntries(property))
			if (typeof option.value === 'string' && option.value !== option.name)
				values.add(option.value);
	});
	return values;
}

/**
 * Values as the user reads them, not as the API spells them: no durations in API units
 * (`30s`: "30 seconds"), no dropdown value in parentheses as the API takes it (`(cdc)`), no
 * query syntax (`tag:Name=value`), no number of more than four digits without thousands
 * separators (`9007199254740991`, `3600000`). JSON examples and placeholders are not read.
 */
export function checkApiSpellings(node: DescribedNode): Finding[] {
	const findings: Finding[] = [];
	const values = relabelledValues(node);
	const spellings: Array<(text: string) => string[]> = [
		(text) => text.match(/\b\d+(?:ms|s|m|h|d)\b/g) ?? [],
		(text) =>
			[...text.matchAll(/\(([a-z][a-z0-9_-]*)\)/g)]
				.filter((match) => values.has(match[1]))
				.map((match) => match[0]),
		(text) => text.match(/\b[\w.-]+[:=][\w.-]+=[\w.-]*|\b\w+=\w+/g) ?? [],
		(text) => text.match(/(?<![\d,.])\d{5,}(?![\d,])/g) ?? [],
	];
	eachProperty(node, (property, where) => {
		for (const text of allTextsOf(property, { examples: false })) {
			const rest = withoutJson(text);
			for (const spelling of spellings)
				for (const found of spelling(rest))
					findings.push({ rule: 'no API spellings in texts', where, text: `${found}: ${text}` });
		}
	});
	return findings;
}

/**
 * One term for one thing, in n8n's spelling (UX guidelines, "Consistent naming"): n8n writes
 * "email" in labels and texts (Gmail, Send Email), never "e-mail", and US English.
 */
export const TERMS: Array<{ wrong: RegExp; write: string }> = [
	{ wrong: /\be-mail/i, write: 'email' },
	// n8n writes US English.
	{ wrong: /\bfavour/i, write: 'favor' },
];

/** Labels and texts use the one spelling of a term (TERMS). */
export function checkTerms(node: DescribedNode): Finding[] {
	const findings: Finding[] = [];
	eachProperty(node, (property, where) => {
		for (const text of [...labelsOf(property), ...allTextsOf(property, { examples: true })])
			for (const term of TERMS)
				if (term.wrong.test(text))
					findings.push({
						rule: 'one spelling of a term',
						where,
						text: `${term.wrong.exec(text)?.[0]} (write "${term.write}"): ${text}`,
					});
	});
	return findings;
}

/** The mode labels of a record picker, as Airtable's and Google Calendar's pickers write them. */
export const LOCATOR_MODE_LABELS: Record<string, string> = {
	list: 'From List',
	url: 'By URL',
	id: 'ID',
};

/** Every record picker labels its modes alike (LOCATOR_MODE_LABELS). */
export function checkLocatorModes(node: DescribedNode): Finding[] {
	const findings: Finding[] = [];
	eachProperty(node, (property, where) => {
		for (const mode of property.modes ?? []) {
			const label = LOCATOR_MODE_LABELS[mode.name];
			if (label !== undefined && mode.displayName !== label)
				findings.push({
					rule: 'picker modes labelled alike',
					where,
					text: `${mode.displayName} (write "${label}")`,
				});
		}
	});
	return findings;
}

/** The resources a top-level property is shown for (`*`: every one). */
function resourcesOf(property: DescribedProperty): string[] {
	const show = (property.displayOptions as { show?: Record<string, unknown[]> } | undefined)?.show;
	return (show?.resource as string[] | undefined) ?? ['*'];
}

/**
 * A field the form fills and the output offers (Selected Fields of an AI tool's Output) carries
 * one label in both: "Watched Item" in the form is not "Source" in the output. The output of an
 * ID picker says "ID" (`dashboardId`: "Dashboard ID" for the form's "Dashboard"), and a form label
 * may add a note in parentheses ("Roles (Deprecated)").
 */
export function checkSelectedFieldLabels(node: DescribedNode): Finding[] {
	const formLabels = new Map<string, Map<string, Set<string>>>();
	const selected: Array<{ resource: string; value: string; label: string; where: string }> = [];
	for (const top of node.properties)
		for (const resource of resourcesOf(top)) {
			const labels = formLabels.get(resource) ?? new Map<string, Set<string>>();
			formLabels.set(resource, labels);
			eachProperty({ ...node, properties: [top] }, (property, where) => {
				if (property.name === 'fields' && property.type === 'multiOptions') {
					for (const option of dropdownEntries(property))
						selected.push({ resource, value: String(option.value), label: option.name, where });
					return;
				}
				labels.set(
					property.name,
					(labels.get(property.name) ?? new Set()).add(property.displayName),
				);
			});
		}
	const findings: Finding[] = [];
	for (const { resource, value, label, where } of selected) {
		const form = [...(formLabels.get(resource)?.get(value) ?? [])];
		if (form.length === 0 || /Ids?$/.test(value)) continue;
		if (form.some((formLabel) => formLabel === label || formLabel.startsWith(`${label} (`)))
			continue;
		findings.push({
			rule: 'one label for a field in the form and the output',
			where,
			text: `${label} (the form says "${form.join('", "')}")`,
		});
	}
	return [
		...new Map(findings.map((finding) => [`${finding.where}|${finding.text}`, finding])).values(),
	];
}

/** Every mechanical check, by name. */
/**
 * What a request needs is never hidden in an "Add Field" collection (n8n's UI design: required
 * fields at the top, optional ones under "Additional Fields"): no field of a collection is
 * marked required or says in its tooltip that it is.
 */
export function checkRequiredInCollections(node: DescribedNode): Finding[] {
	const findings: Finding[] = [];
	eachProperty(node, (property, where) => {
		if (property.type !== 'collection') return;
		for (const option of (property.options ?? []) as DescribedProperty[]) {
			const text = option.description ?? '';
			const says = /\brequired\b/i.test(text) && !/\bnot required\b/i.test(text);
			if (option.required === true || says)
				findings.push({
					rule: 'requiredInCollections',
					where: `${where} > ${option.displayName}`,
					text: option.description ?? '(required: true)',
				});
		}
	});
	return findings;
}

/** Labels naming a point in time (… Time, … Timestamp, … At, Schedule Start, a range's From and To). */
const POINT_IN_TIME = /(\b(Time|Timestamp|Date)$|\bAt$|^Schedule Start$|^(From|To)$)/;
/** Labels naming an expression or a length of time, not a point in time. */
const NOT_A_POINT = /\bExpression\b|\bTimeout\b|\bWait\b/;

/** Points in time are date-and-time fields, as n8n types them (Google Calendar's Start and End). */
export function checkPointsInTime(node: DescribedNode): Finding[] {
	const findings: Finding[] = [];
	eachProperty(node, (property, where) => {
		if (!POINT_IN_TIME.test(property.displayName) || NOT_A_POINT.test(property.displayName)) return;
		if (property.type !== 'dateTime')
			findings.push({ rule: 'pointsInTime', where, text: `${property.type} field` });
	});
	return findings;
}

export const UX_CHECKS = {
	optionLabels: checkOptionLabels,
	placeholders: checkPlaceholders,
	quotedNames: checkQuotedNames,
	booleans: checkBooleans,
	limits: checkLimits,
	tooltips: checkTooltips,
	tooltipPeriods: checkTooltipPeriods,
	actions: checkActions,
	subtitle: checkSubtitle,
	triggerOn: checkTriggerOn,
	bareNames: checkBareNames,
	repositoryPaths: checkRepositoryPaths,
	httpDetails: checkHttpDetails,
	rawValues: checkRawValues,
	labels: checkLabels,
	oneMeaning: checkOneMeaning,
	locators: (node: DescribedNode) => checkLocators(node, IDS_WITHOUT_LIST),
	repeatedLabels: checkRepeatedLabels,
	acronymLabels: checkAcronymLabels,
	acronymTexts: checkAcronymTexts,
	mechanics: checkMechanics,
	sortedCollections: checkSortedCollections,
	pascalCaseWords: checkPascalCaseWords,
	apiSpellings: checkApiSpellings,
	terms: checkTerms,
	locatorModes: checkLocatorModes,
	selectedFieldLabels: checkSelectedFieldLabels,
	requiredInCollections: checkRequiredInCollections,
	pointsInTime: checkPointsInTime,
} as const;

/** The findings of every check over a node. */
export function uxFindings(node: DescribedNode): Finding[] {
	return Object.values(UX_CHECKS).flatMap((check) => check(node));
}
