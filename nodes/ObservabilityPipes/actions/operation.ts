import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { ApiClient } from '../../shared/http/transport';
import type { Deployment } from '../../shared/api/types';

/** What the router hands every operation for one input item. */
export interface OperationContext {
	client: ApiClient;
	deployment: Deployment;
	itemIndex: number;
}

export type OperationResult = IDataObject | IDataObject[];

/**
 * One `<op>.operation.ts` file: how the operation runs for one item, read by the router's
 * `import()` when first run. Its parameters are in its `<Resource>.resource.ts`, so that loading
 * the node reads no operation code.
 */
export interface OperationModule {
	/** Whether the operation only reads: its items may then run side by side. */
	readOnly?: boolean;
	execute(this: IExecuteFunctions, context: OperationContext): Promise<OperationResult>;
}
