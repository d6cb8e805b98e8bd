import type { IDataObject } from 'n8n-workflow';

const MAX_SERVER_TEXT = 300;

const HINTS: Record<number, string> = {
	400: 'The service rejected the request as invalid: check the fields named in the message.',
	401: 'The credentials were refused: check the key ID and secret (cloud) or the API key (self-hosted), and that the key is enabled.',
	403: 'The API key lacks the role this operation needs (writes need the admin role).',
	404: 'No record with this ID exists in the chosen organization, service or server: check the ID.',
	409: 'The request conflicts with the current state of the record.',
	424: 'The service is not running: start it in the cloud console, then retry.',
	429: 'The rate limit was still exceeded after waiting as the service asked: run fewer items at once or spread the workflow out.',
};

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
			if (value && typeof value === 'object' && typeof (value as IDataObject).message === 'string') {
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
		HINTS[status] ??
		(status >= 500
			? 'The service failed to process the request. Idempotent requests were already retried; try again later.'
			: 'The service could not process the request.');
	const description = requestId ? `${hint} Request ID: ${requestId}` : hint;
	return { message, description, httpCode: String(status) };
}
