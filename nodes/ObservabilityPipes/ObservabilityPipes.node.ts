import {
	NodeConnectionTypes,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
	type INodeType,
	type INodeTypeDescription,
} from 'n8n-workflow';
import { resourceDescriptions } from './actions/framework/resources';
import { route } from './actions/framework/router';
import { deploymentCredentials, deploymentProperty } from '../shared/editor/properties';
import { listSearchMethods, loadOnCall } from '../shared/editor/lazyMethods';
import {
	actionSubtitle,
	cloudScopeProperties,
	requestOptionsProperties,
	resourceProperties,
} from './nodeProperties';

// The pickers' requests are read when first used (docs/benchmark.md, "Cold load").
const loadOptions = async () => await import('./methods/loadOptions');

const properties: INodeProperties[] = [
	deploymentProperty,
	...resourceProperties,
	...resourceDescriptions.filter((property) => property.name === 'operation'),
	...cloudScopeProperties,
	...resourceDescriptions.filter((property) => property.name !== 'operation'),
	...requestOptionsProperties,
];

export class ObservabilityPipes implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Observability Pipes',
		name: 'observabilityPipes',
		icon: {
			light: 'file:../../icons/observability.svg',
			dark: 'file:../../icons/observability.dark.svg',
		},
		group: ['transform'],
		// One version until the first release (NODE.md); a change a saved workflow would notice after it needs a new one.
		version: 1,
		subtitle: actionSubtitle(
			resourceDescriptions.filter((property) => property.name === 'operation'),
		),
		description:
			'Manage dashboards, alerts, sources, charts, webhooks, data pipes, organizations and API keys',
		defaults: { name: 'Observability Pipes' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: deploymentCredentials,
		properties,
	};

	methods = {
		// One list search per record kind, under the method name its picker names.
		listSearch: {
			...listSearchMethods(),
		},
		loadOptions: {
			getDashboardTiles: loadOnCall(loadOptions, 'getDashboardTiles'),
			getSources: loadOnCall(loadOptions, 'getSources'),
		},
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		// The properties let a refused input name its field by the label the user reads.
		return await route.call(this, { continueOnFail: this.continueOnFail(), properties });
	}
}
