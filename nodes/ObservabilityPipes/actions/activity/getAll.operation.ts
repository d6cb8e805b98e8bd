import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { InputError } from '../../../shared/base/inputError';
import { parseInstant } from '../../../shared/input/time';
import { readActivities, type ActivityWindow } from '../../../shared/resources/activities';
import { typeFilter } from '../../../shared/resources/activityOrder';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import {
	itemFilterTexts,
	itemOrganization,
	itemOutput,
	listMaximum,
} from '../framework/itemReader';
import { shapeRecords } from '../output/output';
import { simplifyActivity } from './simplify';
import { ENUMS } from '../../../shared/api/apiSpec';
import { activityTypeOptions } from '../../../shared/api/stateOptions';
import {
	filtersProperty,
	listProperties,
	operationDescription,
	simplifyOption,
} from '../framework/resourceDescription';

const window: INodeProperties[] = [
	{
		displayName: 'From',
		name: 'from',
		type: 'dateTime',
		default: '',
		description:
			'Only activities at or after this time; empty: as far back as the server keeps them',
	},
	{
		displayName: 'To',
		name: 'to',
		type: 'dateTime',
		default: '',
		description: 'Only activities at or before this time; empty: up to now',
	},
];

const types: INodeProperties = filtersProperty([
	{
		displayName: 'Types',
		name: 'types',
		type: 'multiOptions',
		options: activityTypeOptions(ENUMS.activityTypes.values),
		default: [],
		description:
			'Only activities of these types; an expression may give others, as a list or comma-separated text',
	},
]);

export const description = operationDescription('activity', 'getAll', [
	...window,
	...listProperties(),
	...simplifyOption(),
	types,
]);

export const readOnly = true;

/** A time of the window, or undefined when the field is empty. */
function instant(field: string, value: unknown, timeZone: string): number | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	return parseInstant(field, value, timeZone);
}

/** The window a user chose, checked before sending: `From` after `To` is refused. */
function activityWindow(from: unknown, to: unknown, timeZone = 'UTC'): ActivityWindow {
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
 * the server orders or caps its answers (shared/resources/activities.ts); then the type filter,
 * Return All and Limit.
 */
export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject[]> {
	const client = executionClient(this, deployment, { readOnly: true });
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
	return shapeRecords(chosen, output, simplifyActivity);
}
