import { NodeOperationError, type INode } from 'n8n-workflow';
import { InputError } from '../base/inputError';

/**
 * Bad input as n8n shows it: an `InputError`'s message with its fix as the description, any
 * other error as it is; with the item it came from where there is one (the action node).
 * Given `label`, the message and the description name the field by the label the user reads
 * (in single quotes), and the message ends with the item as n8n's UX guidelines write it, the
 * same number as the error's `itemIndex`: "Invalid 'Alert': ... [item 1]".
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
			? `Invalid ${label(error.field)}: ${error.problem}${itemIndex === undefined ? '' : ` [item ${itemIndex}]`}`
			: error.message;
		const description = label
			? error.fix.split(`'${error.field}'`).join(label(error.field))
			: error.fix;
		return new NodeOperationError(node, message, { description, ...at });
	}
	return new NodeOperationError(node, error as Error, at);
}
