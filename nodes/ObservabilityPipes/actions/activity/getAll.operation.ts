import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { InputError } from '../../../shared/input/inputError';
import { parseInstant } from '../../../shared/input/time';
import { readActivities, type ActivityWindow } from '../../../shared/records/activities';
import { typeFilter } from '../../../shared/records/activityRecord';
import type { OperationContext } from '../operation';
import { itemFilterTexts, itemOrganization, itemOutput, listMaximum } from '../itemReader';
import { shapeRecord } from '../output';
import { simplifyEach } from '../simplify';
import { simplifyActivity } from './simplify';

export const readOnly = true;

/** A time of the window, or undefined when the field is empty. */
function instant(field: string, value: unknown, timeZone: string): number | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	return parseInstant(field, value, timeZone);
}

/** The window a user chose, checked before sending: `From` after `To` is refused. */
export function activityWindow(from: unknown, to: unknown, timeZone = 'UTC'): ActivityWindow {
	const window = { from: instant('from', from, timeZone), to: instant('to', to, timeZone) };
	if (window.from !== undefined && window.to !== undefined && window.from > window.to) {
		throw new InputError(
			'from',
			`${new Date(window.from).toISOString()} is after 'To' (${new Date(window.to).toISOString()})`,
			"Set 'From' to a time before 'To'.",
		);
	}
	return window;
}

/**
 * The activities of the window, each once, oldest first (by `createdAt`, then id), however
 * the server orders or caps its answers (shared/records/activities.ts); then the type filter,
 * Return All and Limit.
 */
export async function execute(
	this: IExecuteFunctions,
	{ client, itemIndex }: OperationContext,
): Promise<IDataObject[]> {
	const organizationId = itemOrganization.call(this, itemIndex);
	const window = activityWindow(
		this.getNodeParameter('from', itemIndex, ''),
		this.getNodeParameter('to', itemIndex, ''),
		this.getTimezone(),
	);
	const keep = typeFilter(itemFilterTexts.call(this, itemIndex, 'types'));
	const max = listMaximum.call(this, itemIndex);
	const output = itemOutput.call(this, itemIndex);
	const activities = (
		await readActivities(client, this.getNode(), organizationId, window, itemIndex)
	).filter(keep);
	const chosen = max === undefined ? activities : activities.slice(0, max);
	return simplifyEach(chosen, (one) => shapeRecord(one, output, simplifyActivity));
}
