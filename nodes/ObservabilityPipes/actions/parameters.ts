import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { recordId } from '../../shared/validation';
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

/** `returnAll`/`limit` as the maximum number of records to return (undefined = all). */
export function listMaximum(this: IExecuteFunctions, itemIndex: number): number | undefined {
	if (this.getNodeParameter('returnAll', itemIndex, false) as boolean) return undefined;
	const limit = this.getNodeParameter('limit', itemIndex, 50);
	const number = Number(limit);
	return Number.isFinite(number) ? Math.max(0, Math.floor(number)) : 50;
}
