import { NodeConnectionTypes, type INodeExecutionData, type INodeType, type INodeTypeDescription, type IPollFunctions } from 'n8n-workflow';

export class ObservabilityPipesTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Observability Pipes Trigger',
		name: 'observabilityPipesTrigger',
		icon: { light: 'file:../../icons/observability.svg', dark: 'file:../../icons/observability.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"]}}',
		description: 'Starts the workflow when an alert or a data pipe changes state',
		defaults: { name: 'Observability Pipes Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		properties: [],
	};

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return null;
	}
}
