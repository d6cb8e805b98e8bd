import type { IDataObject } from 'n8n-workflow';
import type { Value } from './canonical';

/**
 * What an event emits and what it keeps between polls. Each event of the table (watches/watchTable.ts)
 * names the kind of change it watches: a state (stateChanges.ts) or settings
 * (settingsChanges.ts). A kind says what counts as a change, and the shape of the snapshot
 * the poll data keeps.
 */

/** A state snapshot (stateChanges.ts): ids grouped by state, `[[state, id, id, ...], ...]`. */
export type StateGroup = [state: string, ...ids: string[]];
export type StateSnapshot = StateGroup[];

/**
 * A settings snapshot (settingsChanges.ts): pipe settings as the trigger stores them: small, yet exact enough to rebuild each pipe's
 * previous settings (so `previous` and `changes` can be emitted without a settings history).
 *
 * - `n`: every setting name seen, once; the names all pipes have come first.
 * - `b`: for each of the first `b.length` names, its most common value (the shared base).
 * - `g`: one group per distinct remainder: `[[index, value, index, value, ...], id, id, ...]`,
 *   the settings that differ from the base (by index into `n`), then the pipes that have
 *   exactly that remainder.
 *
 * A fleet that mostly shares its settings costs a quoted id per pipe; a pipe tuned on its
 * own in a couple of settings adds a few bytes per tuned value. See docs/trigger.md.
 */
export interface SettingsSnapshot {
	n: string[];
	b: Value[];
	g: SettingsGroup[];
}

export type SettingsGroup = [pairs: Value[], ...ids: string[]];

/** An activity snapshot (activityChanges.ts): the window's start, then the ids seen in it, `[since, id, ...]`. */
export type ActivitySnapshot = string[];

export type Snapshot = StateSnapshot | SettingsSnapshot | ActivitySnapshot;

export interface DiffOptions {
	/** The event's value: the `event` of every item. */
	event: string;
	/** When the poll ran (ISO 8601): the `changedAt` of records that carry no `updatedAt`. */
	now: string;
	/** Only these ids are watched, and stored; empty watches every record. */
	ids?: readonly string[];
	/** Only changes into these states are emitted (case-insensitive); empty emits all. */
	toStates?: readonly string[];
	/** Whether records that appeared since the last poll are emitted (with no previous value). */
	includeNew?: boolean;
	/** Only activities of these types are emitted (any case); the others are noted. Empty: all. */
	types?: readonly string[];
}

export interface StateChange extends IDataObject {
	event: string;
	id: string;
	name: string;
	previousState: string | null;
	state: string;
	changedAt: string;
	record: IDataObject;
}

export interface SettingChange extends IDataObject {
	setting: string;
	from: Value;
	to: Value;
}

export interface SettingsChange extends IDataObject {
	event: string;
	id: string;
	name: string;
	changedAt: string;
	previous: IDataObject | null;
	current: IDataObject;
	changes: SettingChange[];
	record: IDataObject;
}

export interface ActivityChange extends IDataObject {
	event: string;
	id: string;
	type: string;
	/** The activity's `createdAt`. */
	changedAt: string;
	actorType: string | null;
	actorId: string | null;
	actorDetails: string | null;
	serviceId: string | null;
	record: IDataObject;
}

export type Change = StateChange | SettingsChange | ActivityChange;

export interface DiffResult {
	changes: Change[];
	snapshot: Snapshot;
}

/** A kind of change by the name the event table gives it (`CHANGE_KINDS` of diff.ts maps it to its module). */
export type ChangeKindName = 'state' | 'settings' | 'activity';

/** A watched record (each id once, diff.ts), with what every kind reads of it. */
export interface Watched {
	id: string;
	/** Its name; its id when it has none. */
	name: string;
	/** When it last changed: its `updatedAt`, else the poll's time. */
	changedAt: string;
	record: IDataObject;
}

export interface ChangeKind {
	/**
	 * The changes between the stored snapshot and the watched records (each id once), and the
	 * snapshot to keep. A missing or malformed snapshot gives the baseline and no changes.
	 */
	diff(previous: unknown, watched: readonly Watched[], options: DiffOptions): DiffResult;
	/**
	 * Where the window of a list read by time starts (epoch ms), from the stored snapshot: only
	 * a kind whose fetch reads from its snapshot has it (activities), and the poll then reads
	 * the poll data before fetching.
	 */
	readsFrom?(stored: unknown, now: number, manual: boolean): number;
	/** The snapshot of no records. */
	empty(): Snapshot;
	/** Whether stored poll data has this kind's snapshot shape (anything else: a baseline is due). */
	fits(stored: unknown): stored is Snapshot;
	/** Whether the stored snapshot equals the next one (the poll data is then left untouched). */
	same(stored: Snapshot, next: Snapshot): boolean;
}
