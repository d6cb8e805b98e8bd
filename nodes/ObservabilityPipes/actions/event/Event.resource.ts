import { withThousands } from '../../../shared/editor/ordering';
import { searchFields } from './fields';
import { MAX_ROWS } from './paging';
import { listProperties, operationParameters, resourceDescription } from '../common.descriptions';
import type { LoadOperations } from '../operation';

const returnAllHint: Partial<ReturnType<typeof listProperties>[number]> = {
	description: `Whether to return every matching row (the server pages to at most ${withThousands(MAX_ROWS)}) or only up to a given limit`,
};

const search = operationParameters('event', 'search', [
	...searchFields,
	...listProperties().map((property) =>
		property.name === 'returnAll' ? { ...property, ...returnAllHint } : property,
	),
]);

/** The event operation's parameters. */
const parameters = { search };

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
