/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import * as fs from 'fs';
import * as path from 'path';
import { KINDS, type KindName } from '../../nodes/shared/api/kindTable';

/**
 * The wall around the record-kind table (docs/architecture.md, "Record kinds"): a resource's
 * name, as a string literal in a place that names a kind, appears outside its own folder
 * (`nodes/ObservabilityPipes/actions/<kind>/`) only in the table and in the exceptions below,
 * each a record that refers to another kind. A new resource is then its folder plus one
 * entry in the table, and no list elsewhere must learn its name.
 *
 * "A place that names a kind": an argument of a function that takes a kind (one whose
 * parameter is typed `KindName` or `RecordKindName`: the list below
 * is checked against the code; an array there counts too), an entry of a `resource: [...]` display rule, or an option's
 * `value:`. The same word as a field name (`source`, `service`), a channel type (`webhook`)
 * or a parameter name (`event`) is not a kind and is not checked.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const TABLE = 'nodes/shared/api/kindTable.ts';
const KIND_NAMES = new Set<string>(Object.keys(KINDS));

/** The functions of nodes/ that take a kind (kept equal to the code by a test below). */
export const KIND_FUNCTIONS = [
	'createPath',
	'deleteRecord',
	'fieldOptions',
	'getManyRecords',
	'getParameters',
	'getRecord',
	'idPlaceholder',
	'isRecordKind',
	'itemCreate',
	'itemList',
	'itemPlace',
	'itemRecord',
	'itemRecordPath',
	'kindIdForms',
	'kindLocator',
	'kindLocatorList',
	'kindUrl',
	'listPath',
	'listRecords',
	'listSearchMethods',
	'loadKind',
	'loadKindMethod',
	'operationAction',
	'operationDescription',
	'operationOptions',
	'pagingOf',
	'parentOf',
	'parentPath',
	'pickerPlace',
	'recordId',
	'recordIdList',
	'recordPath',
	'recordsOf',
	'resourceDescription',
	'searchKind',
	'updateParameters',
	'withFieldOptions',
];

interface Exception {
	/** Repository-relative file. */
	file: string;
	/** The kinds it may name. */
	kinds: KindName[];
	why: string;
}

