/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import { execFileSync } from '../support/processes';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { diffDocuments, deploymentOf } = require('../../scripts/spec-diff.js');

const REPO = join(__dirname, '..', '..');
const current = JSON.parse(
	readFileSync(join(REPO, 'test', 'contract', 'documents', 'cloud.json'), 'utf8'),
);
/**
 * The cloud document as published on 2026-07-31, before the version the project now holds: the
 * operations the project used then, and those of the same document added to the shared copy on
 * 2026-11-27 (webhooks, saved searches, one source, services, activities, usage cost), whose
 * lists were not yet paged.
 */
const older = JSON.parse(
	readFileSync(join(__dirname, 'fixtures', 'cloud-2026-07-31.json'), 'utf8'),
);

describe('npm run spec:diff', () => {
	it('lists the changes of the newer cloud document against the 2026-07-31 one', () => {
		const lines = diffDocuments(older, current);
		expect(lines.operations).toEqual([
			'+ GET /organizations/{organizationId}/services/{serviceId}/pipes/context (pipesServiceContextGet)',
		]);
		expect(lines.query).toEqual([
			'+ GET /organizations/{organizationId}/keys: query limit, cursor',
			'+ GET /organizations/{organizationId}/services/{serviceId}/observability/alerts: query limit, offset',
			'+ GET /organizations/{organizationId}/services/{serviceId}/observability/webhooks: query limit, offset',
			'+ GET /organizations/{organizationId}/services/{serviceId}/observability/saved-searches: query limit, offset',
		]);
		expect(lines.enums).toEqual(
			expect.arrayContaining([
				'+ /components/schemas/ObservabilityCreateAlertRequest/properties/interval: "30s"',
				'+ /components/schemas/PipePostMessageBrokerSource/properties/authentication: "SERVICE_ACCOUNT_WORKLOAD_IDENTITY"',
				'+ /components/schemas/PipePostObjectStorageSource/properties/authentication: "SERVICE_ACCOUNT_WORKLOAD_IDENTITY"',
				expect.stringMatching(
					/^- \/components\/schemas\/Service\/properties\/profile: no longer an enum/,
				),
			]),
		);
		expect(lines.ranges).toEqual(
			expect.arrayContaining([
				'~ /components/schemas/PipeSettingsPutRequest/properties/object_storage_max_insert_bytes: minimum 10485760 -> 524288000',
				'~ /components/schemas/PipeSettingsPutRequest/properties/object_storage_max_insert_bytes: maximum 53687091200 -> 10737418240',
				'~ /components/schemas/Service/properties/maxReplicas: maximum 20 -> 50',
			]),
		);
		expect(lines.fields).toEqual(
			expect.arrayContaining([
				'+ /components/schemas/PipePostRequest: new fields startPaused (a request body the node builds)',
				'+ /components/schemas/PipeSettingsPutRequest: new fields messageBroker_read_committed (a request body the node builds)',
				'+ /components/schemas/ObservabilityCreateAlertRequest: new fields channels (a request body the node builds)',
				'+ /components/schemas/ObservabilityFilterInput: new fields isBroadcastEnabled, isVariableEnabled, variableName',
				'+ /components/schemas/ObservabilityLineBuilderChartConfig: new fields seriesLimit, formulas, showOperandSeries',
				'+ /components/schemas/ObservabilityFormula: new schema with expression, alias, numberFormat',
				'+ /components/schemas/PipesWorkloadIdentityContext: new schema with supported, ready, principal',
				'+ /paths/~1organizations~1{organizationId}~1keys/get/responses/200/content/application~1json/schema: new fields limit, totalCount, nextCursor',
				'- /components/schemas/ObservabilitySavedFilterValue: schema gone',
			]),
		);
	});

	it('lists nothing for a document against itself, and knows the deployment of each document', () => {
		const lines = diffDocuments(current, current);
		expect(Object.values(lines).flat()).toEqual([]);
		expect(deploymentOf(current)).toBe('cloud');
		expect(
			deploymentOf(
				JSON.parse(
					readFileSync(join(REPO, 'test', 'contract', 'documents', 'selfhosted.json'), 'utf8'),
				),
			),
		).toBe('selfHosted');
	});

	it('runs from the command line on a document file against an older one', () => {
		const folder = mkdtempSync(join(tmpdir(), 'spec-diff-'));
		try {
			const olderFile = join(folder, 'cloud-2026-07-31.json');
			writeFileSync(olderFile, JSON.stringify(older));
			const output = execFileSync(
				process.execPath,
				[
					join(REPO, 'scripts', 'spec-diff.js'),
					join(REPO, 'test', 'contract', 'documents', 'cloud.json'),
					olderFile,
				],
				{ cwd: REPO, encoding: 'utf8' },
			);
			expect(output).toMatch(/^# cloud\.json \(cloud\) against /);
			expect(output).toContain('## Paths and operations (1)');
			expect(output).toContain(
				'+ GET /organizations/{organizationId}/services/{serviceId}/pipes/context (pipesServiceContextGet)',
			);
			expect(output).toContain('SERVICE_ACCOUNT_WORKLOAD_IDENTITY');
		} finally {
			rmSync(folder, { recursive: true, force: true });
		}
	});
});
