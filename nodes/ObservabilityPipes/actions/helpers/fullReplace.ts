import type { IDataObject } from 'n8n-workflow';
import type { ApiClient } from '../../../shared/http/transport';

interface FullReplaceOptions {
	client: ApiClient;
	/** Path of the record (GET and PUT). */
	path: string;
	itemIndex: number;
	/**
	 * The whole record to send: the record as read with the user's changes applied (checked
	 * before the read; a rule the change breaks only together with the stored record throws
	 * InputError here). Every field of the record the server does not set is sent back as read,
	 * unjudged: the server judges it.
	 */
	merge: (current: IDataObject) => IDataObject;
	/** How the record is read where the API has no GET of one record (default: GET `path`). */
	read?: () => Promise<IDataObject>;
	/** The values of the body to mask in any failure (header or query values it carries). */
	secrets?: (body: IDataObject) => string[];
}

/**
 * The body of a full replace: the stored record, then the user's changes over it. A change of
 * `undefined` clears its field (left out: a full replace clears what it leaves out), and so does
 * any change `alsoClears` names, judged against the merged record. Neither argument is changed.
 */
export function mergeChanges(
	stored: IDataObject,
	changes: IDataObject,
	alsoClears?: (value: unknown, merged: IDataObject) => boolean,
): IDataObject {
	const merged: IDataObject = { ...stored, ...changes };
	for (const [key, value] of Object.entries(changes))
		if (value === undefined || alsoClears?.(value, merged)) delete merged[key];
	return merged;
}

/**
 * Every update whose API call is a PUT of the whole record: one read, the changes merged into
 * it, one write, so that what the user did not give keeps its value.
 */
export async function mergeAndReplace(options: FullReplaceOptions): Promise<IDataObject> {
	const { client, path, itemIndex } = options;
	const current = options.read
		? await options.read()
		: await client.request<IDataObject>('GET', path, { itemIndex });
	const body = options.merge(current ?? {});
	return await client.request<IDataObject>('PUT', path, {
		body,
		itemIndex,
		...(options.secrets ? { secrets: options.secrets(body) } : {}),
	});
}
