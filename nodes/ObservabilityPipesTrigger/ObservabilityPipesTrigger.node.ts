import {
	NodeConnectionTypes,
	type INodeExecutionData,
	type INodeType,
	type INodeTypeDescription,
	type IPollFunctions,
} from 'n8n-workflow';
import { deploymentCredentials } from '../shared/editor/properties';
import { loadKindMethod, searchOrganizations, searchServices } from '../shared/editor/lazyMethods';
import { triggerProperties } from './properties';
import { eventSubtitle } from './watches/watchTable';

export class ObservabilityPipesTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Observability Pipes Trigger',
		name: 'observabilityPipesTrigger',
		icon: {
			light: 'file:../../icons/observability.svg',
			dark: 'file:../../icons/observability.dark.svg',
		},
		group: ['trigger'],
		version: 1,
		subtitle: eventSubtitle(),
		description:
			'Starts the workflow when an alert, data pipe or service changes state, when pipe settings change, or when the organization logs an activity',
		defaults: { name: 'Observability Pipes Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: deploymentCredentials,
		properties: triggerProperties,
	};

	methods = {
		listSearch: { searchOrganizations, searchServices },
		// The records the trigger can watch in the chosen scope, "Name (state)".
		loadOptions: {
			getWatchedAlerts: loadKindMethod('alert'),
			getWatchedPipes: loadKindMethod('pipe'),
			getWatchedServices: loadKindMethod('service'),
		},
	};

	/**
	 * One poll (`poll.ts`), read when the trigger first polls: n8n loads the node for its
	 * description (docs/benchmark.md, "Cold load").
	 */
	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		const { poll } = await import('./poll');
		// The properties let a refused parameter name its field by the label the user reads.
		return await poll.call(this, triggerProperties);
	}
}
