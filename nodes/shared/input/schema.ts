/**
 * The one way a request body is checked before sending: each body module declares its fields as
 * data (a `Fields` table) and `checkFields` checks a body against it. It refuses only what no
 * server version takes: a wrong JSON type, a missing required field, a field the operation cannot
 * change, a value outside bounds no server goes past (a TCP port, a count below 0). Text lengths,
 * forms (host names, addresses, URLs), the documents' ranges and enum values are the server's to
 * judge: a value outside `enum` is sent as given, and a server that does not take it answers 400
 * naming the field.
 */
import type { IDataObject } from 'n8n-workflow';
import { InputError } from '../base/inputError';
import { describeType, isObject, requiredString } from '../base/helpers';

export type FieldSpec =
	/** `enum`: the values the documents list, offered in the editor; others pass. `secret`: never quoted. */
	| { type: 'string'; enum?: readonly string[]; nullable?: boolean; secret?: boolean }
	| { type: 'boolean'; nullable?: boolean }
	/**
	 * `min`/`max`: bounds no server version goes past (a TCP port is 1-65535, a count is never
	 * below 0), refused before sending. `offered`: the documents' range, for the message only.
	 */
	| { type: 'integer' | 'number'; min?: number; max?: number; offered?: string; nullable?: boolean }
	| { type: 'strings'; nullable?: boolean }
	| { type: 'object'; fields: Fields; required?: readonly string[]; nullable?: boolean }
	| { type: 'objects'; fields: Fields; required?: readonly string[]; nullable?: boolean }
	/** An object of text values (headers, query parameters): named entries, values never quoted. */
	| { type: 'textMap'; nullable?: boolean }
	/** Exactly one of the shapes, every field of it given as text; values never quoted. */
	| { type: 'credentials'; shapes: readonly (readonly string[])[]; nullable?: boolean }
	/** Any JSON value the server judges alone. */
	| { type: 'any' };

export type Fields = Readonly<Record<string, FieldSpec>>;

export interface SchemaOptions {
	/** A field the table does not know: undefined passes it as given; a function gives its refusal. */
	unknown?: (field: string) => InputError;
	/** Fields whose value a message never quotes, besides those the table marks (`secret`, maps, credentials). */
	secret?: (field: string) => boolean;
}

const TYPE_TEXT: Record<FieldSpec['type'], string> = {
	string: 'text',
	boolean: 'true or false',
	integer: 'a whole number',
	number: 'a number',
	strings: 'a list of texts',
	object: 'an object',
	objects: 'a list of objects',
	textMap: 'an object of texts',
	credentials: 'an object',
	any: 'a value',
};

export function wrongType(
	field: string,
	type: FieldSpec['type'],
	value: unknown,
	secret = false,
): InputError {
	const got = secret && typeof value === 'string' ? 'a text' : describeType(value);
	return new InputError(
		field,
		`expected ${TYPE_TEXT[type]}, got ${got}`,
		`Set '${field}' to ${TYPE_TEXT[type]}.`,
	);
}

function checkNumber(
	value: unknown,
	spec: Extract<FieldSpec, { type: 'integer' | 'number' }>,
	field: string,
): number {
	const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	if (typeof number !== 'number' || !Number.isFinite(number))
		throw wrongType(field, spec.type, value);
	const { min, max } = spec;
	const range = max === undefined ? `${min} or more` : `from ${min} to ${max}`;
	const offered = spec.offered
		? ` (the documents give ${spec.offered}; a newer server may take more)`
		: '';
	const fix = `Use ${TYPE_TEXT[spec.type]} ${range}${offered}.`;
	if (spec.type === 'integer' && !Number.isInteger(number))
		throw new InputError(field, `${number} is not a whole number`, fix);
	if (max === undefined && min !== undefined && number < min)
		throw new InputError(field, `${number} is below ${min}`, fix);
	if ((min !== undefined && number < min) || (max !== undefined && number > max))
		throw new InputError(field, `${number} is out of range`, fix);
	return number;
}

