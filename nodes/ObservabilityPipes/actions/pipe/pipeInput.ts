import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { jsonBodyOf, usesJsonBody } from '../../../shared/input/bodyMode';
import type { PipeForm, PipeInput } from './pipeBody';
import {
	KEEP_SOURCE,
	REQUIRED_DESTINATION,
	REQUIRED_SOURCE_FIELDS,
	type PipeBodyMode,
} from './pipeSchema';

/**
 * What the user gave for the body of create or update: the JSON body, or the typed fields.
 * The operation builds and checks the body of it with `pipeBodyOf` of pipeBody.ts.
 */
export function readPipeInput(
	this: IExecuteFunctions,
	itemIndex: number,
	mode: PipeBodyMode,
): PipeInput {
	if (usesJsonBody.call(this, itemIndex)) return { json: jsonBodyOf.call(this, itemIndex) };
	return { form: readForm.call(this, itemIndex, mode) };
}

/**
 * The top-level parameters of create that a kind requires (REQUIRED_SOURCE_FIELDS), with the
 * kind's collection: together the kind's fields.
 */
function sourceFieldsOf(
	this: IExecuteFunctions,
	itemIndex: number,
	mode: PipeBodyMode,
	sourceKind: string,
): IDataObject {
	if (sourceKind === KEEP_SOURCE) return {};
	const fields: IDataObject = {};
	if (mode === 'create')
		for (const name of REQUIRED_SOURCE_FIELDS[sourceKind] ?? [])
			fields[name] = this.getNodeParameter(name, itemIndex, '');
	return { ...fields, ...(this.getNodeParameter(sourceKind, itemIndex, {}) as IDataObject) };
}

function destinationOf(
	this: IExecuteFunctions,
	itemIndex: number,
	mode: PipeBodyMode,
): IDataObject {
	const destination = this.getNodeParameter('destination', itemIndex, {}) as IDataObject;
	if (mode !== 'create') return destination;
	const required: IDataObject = {};
	for (const { parameter, field } of REQUIRED_DESTINATION)
		required[field] = this.getNodeParameter(parameter, itemIndex, '');
	return { ...required, ...destination };
}

function readForm(this: IExecuteFunctions, itemIndex: number, mode: PipeBodyMode): PipeForm {
	const sourceKind = this.getNodeParameter(
		'sourceKind',
		itemIndex,
		mode === 'create' ? 'messageBroker' : KEEP_SOURCE,
	) as string;
	return {
		name: this.getNodeParameter('name', itemIndex, ''),
		sourceKind,
		sourceFields: sourceFieldsOf.call(this, itemIndex, mode, sourceKind),
		destination: destinationOf.call(this, itemIndex, mode),
		fieldMappings: this.getNodeParameter('fieldMappings', itemIndex, {}) as IDataObject,
		scaling:
			mode === 'create'
				? (this.getNodeParameter('scaling', itemIndex, {}) as IDataObject)
				: undefined,
		settings: this.getNodeParameter('settings', itemIndex, {}) as IDataObject,
		startPaused:
			mode === 'create'
				? (this.getNodeParameter('startPaused', itemIndex, false) as boolean)
				: undefined,
		timeZone: this.getTimezone(),
	};
}
