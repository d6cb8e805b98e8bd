import { NodeOperationError, type INodeExecutionData, type IPollFunctions } from 'n8n-workflow';
import { CHANGE_KINDS } from './changeKinds';
import { diff, sampleChange } from './diff';
import { readConfig } from './parameters';
import { readSnapshot, writeSnapshot, type PollData } from './pollData';
import { simplifyChange } from './simplify';

/**
 * Fetch everything, diff against the snapshot, persist. A failed fetch throws before the
 * snapshot is touched, so the next good poll reports what this one missed.
 */
export async function poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
	const config = readConfig.call(this);
	const { event, watchKey } = config;
	const data = this.getWorkflowStaticData('node') as PollData;
	const kind = CHANGE_KINDS[event.changes];
	const previous = readSnapshot(data, watchKey, kind);
	const manual = this.getMode() === 'manual';
	const records = await event.fetch.call(this, config.where, config.ids, { previous, manual });
	const options = {
		event: event.value,
		ids: config.ids,
		toStates: config.toStates,
		types: config.types,
		includeNew: config.includeNew,
		now: new Date().toISOString(),
	};

	if (manual) {
		const sample = sampleChange(kind, previous, records, options);
		if (!sample) {
			throw new NodeOperationError(this.getNode(), 'Nothing to show: the list is empty', {
				description: config.ids.length
					? 'None of the chosen alerts, pipes or services ("Only These ...") was found. Check them, or clear the filter.'
					: event.changes === 'activity'
						? 'The organization logged no activity in the last day (of the chosen types). Change something, or clear the type filter.'
						: 'Create an alert or pipe first, or check the organization and service.',
			});
		}
		return [this.helpers.returnJsonArray([config.simplify ? simplifyChange(sample) : sample])];
	}

	const { changes, snapshot } = diff(kind, previous, records, options);
	writeSnapshot(data, watchKey, kind, snapshot);
	if (!previous || !changes.length) return null;
	return [this.helpers.returnJsonArray(config.simplify ? changes.map(simplifyChange) : changes)];
}
