import { recordId } from '../api/ids';
import type { RecordKindName } from '../api/kindTable';
import type { Deployment } from '../api/types';
import { InputError } from '../base/inputError';
import { describeType, isObject } from '../base/helpers';
import { locatorValue } from './scope';
import { splitList } from './validation';

/** Whether a value is a resource locator (`{__rl, mode, value}`) rather than a fixed collection. */
function isLocator(value: object): boolean {
	return '__rl' in value || 'mode' in value;
}

/**
 * The IDs a list of records holds, as a form gives it: the entries of a fixed collection of
 * resource locators (`{webhook: [{webhookId: {__rl, mode, value}}]}`), or comma-separated
 * text or a list (an expression). A
 * locator's value may itself be comma-separated text or a list: an expression in its ID mode
 * gives several records that way. Empty entries are left out and an ID given twice is kept
 * once, as the text field always did.
 */
export function listedIds(field: string, value: unknown): string[] {
	if (!isObject(value) || isLocator(value)) return splitList(locatorValue(value));
	const ids: string[] = [];
	for (const entries of Object.values(value)) {
		if (!Array.isArray(entries)) continue;
		for (const entry of entries) {
			for (const given of isObject(entry) ? Object.values(entry) : [entry]) {
				const id = locatorValue(given);
				if (id === undefined || id === null) continue;
				if (typeof id !== 'string' && typeof id !== 'number' && !Array.isArray(id))
					throw new InputError(
						field,
						`expected an ID, got ${describeType(id)}`,
						'Pick each record from the list, or give its ID (an expression may give several, comma-separated or as a list).',
					);
				ids.push(...splitList(id));
			}
		}
	}
	return [...new Set(ids)];
}

/**
 * The IDs of a list of records of `kind` (`listedIds`), each checked for the form the kind has
 * on `deployment`; a malformed one is refused naming its entry (`field[1]`).
 */
export function recordIdList(
	field: string,
	value: unknown,
	kind: RecordKindName,
	deployment: Deployment,
): string[] {
	return listedIds(field, value).map((id, index) =>
		recordId(`${field}[${index}]`, id, kind, deployment),
	);
}
