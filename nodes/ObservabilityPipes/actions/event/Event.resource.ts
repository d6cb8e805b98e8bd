import { withThousands } from '../../../shared/editor/ordering';
import { searchFields, sortField } from './fields';
import { MAX_ROWS } from './paging';
import { listProperties, resourceDescription } from '../common.descriptions';

const returnAllHint: Partial<ReturnType<typeof listProperties>[number]> = {
	description: `Whether to return every matching row (the server pages to at most ${withThousands(MAX_ROWS)}) or only up to a given limit`,
};

const search = [
	...searchFields,
	...listProperties().map((property) =>
		property.name === 'returnAll' ? { ...property, ...returnAllHint } : property,
	),
	sortField,
];

export const description = resourceDescription(
	'event',
	{
		search: {
			description: "Rows of a source's events in a time range that match a filter",
			action: 'Search events',
			parameters: search,
		},
	},
	'search',
);
