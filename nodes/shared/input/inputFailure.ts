import { NodeOperationError, type INode } from 'n8n-workflow';
import { InputError } from '../base/inputError';

/**
 * Bad input as n8n shows it: an `InputError` naming its field by the label the user reads,
 * `label` (formFieldLabel.ts, over the node's own properties: 'Alert', 'Additional Fields > Tags'),
 * in the message and wherever the problem or the fix names the field as `'field'`; any other
 * error as it is. With the item it came from where there is one (the action node), the message
 * ends with the item as n8n's UX guidelines write it, the same number as the error's
 * `itemIndex`: "Invalid 'Alert': ... [item 1]".
 */
export function inputFailure(
	node: INode,
	error: unknown,
	label: (field: string) => string,
	itemIndex?: number,
): NodeOperationError {
	const at = itemIndex === undefined ? {} : { itemIndex };
	if (error instanceof InputError) {
		const named = (text: string) => text.split(`'${error.field}'`).join(label(error.field));
		const message = `Invalid ${label(error.field)}: ${named(error.problem)}${itemIndex === undefined ? '' : ` [item ${itemIndex}]`}`;
		return new NodeOperationError(node, message, { description: named(error.fix), ...at });
	}
	return new NodeOperationError(node, error as Error, at);
}
