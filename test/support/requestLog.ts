// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Emulator = any;

/** One request as the emulator logged it (the LogEntry of test/emulator/server.js). */
export interface LoggedRequest {
	seq: number;
	/** Epoch ms when the request arrived. */
	time: number;
	method: string;
	/** Without the query. */
	path: string;
	query: Record<string, string>;
	/** Lower-case names. */
	headers: Record<string, string>;
	/** Parsed JSON, the raw text when not JSON, undefined when empty. */
	body: unknown;
	/** Null when the emulator reset the connection. */
	status: number | null;
	deployment: 'cloud' | 'selfHosted' | 'control';
	/** Whether the route handler ran and answered below 400. */
	acted: boolean;
	/** Id of the fault applied. */
	fault?: string;
	durationMs?: number;
}

/** The requests the emulator logged for the API (control calls excluded). */
export function apiRequests(env: { emulator: Emulator }): LoggedRequest[] {
	return (env.emulator.requests() as LoggedRequest[]).filter(
		(entry) => entry.deployment !== 'control',
	);
}
