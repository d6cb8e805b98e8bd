import { fieldOf } from '../support/inputError';
import {
	checkSavedSearchChanges,
	mergeSavedSearch,
	savedSearchFieldsToBody,
	savedSearchRecordToBody,
	tagList,
	validateSavedSearchBody,
} from '../../nodes/ObservabilityPipes/actions/savedSearch/savedSearchBody';

const SOURCE = '050000000000000000000001';

describe('validateSavedSearchBody', () => {
	it('sends a language the package does not list, and fields it does not know, as given', () => {
		const body = validateSavedSearchBody({
			name: 'n',
			sourceId: SOURCE,
			whereLanguage: 'promql',
			newerField: true,
		});
		expect(body).toMatchObject({ whereLanguage: 'promql', newerField: true });
	});

	it('keeps the fields the API takes, trimmed name, tags as a list', () => {
		expect(
			validateSavedSearchBody({
				name: ' Errors ',
				sourceId: SOURCE,
				where: 'level:error',
				whereLanguage: 'sql',
				select: 'a',
				orderBy: 'b',
				tags: 'x, y, x',
				id: 'z',
			}),
		).toEqual({
			name: 'Errors',
			sourceId: SOURCE,
			where: 'level:error',
			whereLanguage: 'sql',
			select: 'a',
			orderBy: 'b',
			tags: ['x', 'y'],
		});
		expect(validateSavedSearchBody({ name: 'n', sourceId: SOURCE, where: '' })).toEqual({
			name: 'n',
			sourceId: SOURCE,
			where: '',
		});
	});

	it.each([
		['no name', { name: '' }, 'name'],
		['no source', { sourceId: undefined }, 'sourceId'],
		['a uuid source', { sourceId: '00000005-0000-4000-8000-000000000001' }, 'sourceId'],
		['a filter list that is not a list', { filters: 'level = 1' }, 'filters'],
		['a select list', { select: ['a'] }, 'select'],
		['tags as a number', { tags: 4 }, 'tags'],
		['a tag that is not text', { tags: ['a', 1] }, 'tags'],
	])('refuses %s', (_label, extra, field) => {
		expect(fieldOf(() => validateSavedSearchBody({ name: 'n', sourceId: SOURCE, ...extra }))).toBe(
			field,
		);
	});

	it.each([
		['a long name', { name: 'n'.repeat(1025) }],
		['51 tags', { tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }],
		['a long tag', { tags: ['t'.repeat(33)] }],
	])(
		"sends %s as given: lengths and counts are the server's to judge (test/actions/serverJudges.test.ts)",
		(_label, extra) => {
			expect(validateSavedSearchBody({ name: 'n', sourceId: SOURCE, ...extra })).toEqual({
				name: 'n',
				sourceId: SOURCE,
				...extra,
			});
		},
	);
});

describe('the source of a saved search', () => {
	it('is sent as `sourceId` (both servers refuse `source`), also when a body still names it `source`', () => {
		expect(validateSavedSearchBody({ name: 'n', source: SOURCE })).toEqual({
			name: 'n',
			sourceId: SOURCE,
		});
		expect(
			validateSavedSearchBody({ name: 'n', sourceId: SOURCE, filters: [{ condition: 'a = 1' }] }),
		).toEqual({ name: 'n', sourceId: SOURCE, filters: [{ condition: 'a = 1' }] });
	});
});

describe('saved-search fields and records', () => {
	it('sends the picked source as `sourceId`, also from a locator inside Update Fields', () => {
		expect(savedSearchFieldsToBody({ name: 'n', sourceId: SOURCE, where: '', tags: 'a' })).toEqual({
			name: 'n',
			sourceId: SOURCE,
			tags: 'a',
		});
		expect(
			savedSearchFieldsToBody({ sourceId: { __rl: true, mode: 'list', value: SOURCE } }),
		).toEqual({ sourceId: SOURCE });
		expect(savedSearchFieldsToBody({ sourceId: { __rl: true, mode: 'id', value: '' } })).toEqual(
			{},
		);
	});

	it('takes the writable fields of a record', () => {
		expect(
			savedSearchRecordToBody({
				id: 'i',
				name: 'n',
				sourceId: SOURCE,
				tags: [],
				createdAt: 'c',
				where: null,
			}),
		).toEqual({ name: 'n', sourceId: SOURCE, tags: [] });
	});

	it('checks only the given changes before the read', () => {
		expect(() => checkSavedSearchChanges({ where: 'x' })).not.toThrow();
		expect(fieldOf(() => checkSavedSearchChanges({ sourceId: 'logs' }))).toBe('sourceId');
		expect(fieldOf(() => checkSavedSearchChanges({ source: 'logs' }))).toBe('sourceId');
	});

	it('reads tags from text or a list, and nothing from empty', () => {
		expect(tagList(' a ,b,, a')).toEqual(['a', 'b']);
		expect(tagList(['a', 'b'])).toEqual(['a', 'b']);
		expect(tagList('')).toBeUndefined();
	});
});

describe('a saved-search update without changes', () => {
	it('is refused, naming where the changes go', () => {
		expect(fieldOf(() => checkSavedSearchChanges({}))).toBe('updateFields');
		expect(fieldOf(() => checkSavedSearchChanges({}, 'jsonBody'))).toBe('jsonBody');
	});
});

describe('a saved-search update judges the changes, and sends what was read as it was', () => {
	/** A stored saved search that breaks the node's input rules: a source ID that is not an object ID, a padded name, a tag that is not text. */
	const stored = {
		id: 'i',
		createdAt: 'c',
		updatedAt: 'u',
		teamId: 't',
		name: '  Padded  ',
		sourceId: 'not-an-object-id',
		tags: [5],
		whereLanguage: 'future',
		filters: [{ type: 'lucene', condition: 'legacy' }],
		futureField: 1,
		select: null,
	};
	const { id, createdAt, updatedAt, teamId, select, ...asRead } = stored;

	it('a rename sends every stored field back exactly as read', () => {
		expect([id, createdAt, updatedAt, teamId, select]).toHaveLength(5);
		expect(mergeSavedSearch(stored, checkSavedSearchChanges({ name: ' Renamed ' }))).toEqual({
			...asRead,
			name: 'Renamed',
		});
	});

	it("a record's `source` goes back as `sourceId`; a source given replaces it", () => {
		const { sourceId, ...rest } = asRead;
		expect(sourceId).toBe('not-an-object-id');
		const record = { ...rest, source: 'legacy' };
		expect(mergeSavedSearch(record, checkSavedSearchChanges({ where: 'x' }))).toEqual({
			...rest,
			sourceId: 'legacy',
			where: 'x',
		});
		expect(mergeSavedSearch(record, checkSavedSearchChanges({ source: SOURCE }))).toEqual({
			...rest,
			sourceId: SOURCE,
		});
	});

	it('a field given empty is cleared (left out of the replace); a bad value of the user is refused', () => {
		expect(
			mergeSavedSearch(stored, checkSavedSearchChanges({ tags: '' }, 'jsonBody')),
		).not.toHaveProperty('tags');
		expect(fieldOf(() => checkSavedSearchChanges({ tags: [5] }))).toBe('tags');
	});
});
