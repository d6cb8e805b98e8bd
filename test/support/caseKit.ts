import type { Emulator, LoggedRequest } from './env';
import { cloudParams, selfHostedParams } from './env';
import type { NotOneEndpoint } from '../contract/everyEndpoint';

/**
 * What an operation's case file (test/actions/<resource>.cases.ts) is made of, and the bad values
 * every resource shares. A batch varies ONE parameter of an otherwise valid call: the parameter
 * reads `={{ $json.value }}` and each input item carries one bad value, so a whole batch runs in
 * one workflow run (one error item per input item). `field` is what the error message must name.
 * test/support/cases.ts collects the case files.
 */

export type Json = Record<string, unknown>;
export type Deployment = 'cloud' | 'selfHosted';

export interface BadInput {
	/** Short description for failure messages. */
	label: string;
	/** The input item's JSON; `value` feeds the varied parameter (absent: resolves to nothing). */
	json: Json;
	/** The field the error message must name. */
	field: string;
	/**
	 * Sent: the value is the server's to judge (a text length, a form, a list size, a rule a
	 * newer server may change), and the server's 400 comes back as a NodeApiError. Nothing is
	 * written.
	 */
	server?: true;
}

export interface BadBatch {
	/** `resource:operation`. */
	op: string;
	deployment: Deployment;
	/** Which parameter the batch varies. */
	varies: string;
	params: Json;
	inputs: BadInput[];
	/**
	 * Set where the node legitimately reads before it can judge the input: the one GET per
	 * input it sends, and why. No write is ever sent.
	 */
	readsFirst?: string;
}

/**
 * Alert and dashboard updates are full replaces (PUT): the node reads the record, merges the
 * changes and validates the merged body. The changes themselves are checked before the read,
 * so every bad change of the corpus is refused without any request; rules that span stored
 * and given fields (a range type's thresholdMax against a stored threshold) are judged on
 * the merged body after the read, and never reach a write either.
 */

export const VALUE = '={{ $json.value }}';

export const MISSING = Symbol('missing');
export type Value = unknown;

/** An input item feeding `value` (or nothing, for MISSING). */
export const item = (label: string, value: Value, field: string): BadInput => ({
	label,
	json: value === MISSING ? {} : { value },
	field,
});

// ---------------------------------------------------------------------------------------------

/** Valid parameters of one operation-deployment cell. */
export interface Baseline {
	op: string;
	deployment: Deployment;
	params: Json;
	/** What the emulator needs before the valid call succeeds (after a reset), e.g. a stopped service. */
	setup?: (emulator: Emulator) => void;
	/**
	 * The success case: what the output items hold and what the server received (the requests
	 * of this run, from the emulator's log). Throws (jest's `expect`) where they are wrong.
	 */
	check?: (output: Json[], requests: LoggedRequest[]) => void;
}

/** A cell for the unknown-id checks: a well-formed id that does not exist. */
export interface UnknownIdCell {
	op: string;
	deployment: Deployment;
	params: Json;
	/** Emulator options for this cell (e.g. an older self-hosted server answering a text 404). */
	configure?: Json;
}

export const UNKNOWN_UUID = '0000ffff-0000-4000-8000-00000000ffff';
export const UNKNOWN_OBJECT_ID = 'ffffffffffffffffffffffff';

/** Adds a batch varying one parameter (`override`) of a baseline cell. */
export type AddBatch = (cell: Baseline, varies: string, override: Json, inputs: BadInput[]) => void;

/** One resource's cases: what test/actions/<resource>.cases.ts exports as `cases`. */
export interface ResourceCases {
	resource: string;
	/** The record locator's parameter: its bad and unknown ids are generated on every operation that takes one. */
	recordField?: string;
	/** Scoped by the organization only (no serviceId) on n8n Cloud. */
	organizationLevel?: true;
	/** A valid call of every operation on every deployment that offers it (run once to prove it). */
	baselines(): Baseline[];
	/** The operation's own bad inputs (body content, its particular fields), beside the generated ones. */
	bad?(cell: Baseline, add: AddBatch): void;
	/** Typed-field ("Using Fields Below") forms with one field fed by an expression. */
	typed?(): BadBatch[];
	/** Operations of `recordField` that take no unknown-id check (no 404 to carry). */
	noUnknownId?: string[];
	/**
	 * Its cells that are not one documented operation each, with the reason (a command of a
	 * shared endpoint, a read of another operation's endpoint): test/contract/everyEndpoint.test.ts.
	 */
	notOneEndpoint?: NotOneEndpoint[];
	/** Unknown-id cells beyond the generated ones. */
	unknownIds?(cells: Baseline[]): UnknownIdCell[];
}

/** What a baseline may add to its parameters: the emulator's state it needs, its success case. */
export type CellExtras = Pick<Baseline, 'setup' | 'check'>;

/**
 * Builds baseline cells: `both` gives a cell per deployment, `cloud` and `selfHosted` one (with
 * the emulator's state it needs and its success case, where it has them).
 */
