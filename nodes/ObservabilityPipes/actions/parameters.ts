import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { InputError } from '../../shared/inputError';
import { recordId, toBoolean, toNumber } from '../../shared/validation';
import type { Deployment } from '../../shared/types';

/** The id a resource locator holds, whichever mode the user chose, checked for its form. */
export function locatorId(this: IExecuteFunctions, name: string, itemIndex: number, deployment: Deployment): string {
	const value = this.getNodeParameter(name, itemIndex, '', { extractValue: true });
	return recordId(name, value, deployment);
}

/** Optional parameters that may be absent from older saved workflows. */
export function optionalParameter<T>(this: IExecuteFunctions, name: string, itemIndex: number, fallback: T): T {
	return this.getNodeParameter(name, itemIndex, fallback as unknown as IDataObject) as T;
}

/**
 * `returnAll`/`limit` as the maximum number of records to return (undefined = all). Both are
 * checked like any other input: a limit below 1 or not a number, or a "Return All" that is
 * not true or false (e.g. an expression giving "yes"), is refused instead of silently
 * returning nothing, 50 records or everything.
 */
export function listMaximum(this: IExecuteFunctions, itemIndex: number): number | undefined {
	if (toBoolean('returnAll', this.getNodeParameter('returnAll', itemIndex, false))) return undefined;
	const limit = toNumber('limit', this.getNodeParameter('limit', itemIndex, 50));
	if (limit < 1) {
		throw new InputError('limit', `${limit} is less than 1`, 'Set "Limit" to the most records to return (1 or more), or turn on "Return All".');
	}
	return Math.floor(limit);
}
