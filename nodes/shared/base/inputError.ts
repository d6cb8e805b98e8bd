/**
 * Bad input found before any request is sent. Pure code throws it; the node turns it
 * into a NodeOperationError carrying the item index (inputFailure.ts), where the field and
 * every `'field'` of the problem and the fix become the label the user reads. A text names a
 * field, its own or another, in single quotes, never in double quotes.
 */
export class InputError extends Error {
	constructor(
		readonly field: string,
		readonly problem: string,
		readonly fix: string,
	) {
		super(`Invalid '${field}': ${problem}`);
		this.name = 'InputError';
	}
}