export function baselineBuilder() {
	const cells: Baseline[] = [];
	const both = (resource: string, operation: string, cloud: Json, selfHosted: Json) => {
		cells.push({
			op: `${resource}:${operation}`,
			deployment: 'cloud',
			params: cloudParams(resource, operation, cloud),
		});
		cells.push({
			op: `${resource}:${operation}`,
			deployment: 'selfHosted',
			params: selfHostedParams(resource, operation, selfHosted),
		});
	};
	const cloud = (resource: string, operation: string, extra: Json = {}, more: CellExtras = {}) =>
		cells.push({
			op: `${resource}:${operation}`,
			deployment: 'cloud',
			params: cloudParams(resource, operation, extra),
			...more,
		});
	const selfHosted = (
		resource: string,
		operation: string,
		extra: Json = {},
		more: CellExtras = {},
	) =>
		cells.push({
			op: `${resource}:${operation}`,
			deployment: 'selfHosted',
			params: selfHostedParams(resource, operation, extra),
			...more,
		});
	return { cells, both, cloud, selfHosted };
}

// ---------------------------------------------------------------------------------------------
// Bad values every resource shares.

export const json = (body: Json) => ({ specifyBody: 'json', jsonBody: JSON.stringify(body) });

/** Malformed uuids (control-plane record ids); an expression resolving to nothing included. */
export const badUuids = (field: string): BadInput[] => [
	item('missing (expression resolves to undefined)', MISSING, field),
	item('empty text', '', field),
	item('blank text', '   ', field),
	item('null', null, field),
	item('plain word', 'not-a-uuid', field),
	item('24-hex object id (observability form)', '65f0c2a1b3d4e5f601234567', field),
	item('uuid without dashes', '6f1c2d3e4b5a4c6d8e7f0123456789ab', field),
	item('non-hex uuid', 'zzzzzzzz-0000-4000-8000-000000000000', field),
	item('path traversal', '../../organizations', field),
	item('uuid with a suffix', '00000001-0000-4000-8000-000000000001/x', field),
	item('number', 42, field),
	item('boolean', true, field),
	item('object', { id: 'x' }, field),
];

/** Malformed object ids (observability record ids). */
export const badObjectIds = (field: string): BadInput[] => [
	item('missing (expression resolves to undefined)', MISSING, field),
	item('empty text', '', field),
	item('blank text', '  ', field),
	item('short hex', 'abc123', field),
	item('uuid (control-plane form)', '00000004-0000-4000-8000-000000000001', field),
	item('23 hex digits', '0a000000000000000000000', field),
	item('25 hex digits', '0a00000000000000000000011', field),
	item('24 non-hex characters', 'zzzzzzzzzzzzzzzzzzzzzzzz', field),
	item('path traversal', '../dashboards', field),
	item('number', 12345, field),
	item('list', ['0a0000000000000000000001'], field),
];

/** Malformed scope ids (organizationId, serviceId): a smaller set on every scoped cloud operation. */
export const badScope = (field: string): BadInput[] => [
	item('missing (expression resolves to undefined)', MISSING, field),
	item('plain word', 'production', field),
	item('24-hex object id', '65f0c2a1b3d4e5f601234567', field),
	item('number', 7, field),
];

export const badLimits = (): BadInput[] => [
	item('zero', 0, 'limit'),
	item('negative', -3, 'limit'),
	item('word', 'ten', 'limit'),
	item('object', { n: 1 }, 'limit'),
	item('blank text', ' ', 'limit'),
];

export const badReturnAll = (): BadInput[] => [
	item('word', 'yes', 'returnAll'),
	item('number', 2, 'returnAll'),
];

/** Invalid `jsonBody` texts: not JSON, or JSON that is not an object. */
export const badJson = (): BadInput[] => [
	item('missing (expression resolves to undefined)', MISSING, 'jsonBody'),
	item('empty text', '', 'jsonBody'),
	item('unclosed object', '{"name": "x"', 'jsonBody'),
	item('trailing comma', '{"name": "x",}', 'jsonBody'),
	item('single quotes', "{'name': 'x'}", 'jsonBody'),
	item('unquoted key', '{name: "x"}', 'jsonBody'),
	item('JSON list', '[{"name": "x"}]', 'jsonBody'),
	item('JSON number', '42', 'jsonBody'),
	item('JSON text', '"name"', 'jsonBody'),
	item('JSON null', 'null', 'jsonBody'),
];

export const body = (label: string, value: Json | string, field: string) =>
	item(label, value, field);

/** An input item the node sends and the server refuses: see `BadInput.server`. */
export const judgedItem = (label: string, value: Value, field: string): BadInput => ({
	...item(label, value, field),
	server: true,
});

/** A body the node sends and the server refuses (its 400 comes back): see `BadInput.server`. */
export const judged = (label: string, value: Json | string, field: string): BadInput => ({
	...item(label, value, field),
	server: true,
});

export const badWaitTimeouts = (): BadInput[] => [
	item('zero', 0, 'waitTimeout'),
	item('negative', -10, 'waitTimeout'),
	item('word', 'long', 'waitTimeout'),
	item('missing (expression resolves to undefined)', MISSING, 'waitTimeout'),
];
