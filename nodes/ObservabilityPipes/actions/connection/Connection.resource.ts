import { resourceDescription } from '../framework/resourceDescription';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';
import * as remove from './delete.operation';

/** The operations of the resource, each in its `<op>.operation.ts`, by their dropdown value. */
export const operations = { create, get, getAll, update, delete: remove };

export const description = resourceDescription(
	'connection',
	{
		create: {
			description:
				'Create a database connection sources can read through (the password is write-only)',
		},
		get: 'Get a database connection, with its host and username (never its password)',
		getAll: 'List the database connections sources can read through',
		update: {
			description:
				'Change fields of a connection; fields left out, the password too, keep their values',
		},
		delete: {
			description: 'Delete a connection; sources that still read through it stop working',
		},
	},
	'getAll',
	operations,
);
