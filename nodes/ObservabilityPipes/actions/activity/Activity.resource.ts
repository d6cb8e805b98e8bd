import type { INodeProperties } from 'n8n-workflow';
import { ENUMS } from '../../../shared/api/apiSpec';
import { activityTypeOptions } from '../../../shared/api/states';
import {
	filtersProperty,
	listProperties,
	resourceDescription,
	simplifyOption,
} from '../resourceDescription';

const activityId: INodeProperties = {
	displayName: 'Activity',
	name: 'activityId',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	description:
		"The activity to get, newest first in the list; an expression may give an ID from 'Get Many' or the trigger",
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchActivities', searchable: true },
		},
		{
			displayName: 'By ID',
			name: 'id',
			type: 'string',
			placeholder: 'e.g. 6d2c1f0e-activity-0001',
		},
	],
};

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
			'Only activities of these types; an expression may give others, as a list or comma-separated text. Every activity of the window is read, then only these are returned.',
	},
]);

export const description = resourceDescription(
	'activity',
	{
		get: {
			description: 'Get one activity of the organization by its ID',
			action: 'Get activity',
			parameters: [activityId, ...simplifyOption()],
		},
		getAll: {
			description:
				'List the activities of the organization in a time window, oldest first: who changed what, and when',
			action: 'Get many activities',
			parameters: [...window, ...listProperties(), ...simplifyOption(), types],
		},
	},
	'getAll',
);
