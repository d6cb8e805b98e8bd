import { NodeOperationError, type INode } from 'n8n-workflow';
import { InputError } from '../base/inputError';

/**
 * Bad input as n8n shows it: an `InputError`'s message with its fix as the description, any
 * other error as it is; with the item it came from where there is one (the action node).
 * Given `label`, the message names the field by the label the user reads (in single quotes)
 * and says which item (counted from 1, as the editor shows items): "Invalid 'Alert': ... (item 2)".
 */
export function inputFailure(
	node: INode,
	error: unknown,
	itemIndex?: number,
	label?: (field: string) => string,
): NodeOperationError {
	const at = itemIndex === undefined ? {} : { itemIndex };
	if (error instanceof InputError) {
		const message = label
			? `Invalid ${label(error.field)}: ${error.problem}${itemIndex === undefined ? '' : ` (item ${itemIndex + 1})`}`
			: error.message;
		return new NodeOperationError(node, message, { description: error.fix, ...at });
	}
	return new NodeOperationError(node, error as Error, at);
}
