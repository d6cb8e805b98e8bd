import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import type { Deployment } from '../../../shared/api/types';

/**
 * What the router hands every operation for one input item. The operation sends through the
 * run's client (`executionClient` of shared/http/transport.ts), which its first request makes.
 */
export interface OperationContext {
	deployment: Deployment;
	itemIndex: number;
}

type OperationResult = IDataObject | IDataObject[];

/**
 * One `<op>.operation.ts` file: the operation's parameters with their display options
 * (`operationDescription`), and how it runs for one item, which the router calls.
 */
export interface OperationModule {
	description: INodeProperties[];
	/** Whether the operation only reads: its items may then run side by side. */
	readOnly?: boolean;
	execute(this: IExecuteFunctions, context: OperationContext): Promise<OperationResult>;
}
