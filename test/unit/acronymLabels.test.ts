import {
	checkAcronymLabels,
	eachProperty,
	type DescribedNode,
	type DescribedProperty,
} from '../support/uxChecks';
import { builtNodes } from '../support/builtNodes';
import { labelFromFieldName, valueLabel } from '../../nodes/shared/api/labels';
import { activityTypeLabel, stateLabel } from '../../nodes/shared/api/stateOptions';

/**
 * Acronyms on screen as n8n writes them (n8n's node review: "Mfa", "Saml", "Gpt", "Ip", "Url",
 * "Gb" in labels): "MFA", "IP", "URL", plurals "IDs", "URLs". The check is
 * test/support/uxChecks.ts's `checkAcronymLabels`, by the one list of acronyms of the label
 * maker (nodes/shared/api/labels.ts); here over every display name, option name, group name and
 * locator mode of the three built nodes (dist/, what n8n loads). Option values are not labels
 * and stay as the API spells them.
 */

/** Every label the editor shows of the nodes, as "where: text". */
function labelsOf(node: DescribedNode): Array<{ where: string; text: string }> {
	const labels: Array<{ where: string; text: string }> = [];
	eachProperty(node, (property: DescribedProperty, where) => {
		labels.push({ where, text: property.displayName });
		for (const mode of property.modes ?? [])
			labels.push({ where: `${where} mode`, text: mode.displayName });
		for (const entry of property.options ?? []) {
			if ('values' in entry) labels.push({ where: `${where} group`, text: entry.displayName });
			else if (!('type' in entry))
				labels.push({ where: `${where} option ${JSON.stringify(entry.value)}`, text: entry.name });
		}
	});
	return labels;
}

/** The labels of the nodes with an acronym written as a word, as "where: text". */
export function acronymFindings(nodes: DescribedNode[]): string[] {
	return nodes.flatMap((node) =>
		checkAcronymLabels(node).map((finding) => `${finding.where}: ${finding.text}`),
	);
}

describe('acronyms in labels', () => {
	const nodes = builtNodes();

	it('reads every label of the three built nodes', () => {
		const labels = nodes.flatMap(labelsOf);
		expect(labels.length).toBeGreaterThan(1000);
		expect(labels.map(({ text }) => text)).toEqual(
			expect.arrayContaining(['Service Update IP Access List', 'Replica Memory GB', 'URL']),
		);
	});

	it('no display name, option name, group or mode writes a known acronym as a word', () => {
		expect(acronymFindings(nodes)).toEqual([]);
	});

	it('finds planted violations: an option label, a nested field label and a plural', () => {
		const planted = JSON.parse(JSON.stringify(nodes[0])) as DescribedNode;
		planted.properties.push({
			displayName: 'Planted',
			name: 'planted',
			type: 'collection',
			options: [
				{
					displayName: 'Allowed Ip',
					name: 'allowedIp',
					type: 'multiOptions',
					options: [
						{
							name: 'Organization Saml Connection Create',
							value: 'organization_saml_connection_create',
						},
						{ name: 'Webhook IDs', value: 'webhookIds' },
						{ name: 'Webhook Urls', value: 'webhookUrls' },
					],
				},
			],
		});
		expect(acronymFindings([planted])).toEqual([
			'observabilityPipes > Planted (planted) > Allowed Ip (allowedIp): Allowed Ip: "Ip" (write "IP")',
			'observabilityPipes > Planted (planted) > Allowed Ip (allowedIp): Organization Saml Connection Create: "Saml" (write "SAML")',
			'observabilityPipes > Planted (planted) > Allowed Ip (allowedIp): Webhook Urls: "Urls" (write "URLs")',
		]);
	});

	it('every label maker writes the acronyms in capitals; the value stays as the API spells it', () => {
		expect(labelFromFieldName('url')).toBe('URL');
		expect(labelFromFieldName('maxReplicaMemoryGb')).toBe('Max Replica Memory GB');
		expect(labelFromFieldName('webhookIds')).toBe('Webhook IDs');
		expect(labelFromFieldName('dnsNames')).toBe('DNS Names');
		expect(activityTypeLabel('organization_member_update_mfa_method')).toBe(
			'Organization Member Update MFA Method',
		);
		expect(activityTypeLabel('service_update_gpt_usage_consent')).toBe(
			'Service Update GPT Usage Consent',
		);
		expect(activityTypeLabel('openapi_key_update')).toBe('OpenAPI Key Update');
		expect(valueLabel('IAM_ROLE')).toBe('IAM Role');
		expect(stateLabel('OK')).toBe('OK');
		const action = nodes.find((node) => node.name === 'observabilityPipes')!;
		const values: unknown[] = [];
		eachProperty(action, (property) => {
			for (const entry of property.options ?? [])
				if ('value' in entry && !('type' in entry)) values.push(entry.value);
		});
		expect(values).toEqual(
			expect.arrayContaining(['url', 'replicaMemoryGb', 'service_update_ip_access_list']),
		);
	});
});
