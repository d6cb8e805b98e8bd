import {
	NodeOperationError,
	type INodeExecutionData,
	type INodeProperties,
	type IPollFunctions,
} from 'n8n-workflow';
import { readConfig, type TriggerConfig } from './config';
import { CHANGE_KINDS, diff, readsFrom, sampleChange } from './diffs/diff';
import { fetchRecords } from './fetching/fetchRecords';
import { readPollData, writePollData } from './pollData/pollData';
import { simplifyChange } from './watches/changeItem';
import { formFieldLabel } from '../shared/input/formFieldLabel';

/**
 * One poll, each step a call from here: read the configuration, fetch everything, diff against
 * the stored snapshot, persist. A failed fetch throws before the snapshot is touched, so the
 * next good poll reports what this one missed.
 */
export async function poll(
	this: IPollFunctions,
	properties: INodeProperties[],
): Promise<INodeExecutionData[][] | null> {
	const config = readConfig.call(this, properties);
	const { event, watchKey } = config;
	const kind = CHANGE_KINDS[event.changes];
	const manual = this.getMode() === 'manual';
	// Reading the static data creates the node's entry, which a failed fetch must not leave
	// behind: only a kind whose fetch reads from its snapshot (activities: its window) reads it first.
	const early = kind.readsFrom ? readPollData.call(this, watchKey) : undefined;
	const records = await fetchRecords.call(this, event.fetch, config.where, config.ids, {
		from: early ? readsFrom(kind, early.stored, manual) : undefined,
	});
	const { data, stored } = early ?? readPollData.call(this, watchKey);
	const options = {
		event: event.value,
		ids: config.ids,
		toStates: config.toStates,
		types: config.types,
		includeNew: config.includeNew,
		now: new Date().toISOString(),
	};

	if (manual) {
		const sample = sampleChange(kind, stored, records, options);
		if (!sample) {
			throw new NodeOperationError(this.getNode(), 'Nothing to show: the list is empty', {
				description: config.ids.length
					? `None of the records chosen in ${idsLabel(properties, config)} was found. Check them, or clear the field.`
					: event.changes === 'activity'
						? 'The organization logged no activity in the last day (of the chosen types). Change something, or clear the type filter.'
						: 'Create an alert or pipe first, or check the organization and service.',
			});
		}
		return [this.helpers.returnJsonArray([config.simplify ? simplifyChange(sample) : sample])];
	}

	const { changes, snapshot, baseline, unchanged } = diff(kind, stored, records, options);
	// Left untouched (not marked as changed) when nothing differs.
	if (!unchanged) writePollData(data, watchKey, snapshot);
	if (baseline || !changes.length) return null;
	return [this.helpers.returnJsonArray(config.simplify ? changes.map(simplifyChange) : changes)];
}

/** The label of the records picker the form shows for the event ('Only These Alert Names or IDs'). */
function idsLabel(properties: INodeProperties[], { event, where }: TriggerConfig): string {
	return formFieldLabel(properties, { deployment: where.deployment, event: event.value }, 'ids');
}
