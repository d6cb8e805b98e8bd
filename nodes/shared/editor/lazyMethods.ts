import type {
	ILoadOptionsFunctions,
	INodeListSearchResult,
	INodePropertyOptions,
} from 'n8n-workflow';
import { RECORD_KINDS, recordsOf, type RecordKindName } from '../api/kindTable';

/**
 * A method of a module that is read when the method is first called (`load`: an `import()`
 * of the module); it behaves as the module's own method. n8n loads a node for its
 * description; what only runs later (an execution, a poll, a picker's request) is loaded
 * this way, so loading the node reads none of it (docs/benchmark.md, "Cold load").
 */
export function loadOnCall<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
	const method = async function (this: unknown, ...args: unknown[]) {
		const target = (await load())[name] as unknown as (...args: unknown[]) => Promise<unknown>;
		return await target.apply(this, args);
	};
	return method as unknown as M[K];
}

type ListSearchMethod = (
	this: ILoadOptionsFunctions,
	filter?: string,
) => Promise<INodeListSearchResult>;

type LoadOptionsMethod = (this: ILoadOptionsFunctions) => Promise<INodePropertyOptions[]>;

/**
 * The pickers' methods below are as the nodes declare them. n8n calls them only when the
 * editor opens a picker, so each reads the picker code (`listSearch.ts`, which sends requests
 * through the transport) when first called.
 */
const pickers = async () => await import('./listSearch');

/** The list search of each kind, under the method name its picker names (record-kind table: `locator.search`). */
export function listSearchMethods(
	kinds: readonly RecordKindName[] = RECORD_KINDS,
): Record<string, ListSearchMethod> {
	return Object.fromEntries(
		kinds.map((kind) => {
			const method: ListSearchMethod = async function (filter) {
				const { searchKind } = await pickers();
				return await searchKind.call(this, kind, filter);
			};
			return [recordsOf(kind).locator.search, method];
		}),
	);
}

/** The pickers of the cloud scope every node shows. */
export const { searchOrganizations, searchServices } = listSearchMethods([
	'organization',
	'service',
]);

/** The records of a kind as the options of a dropdown or multi-select, "Name (state)", sorted by label. */
export function loadKindMethod(kind: RecordKindName): LoadOptionsMethod {
	return async function () {
		const { loadKind } = await pickers();
		return await loadKind.call(this, kind);
	};
}
