/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENUMS, KEY_SETS, RANGES } from '../../nodes/shared/api/apiSpec';
import { compareApiSpec, resolvePointer, type Documents } from './compareApiSpec';

const read = (name: string) =>
	JSON.parse(readFileSync(join(__dirname, '..', 'contract', 'documents', name), 'utf8'));
const documents: Documents = { cloud: read('cloud.json'), selfHosted: read('selfhosted.json') };
const spec = { enums: ENUMS, ranges: RANGES, keySets: KEY_SETS };
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value));

describe('the enums, ranges and field lists of nodes/shared/api/apiSpec.ts', () => {
	it('equal the documents in test/contract/documents (every difference listed in one failure)', () => {
		expect(compareApiSpec(documents, spec)).toEqual([]);
	});

	it('list every planted difference of a modified copy of a document, each once', () => {
		const cloud = clone(documents.cloud);
		(
			resolvePointer(cloud, ENUMS.messageBrokerAuthentications.pointer) as { enum: string[] }
		).enum.push('NEWER_AUTH');
		const intervals = resolvePointer(cloud, ENUMS.alertIntervals.pointer) as { enum: string[] };
		intervals.enum = intervals.enum.filter((value) => value !== '30s');
		(
			resolvePointer(cloud, RANGES.object_storage_max_insert_bytes.pointer) as { maximum: number }
		).maximum = 20 * 1024 ** 3;
		(
			resolvePointer(cloud, KEY_SETS.pipeSettings.pointer) as {
				properties: Record<string, unknown>;
			}
		).properties.newer_setting = { type: 'boolean' };
		const differences = compareApiSpec({ ...documents, cloud }, spec);
		expect(differences).toEqual([
			`messageBrokerAuthentications (cloud.json#${ENUMS.messageBrokerAuthentications.pointer}): the document adds "NEWER_AUTH"`,
			`alertIntervals (cloud.json#${ENUMS.alertIntervals.pointer}): the document no longer lists "30s"`,
			`object_storage_max_insert_bytes (cloud.json#${RANGES.object_storage_max_insert_bytes.pointer}): maximum 21474836480 in the document, 10737418240 here`,
			`pipeSettings (cloud.json#${KEY_SETS.pipeSettings.pointer}): the document adds the fields "newer_setting"`,
		]);
	});

	it('says so when a pointer names nothing in the document', () => {
		const moved = {
			...spec,
			enums: {
				gone: {
					document: 'selfHosted' as const,
					pointer: '/components/schemas/NoSuchSchema',
					values: ['a'],
				},
			},
		};
		expect(compareApiSpec(documents, moved)).toContain(
			'gone (selfHosted.json#/components/schemas/NoSuchSchema): the document has no enum there',
		);
	});
});
