import type { INodeProperties, INodePropertyCollection, NodeParameterValue } from 'n8n-workflow';

type Shown = Record<string, NodeParameterValue | undefined>;

/**
 * Whether the property shows for these parameter values (conditions on other names are not
 * judged).
 */
function showsFor(property: INodeProperties, values: Shown): boolean {
	const show = property.displayOptions?.show ?? {};
	for (const [name, allowed] of Object.entries(show)) {
		if (!(name in values) || !Array.isArray(allowed)) continue;
		if (!(allowed as unknown[]).includes(values[name])) return false;
	}
	return true;
}

function nested(
	property: INodeProperties | INodePropertyCollection,
	name: string,
): INodeProperties | INodePropertyCollection | undefined {
	const options =
		(property as INodeProperties).options ?? (property as INodePropertyCollection).values;
	if (!Array.isArray(options)) return undefined;
	for (const option of options as Array<INodeProperties | INodePropertyCollection>) {
		if (option.name === name && 'displayName' in option) return option;
	}
	return undefined;
}

/** The label of a field of a collection that shows for these values ('Additional Fields > Email Recipients'). */
function inCollection(
	properties: INodeProperties[],
	values: Shown,
	field: string,
): string | undefined {
	const [top, ...rest] = field.split('.');
	const name = top.replace(/\[.*$/, '');
	const collection = properties.find(
		(property) =>
			property.type === 'collection' &&
			showsFor(property, values) &&
			nested(property, name) !== undefined,
	);
	const option = collection && nested(collection, name);
	if (!collection || !option) return undefined;
	const path = [top.slice(name.length), ...rest].join('.').replace(/^\./, '');
	return `'${collection.displayName} > ${option.displayName}'${path ? ` (${path})` : ''}`;
}

/**
 * The label a user reads for a field an InputError names: its property's display name (a
 * collection's option after ' > '), for the property that shows with these resource and
 * operation values; a path into a field's value keeps what follows in brackets. A field no
 * property has stays as it is.
 */
export function formFieldLabel(
	properties: INodeProperties[],
	values: Shown,
	field: string,
): string {
	const segments = field.split('.');
	const [top, ...rest] = segments;
	const name = top.replace(/\[.*$/, '');
	const candidates = properties.filter((property) => property.name === name);
	const sameResource: Shown = { ...values };
	delete sameResource.operation;
	const property =
		candidates.find((candidate) => showsFor(candidate, values)) ??
		candidates.find((candidate) => showsFor(candidate, sameResource));
	if (!property) {
		// A field no top-level property of this form shows is in a collection this form shows
		// (Options, Additional Fields), if any, whatever another resource's form names so.
		const inside = inCollection(properties, values, field);
		if (inside !== undefined || candidates.length === 0) return inside ?? `'${field}'`;
		// A body field no property of this resource shows (a pipe's JSON `source`): its own name,
		// capitalised, never the label of another resource's property of the same name.
		const path = field.slice(name.length).replace(/^\./, '');
		return `'${name.charAt(0).toUpperCase()}${name.slice(1)}'${path ? ` (${path})` : ''}`;
	}
	const labels = [property.displayName];
	let at: INodeProperties | INodePropertyCollection = property;
	let unresolved = top.slice(name.length);
	for (const segment of rest) {
		// `ids[2]`: the entry of a list field, its label and the index after it.
		const segmentName = segment.replace(/\[.*$/, '');
		const option: INodeProperties | INodePropertyCollection | undefined =
			unresolved === '' ? nested(at, segmentName) : undefined;
		if (!option) {
			unresolved += `.${segment}`;
			continue;
		}
		labels.push(option.displayName);
		unresolved = segment.slice(segmentName.length);
		at = option;
	}
	const path = unresolved.replace(/^\./, '');
	return `'${labels.join(' > ')}'${path ? ` (${path})` : ''}`;
}
