import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { InputError } from '../base/inputError';
import { describeType } from '../base/helpers';
import { parseJson } from './validation';

/**
 * The body mode's parameters of an item: the typed fields, or the JSON body. The JSON body is
 * parsed here, so that an operation reaches the body checker only through its body module.
 */

/** Whether the item's body comes from the JSON field rather than the typed fields. */
export function usesJsonBody(this: IExecuteFunctions, itemIndex: number): boolean {
	return this.getNodeParameter('specifyBody', itemIndex, 'fields') === 'json';
}

/** The item's JSON body: an object given as JSON text or as an object. */
export function jsonBodyOf(this: IExecuteFunctions, itemIndex: number): IDataObject {
	const field = 'jsonBody';
	const value: unknown = this.getNodeParameter(field, itemIndex);
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
	if (
		typeof parsed !== 'object' ||
		parsed === null ||
		Array.isArray(parsed) ||
		Buffer.isBuffer(parsed)
	) {
		throw new InputError(
			field,
			`expected a JSON object, got ${describeType(parsed)}`,
			'Enter a JSON object such as {"name": "..."}.',
		);
	}
	return parsed as IDataObject;
}

/** The body the user gave: the JSON body parsed as an object, or what `fromFields` builds of the typed fields. */
export function readBody(
	this: IExecuteFunctions,
	itemIndex: number,
	fromFields: () => IDataObject,
): IDataObject {
	if (usesJsonBody.call(this, itemIndex)) return jsonBodyOf.call(this, itemIndex);
	return fromFields();
}
