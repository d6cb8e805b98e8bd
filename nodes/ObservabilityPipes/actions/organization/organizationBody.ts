import type { IDataObject } from 'n8n-workflow';
import { InputError } from '../../../shared/base/inputError';
import { checkFields, type FieldSpec, type Fields } from '../../../shared/input/schema';
import { toBoolean, checkSomeChange } from '../../../shared/input/validation';
import { isObject, requiredString } from '../../../shared/base/helpers';

const text: FieldSpec = { type: 'string', nullable: true };
const ENDPOINTS: FieldSpec = {
	type: 'objects',
	fields: { id: { type: 'string' }, description: text, cloudProvider: text, region: text },
	required: ['id'],
};

/**
 * An organization update body `{name?, enableCoreDumps?, privateEndpoints?: {add?, remove?}}`.
 * Unknown fields at the top pass; under `privateEndpoints` the operation changes only what
 * these name, so anything else is refused.
 */
const ORGANIZATION_FIELDS: Fields = {
	name: { type: 'string' },
	enableCoreDumps: { type: 'boolean' },
};
const PRIVATE_ENDPOINTS: Fields = { add: ENDPOINTS, remove: ENDPOINTS };

function notAField(field: string): InputError {
	return new InputError(
		field,
		'it is not a known field',
		`Use only 'add' and 'remove' under 'privateEndpoints', each a list of {"id", "description"}.`,
	);
}

/** Checks an organization update body; at least one change is required. */
export function validateOrganizationUpdate(input: IDataObject): IDataObject {
	const body: IDataObject = { ...input };
	if (body.enableCoreDumps !== undefined)
		body.enableCoreDumps = toBoolean('enableCoreDumps', body.enableCoreDumps);
	const checked = checkFields(body, ORGANIZATION_FIELDS, '');
	if (checked.privateEndpoints !== undefined)
		checked.privateEndpoints = checkFields(
			checked.privateEndpoints,
			PRIVATE_ENDPOINTS,
			'privateEndpoints',
			{ unknown: notAField },
		);
	if (checked.name !== undefined) checked.name = requiredString('name', checked.name);
	checkSomeChange(
		checked,
		'updateFields',
		'Add the name, core dumps, or private endpoints to add or remove.',
	);
	return checked;
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
