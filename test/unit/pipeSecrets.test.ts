import { pipeWithoutSecrets } from '../../nodes/ObservabilityPipes/actions/pipe/secrets';

describe('pipeWithoutSecrets', () => {
	const record = () => ({
		id: 'p1',
		name: 'orders',
		source: {
			messageBroker: {
				brokers: 'b:9092',
				credentials: { username: 'u', password: 'BROKER-SECRET' },
				schemaRegistry: {
					url: 'https://sr',
					credentials: { username: 'sr', password: 'SR-SECRET' },
				},
			},
			validateSamples: true,
		},
		destination: {
			database: 'default',
			table: 't',
			roles: ['SECRET-ROLE'],
			columns: [{ name: 'a', type: 'String' }],
		},
		settings: { engine_max_threads: 8 },
	});

	it('drops credentials, access keys, registry credentials and destination roles', () => {
		const clean = pipeWithoutSecrets(record());
		expect(clean).toEqual({
			id: 'p1',
			name: 'orders',
			source: {
				messageBroker: { brokers: 'b:9092', schemaRegistry: { url: 'https://sr' } },
				validateSamples: true,
			},
			destination: { database: 'default', table: 't', columns: [{ name: 'a', type: 'String' }] },
			settings: { engine_max_threads: 8 },
		});
		expect(JSON.stringify(clean)).not.toMatch(/SECRET/);
	});

	it('drops access keys of every kind', () => {
		for (const kind of ['objectStorage', 'managedStream']) {
			const clean = pipeWithoutSecrets({
				source: { [kind]: { region: 'r', accessKey: { accessKeyId: 'AK', secretKey: 'SECRET' } } },
			});
			expect(clean).toEqual({ source: { [kind]: { region: 'r' } } });
		}
		expect(
			pipeWithoutSecrets({
				source: { relationalDb: { host: 'h', credentials: { password: 'SECRET' } } },
			}),
		).toEqual({ source: { relationalDb: { host: 'h' } } });
		expect(
			pipeWithoutSecrets({
				source: { objectStorage: { path: 'p', serviceAccountKey: 'SECRET-KEY-JSON' } },
			}),
		).toEqual({ source: { objectStorage: { path: 'p' } } });
	});

	it('does not change the input and leaves records without secrets alone', () => {
		const input = record();
		pipeWithoutSecrets(input);
		expect(input.destination.roles).toEqual(['SECRET-ROLE']);
		expect(pipeWithoutSecrets({ id: 'x', state: 'Running' })).toEqual({
			id: 'x',
			state: 'Running',
		});
	});
});
