import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { readBody } from '../../../shared/input/bodyMode';
import { pipeFormToBody, validatePipeBody } from './pipeBody';
import { KEEP_SOURCE, type PipeBodyMode } from './pipeSchema';

/** The checked body of create or update, from the typed fields or the JSON body. */
export function readPipeBody(
	this: IExecuteFunctions,
	itemIndex: number,
	mode: PipeBodyMode,
): IDataObject {
	return validatePipeBody(
		readBody.call(this, itemIndex, () => formBody.call(this, itemIndex, mode)),
		mode,
	);
}

function formBody(this: IExecuteFunctions, itemIndex: number, mode: PipeBodyMode): IDataObject {
	const sourceKind = this.getNodeParameter(
		'sourceKind',
		itemIndex,
		mode === 'create' ? 'messageBroker' : KEEP_SOURCE,
	) as string;
	const form = {
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
	return pipeFormToBody(form, mode);
}
