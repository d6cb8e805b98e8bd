import type { IDataObject } from 'n8n-workflow';
import { mergeChanges } from '../helpers/fullReplace';
import { ENUMS } from '../../../shared/api/apiSpec';
import { withUnknownFields, writableFields } from '../../../shared/resources/writableFields';
import { InputError } from '../../../shared/base/inputError';
import { checkFields, type Fields } from '../../../shared/input/schema';
import { checkSomeChange } from '../../../shared/input/validation';
import { isObject } from '../../../shared/base/helpers';

export const WEBHOOK_SERVICES = ENUMS.webhookServices.values;

/** The write-only parts of a webhook: never returned, never shown in an error. */
const SECRET_MAPS = ['headers', 'queryParams'] as const;
type SecretMap = (typeof SECRET_MAPS)[number];

/** The fields of a webhook the API writes (a full replace sends them all). */
const WRITABLE = ['name', 'service', 'url', 'description', 'body'] as const;

/**
 * The fields of `WebhookInput` (the cloud takes the same body). The URL is never quoted: it may
 * carry a token in its path or query. Lengths, the URL's form, the number of entries and what a
 * slack webhook takes are the server's to judge (its 400 names the field).
 */
const WEBHOOK_FIELDS: Fields = {
	name: { type: 'string' },
	service: { type: 'string', enum: WEBHOOK_SERVICES },
	url: { type: 'string', secret: true },
	description: { type: 'string', nullable: true },
	body: { type: 'string', nullable: true },
	headers: { type: 'textMap', nullable: true },
	queryParams: { type: 'textMap', nullable: true },
};

/** A type name that never quotes the value: headers and query parameters hold secrets. */
function kindOf(value: unknown): string {
	if (value === null) return 'null';
	if (Array.isArray(value)) return 'a list';
	return typeof value === 'string' ? 'a text' : `a ${typeof value}`;
}

/**
 * Checks a webhook body (a create, or the changes of an update over stand-ins) and returns it with only
 * the fields the API takes (and those the package does not know, as given); a null or empty
 * optional field is left out (a slack webhook takes no empty headers or body either).
 */
export function validateWebhookBody(body: IDataObject): IDataObject {
	const checked = checkFields(pick(body, [...WRITABLE, ...SECRET_MAPS]), WEBHOOK_FIELDS, '', {}, [
		'name',
		'service',
		'url',
	]);
	const out: IDataObject = {
		name: (checked.name as string).trim(),
		service: (checked.service as string).trim(),
		url: (checked.url as string).trim(),
	};
	for (const field of ['description', 'body', ...SECRET_MAPS] as const) {
		const value = checked[field];
		const empty = isObject(value) ? Object.keys(value).length === 0 : value === '';
		if (value !== undefined && value !== null && !(empty && out.service === 'slack'))
			out[field] = value;
	}
	return withUnknownFields(out, body, [...WRITABLE, ...SECRET_MAPS]);
}

function pick(body: IDataObject, keys: readonly string[]): IDataObject {
	return Object.fromEntries(Object.entries(body).filter(([key]) => keys.includes(key)));
}

/**
 * The writable fields of a webhook record (its headers and query parameters are never
 * returned), with any field this package does not know kept as read.
 */
export function webhookRecordToBody(record: IDataObject): IDataObject {
	// Headers and query parameters are write-only: one a server answered anyway is not sent back.
	return writableFields(record, SECRET_MAPS);
}

/** Name and value pairs of the editor's fixed collection as an object; a name given twice is a mistake. */
export function pairsToMap(field: SecretMap, pairs: unknown): Record<string, string> | undefined {
	if (pairs === undefined || pairs === null) return undefined;
	if (!Array.isArray(pairs))
		throw new InputError(
			field,
			`expected a list of name and value pairs, got ${kindOf(pairs)}`,
			'Add the entries one by one.',
		);
	if (pairs.length === 0) return undefined;
	const out: Record<string, string> = {};
	for (const pair of pairs) {
		const entry = isObject(pair) ? pair : {};
		const name = typeof entry.name === 'string' ? entry.name.trim() : '';
		if (!name)
			throw new InputError(
				field,
				'an entry has an empty name',
				'Give every entry a name, or remove it.',
			);
		if (name in out)
			throw new InputError(`${field}.${name}`, 'the name is given twice', 'Give each name once.');
		out[name] =
			entry.value === undefined || entry.value === null
				? ''
				: typeof entry.value === 'string'
					? entry.value
					: String(entry.value);
	}
	return out;
}

/** The typed fields of the form as a webhook body (before validation). */
export function webhookFieldsToBody(fields: IDataObject): IDataObject {
	const out: IDataObject = {};
	for (const key of WRITABLE)
		if (fields[key] !== undefined && fields[key] !== '') out[key] = fields[key];
	const headers = pairsToMap('headers', (fields.headers as IDataObject | undefined)?.header);
	if (headers) out.headers = headers;
	const queryParams = pairsToMap(
		'queryParams',
		(fields.queryParams as IDataObject | undefined)?.parameter,
	);
	if (queryParams) out.queryParams = queryParams;
	return out;
}

/** Every header and query parameter value of a body: masked wherever a failure quotes the server. */
export function secretValues(body: IDataObject): string[] {
	const values: string[] = [];
	for (const field of SECRET_MAPS) {
		const map = body[field];
		if (isObject(map))
			for (const value of Object.values(map))
				if (typeof value === 'string' && value !== '') values.push(value);
	}
	return values;
}

/** A webhook as an output shows it: never its headers or query parameters, whatever a server answers. */
export function webhookWithoutSecrets(record: IDataObject): IDataObject {
	if (!isObject(record)) return record;
	const copy: IDataObject = { ...record };
	for (const field of SECRET_MAPS) delete copy[field];
	return copy;
}

/**
 * The body of an update: the stored record's writable fields as read, the checked changes over
 * them (`checkWebhookChanges`). A change to slack drops a stored body template (slack takes
 * none) unless one is given; on a slack webhook an empty body, headers or query parameters
 * given are left out (slack takes none). Nothing read is judged again.
 */
export function mergeWebhookUpdate(record: IDataObject, changes: IDataObject): IDataObject {
	const current = webhookRecordToBody(record);
	if (changes.service === 'slack' && changes.body === undefined) delete current.body;
	return mergeChanges(current, changes, (value, merged) => {
		const empty = isObject(value) ? Object.keys(value).length === 0 : value === '';
		return empty && merged.service === 'slack';
	});
}

/**
 * The fields an update gives, checked before the node reads the webhook and returned as
 * `validateWebhookBody` makes them (texts trimmed), the fields not given left out (a field given
 * null is cleared: left out of the replace).
 */
export function checkWebhookChanges(
	changes: IDataObject,
	from: 'updateFields' | 'jsonBody' = 'updateFields',
): IDataObject {
	checkSomeChange(changes, from);
	// Stand-ins for the fields not given, so that only the given ones can fail.
	const standIns: IDataObject = {
		name: 'name',
		service: 'generic',
		url: 'https://stand-in.invalid',
	};
	const checked = validateWebhookBody({ ...standIns, ...changes });
	const out: IDataObject = {};
	for (const key of Object.keys(changes)) if (changes[key] !== undefined) out[key] = checked[key];
	return out;
}
