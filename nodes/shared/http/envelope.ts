import type { IDataObject } from 'n8n-workflow';
import type { Deployment } from '../api/types';

export interface Unwrapped {
	ok: true;
	data: unknown;
	meta?: IDataObject;
	requestId?: string;
}

interface NotUnwrapped {
	ok: false;
	reason: string;
}

/**
 * A JSON object: not null, not a list, not a buffer (as `isObject` of base/helpers.ts; written here so
 * that the transport's helpers call no further file and a request's way stays short).
 */
function isObject(value: unknown): value is IDataObject {
	return (
		typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value)
	);
}

const ENVELOPE_FIELDS = new Set(['status', 'requestId', 'result']);

/** The fields a paged cloud list adds beside `result` (`limit`, `totalCount`, `nextCursor`). */
function cloudListMeta(body: IDataObject): IDataObject | undefined {
	const rest: IDataObject = {};
	for (const [key, value] of Object.entries(body)) if (!ENVELOPE_FIELDS.has(key)) rest[key] = value;
	return Object.keys(rest).length ? rest : undefined;
}

/**
 * Takes the payload out of a successful response: cloud `{status, requestId, result}`,
 * self-hosted `{data}` / `{data, meta}`. DELETE may answer without a payload
 * (cloud: no `result`; self-hosted: `{}` or the text `OK` of older servers).
 */
export function unwrapSuccess(
	deployment: Deployment,
	method: string,
	body: unknown,
): Unwrapped | NotUnwrapped {
	const isDelete = method === 'DELETE';
	if (!isObject(body)) {
		// A successful DELETE has done its work whatever it answers (old servers: text `OK`).
		if (isDelete) return { ok: true, data: undefined };
		const kind = body === '' || body === undefined ? 'an empty body' : 'a body that is not JSON';
		return {
			ok: false,
			reason: `The service answered with ${kind} where a JSON ${deployment === 'cloud' ? 'envelope' : 'object'} was expected`,
		};
	}
	if (deployment === 'cloud') {
		const requestId = typeof body.requestId === 'string' ? body.requestId : undefined;
		if ('result' in body)
			return { ok: true, data: body.result, meta: cloudListMeta(body), requestId };
		if (isDelete) return { ok: true, data: undefined, requestId };
		return { ok: false, reason: "The service answered without the 'result' of its JSON envelope" };
	}
	if ('data' in body) {
		return { ok: true, data: body.data, meta: isObject(body.meta) ? body.meta : undefined };
	}
	return { ok: true, data: body };
}
