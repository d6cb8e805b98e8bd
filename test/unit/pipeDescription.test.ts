import type { INodeProperties, INodePropertyCollection, INodePropertyOptions } from 'n8n-workflow';
import { description } from '../../nodes/ObservabilityPipes/actions/pipe/Pipe.resource';
import { operationOf } from '../../nodes/ObservabilityPipes/actions/framework/router';

const NODE_MD_OPERATIONS = [
	'create',
	'get',
	'getAll',
	'update',
	'delete',
	'start',
	'stop',
	'resync',
	'getSettings',
	'updateSettings',
	'updateScaling',
	'auditSettings',
	'getContext',
];

/** Every parameter, nested ones included. */
function walk(properties: INodeProperties[]): INodeProperties[] {
	const all: INodeProperties[] = [];
	for (const property of properties) {
		all.push(property);
		for (const option of (property.options ?? []) as Array<
			INodeProperties | INodePropertyCollection | INodePropertyOptions
		>) {
			if ('type' in option && 'displayName' in option)
				all.push(...walk([option as INodeProperties]));
			if ('values' in option) all.push(...walk((option as INodePropertyCollection).values));
		}
	}
	return all;
}

const sortedBy = <T>(items: T[], key: (item: T) => string) =>
	items.map(key).join('|') ===
	[...items]
		.map(key)
		.sort((a, b) => a.localeCompare(b))
		.join('|');

describe('pipe resource description', () => {
	const operation = description.find(
		(property) => property.name === 'operation',
	) as INodeProperties;
	const options = operation.options as INodePropertyOptions[];

	it('offers every operation the package promises, each with a module, sorted by name', async () => {
		// A promised operation never goes; a new one is the operation file's and the resource's to
		// add (the description fixture shows it).
		expect(options.map((option) => option.value)).toEqual(
			expect.arrayContaining(NODE_MD_OPERATIONS),
		);
		for (const { value } of options)
			expect(typeof (await operationOf('pipe', String(value), description))?.execute).toBe(
				'function',
			);
		expect(sortedBy(options, (option) => option.name)).toBe(true);
		for (const option of options)
			expect(option.action).toMatch(
				/^[A-Z][a-z]+ (a |many )?pipes?( settings| scaling| context)?$/,
			);
	});

	it('shows every parameter only for the pipe resource', () => {
		for (const property of description)
			expect(property.displayOptions?.show?.resource).toEqual(['pipe']);
	});

	it('gives every parameter a default and keeps noDataExpression to the operation dropdown', () => {
		for (const property of walk(description)) {
			expect(property).toHaveProperty('default');
			if (property.noDataExpression) expect(property.name).toBe('operation');
		}
	});

	it('describes booleans with "Whether" and sorts collection and option lists', () => {
		for (const property of walk(description)) {
			if (property.type === 'boolean') expect(property.description).toMatch(/^Whether /);
			if (property.type === 'collection')
				expect(
					sortedBy(property.options as INodeProperties[], (option) => option.displayName),
				).toBe(true);
			if (property.type === 'options' || property.type === 'multiOptions') {
				expect(sortedBy(property.options as INodePropertyOptions[], (option) => option.name)).toBe(
					true,
				);
			}
			if (property.type === 'fixedCollection') {
				for (const group of property.options as INodePropertyCollection[])
					expect(sortedBy(group.values, (value) => value.displayName)).toBe(true);
			}
		}
	});

	it('uses the fixed public parameter names', () => {
		const names = new Set(walk(description).map((property) => property.name));
		for (const name of [
			'pipeId',
			'specifyBody',
			'jsonBody',
			'returnAll',
			'limit',
			'waitForState',
			'waitTimeout',
			'expectedSettings',
		])
			expect(names.has(name)).toBe(true);
		// nested fields are reached too, so the checks above cover them
		for (const name of [
			'syncIntervalSeconds',
			'destinationField',
			'accessKeyId',
			'engineVersionColumnId',
		])
			expect(names.has(name)).toBe(true);
	});

	it('offers waitForState on create, start, stop and resync only', () => {
		const shownFor = description
			.filter((property) => property.name === 'waitForState')
			.flatMap((property) => property.displayOptions?.show?.operation ?? []);
		expect([...shownFor].sort()).toEqual(['create', 'resync', 'start', 'stop']);
	});
});
