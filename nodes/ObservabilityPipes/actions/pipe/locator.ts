import type { IExecuteFunctions } from 'n8n-workflow';
import { idPlaceholder, recordLocator } from '../../../shared/descriptions';
import { pipePath, pipesPath, type PipePart } from '../../../shared/paths';
import { locatorId, serviceOf, type ChosenRecord } from '../parameters';

export const pipeLocator = recordLocator({
	name: 'pipeId',
	displayName: 'Pipe',
	noun: 'pipe',
	searchListMethod: 'searchPipes',
	idPlaceholder: idPlaceholder('pipe'),
});

/** The pipes of the chosen service. */
export function servicePipesPath(this: IExecuteFunctions, itemIndex: number): string {
	return pipesPath(serviceOf.call(this, itemIndex));
}

/** A pipe of the chosen service by its id (already checked, or given by the service). */
export function pipePathOf(this: IExecuteFunctions, itemIndex: number, id: string, part?: PipePart): string {
	return pipePath(serviceOf.call(this, itemIndex), id, part);
}

/** The chosen pipe: its checked id and the path of the record, or of one of its parts. */
export function chosenPipe(this: IExecuteFunctions, itemIndex: number, part?: PipePart): ChosenRecord {
	const id = locatorId.call(this, 'pipeId', itemIndex, 'pipe', 'cloud');
	return { id, path: pipePathOf.call(this, itemIndex, id, part) };
}
