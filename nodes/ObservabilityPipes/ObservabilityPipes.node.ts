import {
	NodeConnectionTypes,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
	type INodeType,
	type INodeTypeDescription,
} from 'n8n-workflow';
import { resourceDescriptions } from './actions/resources';
import { route } from './actions/router';
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
		// Versions 1 and 2 keep the forms their saved workflows were made with (docs/operations.md#node-versions).
		version: [1, 2, 3],
		defaultVersion: 3,
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
