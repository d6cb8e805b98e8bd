import type { IDataObject } from 'n8n-workflow';
import { withUnknownFields, writableFields } from '../../../shared/records/recordFields';
import { checkId } from '../../../shared/api/ids';
import { InputError } from '../../../shared/input/inputError';
import { checkSomeChange, optionalText, splitList } from '../../../shared/input/validation';
import { describeType, isObject, requiredString } from '../../../shared/util';

export const SAVED_SEARCH_LIMITS = { name: 1024, tags: 50, tag: 32 } as const;

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
	const tags = splitList(value);
	if (tags.length > SAVED_SEARCH_LIMITS.tags)
		throw new InputError(
			'tags',
			`${tags.length} tags given`,
			`Use at most ${SAVED_SEARCH_LIMITS.tags} tags.`,
		);
	const long = tags.find((tag) => tag.length > SAVED_SEARCH_LIMITS.tag);
	if (long)
		throw new InputError(
			'tags',
			`the tag "${long.slice(0, 40)}" is ${long.length} characters long`,
			`Use tags of at most ${SAVED_SEARCH_LIMITS.tag} characters.`,
		);
	return tags;
}

/**
 * Checks a saved-search body (create, or the merged body of an update) and returns it with
 * only the fields the API takes: `name` and `sourceId` (a source's object id) required. Both
 * deployments take the source as `sourceId` and refuse `source`; a body that still names it
 * `source` (the record's internal name) has it sent as `sourceId`.
 */
export function validateSavedSearchBody(body: IDataObject): IDataObject {
	const name = requiredString('name', body.name);
	if (name.length > SAVED_SEARCH_LIMITS.name)
		throw new InputError(
			'name',
			`it is ${name.length} characters long`,
			`Use at most ${SAVED_SEARCH_LIMITS.name} characters.`,
		);
	const sourceId = body.sourceId !== undefined ? body.sourceId : body.source;
	const out: IDataObject = { name, sourceId: checkId('sourceId', sourceId, 'objectId') };
	for (const field of ['select', 'where', 'orderBy'] as const) {
		const text = optionalText(field, body[field]);
		if (text !== undefined) out[field] = text;
	}
	if (
		body.whereLanguage !== undefined &&
		body.whereLanguage !== null &&
		body.whereLanguage !== ''
	) {
		const language = requiredString('whereLanguage', body.whereLanguage);
		// A language the package does not list is sent as given (a newer server may know it).
		out.whereLanguage = language;
	}
	const tags = tagList(body.tags);
	if (tags !== undefined) out.tags = tags;
	if (body.filters !== undefined && body.filters !== null) {
		if (!Array.isArray(body.filters))
			throw new InputError(
				'filters',
				`expected a list, got ${describeType(body.filters)}`,
				'Give the filters as a list, e.g. [{"type": "sql", "condition": "level = \'error\'"}].',
			);
		out.filters = body.filters;
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
 * The fields an update gives, checked before the node reads the record (the merged body is
 * checked again before the write).
 */
export function checkSavedSearchChanges(
	changes: IDataObject,
	from: 'updateFields' | 'jsonBody' = 'updateFields',
): void {
	checkSomeChange(changes, from);
	const someSource = changes.sourceId === undefined && changes.source === undefined;
	validateSavedSearchBody({
		name: 'name',
		...(someSource ? { sourceId: '000000000000000000000000' } : {}),
		...changes,
	});
}
