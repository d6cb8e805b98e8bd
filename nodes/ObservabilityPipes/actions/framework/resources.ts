import type { INodeProperties } from 'n8n-workflow';
import * as activity from '../activity/Activity.resource';
import * as alert from '../alert/Alert.resource';
import * as apiKey from '../apiKey/ApiKey.resource';
import * as chart from '../chart/Chart.resource';
import * as connection from '../connection/Connection.resource';
import * as dashboard from '../dashboard/Dashboard.resource';
import * as event from '../event/Event.resource';
import * as organization from '../organization/Organization.resource';
import * as pipe from '../pipe/Pipe.resource';
import * as reversePrivateEndpoint from '../reversePrivateEndpoint/ReversePrivateEndpoint.resource';
import * as savedSearch from '../savedSearch/SavedSearch.resource';
import * as service from '../service/Service.resource';
import * as source from '../source/Source.resource';
import * as team from '../team/Team.resource';
import * as teamInvitation from '../teamInvitation/TeamInvitation.resource';
import * as teamMember from '../teamMember/TeamMember.resource';
import * as usageCost from '../usageCost/UsageCost.resource';
import * as webhook from '../webhook/Webhook.resource';

/** Every resource's module (its operation dropdown, its operations), by the resource's name. */
export const resources = {
	activity,
	alert,
	apiKey,
	chart,
	connection,
	dashboard,
	event,
	organization,
	pipe,
	reversePrivateEndpoint,
	savedSearch,
	service,
	source,
	team,
	teamInvitation,
	teamMember,
	usageCost,
	webhook,
};

/** Every resource's operation dropdown and operation parameters. */
export const resourceDescriptions: INodeProperties[] = Object.values(resources).flatMap(
	(resource) => resource.description,
);
