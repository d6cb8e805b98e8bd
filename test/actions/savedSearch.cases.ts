/**
 * The savedSearch resource's cases: each operation's valid baseline on the deployments that offer it, its
 * bad inputs, and what the emulator must hold for it. test/support/cases.ts collects every
 * `*.cases.ts` file of this folder for the bad-input, secret-leak, contract and real-server suites.
 */
import {
	type BadBatch,
	type BadInput,
	type ResourceCases,
	type Deployment,
	baselineBuilder,
	item,
	MISSING,
	VALUE,
	json,
	body,
	judged,
} from '../support/caseKit';
import { locator, SEED, selfHostedParams } from '../support/env';

export const savedSearchBody = (sourceId: string) => ({
	name: 'rel',
	sourceId,
	where: 'level:error',
	whereLanguage: 'lucene',
});

/** Saved-search create bodies with one bad field each. */
function badSavedSearchBodies(deployment: Deployment): BadInput[] {
	// The deployment's own source: a body the server judges must fail for its bad field only.
	const base = savedSearchBody(
		deployment === 'cloud' ? SEED.cloudSources.log : SEED.sh.sources.log,
	);
	return [
		body('no name', { ...base, name: undefined }, 'name'),
		body('name is a list', { ...base, name: ['x'] }, 'name'),
		body('no source', { ...base, sourceId: undefined }, 'sourceId'),
		body(
			'source a uuid',
			{ ...base, sourceId: '00000005-0000-4000-8000-000000000001' },
			'sourceId',
		),
		body('whereLanguage as a list', { ...base, whereLanguage: ['sql'] }, 'whereLanguage'),
		body('where is an object', { ...base, where: { level: 'error' } }, 'where'),
		body('tags is a number', { ...base, tags: 5 }, 'tags'),
		judged('a tag of 33 characters', { ...base, tags: ['t'.repeat(33)] }, 'tags'),
	];
}

/** Saved-search update changes with one bad field each (checked before the read). */
function badSavedSearchChanges(): BadInput[] {
	return [
		body('empty name', { name: '' }, 'name'),
		body('source not an object id', { sourceId: 'logs' }, 'sourceId'),
		body('whereLanguage as a list', { whereLanguage: ['kql'] }, 'whereLanguage'),
		judged('51 tags', { tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }, 'tags'),
	];
}

export const cases: ResourceCases = {
	resource: 'savedSearch',
	recordField: 'savedSearchId',
	baselines() {
		const { cells, both } = baselineBuilder();
		both(
			'savedSearch',
			'create',
			json(savedSearchBody(SEED.cloudSources.log)),
			json(savedSearchBody(SEED.sh.sources.log)),
		);
		both(
			'savedSearch',
			'get',
			{ savedSearchId: locator(SEED.cloudSavedSearch) },
			{ savedSearchId: locator(SEED.sh.savedSearch) },
		);
		both('savedSearch', 'getAll', { returnAll: false, limit: 5 }, { returnAll: false, limit: 5 });
		both(
			'savedSearch',
			'update',
			{ savedSearchId: locator(SEED.cloudSavedSearch), ...json({ where: 'level:warn' }) },
			{ savedSearchId: locator(SEED.sh.savedSearch), ...json({ where: 'level:warn' }) },
		);
		both(
			'savedSearch',
			'delete',
			{ savedSearchId: locator(SEED.cloudSavedSearch) },
			{ savedSearchId: locator(SEED.sh.savedSearch) },
		);
		return cells;
	},
	bad(cell, add) {
		if (cell.op === 'savedSearch:create')
			add(cell, 'jsonBody (content)', { jsonBody: VALUE }, badSavedSearchBodies(cell.deployment));
		if (cell.op === 'savedSearch:update')
			add(cell, 'jsonBody (content)', { jsonBody: VALUE }, badSavedSearchChanges());
	},
	typed() {
		const batches: BadBatch[] = [];
		batches.push({
			op: 'savedSearch:update',
			deployment: 'selfHosted',
			varies: 'fields: updateFields',
			params: selfHostedParams('savedSearch', 'update', {
				savedSearchId: locator(SEED.sh.savedSearch),
				specifyBody: 'fields',
				updateFields: { where: VALUE },
			}),
			inputs: [
				item('nothing to change (where resolves to nothing)', MISSING, 'updateFields'),
				item('a where that is a number', 5, 'where'),
			],
		});
		return batches;
	},
};
