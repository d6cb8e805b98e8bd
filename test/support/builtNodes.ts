import type { DescribedNode } from './uxChecks';

/* eslint-disable @typescript-eslint/no-require-imports -- the built nodes, as n8n loads them */
const BUILT: Array<Record<string, new () => { description: DescribedNode }>> = [
	require('../../dist/nodes/ObservabilityPipes/ObservabilityPipes.node.js'),
	require('../../dist/nodes/ObservabilityPipesTrigger/ObservabilityPipesTrigger.node.js'),
	require('../../dist/nodes/ObservabilityPipesWebhookTrigger/ObservabilityPipesWebhookTrigger.node.js'),
];
/* eslint-enable @typescript-eslint/no-require-imports */

/** The descriptions of the three built nodes (dist/, what n8n loads), as plain JSON. */
export function builtNodes(): DescribedNode[] {
	return BUILT.map((module) => {
		const [NodeClass] = Object.values(module);
		return JSON.parse(JSON.stringify(new NodeClass().description)) as DescribedNode;
	});
}
