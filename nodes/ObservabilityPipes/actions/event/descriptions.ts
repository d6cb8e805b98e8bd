import { withThousands } from '../../../shared/editor/ordering';
import { listProperties, operationParameters } from '../common.descriptions';
import { searchFields } from './fields';
import { MAX_ROWS } from './paging';

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
export const parameters = { search };
