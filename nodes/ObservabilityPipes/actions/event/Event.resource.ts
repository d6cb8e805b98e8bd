import { resourceDescription } from '../framework/resourceDescription';
import * as search from './search.operation';

/** The operations of the resource, each in its `<op>.operation.ts`, by their dropdown value. */
export const operations = { search };

export const description = resourceDescription(
	'event',
	{
		search: {
			description: "Rows of a source's events in a time range that match a filter",
			action: 'Search events',
		},
	},
	'search',
	operations,
);
