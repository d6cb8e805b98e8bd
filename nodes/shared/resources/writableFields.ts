import type { IDataObject } from 'n8n-workflow';

/**
 * Read-then-replace updates without losing what the package does not know (pure). A full
 * replace (PUT) clears every field it leaves out, so a field a newer server added to a record
 * must go back as it was read.
 */

/** Fields the servers set on every observability record; never sent back in a replace. */
const SERVER_SET_FIELDS: readonly string[] = [
	'id',
	'_id',
	'createdAt',
	'updatedAt',
	'createdBy',
	'updatedBy',
	'team',
	'teamId',
];

/**
 * The writable form of a fetched record: every field but those the server sets (`serverSet`
 * and SERVER_SET_FIELDS), empty (null) fields left out. Fields this package does not know are
 * kept.
 */
export function writableFields(
	record: IDataObject,
	serverSet: readonly string[] = [],
): IDataObject {
	const body: IDataObject = {};
	for (const [key, value] of Object.entries(record)) {
		if (
			value === null ||
			value === undefined ||
			SERVER_SET_FIELDS.includes(key) ||
			serverSet.includes(key)
		)
			continue;
		body[key] = value;
	}
	return body;
}

/**
 * `checked` (the fields the package knows, checked) with every field of `given` it does not
 * know added as given: a newer server may take them, an older one answers 400 naming them.
 */
export function withUnknownFields(
	checked: IDataObject,
	given: IDataObject,
	known: readonly string[],
): IDataObject {
	const out: IDataObject = { ...checked };
	for (const [key, value] of Object.entries(given)) {
		if (!known.includes(key) && !SERVER_SET_FIELDS.includes(key) && value !== undefined)
			out[key] = value;
	}
	return out;
}
