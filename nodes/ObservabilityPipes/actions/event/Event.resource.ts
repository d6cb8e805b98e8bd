import { resourceDescription } from '../common.descriptions';
import type { LoadOperations } from '../operation';
import { parameters } from './descriptions';

export const description = resourceDescription(
	'event',
	parameters,
	{
		search: {
			description: "Rows of a source's events in a time range that match a filter",
			action: 'Search events',
		},
	},
	'search',
);

export const operations: LoadOperations = async () => await import('./operations');
