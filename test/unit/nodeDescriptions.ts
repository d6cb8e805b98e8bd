import { ObservabilityPipes } from '../../nodes/ObservabilityPipes/ObservabilityPipes.node';
import { ObservabilityPipesTrigger } from '../../nodes/ObservabilityPipesTrigger/ObservabilityPipesTrigger.node';
import { ObservabilityPipesWebhookTrigger } from '../../nodes/ObservabilityPipesWebhookTrigger/ObservabilityPipesWebhookTrigger.node';

/**
 * What the editor and saved workflows see of the three nodes: each description (every public
 * name, option value, default, action text and display rule) and the names of the methods the
 * descriptions point at, as plain JSON.
 */
export function describedNodes(): Record<string, unknown> {
	const described: Record<string, unknown> = {};
	for (const node of [
		new ObservabilityPipes(),
		new ObservabilityPipesTrigger(),
		new ObservabilityPipesWebhookTrigger(),
	]) {
		const methods = (node as { methods?: Record<string, Record<string, unknown>> }).methods ?? {};
		described[node.description.name] = {
			description: JSON.parse(JSON.stringify(node.description)),
			methods: Object.fromEntries(
				Object.entries(methods).map(([kind, table]) => [kind, Object.keys(table).sort()]),
			),
		};
	}
	return described;
}
