import { builtNodes } from './builtNodes';
import { eachProperty, withoutJson, type DescribedNode } from './uxChecks';

/**
 * Issue 45, item 5: a message names a field by the label the user reads ('Alerts'), never by
 * its internal name in double quotes (`Invalid "alertIds"`, `Set "name"`). The internal names
 * are those of the built nodes (dist/, what n8n loads): every property, nested ones too, and
 * every group of a fixed collection; none is typed here.
 */
export function parameterNames(nodes: DescribedNode[] = builtNodes()): Set<string> {
	const names = new Set<string>();
	for (const node of nodes)
		eachProperty(node, (property) => {
			names.add(property.name);
			for (const entry of property.options ?? [])
				if (typeof entry === 'object' && entry !== null && 'values' in entry) names.add(entry.name);
		});
	return names;
}

/**
 * The double-quoted texts of a message or description that are a parameter's internal name, or
 * a path through one (`"tiles[2].x"`, `"filters.states"`). A JSON example's quotes are JSON's
 * (`{"name": "..."}`), and a value the user gave stays quoted as given: `"abc" is not a UUID`,
 * and a value of the wrong type as the node describes it (describeType: `got the text "name"`),
 * which may be any word.
 */
export function quotedParameterNames(
	text: string,
	names: Set<string>,
	given: Set<string> = new Set(),
): string[] {
	const named = withoutJson(text).replace(/\bthe text "[^"]*"/g, '');
	return (named.match(/"[^"]*"/g) ?? []).filter(
		(quoted) =>
			!given.has(quoted.slice(1, -1)) &&
			quoted
				.slice(1, -1)
				.split(/[.[\]]/)
				.some((segment) => names.has(segment)),
	);
}

/**
 * The texts an input gives as values, at any depth, and inside a JSON text it holds (a JSON
 * body): a message may quote one of them as given ("email" is not allowed), whatever word it is.
 * Keys are names, not values: they are not taken.
 */
export function givenValues(value: unknown, into: Set<string> = new Set()): Set<string> {
	if (typeof value === 'string') {
		into.add(value);
		try {
			const parsed: unknown = JSON.parse(value);
			if (typeof parsed === 'object' && parsed !== null) givenValues(parsed, into);
		} catch {
			// plain text: the text itself is the value
		}
	} else if (Array.isArray(value)) {
		for (const entry of value) givenValues(entry, into);
	} else if (typeof value === 'object' && value !== null) {
		for (const entry of Object.values(value)) givenValues(entry, into);
	}
	return into;
}

/** The error texts a user reads: n8n's message and its description. */
export function errorTexts(error: {
	message?: unknown;
	description?: unknown;
	error?: unknown;
}): string {
	return [error.message, error.error, error.description]
		.filter((text) => typeof text === 'string')
		.join('\n');
}
