/**
 * The editor's alphabetical order, and numbers written with thousands separators, without
 * ICU: `localeCompare` and `toLocaleString` start ICU's collator and number formatter, which
 * cost tens of milliseconds the first time, at package load. For the plain ASCII labels the
 * node shows, this order is the one `localeCompare` gives (held equal by a test over every
 * list of the built descriptions): case does not decide unless it is the only difference,
 * then lower case first.
 */
export function alphabetical(a: string, b: string): number {
	const folded = compareCodePoints(a.toLowerCase(), b.toLowerCase());
	return folded !== 0 ? folded : -compareCodePoints(a, b);
}

/** Options by their name, as the editor lists them. */
export const byName = (a: { name: string }, b: { name: string }): number =>
	alphabetical(a.name, b.name);

/** Parameters by their display name, as a collection lists them. */
export const byDisplayName = (a: { displayName: string }, b: { displayName: string }): number =>
	alphabetical(a.displayName, b.displayName);

/** `12000` -> `12,000`. */
export function withThousands(value: number): string {
	const [whole, fraction] = String(value).split('.');
	const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
	return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

function compareCodePoints(a: string, b: string): number {
	return a < b ? -1 : a > b ? 1 : 0;
}