/** Every place outside a kind's folder (and the table) that names it, and why. */
export const EXCEPTIONS: Exception[] = [
	{
		file: 'nodes/shared/api/paths.ts',
		kinds: ['pipe', 'dashboard'],
		why: "the pipe paths of the triggers and of read-then-replace, the self-hosted server's dashboard check",
	},
	{
		file: 'nodes/ObservabilityPipes/actions/framework/itemReader.ts',
		kinds: ['organization', 'service'],
		why: 'the cloud scope of an item: its organization and service are the parents of other kinds',
	},
	{
		file: 'nodes/shared/input/scope.ts',
		kinds: ['organization', 'service'],
		why: 'the cloud scope: the chosen organization and service are the parents of other kinds',
	},
	{
		file: 'nodes/shared/editor/properties.ts',
		kinds: ['organization', 'service'],
		why: 'the pickers of the cloud scope every node shows',
	},
	{
		file: 'nodes/shared/editor/lazyMethods.ts',
		kinds: ['organization', 'service'],
		why: 'the list searches of the cloud scope pickers every node shows',
	},
	{
		file: 'nodes/ObservabilityPipes/actions/source/sourceParameters.ts',
		kinds: ['connection'],
		why: 'a source reads through a connection, chosen with its picker',
	},
	{
		file: 'nodes/ObservabilityPipes/actions/framework/resourceDescription.ts',
		kinds: ['source'],
		why: 'the source picker three resources show (source, saved search, event)',
	},
	{
		file: 'nodes/ObservabilityPipes/actions/alert/alertBody.ts',
		kinds: ['dashboard', 'savedSearch', 'webhook'],
		why: 'an alert watches a dashboard tile or a saved search and notifies webhooks',
	},
	{
		file: 'nodes/ObservabilityPipes/actions/alert/alertParameters.ts',
		kinds: ['dashboard', 'savedSearch', 'webhook'],
		why: "the pickers of an alert's dashboard, saved search and webhooks",
	},
	{
		file: 'nodes/ObservabilityPipes/actions/pipe/pipeParameters.ts',
		kinds: ['reversePrivateEndpoint'],
		why: "the pickers of a message broker pipe's reverse private endpoints",
	},
	{
		file: 'nodes/ObservabilityPipes/actions/pipe/pipeBody.ts',
		kinds: ['reversePrivateEndpoint'],
		why: 'a message broker pipe reaches its brokers through reverse private endpoints',
	},
	{
		file: 'nodes/ObservabilityPipes/actions/dashboard/dashboardBody.ts',
		kinds: ['source'],
		why: "a tile's series read a source",
	},
	{
		file: 'nodes/ObservabilityPipes/actions/chart/chartBody.ts',
		kinds: ['source'],
		why: 'a chart series reads a source',
	},
	{
		file: 'nodes/ObservabilityPipes/methods/loadOptions.ts',
		kinds: ['alert', 'dashboard', 'source'],
		why: "the tiles of an alert's dashboard (read from the alert on update) and the sources of a chart series",
	},
	{
		file: 'nodes/ObservabilityPipesTrigger/fetching/fetchRecords.ts',
		kinds: ['alert', 'pipe', 'service'],
		why: 'the polling trigger watches alerts and pipes',
	},
	{
		file: 'nodes/ObservabilityPipesTrigger/ObservabilityPipesTrigger.node.ts',
		kinds: ['alert', 'pipe', 'service'],
		why: 'the polling trigger lists the alerts and pipes it can watch',
	},
	{
		file: 'nodes/ObservabilityPipesWebhookTrigger/config.ts',
		kinds: ['alert'],
		why: 'the webhook trigger registers on the alerts chosen',
	},
	{
		file: 'nodes/ObservabilityPipesWebhookTrigger/ObservabilityPipesWebhookTrigger.node.ts',
		kinds: ['alert'],
		why: 'the webhook trigger lists the alerts it can register on',
	},
	{
		file: 'nodes/ObservabilityPipesWebhookTrigger/registration.ts',
		kinds: ['alert', 'webhook'],
		why: "the webhook trigger creates a webhook and adds it to each alert's channels",
	},
];

interface Literal {
	value: string;
	/** Offset of the opening quote. */
	at: number;
}

/**
 * The string literals of a source and the code with strings and comments blanked (offsets
 * kept). The code inside a template's `${...}` stays code; a template with one is no literal.
 */
export function scan(source: string): { literals: Literal[]; code: string } {
	const literals: Literal[] = [];
	const code = source.split('');
	const blank = (from: number, to: number) => {
		for (let at = from; at < to; at++) if (code[at] !== '\n') code[at] = ' ';
	};
	/** Open templates and, inside their `${`, the braces opened since. */
	const stack: Array<
		{ template: true; start: number; plain: boolean } | { template: false; depth: number }
	> = [];
	let index = 0;
	while (index < source.length) {
		const char = source[index];
		const top = stack[stack.length - 1];
		if (top?.template) {
			if (char === '\\') {
				blank(index, index + 2);
				index += 2;
			} else if (char === '`') {
				stack.pop();
				if (top.plain) literals.push({ value: source.slice(top.start + 1, index), at: top.start });
				blank(index, index + 1);
				index += 1;
			} else if (char === '$' && source[index + 1] === '{') {
				top.plain = false;
				stack.push({ template: false, depth: 0 });
				blank(index, index + 2);
				index += 2;
			} else {
				blank(index, index + 1);
				index += 1;
			}
		} else if (char === '/' && source[index + 1] === '/') {
			const end = source.indexOf('\n', index);
			const stop = end === -1 ? source.length : end;
			blank(index, stop);
			index = stop;
		} else if (char === '/' && source[index + 1] === '*') {
			const end = source.indexOf('*/', index + 2);
			const stop = end === -1 ? source.length : end + 2;
			blank(index, stop);
			index = stop;
		} else if (char === "'" || char === '"') {
			let end = index + 1;
			while (end < source.length && source[end] !== char) end += source[end] === '\\' ? 2 : 1;
			literals.push({ value: source.slice(index + 1, end), at: index });
			blank(index, end + 1);
			index = end + 1;
		} else if (char === '`') {
			stack.push({ template: true, start: index, plain: true });
			blank(index, index + 1);
			index += 1;
		} else {
			if (top && !top.template && char === '{') top.depth += 1;
			if (top && !top.template && char === '}') {
				if (top.depth === 0) {
					stack.pop();
					blank(index, index + 1);
				} else top.depth -= 1;
			}
			index += 1;
		}
	}
	return { literals, code: code.join('') };
}

