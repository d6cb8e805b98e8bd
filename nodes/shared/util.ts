/**
 * General helpers, at the bottom of `nodes/shared/`: they import nothing of the package, and
 * every layer may import them.
 */

/** Whether a record id is one of `ids` (ids are hex: any case matches); no ids: every id. */
export function idFilter(ids: readonly string[] | undefined): (id: string) => boolean {
	if (!ids?.length) return () => true;
	const wanted = new Set(ids.map((id) => id.toLowerCase()));
	return (id) => wanted.has(id.toLowerCase());
}
