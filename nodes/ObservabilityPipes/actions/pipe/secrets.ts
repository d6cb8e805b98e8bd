import type { IDataObject } from 'n8n-workflow';
import { isObject } from '../../../shared/base/helpers';

/** Secret keys anywhere under `source` (kind credentials, access keys, service account keys, schema registry credentials). */
const SOURCE_SECRET_KEYS = ['credentials', 'accessKey', 'serviceAccountKey'];

function withoutSourceSecrets(value: IDataObject): IDataObject {
	const copy: IDataObject = {};
	for (const [key, child] of Object.entries(value)) {
		if (SOURCE_SECRET_KEYS.includes(key)) continue;
		copy[key] = isObject(child) ? withoutSourceSecrets(child) : child;
	}
	return copy;
}

/**
 * A pipe record without the secrets it was created with. The service never returns them;
 * this is defense in depth so that no output item can carry one.
 */
export function pipeWithoutSecrets(record: IDataObject): IDataObject {
	if (!isObject(record)) return record;
	const copy: IDataObject = { ...record };
	if (isObject(copy.source)) copy.source = withoutSourceSecrets(copy.source);
	if (isObject(copy.destination)) {
		const destination: IDataObject = { ...copy.destination };
		delete destination.roles;
		copy.destination = destination;
	}
	return copy;
}
