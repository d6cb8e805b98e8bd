import type { IDataObject } from 'n8n-workflow';
import type { ApiClient } from '../../shared/http/transport';

interface FullReplaceOptions {
	client: ApiClient;
	/** Path of the record (GET and PUT). */
	path: string;
	itemIndex: number;
	/** Only the fields the user gave. */
	changes: IDataObject;
	/** The writable form of the fetched record. */
	recordToBody: (record: IDataObject) => IDataObject;
	/** Checks and normalises the merged body; throws InputError. */
	validate: (body: IDataObject) => IDataObject;
}

/**
 * Updates through a full-replace PUT without wiping what the user did not give:
 * one read, merge, validate, one write.
 */
export async function mergeAndReplace(options: FullReplaceOptions): Promise<IDataObject> {
	const { client, path, itemIndex } = options;
	const current = await client.request<IDataObject>('GET', path, { itemIndex });
	const merged = options.validate({ ...options.recordToBody(current ?? {}), ...options.changes });
	return await client.request<IDataObject>('PUT', path, { body: merged, itemIndex });
}
