import { ObservabilityPipes } from '../../nodes/ObservabilityPipes/ObservabilityPipes.node';

/**
 * The action node as n8n offers it to an AI agent (`usableAsTool`): n8n registers a copy whose
 * type name ends in "Tool", and parameters shown only `@tool` (Output, Selected Fields) follow
 * that name. Registered in the harness under `observabilityPipesTool`, as n8n names it.
 */
export class ObservabilityPipesTool extends ObservabilityPipes {
	constructor() {
		super();
		this.description = {
			...this.description,
			name: 'observabilityPipesTool',
			displayName: 'Observability Pipes Tool',
		};
	}
}