/** Whether the literal at `at` stands where a kind is named (see the comment at the top). */
export function namesAKind(code: string, at: number): boolean {
	if (/\bvalue\s*:\s*$/.test(code.slice(Math.max(0, at - 40), at))) return true;
	let depth = 0;
	for (let index = at - 1; index >= 0; index--) {
		const char = code[index];
		if (char === ')' || char === ']' || char === '}') depth++;
		else if (char === '(' || char === '[' || char === '{') {
			if (depth > 0) {
				depth--;
				continue;
			}
			const before = code.slice(Math.max(0, index - 80), index);
			// An array is the kind's place in a `resource: [...]` rule, else it stands in the enclosing call.
			if (char === '[') {
				if (/\bresource\s*:\s*$/.test(before)) return true;
				continue;
			}
			if (char === '(') {
				const callee = /([A-Za-z_$][\w$]*)(?:\s*\.\s*(?:call|apply))?\s*$/.exec(before)?.[1];
				return callee !== undefined && KIND_FUNCTIONS.includes(callee);
			}
			return false;
		}
	}
	return false;
}

/** The folder of a kind's resource, or undefined for files outside the resource folders. */
const ownerOf = (file: string) => /^nodes\/ObservabilityPipes\/actions\/([^/]+)\//.exec(file)?.[1];

/** Every place a file names a kind it may not, as `file: 'kind'`. */
export function kindViolations(
	file: string,
	source: string,
	exceptions: Exception[] = EXCEPTIONS,
): string[] {
	if (file === TABLE) return [];
	const allowed = new Set<string>(
		exceptions.filter((entry) => entry.file === file).flatMap((entry) => entry.kinds),
	);
	const { literals, code } = scan(source);
	const found: string[] = [];
	for (const { value, at } of literals) {
		if (!KIND_NAMES.has(value) || value === ownerOf(file) || allowed.has(value)) continue;
		if (namesAKind(code, at)) found.push(`${file}: '${value}'`);
	}
	return found;
}

function nodeFiles(): Array<{ file: string; source: string }> {
	const files: Array<{ file: string; source: string }> = [];
	const walk = (directory: string) => {
		for (const entry of fs.readdirSync(path.join(ROOT, directory), { withFileTypes: true })) {
			const relative = `${directory}/${entry.name}`;
			if (entry.isDirectory()) walk(relative);
			else if (entry.name.endsWith('.ts'))
				files.push({ file: relative, source: fs.readFileSync(path.join(ROOT, relative), 'utf8') });
		}
	};
	walk('nodes');
	return files;
}

