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
 * One `<op>.operation.ts` file: how the operation runs for one item. Its parameters are in its
 * `<Resource>.resource.ts`, so that loading the node reads no operation code.
 */
export interface OperationModule {
	/** Whether the operation only reads: its items may then run side by side. */
	readOnly?: boolean;
	execute(this: IExecuteFunctions, context: OperationContext): Promise<OperationResult>;
}

/**
 * A resource's operations (its `operations.ts`), loaded when one of them first runs
 * (`async () => await import('./operations')`): n8n loads the node for its description, and
 * the operations' code (requests, bodies, simplifiers) is read only by an execution that runs
 * one.
 */
export type LoadOperations = () => Promise<{ operations: Record<string, OperationModule> }>;
