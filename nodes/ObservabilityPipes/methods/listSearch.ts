import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { listRecords } from '../../shared/pagination';
import { clientFor, deploymentOf, observabilityPathOf, organizationPathOf, servicePathOf } from './context';

/** Lists shown in a picker stay short: the user narrows them with the filter. */
const MAX_LIST_RESULTS = 1000;

function toResults(records: IDataObject[], filter: string | undefined, label: (record: IDataObject) => string): INodeListSearchResult {
	const needle = filter?.trim().toLowerCase();
	const results = [];
	for (const record of records) {
		const name = label(record);
		const id = String(record.id ?? '');
		if (needle && !name.toLowerCase().includes(needle) && !id.toLowerCase().includes(needle)) continue;
		results.push({ name, value: id });
	}
	results.sort((a, b) => a.name.localeCompare(b.name));
	return { results };
}

const byName = (record: IDataObject) => String(record.name || record.id);

async function search(
	context: ILoadOptionsFunctions,
	path: string,
	filter: string | undefined,
	label: (record: IDataObject) => string = byName,
	paged = false,
): Promise<INodeListSearchResult> {
	const records = await listRecords(clientFor(context), path, { paged, max: MAX_LIST_RESULTS });
	return toResults(records, filter, label);
}

export async function searchOrganizations(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	return await search(this, '/organizations', filter);
}

export async function searchServices(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	return await search(this, `${organizationPathOf(this)}/services`, filter, (record) =>
		record.state ? `${byName(record)} (${record.state})` : byName(record),
	);
}

export async function searchDashboards(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	return await search(this, observabilityPathOf(this, 'dashboards'), filter);
}

export async function searchAlerts(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	const label = (record: IDataObject) => `${byName(record)}${record.state ? ` (${record.state})` : ''}`;
	return await search(this, observabilityPathOf(this, 'alerts'), filter, label, deploymentOf(this) === 'selfHosted');
}

export async function searchWebhooks(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	if (deploymentOf(this) === 'cloud') {
		throw new Error('The cloud API has no webhook list: choose "ID" and paste the webhook ID');
	}
	const label = (record: IDataObject) => `${byName(record)}${record.service ? ` (${record.service})` : ''}`;
	return await search(this, '/webhooks', filter, label, true);
}

export async function searchPipes(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	const label = (record: IDataObject) => `${byName(record)}${record.state ? ` (${record.state})` : ''}`;
	return await search(this, `${servicePathOf(this)}/pipes`, filter, label);
}

export async function searchApiKeys(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	const label = (record: IDataObject) => `${byName(record)}${record.keySuffix ? ` (…${record.keySuffix})` : ''}`;
	return await search(this, `${organizationPathOf(this)}/keys`, filter, label);
}

export async function searchReversePrivateEndpoints(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	const label = (record: IDataObject) => String(record.description || record.id);
	return await search(this, `${servicePathOf(this)}/pipesReversePrivateEndpoints`, filter, label);
}
