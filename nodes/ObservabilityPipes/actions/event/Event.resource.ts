import { resourceDescription } from '../common.descriptions';
import * as search from './search.operation';

export const operations = { search };

export const description = resourceDescription(
	'event',
	operations,
	{
		search: {
			description: "Rows of a source's events in a time range that match a filter",
			action: 'Search events',
		},
	},
	'search',
);
