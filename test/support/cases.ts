/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import * as fs from 'fs';
import * as path from 'path';
import { recordsOf, type RecordKindName } from '../../nodes/shared/api/kindTable';
import {
	badJson,
	badLimits,
	badObjectIds,
	badReturnAll,
	badScope,
	badUuids,
	type AddBatch,
	type BadBatch,
	type Baseline,
	type ResourceCases,
	UNKNOWN_OBJECT_ID,
	UNKNOWN_UUID,
	type UnknownIdCell,
	VALUE,
} from './caseKit';
import { locator } from './env';
import { takesParameter } from './operationCells';

export type { BadBatch, BadInput, Baseline, Deployment, UnknownIdCell } from './caseKit';
export { UNKNOWN_OBJECT_ID, UNKNOWN_UUID, VALUE } from './caseKit';

/**
 * Every operation's cases, collected from the case files beside the resources' tests
 * (test/actions/<resource>.cases.ts, found by name: a new resource's file is picked up without
 * a list to edit). badInput.test.ts holds the baselines equal to the cells the action node's
 * description offers (test/support/operationCells.ts): an operation added without its cases
 * fails there.
 */
const ACTIONS = path.join(__dirname, '..', 'actions');

export function resourceCases(): ResourceCases[] {
	return fs
		.readdirSync(ACTIONS)
		.filter((name) => name.endsWith('.cases.ts'))
		.sort()
		.map((name) => {
			// eslint-disable-next-line @typescript-eslint/no-require-imports
			const { cases } = require(path.join(ACTIONS, name)) as { cases: ResourceCases };
			return cases;
		});
}

/** Valid parameters of every operation-deployment cell (the baselines are run once to prove it). */
export function baselines(): Baseline[] {
	return resourceCases().flatMap((resource) => resource.baselines());
}

/** The cells that are not one documented operation each, with their reasons, from every case file. */
export function notOneEndpoint() {
	return resourceCases().flatMap((resource) => resource.notOneEndpoint ?? []);
}

/** The id form of a record kind on a deployment (docs/api-notes.md#id-forms). */
const isUuid = (resource: string, cell: Baseline) =>
	recordsOf(resource as RecordKindName).ids[cell.deployment] === 'uuid';

/** Every batch of the bad-input cases: the generated ones on every baseline, then each resource's own. */
export function badBatches(): BadBatch[] {
	const batches: BadBatch[] = [];
	const add: AddBatch = (cell, varies, override, inputs) =>
		batches.push({
			op: cell.op,
			deployment: cell.deployment,
			varies,
			params: { ...cell.params, ...override },
			inputs,
		});
	const all = resourceCases();
	for (const resource of all) {
		for (const cell of resource.baselines()) {
			const operation = cell.op.split(':')[1];
			const cloud = cell.deployment === 'cloud';

			// Scope locators of every scoped cloud operation.
			if (cloud && cell.op !== 'organization:getAll') {
				add(cell, 'organizationId', { organizationId: locator(VALUE) }, badScope('organizationId'));
				if (!resource.organizationLevel)
					add(cell, 'serviceId', { serviceId: locator(VALUE) }, badScope('serviceId'));
			}

			// The record locator, in the id form of the deployment.
			const recordField = resource.recordField;
			if (recordField && takesParameter(cell, recordField)) {
				const inputs = isUuid(resource.resource, cell)
					? badUuids(recordField)
					: badObjectIds(recordField);
				// auditSettings without a pipe audits every pipe: an empty pipeId is not bad input there.
				const usable =
					cell.op === 'pipe:auditSettings'
						? inputs.filter((input) => !/missing|empty|blank|null/.test(input.label))
						: inputs;
				add(cell, recordField, { [recordField]: locator(VALUE) }, usable);
			}

			if (operation === 'getAll') {
				add(cell, 'limit', { returnAll: false, limit: VALUE }, badLimits());
				add(cell, 'returnAll', { returnAll: VALUE, limit: 5 }, badReturnAll());
			}

			if (cell.params.specifyBody === 'json')
				add(cell, 'jsonBody (syntax)', { jsonBody: VALUE }, badJson());

			resource.bad?.(cell, add);
		}
	}
	for (const resource of all) batches.push(...(resource.typed?.() ?? []));
	return batches;
}

/** Cells for the unknown-id checks: a well-formed id that does not exist, on every get/update/delete-capable resource. */
export function unknownIdCells(): UnknownIdCell[] {
	const cells: UnknownIdCell[] = [];
	const all = resourceCases();
	for (const resource of all) {
		const recordField = resource.recordField;
		if (!recordField) continue;
		for (const cell of resource.baselines()) {
			if (!takesParameter(cell, recordField)) continue;
			if (resource.noUnknownId?.includes(cell.op.split(':')[1])) continue;
			const unknown = isUuid(resource.resource, cell) ? UNKNOWN_UUID : UNKNOWN_OBJECT_ID;
			cells.push({ ...cell, params: { ...cell.params, [recordField]: locator(unknown) } });
		}
	}
	for (const resource of all) cells.push(...(resource.unknownIds?.(resource.baselines()) ?? []));
	return cells;
}
