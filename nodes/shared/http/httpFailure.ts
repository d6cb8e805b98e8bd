import type { IDataObject } from 'n8n-workflow';

const MAX_SERVER_TEXT = 300;

const HINTS: Record<number, string> = {
	400: 'The service rejected the request as invalid: check the fields named in the message.',
	401: 'The credentials were refused: check the key ID and secret (cloud) or the API key (self-hosted), and that the key is enabled.',
	403: 'The API key lacks the role this operation needs (writes need the admin role).',
	404: 'No record with this ID exists in the chosen organization, service or server: check the ID.',
	409: 'The request conflicts with the current state of the record.',
	424: 'The service is not running (idle or stopped). Wake it with Service: Wake (or start a stopped one with Service: Start), with Wait for State on, then retry.',
	429: 'The rate limit was still exceeded after waiting as the service asked: run fewer items at once or spread the workflow out.',
};

/**
 * Refusals whose reason the server's own text names and the user can act on: their hint
 * replaces the general one of the status. Matched by status and text, so that a newer
 * server's other refusals keep the general hint.
 */
const KNOWN_REFUSALS: ReadonlyArray<{ status: number; text: RegExp; hint: string }> = [
	{
		status: 400,
		text: /cannot remove yourself from the team/i,
		hint: 'The API key belongs to this member, and no one can remove themselves from the team. Pick another member, or have another member of the team remove this one (with their own API key).',
	},
	{
		status: 400,
		text: /^user already exists/i,
		hint: 'A user with this email address already has an account on the server, and the server invites only new addresses. Check the email address.',
	},
];

/** Turns any response body into the short text a person should read. */
export function serverText(body: unknown): string {
	if (body === undefined || body === null || body === '') return '';
	if (typeof body === 'string') return clip(plainText(body));
	if (Buffer.isBuffer(body)) return clip(plainText(body.toString('utf8')));
	if (typeof body === 'object') {
		const record = body as IDataObject;
		for (const key of ['error', 'message', 'detail', 'reason']) {
			const value = record[key];
			if (typeof value === 'string' && value !== '') return clip(value);
			if (
				value &&
				typeof value === 'object' &&
				typeof (value as IDataObject).message === 'string'
			) {
				return clip((value as IDataObject).message as string);
			}
		}
		return clip(JSON.stringify(body));
	}
	return clip(String(body));
}

function plainText(text: string): string {
	const withoutTags = /<[a-z!/][^>]*>/i.test(text)
		? text.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' ')
		: text;
	return withoutTags.replace(/\s+/g, ' ').trim();
}

function clip(text: string): string {
	return text.length > MAX_SERVER_TEXT ? text.slice(0, MAX_SERVER_TEXT - 1) + '…' : text;
}

export interface HttpFailure {
	message: string;
	description: string;
	httpCode: string;
}

/** Message and description of a failed HTTP exchange: status and the server's own text up front. */
export function describeHttpFailure(
	status: number,
	body: unknown,
	requestId?: string,
): HttpFailure {
	const text = serverText(body);
	const message = text ? `HTTP ${status}: ${text}` : `HTTP ${status} with an empty response body`;
	const hint =
		KNOWN_REFUSALS.find((refusal) => refusal.status === status && refusal.text.test(text))?.hint ??
		HINTS[status] ??
		(status >= 500
			? 'The service was not able to process your request. Reads, replacements and deletes were already repeated; try again later.'
			: 'The service could not process the request.');
	const description = requestId ? `${hint} Request ID: ${requestId}` : hint;
	return { message, description, httpCode: String(status) };
}

/**
 * A failed answer as the user reads it: status, the server's own text with every secret
 * masked (a proxy or a misbehaving server may echo the request's headers back), and how
 * many attempts it took.
 */
export function describeResponseFailure(
	status: number,
	body: unknown,
	attemptsBefore: number,
	secrets: string[],
): HttpFailure {
	const record = body as IDataObject | undefined;
	const requestId =
		record && typeof record === 'object' && typeof record.requestId === 'string'
			? record.requestId
			: undefined;
	const failure = describeHttpFailure(status, body, requestId);
	return {
		...failure,
		message: maskSecrets(failure.message, secrets) + attemptsText(attemptsBefore),
	};
}

/** A successful status whose answer lacks the shape the API documents. */
export function describeShapeFailure(status: number, reason: string): HttpFailure {
	return {
		message: `HTTP ${status}: ${reason}`,
		description:
			'The answer did not have the shape the API documents. Check that the base URL points at the API server.',
		httpCode: String(status),
	};
}

interface ConnectionFailure {
	method: string;
	/** Low-level error code (ECONNREFUSED, ETIMEDOUT, ...). */
	code: string;
	/** Whether sending the request again was safe (it was then retried). */
	repeatable: boolean;
	attemptsBefore: number;
	timeoutMs: number;
}

/** A request that got no answer: timeout or broken connection, and whether it was repeated. */
export function describeConnectionFailure(failure: ConnectionFailure): HttpFailure {
	const timedOut = failure.code === 'ECONNABORTED' || failure.code === 'ETIMEDOUT';
	const what = timedOut
		? `No answer from the API within ${failure.timeoutMs} ms`
		: connectionText(failure.code);
	const notRepeated = !failure.repeatable
		? ` The ${failure.method} request was not repeated because the service may already have acted on it: check the record before running it again.`
		: '';
	return {
		message: what + attemptsText(failure.attemptsBefore),
		description: `Check the base URL of the credential and that the API server is reachable.${notRepeated}`,
		httpCode: '',
	};
}

function attemptsText(attemptsBefore: number): string {
	return attemptsBefore > 0 ? ` (after ${attemptsBefore + 1} attempts)` : '';
}

/** Replaces every occurrence of a secret (and its Basic-auth encoding) with asterisks. */
export function maskSecrets(text: string, secrets: string[]): string {
	let masked = text;
	for (const secret of secrets) masked = masked.split(secret).join('***');
	return masked.replace(/\b(Basic|Bearer)\s+[A-Za-z0-9+/=._~-]{8,}/g, '$1 ***');
}

function connectionText(code: string): string {
	switch (code) {
		case 'ECONNRESET':
			return 'The connection to the server was closed unexpectedly, without an answer';
		case 'ECONNREFUSED':
			return 'The service refused the connection: nothing is listening at the base URL';
		case 'ENOTFOUND':
		case 'EAI_AGAIN':
			return 'The connection cannot be established: the host name of the base URL could not be resolved';
		default:
			return `The connection cannot be established (${code.toLowerCase().replace(/_/g, ' ')})`;
	}
}
