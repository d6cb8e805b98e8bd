import type { Deployment } from '../api/types';

/**
 * How one list endpoint pages on one deployment, as its published document says:
 * - `whole`: one request answers every record (no paging parameters);
 * - `offset`: `limit` (at most `pageSize`) and `offset`; the last page is the first one
 *   shorter than asked (the self-hosted envelope also tells the total);
 * - `cursor`: `limit` (at most `pageSize`) and `cursor`; the envelope's `nextCursor` names
 *   the next page and is `null` on the last one.
 * A server older than its paging ignores the parameters and answers everything: the
 * reader takes that answer as the only page (see pagination.ts).
 */
export type Paging = { style: 'whole' } | { style: 'offset'; pageSize: number } | { style: 'cursor'; pageSize: number };

/** Every list the nodes read. */
export type ListKind =
	| 'organizations'
	| 'services'
	| 'apiKeys'
	| 'pipes'
	| 'reversePrivateEndpoints'
	| 'dashboards'
	| 'alerts'
	| 'sources'
	| 'webhooks'
	| 'savedSearches';

const WHOLE: Paging = { style: 'whole' };
/** `limit` 1-1000 on the offset-paged lists of both deployments. */
const BY_OFFSET: Paging = { style: 'offset', pageSize: 1000 };
/** `limit` 1-250 on the cloud's key list. */
const BY_CURSOR: Paging = { style: 'cursor', pageSize: 250 };

/**
 * The one fact per record kind: how its list pages on each deployment. Every reader of a
 * list (operations, pickers, load options, both triggers, Audit Settings) asks here.
 * Lists a deployment does not have are `whole` (never read there).
 */
export const LIST_PAGING: Readonly<Record<ListKind, Readonly<Record<Deployment, Paging>>>> = {
	organizations: { cloud: WHOLE, selfHosted: WHOLE },
	services: { cloud: WHOLE, selfHosted: WHOLE },
	apiKeys: { cloud: BY_CURSOR, selfHosted: WHOLE },
	pipes: { cloud: WHOLE, selfHosted: WHOLE },
	reversePrivateEndpoints: { cloud: WHOLE, selfHosted: WHOLE },
	dashboards: { cloud: WHOLE, selfHosted: WHOLE },
	alerts: { cloud: BY_OFFSET, selfHosted: BY_OFFSET },
	sources: { cloud: WHOLE, selfHosted: WHOLE },
	webhooks: { cloud: BY_OFFSET, selfHosted: BY_OFFSET },
	savedSearches: { cloud: BY_OFFSET, selfHosted: WHOLE },
};

export function pagingOf(kind: ListKind, deployment: Deployment): Paging {
	return LIST_PAGING[kind][deployment];
}
