import { NodeOperationError, type INode } from 'n8n-workflow';
import { InputError } from './inputError';

/**
 * Bad input as n8n shows it: an `InputError`'s message with its fix as the description, any
 * other error as it is; with the item it came from where there is one (the action node).
 */
export function inputFailure(node: INode, error: unknown, itemIndex?: number): NodeOperationError {
	const at = itemIndex === undefined ? {} : { itemIndex };
	if (error instanceof InputError)
		return new NodeOperationError(node, error.message, { description: error.fix, ...at });
	return new NodeOperationError(node, error as Error, at);
}
