import type { IDataObject } from 'n8n-workflow';
import { ENUMS } from '../../../shared/api/apiSpec';
import { withUnknownFields, writableFields } from '../../../shared/records/recordFields';
import { InputError } from '../../../shared/input/inputError';
import { checkSomeChange, optionalText } from '../../../shared/input/validation';
import { isObject, requiredString } from '../../../shared/util';

export const WEBHOOK_SERVICES = ENUMS.webhookServices.values;
export type WebhookService = string;

/** The limits of the self-hosted document's `WebhookInput` (the cloud takes the same body). */
export const WEBHOOK_LIMITS = {
	name: 1024,
	url: 2048,
	description: 2048,
	body: 16384,
	entries: 100,
	value: 4096,
} as const;

/** The write-only parts of a webhook: never returned, never shown in an error. */
export const SECRET_MAPS = ['headers', 'queryParams'] as const;
type SecretMap = (typeof SECRET_MAPS)[number];

/** What a slack webhook refuses (the self-hosted server's rule, docs/api-notes.md#webhooks). */
const SLACK_REFUSES = ['headers', 'queryParams', 'body'] as const;

/** The fields of a webhook the API writes (a full replace sends them all). */
const WRITABLE = ['name', 'service', 'url', 'description', 'body'] as const;

/** A type name that never quotes the value: headers and query parameters hold secrets. */
function kindOf(value: unknown): string {
	if (value === null) return 'null';
	if (Array.isArray(value)) return 'a list';
	return typeof value === 'string' ? 'a text' : `a ${typeof value}`;
}

function maxLength(field: string, text: string, max: number): string {
	if (text.length > max)
		throw new InputError(
			field,
			`it is ${text.length} characters long`,
			`Use at most ${max} characters (the server's limit).`,
		);
	return text;
}

function optionalLimitedText(field: string, value: unknown, max: number): string | undefined {
	const text = optionalText(field, value);
	return text === undefined ? undefined : maxLength(field, text, max);
}

/**
 * `headers` or `queryParams`: an object of text values, at most 100 of them. Messages name the
 * entry, never its value (a header usually carries a token).
 */
export function secretMap(field: SecretMap, value: unknown): Record<string, string> | undefined {
	if (value === undefined || value === null) return undefined;
	const fix =
		field === 'headers'
			? 'Give the headers as name and value pairs, e.g. {"Authorization": "Bearer ..."}.'
			: 'Give the query parameters as name and value pairs, e.g. {"token": "..."}.';
	if (!isObject(value))
		throw new InputError(field, `expected an object, got ${kindOf(value)}`, fix);
	const entries = Object.entries(value);
	if (entries.length > WEBHOOK_LIMITS.entries)
		throw new InputError(
			field,
			`it has ${entries.length} entries`,
			`Use at most ${WEBHOOK_LIMITS.entries} (the server's limit).`,
		);
	const out: Record<string, string> = {};
	for (const [name, entry] of entries) {
		if (name.trim() === '') throw new InputError(field, 'an entry has an empty name', fix);
		if (typeof entry !== 'string')
			throw new InputError(
				`${field}.${name}`,
				`expected text, got ${kindOf(entry)}`,
				'Give every value as text.',
			);
		if (entry.length > WEBHOOK_LIMITS.value)
			throw new InputError(
				`${field}.${name}`,
				`the value is ${entry.length} characters long`,
				`Use at most ${WEBHOOK_LIMITS.value} characters (the server's limit).`,
			);
		out[name] = entry;
	}
	return out;
}

/** An absolute http(s) URL: where the server sends notifications. */
function webhookUrl(value: unknown): string {
	const url = requiredString('url', value);
	maxLength('url', url, WEBHOOK_LIMITS.url);
	if (!/^https?:\/\/[^\s/?#]+/i.test(url)) {
		// Never quote the URL: it may carry a token in its path or query.
		throw new InputError(
			'url',
			'it is not an absolute http or https URL',
			'The server delivers notifications with an HTTP POST: give the full address it should call, e.g. https://hooks.example.com/alerts.',
		);
	}
	return url;
}

/**
 * Checks a webhook body (create, or the merged body of an update) and returns it with only
 * the fields the API takes. A slack webhook refuses headers, query parameters and a body
 * template, as the server does.
 */
export function validateWebhookBody(body: IDataObject): IDataObject {
	const name = maxLength('name', requiredString('name', body.name), WEBHOOK_LIMITS.name);
	const service = requiredString('service', body.service) as WebhookService;
	// A service the documents do not list is sent as given (a newer server may know it).
	const out: IDataObject = { name, service, url: webhookUrl(body.url) };
	const description = optionalLimitedText(
		'description',
		body.description,
		WEBHOOK_LIMITS.description,
	);
	if (description !== undefined) out.description = description;
	const template = optionalLimitedText('body', body.body, WEBHOOK_LIMITS.body);
	if (template !== undefined) out.body = template;
	for (const field of SECRET_MAPS) {
		const map = secretMap(field, body[field]);
		if (map !== undefined) out[field] = map;
	}
	if (service === 'slack') {
		for (const field of SLACK_REFUSES) {
			const value = out[field];
			const given =
				field === 'body'
					? typeof value === 'string' && value !== ''
					: isObject(value) && Object.keys(value).length > 0;
			if (given) {
				throw new InputError(
					field,
					'a slack webhook does not take it',
					`Leave "${field}" empty for slack (the server refuses it), or choose the generic service to send your own ${field === 'body' ? 'body' : field === 'headers' ? 'headers' : 'query parameters'}.`,
				);
			}
			delete out[field];
		}
	}
	return withUnknownFields(out, body, [...WRITABLE, ...SECRET_MAPS]);
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
 * The body of an update: the stored record's writable fields with the changes over them. A
 * change to slack drops a stored body template (slack takes none) unless one is given.
 */
export function mergeWebhookUpdate(record: IDataObject, changes: IDataObject): IDataObject {
	const current = webhookRecordToBody(record);
	if (changes.service === 'slack' && changes.body === undefined) delete current.body;
	return { ...current, ...changes };
}

/**
 * The fields an update gives, checked before the node reads the webhook: each given field as
 * `validateWebhookBody` judges it (the merged body is judged again before the write).
 */
export function checkWebhookChanges(
	changes: IDataObject,
	from: 'updateFields' | 'jsonBody' = 'updateFields',
): void {
	checkSomeChange(changes, from);
	// Stand-ins for the fields not given, so that only the given ones can fail.
	const standIns: IDataObject = {
		name: 'name',
		service: 'generic',
		url: 'https://stand-in.invalid',
	};
	const given = { ...standIns, ...changes };
	validateWebhookBody(changes.service === 'slack' ? { ...given, service: 'slack' } : given);
}
