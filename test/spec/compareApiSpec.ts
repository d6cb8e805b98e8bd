import type { EnumSpec, KeysSpec, RangeSpec, SpecDocument } from '../../nodes/shared/api/apiSpec';

export type Documents = Record<SpecDocument, unknown>;

export interface ApiSpecEntries {
	enums: Record<string, EnumSpec>;
	ranges: Record<string, RangeSpec>;
	keySets: Record<string, KeysSpec>;
}

/** The node a JSON pointer names (RFC 6901), or undefined. */
export function resolvePointer(document: unknown, pointer: string): unknown {
	let node = document;
	for (const raw of pointer.split('/').slice(1)) {
		const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
		if (node === null || typeof node !== 'object') return undefined;
		node = (node as Record<string, unknown>)[key];
	}
	return node;
}

const sorted = (values: readonly unknown[]) => [...values].map(String).sort();
const list = (values: readonly unknown[]) =>
	values.map((value) => JSON.stringify(value)).join(', ');

/**
 * Every difference between the entries and the documents, one line each: a pointer that names
 * nothing, enum values only one side has, a bound that moved, keys added or gone.
 */
export function compareApiSpec(documents: Documents, spec: ApiSpecEntries): string[] {
	const differences: string[] = [];
	const at = (name: string, entry: { document: SpecDocument; pointer: string }) =>
		`${name} (${entry.document}.json#${entry.pointer})`;
	for (const [name, entry] of Object.entries(spec.enums)) {
		const node = resolvePointer(documents[entry.document], entry.pointer) as
			| { enum?: unknown[] }
			| undefined;
		// A discriminator's mapping (`.../discriminator/mapping`) lists its values as its keys.
		const values =
			entry.pointer.endsWith('/discriminator/mapping') && node && typeof node === 'object'
				? Object.keys(node)
				: node?.enum;
		if (!Array.isArray(values)) {
			differences.push(`${at(name, entry)}: the document has no enum there`);
			continue;
		}
		const documented = sorted(values);
		const ours = sorted(entry.values);
		const added = documented.filter((value) => !ours.includes(value));
		const gone = ours.filter((value) => !documented.includes(value));
		if (added.length) differences.push(`${at(name, entry)}: the document adds ${list(added)}`);
		if (gone.length)
			differences.push(`${at(name, entry)}: the document no longer lists ${list(gone)}`);
	}
	for (const [name, entry] of Object.entries(spec.ranges)) {
		const node = resolvePointer(documents[entry.document], entry.pointer) as
			| { minimum?: number; maximum?: number }
			| undefined;
		if (!node || typeof node !== 'object') {
			differences.push(`${at(name, entry)}: the document has nothing there`);
			continue;
		}
		if (node.minimum !== entry.min)
			differences.push(
				`${at(name, entry)}: minimum ${String(node.minimum)} in the document, ${entry.min} here`,
			);
		if (node.maximum !== entry.max)
			differences.push(
				`${at(name, entry)}: maximum ${String(node.maximum)} in the document, ${entry.max} here`,
			);
	}
	for (const [name, entry] of Object.entries(spec.keySets)) {
		const node = resolvePointer(documents[entry.document], entry.pointer) as
			| { properties?: Record<string, unknown> }
			| undefined;
		if (!node || !node.properties) {
			differences.push(`${at(name, entry)}: the document has no object schema there`);
			continue;
		}
		const documented = Object.keys(node.properties);
		const added = documented.filter((key) => !entry.keys.includes(key));
		const gone = entry.keys.filter((key) => !documented.includes(key));
		if (added.length)
			differences.push(`${at(name, entry)}: the document adds the fields ${list(added)}`);
		if (gone.length)
			differences.push(`${at(name, entry)}: the document no longer has the fields ${list(gone)}`);
	}
	return differences;
}
