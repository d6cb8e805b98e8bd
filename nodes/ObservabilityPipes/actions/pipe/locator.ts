import type { IExecuteFunctions } from 'n8n-workflow';
import { segment } from '../../../shared/url';
import { recordLocator, UUID_PLACEHOLDER } from '../common.descriptions';
import { locatorId } from '../parameters';
import { servicePath } from '../scope';

export const pipeLocator = recordLocator({
	name: 'pipeId',
	displayName: 'Pipe',
	noun: 'pipe',
	searchListMethod: 'searchPipes',
	idPlaceholder: UUID_PLACEHOLDER,
});

/** `.../services/{serviceId}/pipes` of the chosen service. */
export function pipesPath(this: IExecuteFunctions, itemIndex: number): string {
	return `${servicePath.call(this, itemIndex)}/pipes`;
}

/** `.../pipes/{id}` followed by `tail`. */
export function pipePathOf(this: IExecuteFunctions, itemIndex: number, id: string, tail = ''): string {
	return `${pipesPath.call(this, itemIndex)}/${segment(id)}${tail}`;
}

/** The chosen pipe: its checked id and the path of the record (plus `tail`, e.g. "/settings"). */
export function chosenPipe(this: IExecuteFunctions, itemIndex: number, tail = ''): { id: string; path: string } {
	const id = locatorId.call(this, 'pipeId', itemIndex, 'cloud');
	return { id, path: pipePathOf.call(this, itemIndex, id, tail) };
}