/** Credentials: exactly one of the shapes, every field of it given as text. */
function checkCredentials(
	value: unknown,
	shapes: readonly (readonly string[])[],
	field: string,
): IDataObject {
	if (!isObject(value)) throw wrongType(field, 'credentials', value, true);
	const keys = Object.keys(value);
	const shape = shapes.find(
		(candidate) =>
			keys.every((key) => candidate.includes(key)) && candidate.every((key) => keys.includes(key)),
	);
	if (!shape) {
		const forms = shapes.map((candidate) => `{${candidate.join(', ')}}`);
		throw new InputError(
			field,
			keys.length ? `it has the fields ${keys.join(', ')}` : 'it is empty',
			`Give ${forms.length > 1 ? `one of ${forms.join(', ')}` : forms[0]}, with every field of it.`,
		);
	}
	for (const key of keys) {
		if (typeof value[key] !== 'string' || value[key] === '') {
			throw value[key] === ''
				? new InputError(`${field}.${key}`, 'it is empty', `Give '${field}.${key}' a value.`)
				: wrongType(`${field}.${key}`, 'string', value[key], true);
		}
	}
	return { ...value };
}

/** Named text values; a message names the entry, never its value (a header usually carries a token). */
function checkTextMap(value: unknown, field: string): Record<string, string> {
	if (!isObject(value)) throw wrongType(field, 'textMap', value, true);
	for (const [name, entry] of Object.entries(value)) {
		if (name.trim() === '')
			throw new InputError(field, 'an entry has an empty name', 'Give every entry a name.');
		if (typeof entry !== 'string') throw wrongType(`${field}.${name}`, 'string', entry, true);
	}
	return { ...(value as Record<string, string>) };
}

/** Checks one value against its spec and returns it normalised (numeric text becomes a number). */
export function checkValue(
	value: unknown,
	spec: FieldSpec,
	field: string,
	options: SchemaOptions = {},
): unknown {
	if (value === null) {
		if (spec.type === 'any' || spec.nullable) return null;
		throw new InputError(field, 'it is null', `Give '${field}' a value, or leave it out.`);
	}
	const secret = options.secret?.(field) ?? false;
	switch (spec.type) {
		case 'any':
			return value;
		case 'string':
			if (typeof value !== 'string') throw wrongType(field, 'string', value, secret || spec.secret);
			return value;
		case 'boolean':
			if (typeof value !== 'boolean') throw wrongType(field, 'boolean', value);
			return value;
		case 'integer':
		case 'number':
			return checkNumber(value, spec, field);
		case 'strings':
			if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
				throw wrongType(field, 'strings', value, secret);
			return value;
		case 'textMap':
			return checkTextMap(value, field);
		case 'credentials':
			return checkCredentials(value, spec.shapes, field);
		case 'object':
			return checkFields(value, spec.fields, field, options, spec.required);
		case 'objects':
			if (!Array.isArray(value)) throw wrongType(field, 'objects', value);
			return value.map((item, index) =>
				checkFields(item, spec.fields, `${field}[${index}]`, options, spec.required),
			);
	}
}

/**
 * Checks the fields of an object against `fields` and returns it normalised. `field` names the
 * object in messages ('' for a whole body). A field the table does not know passes untouched,
 * unless `options.unknown` refuses it (a PATCH takes only what it can change). A null object or
 * credentials is left out: it means the same as none. `required` fields must be given and,
 * when text, not blank.
 */
export function checkFields(
	value: unknown,
	fields: Fields,
	field: string,
	options: SchemaOptions = {},
	required: readonly string[] = [],
): IDataObject {
	if (!isObject(value)) throw wrongType(field || 'body', 'object', value);
	const checked: IDataObject = {};
	for (const [key, item] of Object.entries(value)) {
		const spec = fields[key];
		const path = field ? `${field}.${key}` : key;
		if (!spec) {
			if (options.unknown) throw options.unknown(path);
			checked[key] = item;
			continue;
		}
		if (item === undefined) continue;
		const normalised = checkValue(item, spec, path, options);
		if (normalised === null && (spec.type === 'object' || spec.type === 'credentials')) continue;
		checked[key] = normalised as IDataObject[keyof IDataObject];
	}
	for (const key of required) {
		const path = field ? `${field}.${key}` : key;
		if (typeof checked[key] === 'string' || checked[key] === undefined || checked[key] === null)
			requiredString(path, checked[key]);
	}
	return checked;
}
