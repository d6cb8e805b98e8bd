import { withoutSecrets } from '../../nodes/ObservabilityPipes/actions/pipe/secrets';

describe('withoutSecrets', () => {
	const record = () => ({
		id: 'p1',
		name: 'orders',
		source: {
			messageBroker: {
				brokers: 'b:9092',
				credentials: { username: 'u', password: 'BROKER-SECRET' },
				schemaRegistry: { url: 'https://sr', credentials: { username: 'sr', password: 'SR-SECRET' } },
			},
			validateSamples: true,
		},
		destination: { database: 'default', table: 't', roles: ['SECRET-ROLE'], columns: [{ name: 'a', type: 'String' }] },
		settings: { engine_max_threads: 8 },
	});

	it('drops credentials, access keys, registry credentials and destination roles', () => {
		const clean = withoutSecrets(record());
		expect(clean).toEqual({
			id: 'p1',
			name: 'orders',
			source: { messageBroker: { brokers: 'b:9092', schemaRegistry: { url: 'https://sr' } }, validateSamples: true },
			destination: { database: 'default', table: 't', columns: [{ name: 'a', type: 'String' }] },
			settings: { engine_max_threads: 8 },
		});
		expect(JSON.stringify(clean)).not.toMatch(/SECRET/);
	});

	it('drops access keys of every kind', () => {
		for (const kind of ['objectStorage', 'managedStream']) {
			const clean = withoutSecrets({ source: { [kind]: { region: 'r', accessKey: { accessKeyId: 'AK', secretKey: 'SECRET' } } } });
			expect(clean).toEqual({ source: { [kind]: { region: 'r' } } });
		}
		expect(withoutSecrets({ source: { relationalDb: { host: 'h', credentials: { password: 'SECRET' } } } })).toEqual({ source: { relationalDb: { host: 'h' } } });
		expect(withoutSecrets({ source: { objectStorage: { path: 'p', serviceAccountKey: 'SECRET-KEY-JSON' } } })).toEqual({ source: { objectStorage: { path: 'p' } } });
	});

	it('does not change the input and leaves records without secrets alone', () => {
		const input = record();
		withoutSecrets(input);
		expect(input.destination.roles).toEqual(['SECRET-ROLE']);
		expect(withoutSecrets({ id: 'x', state: 'Running' })).toEqual({ id: 'x', state: 'Running' });
	});
});
