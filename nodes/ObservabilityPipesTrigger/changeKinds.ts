import { activityChanges } from './activityChanges';
import type { ChangeKind, ChangeKindName } from './changes';
import { settingsChanges } from './settingsChanges';
import { stateChanges } from './stateChanges';

/**
 * Each kind of change under the name the event table (events.ts) gives it. Only a poll reads
 * them (poll.ts, read when the trigger first polls), so loading the node reads none of the
 * diffs.
 */
export const CHANGE_KINDS: Record<ChangeKindName, ChangeKind> = {
	state: stateChanges,
	settings: settingsChanges,
	activity: activityChanges,
};
