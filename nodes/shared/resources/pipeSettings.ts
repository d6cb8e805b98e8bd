import type { IDataObject } from 'n8n-workflow';
import { pipePath, type ServiceIds } from '../api/paths';
import type { ApiClient } from '../http/transport';
import { isObject } from '../base/helpers';

/**
 * A pipe's settings. The list and record answers carry them; only a pipe whose record
 * lacks them costs a request of its own.
 */
export async function settingsOfPipe(
	client: ApiClient,
	service: ServiceIds,
	pipe: IDataObject,
	itemIndex?: number,
): Promise<IDataObject> {
	if (isObject(pipe.settings)) return pipe.settings;
	const settings = await client.request<IDataObject>(
		'GET',
		pipePath(service, String(pipe.id), 'settings'),
		{ itemIndex },
	);
	return isObject(settings) ? settings : {};
}
