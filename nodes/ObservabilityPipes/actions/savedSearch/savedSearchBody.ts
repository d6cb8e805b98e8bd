import type { IDataObject } from 'n8n-workflow';
import { mergeChanges } from '../helpers/fullReplace';
import { withUnknownFields, writableFields } from '../../../shared/resources/writableFields';
import { checkId } from '../../../shared/api/ids';
import { InputError } from '../../../shared/base/inputError';
import { checkFields, wrongType, type Fields } from '../../../shared/input/schema';
import { checkSomeChange, splitList } from '../../../shared/input/validation';
import { describeType, isObject } from '../../../shared/base/helpers';

/** The fields of a saved search the API writes (a full replace sends them all). */
const WRITABLE = [
	'name',
	'select',
	'where',
	'whereLanguage',
	'sourceId',
	'source',
	'tags',
	'orderBy',
	'filters',
] as const;

/**
 * The fields of a saved-search body. The name's length and the tags' number and length are the
 * server's to judge (its 400 names the field); `whereLanguage` passes values the package does
 * not list (a newer server may know them).
 */
const SAVED_SEARCH_FIELDS: Fields = {
	name: { type: 'string' },
	select: { type: 'string', nullable: true },
	where: { type: 'string', nullable: true },
	orderBy: { type: 'string', nullable: true },
	whereLanguage: { type: 'string', nullable: true },
	filters: { type: 'any' },
};

/** Tags as a list: a list, or comma-separated text from the form or an expression. */
export function tagList(value: unknown): string[] | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	if (Array.isArray(value) && value.some((tag) => typeof tag !== 'string')) {
		throw new InputError(
			'tags',
			'a tag is not text',
			'Give the tags as text, e.g. "checkout, payments".',
		);
	}
	if (!Array.isArray(value) && typeof value !== 'string') {
		throw new InputError(
			'tags',
			`expected a list or comma-separated text, got ${describeType(value)}`,
			'Give the tags as text, e.g. "checkout, payments".',
		);
	}
	return splitList(value);
}

/**
 * Checks a saved-search body (a create, or the changes of an update over stand-ins) and returns it with
 * only the fields the API takes: `name` and `sourceId` (a source's object id) required. Both
 * deployments take the source as `sourceId` and refuse `source`; a body that still names it
 * `source` (the record's internal name) has it sent as `sourceId`.
 */
export function validateSavedSearchBody(body: IDataObject): IDataObject {
	const { source, sourceId, tags, ...rest } = body;
	const checked = checkFields(rest, SAVED_SEARCH_FIELDS, '', {}, ['name']);
	const out: IDataObject = {
		name: (checked.name as string).trim(),
		sourceId: checkId('sourceId', sourceId !== undefined ? sourceId : source, 'objectId'),
	};
	for (const field of ['select', 'where', 'orderBy'] as const)
		if (typeof checked[field] === 'string') out[field] = checked[field];
	if (typeof checked.whereLanguage === 'string' && checked.whereLanguage.trim() !== '')
		out.whereLanguage = checked.whereLanguage.trim();
	const list = tagList(tags);
	if (list !== undefined) out.tags = list;
	if (checked.filters !== undefined && checked.filters !== null) {
		if (!Array.isArray(checked.filters)) throw wrongType('filters', 'objects', checked.filters);
		out.filters = checked.filters;
	}
	return withUnknownFields(out, body, WRITABLE);
}

/** The writable fields of a saved-search record, with any field this package does not know kept as read. */
export function savedSearchRecordToBody(record: IDataObject): IDataObject {
	return writableFields(record);
}

/** The typed fields of the form as a body: the picked source's id as `sourceId`; empty texts are left out. */
export function savedSearchFieldsToBody(fields: IDataObject): IDataObject {
	const out: IDataObject = {};
	for (const [key, value] of Object.entries(fields)) {
		if (value === undefined || value === null || value === '') continue;
		// A picker inside "Update Fields" gives the resource locator itself.
		const picked = isObject(value) && '__rl' in value ? value.value : value;
		if (picked === undefined || picked === null || picked === '') continue;
		out[key] = picked;
	}
	return out;
}

/**
 * The fields an update gives, checked before the node reads the record and returned as the API
 * takes them (a source given as `source` is sent as `sourceId`): each as
 * `validateSavedSearchBody` judges it, the fields not given left out.
 */
export function checkSavedSearchChanges(
	changes: IDataObject,
	from: 'updateFields' | 'jsonBody' = 'updateFields',
): IDataObject {
	checkSomeChange(changes, from);
	// Stand-ins for the required fields not given, so that only the given ones can fail.
	const noSource = changes.sourceId === undefined && changes.source === undefined;
	const checked = validateSavedSearchBody({
		name: 'name',
		...(noSource ? { sourceId: '000000000000000000000000' } : {}),
		...changes,
	});
	const given = new Set(Object.keys(changes).filter((key) => changes[key] !== undefined));
	if (given.has('source')) given.add('sourceId');
	const out: IDataObject = {};
	// A field given empty (or null) is cleared: left out of the replace, which clears it.
	for (const key of given) out[key] = checked[key];
	if (given.has('source')) delete out.source;
	return out;
}

/**
 * The body of a full replace: the stored saved search as read (without what the server sets),
 * the checked changes over it. A record that names its source `source` (the record's internal
 * name) has it sent as `sourceId`, the name both deployments take; nothing read is judged again.
 */
export function mergeSavedSearch(record: IDataObject, changes: IDataObject): IDataObject {
	const { source, ...stored } = savedSearchRecordToBody(record);
	if (source !== undefined && stored.sourceId === undefined) stored.sourceId = source;
	return mergeChanges(stored, changes);
}
