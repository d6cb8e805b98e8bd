import type { IDataObject } from 'n8n-workflow';
import { InputError } from '../base/inputError';
import { describeType, isObject, requiredString } from '../base/helpers';

export function optionalString(field: string, value: unknown): string | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	return requiredString(field, value);
}

/** An optional text field: absent or null gives undefined; text is returned as given; anything else is refused (nothing is converted). */
export function optionalText(field: string, value: unknown): string | undefined {
	if (value === undefined || value === null) return undefined;
	if (typeof value === 'string') return value;
	throw new InputError(
		field,
		`expected text, got ${describeType(value)}`,
		`Set '${field}' to a text value, or leave it out.`,
	);
}

/**
 * An update must change something: refused when no field is given. `from` is where the
 * fields came from (the "Update Fields" collection or the JSON body); `fix` names the fields
 * an operation takes, where a list helps.
 */
export function checkSomeChange(
	changes: IDataObject,
	from: 'updateFields' | 'jsonBody' = 'updateFields',
	fix?: string,
): void {
	if (Object.keys(changes).length > 0) return;
	throw new InputError(
		from,
		'no field to change was given',
		fix ??
			(from === 'jsonBody'
				? 'Give the fields to change, e.g. {"name": "..."}.'
				: "Add at least one field under 'Update Fields'."),
	);
}

export function oneOf<T extends string>(field: string, value: unknown, allowed: readonly T[]): T {
	const text = requiredString(field, value);
	if (!allowed.includes(text as T)) {
		throw new InputError(field, `"${text}" is not allowed`, `Use one of: ${allowed.join(', ')}.`);
	}
	return text as T;
}

/**
 * A value of an API enum: required text, sent as given even when `listed` (the values the
 * documents list, which the editor offers) lacks it: a server newer than the package may take
 * it, and one that does not answers 400 naming the field.
 */
export function openEnum<T extends string>(
	field: string,
	value: unknown,
	listed: readonly T[],
): T | string {
	if (typeof value === 'number') {
		throw new InputError(
			field,
			`expected text, got ${describeType(value)}`,
			`Set '${field}' to one of: ${listed.join(', ')} (or a value a newer server takes).`,
		);
	}
	return requiredString(field, value);
}

export function toNumber(field: string, value: unknown): number {
	const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	if (typeof number !== 'number' || !Number.isFinite(number)) {
		throw new InputError(
			field,
			`expected a number, got ${describeType(value)}`,
			`Set '${field}' to a number.`,
		);
	}
	return number;
}

export function toBoolean(field: string, value: unknown): boolean {
	if (typeof value === 'boolean') return value;
	if (value === 'true') return true;
	if (value === 'false') return false;
	throw new InputError(
		field,
		`expected true or false, got ${describeType(value)}`,
		`Set '${field}' to true or false.`,
	);
}

/** Parses the `jsonBody` parameter: an object given as JSON text or as an object. */
export function parseJsonObject(field: string, value: unknown): IDataObject {
	let parsed = value;
	if (typeof value === 'string') {
		if (value.trim() === '')
			throw new InputError(field, 'it is empty', 'Enter a JSON object such as {"name": "..."}.');
		const attempt = parseJson(value);
		if ('problem' in attempt) {
			throw new InputError(
				field,
				`it is not valid JSON (${attempt.problem})`,
				'Fix the JSON syntax: keys and strings in double quotes, no trailing commas.',
			);
		}
		parsed = attempt.value;
	}
	if (!isObject(parsed)) {
		throw new InputError(
			field,
			`expected a JSON object, got ${describeType(parsed)}`,
			'Enter a JSON object such as {"name": "..."}.',
		);
	}
	return parsed as IDataObject;
}

/**
 * A comma-separated text (or a list, from an expression) as trimmed, non-empty values,
 * each once: a repeated tag, id or column name never means more than one does.
 */
export function splitList(value: unknown): string[] {
	const parts = Array.isArray(value)
		? value.map(String)
		: typeof value === 'string' || typeof value === 'number'
			? String(value).split(',')
			: [];
	return [...new Set(parts.map((part) => part.trim()).filter(Boolean))];
}

/**
 * A list parameter as `splitList` reads it, after checking its type: a multi-select gives a
 * list, a workflow saved with a text field or an expression may give comma-separated text.
 * Anything else (an object, a list holding objects) would silently filter nothing, so it is
 * refused.
 */
export function textList(field: string, value: unknown): string[] {
	if (value === undefined || value === null || value === '') return [];
	const entries = Array.isArray(value) ? value : [value];
	for (const entry of entries) {
		if (typeof entry !== 'string' && typeof entry !== 'number') {
			throw new InputError(
				field,
				`expected a list or comma-separated text, got ${describeType(Array.isArray(value) ? entry : value)}`,
				`Choose the values from the list, or give them as comma-separated text (e.g. "a, b").`,
			);
		}
	}
	return splitList(value);
}

/**
 * The piece of the text a parser's message quotes (`Unexpected token 'S', ..."password": S"... is
 * not valid JSON`): a JSON body may carry a password or a header value there.
 */
const QUOTED_TEXT = /(?:,\s*)?(?:\.\.\.)?"[\s\S]*"(?:\.\.\.)? is not valid JSON$/;

/**
 * JSON.parse without a throw: the value, or the parser's own words for what is wrong, without
 * the text they quote.
 */
export function parseJson(text: string): { value: unknown } | { problem: string } {
	try {
		return { value: JSON.parse(text) };
	} catch (error) {
		const problem = (error as Error).message.replace(QUOTED_TEXT, '').trim();
		return { problem: problem || 'the text is not JSON' };
	}
}
