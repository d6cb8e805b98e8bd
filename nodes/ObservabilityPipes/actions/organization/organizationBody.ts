import type { IDataObject } from 'n8n-workflow';
import { InputError } from '../../../shared/input/inputError';
import { optionalText, toBoolean, checkSomeChange } from '../../../shared/input/validation';
import { describeType, isObject, requiredString } from '../../../shared/util';

/** Checks one `{id, description?}` of `privateEndpoints.add` / `.remove`. */
function privateEndpoint(field: string, value: unknown): IDataObject {
	if (!isObject(value)) {
		throw new InputError(
			field,
			`expected an object, got ${describeType(value)}`,
			'Give each private endpoint as {"id": "...", "description": "..."}.',
		);
	}
	const endpoint: IDataObject = { ...value, id: requiredString(`${field}.id`, value.id) };
	optionalText(`${field}.description`, value.description);
	return endpoint;
}

/**
 * Checks an organization update body `{name?, enableCoreDumps?, privateEndpoints?: {add?,
 * remove?}}` (endpoints may carry `cloudProvider` and `region`, passed as given).
 * At least one change is required; unknown fields pass.
 */
export function validateOrganizationUpdate(input: IDataObject): IDataObject {
	const body: IDataObject = { ...input };
	if (body.name !== undefined) body.name = requiredString('name', body.name);
	if (body.enableCoreDumps !== undefined)
		body.enableCoreDumps = toBoolean('enableCoreDumps', body.enableCoreDumps);
	if (body.privateEndpoints !== undefined) {
		if (!isObject(body.privateEndpoints)) {
			throw new InputError(
				'privateEndpoints',
				`expected an object, got ${describeType(body.privateEndpoints)}`,
				'Set "privateEndpoints" to {"add": [...], "remove": [...]}.',
			);
		}
		const changes: IDataObject = {};
		for (const [key, list] of Object.entries(body.privateEndpoints)) {
			if (key !== 'add' && key !== 'remove') {
				throw new InputError(
					`privateEndpoints.${key}`,
					'it is not a known field',
					'Use only "add" and "remove" under "privateEndpoints".',
				);
			}
			if (!Array.isArray(list)) {
				throw new InputError(
					`privateEndpoints.${key}`,
					`expected a list, got ${describeType(list)}`,
					`Set 'privateEndpoints.${key}' to a list of {"id", "description"}.`,
				);
			}
			changes[key] = list.map((entry, index) =>
				privateEndpoint(`privateEndpoints.${key}[${index}]`, entry),
			);
		}
		body.privateEndpoints = changes;
	}
	checkSomeChange(
		body,
		'updateFields',
		'Add the name, core dumps, or private endpoints to add or remove.',
	);
	return body;
}

/** Entries of a `{endpoint: [{id, description}]}` fixedCollection; an empty description is left out. */
function endpointEntries(value: unknown): IDataObject[] {
	const entries =
		isObject(value) && Array.isArray(value.endpoint) ? (value.endpoint as unknown[]) : [];
	return entries.map((entry) => {
		const fields = isObject(entry) ? entry : {};
		const endpoint: IDataObject = {
			id: typeof fields.id === 'string' ? fields.id.trim() : fields.id,
		};
		if (typeof fields.description === 'string' && fields.description !== '')
			endpoint.description = fields.description;
		return endpoint;
	});
}

/** Body of the "Update Fields" collection: name, core dumps, private endpoints to add and to remove. */
export function organizationFieldsToBody(fields: IDataObject): IDataObject {
	const body: IDataObject = {};
	if (fields.name !== undefined) body.name = fields.name;
	if (fields.enableCoreDumps !== undefined) body.enableCoreDumps = fields.enableCoreDumps;
	const add = endpointEntries(fields.privateEndpointsToAdd);
	const remove = endpointEntries(fields.privateEndpointsToRemove);
	if (add.length || remove.length) {
		const privateEndpoints: IDataObject = {};
		if (add.length) privateEndpoints.add = add;
		if (remove.length) privateEndpoints.remove = remove;
		body.privateEndpoints = privateEndpoints;
	}
	return body;
}
