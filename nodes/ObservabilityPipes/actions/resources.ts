import type { INodeProperties } from 'n8n-workflow';
import type { LoadOperations } from './operation';
import * as activity from './activity/Activity.resource';
import * as alert from './alert/Alert.resource';
import * as apiKey from './apiKey/ApiKey.resource';
import * as chart from './chart/Chart.resource';
import * as dashboard from './dashboard/Dashboard.resource';
import * as event from './event/Event.resource';
import * as organization from './organization/Organization.resource';
import * as pipe from './pipe/Pipe.resource';
import * as reversePrivateEndpoint from './reversePrivateEndpoint/ReversePrivateEndpoint.resource';
import * as savedSearch from './savedSearch/SavedSearch.resource';
import * as service from './service/Service.resource';
import * as source from './source/Source.resource';
import * as usageCost from './usageCost/UsageCost.resource';
import * as webhook from './webhook/Webhook.resource';

const all = {
	activity,
	alert,
	apiKey,
	chart,
	dashboard,
	event,
	organization,
	pipe,
	reversePrivateEndpoint,
	savedSearch,
	service,
	source,
	usageCost,
	webhook,
};

/** resource -> the loader of its operations; the router's only lookup table. */
export const resources: Record<string, LoadOperations> = Object.fromEntries(
	Object.entries(all).map(([name, resource]) => [name, resource.operations]),
);

/** Every resource's operation dropdown and operation parameters. */
export const resourceDescriptions: INodeProperties[] = Object.values(all).flatMap(
	(resource) => resource.description,
);
