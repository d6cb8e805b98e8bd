/**
 * The mechanical rules of n8n's UX guidelines for community nodes (docs/ux-guidelines.md), as
 * checks over a built node description: every property of every version, walked with its
 * collections' and fixed collections' fields and its resource locator's modes. Each check is
 * a pure function of the description and returns its findings (empty: the rule holds), so a
 * test can plant a violation and see the check report it.
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
	'API',
	'AND',
	'ARN',
	'BYOC',
	'CDC',
	'CPU',
	'CSV',
	'DNS',
	'GB',
	'HTTP',
	'ID',
	'IDS',
	'IAM',
	'IP',
	'JSON',
	'LZMA',
	'MB',
	'OK',
	'OR',
	'SCRAM',
	'SHA',
	'SQL',
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

type Visit = (property: DescribedProperty, where: string) => void;

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

/** Calls `visit` on every property of the node, nested ones too, with its path. */
export function eachProperty(node: DescribedNode, visit: Visit): void {
	const walk = (properties: DescribedProperty[], at: string) => {
		for (const property of properties) {
			const where = `${at} > ${property.displayName} (${property.name})`;
			visit(property, where);
			for (const entry of property.options ?? []) {
				if (isGroup(entry)) walk(entry.values, `${where} > ${entry.displayName}`);
				else if (isProperty(entry)) walk([entry], where);
			}
		}
	};
	walk(node.properties, node.name);
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
function withoutJson(text: string): string {
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

/** Every mechanical check, by name. */
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
} as const;

/** The findings of every check over a node. */
export function uxFindings(node: DescribedNode): Finding[] {
	return Object.values(UX_CHECKS).flatMap((check) => check(node));
}
