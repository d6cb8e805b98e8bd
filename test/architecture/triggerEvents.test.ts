/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import * as fs from 'fs';
import * as path from 'path';
import { TRIGGER_EVENTS } from '../../nodes/ObservabilityPipesTrigger/watches/watchTable';

/**
 * The wall around the trigger's event table (docs/architecture.md, "The trigger's events"):
 * an event's value is written as a string literal in the table only. The dropdowns, the
 * pickers, the parameter check and the poll data derive from the table; the fetches and the
 * kinds of change it names serve any event and take the value from it, so they name none.
 */

const ROOT = path.resolve(__dirname, '../..');
const TABLE = 'nodes/ObservabilityPipesTrigger/watches/watchTable.ts';

interface Source {
	/** Repository-relative path with forward slashes. */
	file: string;
	text: string;
}

/**
 * The contents of the string literals of a source text ('...', "...", `...`), comments
 * skipped (an apostrophe in a comment opens no string). Regular expression literals are not
 * told apart: none in nodes/ holds a quote.
 */
export function stringLiterals(text: string): string[] {
	const token =
		/\/\/[^\n]*|\/\*[\s\S]*?\*\/|'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\[\s\S])*)`/g;
	const found: string[] = [];
	for (const match of text.matchAll(token)) {
		const literal = match[1] ?? match[2] ?? match[3];
		if (literal !== undefined) found.push(literal);
	}
	return found;
}

/** Every string literal outside the table that holds an event's value (as a whole word), as `file: "value" in 'literal'`. */
export function eventNamesOutsideTable(sources: Source[], values: readonly string[]): string[] {
	const found: string[] = [];
	for (const { file, text } of sources) {
		if (file === TABLE) continue;
		for (const literal of stringLiterals(text)) {
			for (const value of values) {
				if (new RegExp(`(^|[^\\w$])${value}($|[^\\w$])`).test(literal))
					found.push(`${file}: "${value}" in '${literal}'`);
			}
		}
	}
	return found;
}

function sourcesUnder(folder: string): Source[] {
	const sources: Source[] = [];
	const walk = (directory: string) => {
		for (const entry of fs.readdirSync(path.join(ROOT, directory), { withFileTypes: true })) {
			const relative = `${directory}/${entry.name}`;
			if (entry.isDirectory()) walk(relative);
			else if (/\.(ts|js|json)$/.test(entry.name))
				sources.push({ file: relative, text: fs.readFileSync(path.join(ROOT, relative), 'utf8') });
		}
	};
	walk(folder);
	return sources;
}

const VALUES = TRIGGER_EVENTS.map((event) => event.value);

describe('architecture: an event is named in the event table only', () => {
	const sources = [...sourcesUnder('nodes'), ...sourcesUnder('credentials')];
	const sourceOf = (file: string) => sources.find((source) => source.file === file)!;

	it('reads every node and credential file, and finds each value written in the table', () => {
		expect(sources.length).toBeGreaterThan(50);
		expect(VALUES).toEqual([
			'alertStateChanged',
			'pipeStateChanged',
			'pipeSettingsChanged',
			'serviceStateChanged',
			'activityLogged',
		]);
		const literals = stringLiterals(sourceOf(TABLE).text);
		for (const value of VALUES) expect(literals).toContain(value);
	});

	it('finds no event value in a string literal outside the table', () => {
		expect(eventNamesOutsideTable(sources, VALUES)).toEqual([]);
	});

	it('fails on an event value planted in a copy of the files that used to name them', () => {
		const planted = (file: string, line: string) =>
			eventNamesOutsideTable([{ file, text: `${sourceOf(file).text}\n${line}\n` }], VALUES);
		expect(
			planted(
				'nodes/ObservabilityPipesTrigger/properties.ts',
				"const shown = { show: { event: ['pipeStateChanged'] } };",
			),
		).toEqual([
			`nodes/ObservabilityPipesTrigger/properties.ts: "pipeStateChanged" in 'pipeStateChanged'`,
		]);
		expect(
			planted(
				'nodes/ObservabilityPipesTrigger/fetching/fetchRecords.ts',
				'export const isSettings = (event: string) => event === "pipeSettingsChanged";',
			),
		).toHaveLength(1);
		expect(
			planted(
				'nodes/ObservabilityPipesTrigger/diffs/stateChanges.ts',
				'const label = `event ${1}: alertStateChanged`;',
			),
		).toHaveLength(1);
		expect(
			planted(
				'nodes/ObservabilityPipesTrigger/ObservabilityPipesTrigger.node.ts',
				`const subtitle = '={{ {"alertStateChanged": "Alert state changed"}[$parameter["event"]] }}';`,
			),
		).toHaveLength(1);
		// Elsewhere in nodes/ too, and in the table itself it is allowed.
		expect(
			eventNamesOutsideTable(
				[{ file: 'nodes/shared/x.ts', text: "const e = 'alertStateChanged';" }],
				VALUES,
			),
		).toHaveLength(1);
		expect(
			eventNamesOutsideTable(
				[{ file: TABLE, text: `${sourceOf(TABLE).text}\nconst e = 'alertStateChanged';` }],
				VALUES,
			),
		).toEqual([]);
	});

	it('reads literals, not comments or longer names', () => {
		expect(
			stringLiterals(
				"const a = 'x'; // it's 'y'\n/* don't 'z' */ const b = \"w\"; const c = `v ${a}`;",
			),
		).toEqual(['x', 'w', 'v ${a}']);
		const text =
			"// the alertStateChanged event\nconst a = 'alertStateChangedLater'; const b = 'myalertStateChanged';";
		expect(eventNamesOutsideTable([{ file: 'nodes/x.ts', text }], VALUES)).toEqual([]);
	});
});
