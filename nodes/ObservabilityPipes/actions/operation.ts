import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import type { ApiClient } from '../../shared/http/transport';
import type { Deployment } from '../../shared/api/types';

/** What the router hands every operation for one input item. */
export interface OperationContext {
	client: ApiClient;
	deployment: Deployment;
	itemIndex: number;
}

export type OperationResult = IDataObject | IDataObject[];

/** One `<op>.operation.ts` file: its parameters and how it runs for one item. */
export interface OperationModule {
	description: INodeProperties[];
	/** Whether the operation only reads: its items may then run side by side. */
	readOnly?: boolean;
	execute(this: IExecuteFunctions, context: OperationContext): Promise<OperationResult>;
}
