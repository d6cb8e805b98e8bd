import { NodeOperationError, type INodeExecutionData, type IPollFunctions } from 'n8n-workflow';
import { CHANGE_KINDS } from './changeKinds';
import type { ChangeKind } from './changes';
import { diff, sampleChange } from './diff';
import { readConfig } from './parameters';
import { readSnapshot, writeSnapshot, type PollData } from './pollData';
import { simplifyChange } from './simplify';

/**
 * Fetch everything, diff against the snapshot, persist. A failed fetch throws before the
 * snapshot is touched, so the next good poll reports what this one missed.
 */
/** The node's static data and the snapshot it holds for what is watched now. */
function readSnapshotOf(this: IPollFunctions, watchKey: string, kind: ChangeKind) {
	const data = this.getWorkflowStaticData('node') as PollData;
	return { data, previous: readSnapshot(data, watchKey, kind) };
}

export async function poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
	const config = readConfig.call(this);
	const { event, watchKey } = config;
	const kind = CHANGE_KINDS[event.changes];
	const manual = this.getMode() === 'manual';
	// Reading the static data creates the node's entry, which a failed fetch must not leave
	// behind: only an event whose fetch reads from the snapshot (activities: its window) reads it first.
	const early =
		event.changes === 'activity' ? readSnapshotOf.call(this, watchKey, kind) : undefined;
	const records = await event.fetch.call(this, config.where, config.ids, {
		previous: early?.previous,
		manual,
	});
	const { data, previous } = early ?? readSnapshotOf.call(this, watchKey, kind);
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
