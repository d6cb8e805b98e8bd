/**
 * Bad input found before any request is sent. Pure code throws it; the node turns it
 * into a NodeOperationError carrying the item index.
 */
export class InputError extends Error {
	constructor(
		readonly field: string,
		readonly problem: string,
		readonly fix: string,
	) {
		super(`Invalid "${field}": ${problem}`);
		this.name = 'InputError';
	}
}
