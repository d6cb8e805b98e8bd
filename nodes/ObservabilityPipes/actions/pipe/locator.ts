import type { IExecuteFunctions } from 'n8n-workflow';
import { pipePath, type PipePart } from '../../../shared/api/paths';
import { itemService, type ItemRecord } from '../itemReader';
import { recordAccess } from '../recordAccess';

export const { chosen, listPath: servicePipesPath } = recordAccess('pipe');

/** A pipe of the chosen service by its id (already checked, or given by the service), or one of its parts. */
export function pipePathOf(
	this: IExecuteFunctions,
	itemIndex: number,
	id: string,
	part?: PipePart,
): string {
	return pipePath(itemService.call(this, itemIndex), id, part);
}

/** The chosen pipe: its checked id and the path of the record, or of one of its parts (pipes are on the cloud only). */
export function chosenPipe(
	this: IExecuteFunctions,
	itemIndex: number,
	part?: PipePart,
): ItemRecord {
	const { id, path } = chosen.call(this, 'cloud', itemIndex);
	return { id, path: part ? `${path}/${part}` : path };
}
