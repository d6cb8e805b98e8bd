import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { jsonBodyOf, usesJsonBody } from '../../../shared/input/bodyMode';
import type { PipeForm, PipeInput } from './pipeBody';
import { KEEP_SOURCE, type PipeBodyMode } from './pipeSchema';

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

function readForm(this: IExecuteFunctions, itemIndex: number, mode: PipeBodyMode): PipeForm {
	const sourceKind = this.getNodeParameter(
		'sourceKind',
		itemIndex,
		mode === 'create' ? 'messageBroker' : KEEP_SOURCE,
	) as string;
	return {
		name: this.getNodeParameter('name', itemIndex, ''),
		sourceKind,
		sourceFields:
			sourceKind === KEEP_SOURCE
				? {}
				: (this.getNodeParameter(sourceKind, itemIndex, {}) as IDataObject),
		destination: this.getNodeParameter('destination', itemIndex, {}) as IDataObject,
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
	};
}
