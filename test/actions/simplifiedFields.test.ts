/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import { readdirSync, existsSync } from 'fs';
import * as path from 'path';
import type { IDataObject } from 'n8n-workflow';
import { KINDS, type KindName } from '../../nodes/shared/api/kindTable';
import { cloudParams, runAction, selfHostedParams, useEnv } from '../support/env';
import { ObservabilityPipes } from '../../nodes/ObservabilityPipes/ObservabilityPipes.node';

/**
 * n8n's UX guidelines: a simplified output keeps at most 10 fields. Every resource folder with a
 * `simplify.ts` (a new resource's too) is run on a full record of its kind from the emulator's
 * seed: the records of its list read raw through n8n-core's engine, merged into one that has
 * every field any of them has, so a field a simplifier keeps only when present counts too.
 */
const MAX_SIMPLIFIED_FIELDS = 10;
const ACTIONS = path.resolve(__dirname, '../../nodes/ObservabilityPipes/actions');

type Simplifier = (record: IDataObject) => IDataObject;

/** Whether the folder is a resource's (it holds a `<Resource>.resource.ts`). */
const isResourceFolder = (folder: string) =>
	readdirSync(path.join(ACTIONS, folder)).some((file) => file.endsWith('.resource.ts'));

/** Each resource folder's simplifier (its one exported `simplify...` function). */
function simplifiers(): Array<[KindName, Simplifier]> {
	return readdirSync(ACTIONS, { withFileTypes: true })
		.filter(
			(entry) =>
				entry.isDirectory() &&
				isResourceFolder(entry.name) &&
				existsSync(path.join(ACTIONS, entry.name, 'simplify.ts')),
		)
		.map((entry) => {
			// eslint-disable-next-line @typescript-eslint/no-require-imports
			const module = require(path.join(ACTIONS, entry.name, 'simplify')) as Record<string, unknown>;
			const found = Object.entries(module).find(
				([name, value]) =>
					name.startsWith('simplify') && !name.endsWith('Version1') && typeof value === 'function',
			);
			if (!found) throw new Error(`${entry.name}/simplify.ts exports no simplify function`);
			return [entry.name as KindName, found[1] as Simplifier];
		});
}

/** Too many fields for the rule, or undefined. */
export function simplifiedFieldsProblem(simplified: IDataObject): string | undefined {
	const count = Object.keys(simplified).length;
	return count > MAX_SIMPLIFIED_FIELDS
		? `${count} fields (${Object.keys(simplified).join(', ')}): at most ${MAX_SIMPLIFIED_FIELDS}`
		: undefined;
}

/** Whether the action node offers a Get Many of the kind (a kind without one, e.g. a report, is read by its own test). */
function hasGetMany(kind: string): boolean {
	return new ObservabilityPipes().description.properties.some(
		(property) =>
			property.name === 'operation' &&
			property.displayOptions?.show?.resource?.includes(kind) &&
			property.options?.some((option) => 'value' in option && option.value === 'getAll'),
	);
}

describe('simplified outputs keep at most 10 fields', () => {
	const env = useEnv({ eachTest: 'none' });
	const all = simplifiers().filter(([kind]) => hasGetMany(kind));

	it('finds the simplifier of every resource folder that has one', () => {
		expect(all.length).toBeGreaterThanOrEqual(9);
	});

	it.each(all)('%s, on a full record of the seed', async (kind, simplify) => {
		const { deployments } = KINDS[kind] as { deployments: readonly string[] };
		const deployment = deployments.includes('selfHosted') ? 'selfHosted' : 'cloud';
		const params = deployment === 'cloud' ? cloudParams : selfHostedParams;
		const records = (
			await runAction(env, params(kind, 'getAll', { returnAll: true, simplify: false }))
		).json('Node') as IDataObject[];
		expect(records.length).toBeGreaterThan(0);
		const full = Object.assign({}, ...records.slice().reverse()) as IDataObject;
		expect(simplifiedFieldsProblem(simplify(full))).toBeUndefined();
	});

	it('reports a planted simplifier that keeps the whole record (a seeded alert has more than 10 fields)', async () => {
		const [alert] = (
			await runAction(env, selfHostedParams('alert', 'getAll', { limit: 1, simplify: false }))
		).json('Node') as IDataObject[];
		const keepsAll: Simplifier = (record) => ({ ...record });
		expect(simplifiedFieldsProblem(keepsAll(alert))).toMatch(/fields .*: at most 10$/);
	});

	it('reports a planted simplifier of 11 fields', () => {
		const eleven = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, i]));
		expect(simplifiedFieldsProblem(eleven)).toMatch(/^11 fields .*: at most 10$/);
		const ten = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`f${i}`, i]));
		expect(simplifiedFieldsProblem(ten)).toBeUndefined();
	});
});