describe('architecture: a resource is named outside its folder only in the record-kind table', () => {
	const files = nodeFiles();

	it('reads every node file', () => {
		expect(files.length).toBeGreaterThan(100);
		expect(files.some((entry) => entry.file === TABLE)).toBe(true);
	});

	it('finds no kind named outside its folder but in the table and the listed exceptions', () => {
		expect(files.flatMap(({ file, source }) => kindViolations(file, source))).toEqual([]);
	});

	it('lists only exceptions that are still needed (each names its kinds somewhere)', () => {
		for (const exception of EXCEPTIONS) {
			const source = files.find((entry) => entry.file === exception.file)?.source;
			expect({ file: exception.file, exists: source !== undefined }).toEqual({
				file: exception.file,
				exists: true,
			});
			const named = kindViolations(exception.file, source as string, []);
			for (const kind of exception.kinds) expect(named).toContain(`${exception.file}: '${kind}'`);
		}
	});

	it('knows every function of nodes/ that takes a kind', () => {
		// A function, or a class's method (`async listRecords(path: string, kind: RecordKindName…`).
		const takesKind =
			/(?:function\s+|^\s+(?:(?:private|public|static|async)\s+)*)([A-Za-z_$][\w$]*)\s*(?:<[^>]*>)?\(([^)]*)\)/gm;
		const found = new Set<string>();
		for (const { source } of files) {
			for (const match of source.matchAll(takesKind)) {
				if (/:\s*(?:readonly\s+)?(?:KindName|RecordKindName)\b/.test(match[2])) found.add(match[1]);
			}
		}
		expect([...found].sort()).toEqual([...KIND_FUNCTIONS].sort());
	});
});

describe('the record-kind wall catches what it forbids', () => {
	const alertGet =
		"return await getRecord.call(this, 'alert', context, { simplify: simplifyAlert });";

	it('refuses a kind named in another resource folder, a trigger, shared code or a dropdown', () => {
		expect(
			kindViolations('nodes/ObservabilityPipes/actions/pipe/get.operation.ts', alertGet),
		).toEqual(["nodes/ObservabilityPipes/actions/pipe/get.operation.ts: 'alert'"]);
		expect(
			kindViolations(
				'nodes/ObservabilityPipesTrigger/fetching/fetchRecords.ts',
				"await client.listRecords(listPath('webhook', where), 'webhook');",
			),
		).toHaveLength(2);
		expect(
			kindViolations(
				'nodes/shared/http/pagination.ts',
				"const paging = pagingOf('reversePrivateEndpoint', deployment);",
			),
		).toHaveLength(1);
		expect(
			kindViolations(
				'nodes/ObservabilityPipes/nodeProperties.ts',
				"options: [{ name: 'Pipe', value: 'pipe' }],",
			),
		).toHaveLength(1);
		expect(
			kindViolations(
				'nodes/ObservabilityPipes/nodeProperties.ts',
				"displayOptions: { show: { resource: [...SCOPED, 'apiKey'] } },",
			),
		).toHaveLength(1);
		expect(
			kindViolations('nodes/shared/api/x.ts', "return `/${recordsOf('pipe').segment}/${id}`;"),
		).toEqual(["nodes/shared/api/x.ts: 'pipe'"]);
		expect(
			kindViolations(
				'nodes/ObservabilityPipes/methods/x.ts',
				"const id = pickerInput.call(this, () => recordId('alertId', read('alertId'), 'alert', scope.deployment));",
			),
		).toHaveLength(1);
	});

	it('refuses a planted kind in a copy of a real file', () => {
		const file = 'nodes/ObservabilityPipes/methods/loadOptions.ts';
		const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
		expect(kindViolations(file, source)).toEqual([]);
		const planted = `${source}\nexport const planted = () => listPath('savedSearch', { deployment: 'selfHosted' });\n`;
		expect(kindViolations(file, planted)).toEqual([`${file}: 'savedSearch'`]);
	});

	it('allows a kind in its own folder, in the table, and the same word where it is no kind', () => {
		expect(
			kindViolations('nodes/ObservabilityPipes/actions/alert/get.operation.ts', alertGet),
		).toEqual([]);
		expect(kindViolations(TABLE, "pagingOf('alert', 'cloud')")).toEqual([]);
		const notKinds = [
			"const service = requiredString('service', body.service);",
			"return { type: 'webhook', webhookId };",
			"event: context.getNodeParameter('event', 'alertStateChanged'),",
			"// listPath('alert', where) in a comment",
			'const text = "listPath(\'alert\', where)";',
			"const line = `listPath('alert', where)`;",
		].join('\n');
		expect(kindViolations('nodes/ObservabilityPipesTrigger/config.ts', notKinds)).toEqual([]);
	});
});
