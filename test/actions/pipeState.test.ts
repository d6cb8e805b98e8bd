import {
	apiRequests,
	cloudParams,
	locator,
	runAction,
	SEED,
	type TestEnv,
	useEnv,
} from '../support/env';
import {
	expectPolls,
	expectStateCommand,
	minimalPipe,
	pipesPath,
	UNKNOWN_CLOUD_ID,
} from '../support/cloudRequests';
import { expectRefusedBeforeSending } from '../support/inputError';

const pipePath = (id: string) => `${pipesPath()}/${id}`;

const log = (env: TestEnv) => apiRequests(env);

describe('pipe state commands (cloud)', () => {
	const env = useEnv();
	// Some tests slow the transitions down; configure() outlives reset().
	beforeEach(() => env.emulator.configure({ pipeTransitionMs: 50 }));

	const run = (operation: string, extra: Record<string, unknown> = {}) =>
		runAction(env, cloudParams('pipe', operation, extra));

	describe('start', () => {
		it('sends the start command and returns the pipe as the answer has it', async () => {
			const [pipe] = (await run('start', { pipeId: locator(SEED.pipes.managedStream) })).json(
				'Node',
			);
			expect(log(env)).toHaveLength(1);
			expectStateCommand(log(env)[0], pipePath(SEED.pipes.managedStream), 'start');
			expect(pipe).toMatchObject({ id: SEED.pipes.managedStream, state: 'Provisioning' });
		});

		it('waits until the pipe runs', async () => {
			const [pipe] = (
				await run('start', {
					pipeId: locator(SEED.pipes.managedStream),
					waitForState: true,
					waitTimeout: 10,
				})
			).json('Node');
			expect(pipe.state).toBe('Running');
			const [command, ...polls] = log(env);
			expectStateCommand(command, pipePath(SEED.pipes.managedStream), 'start');
			expectPolls(polls, pipePath(SEED.pipes.managedStream));
		});

		it('returns the pipe when the start ends in InternalError (a settled state), without waiting for the timeout', async () => {
			env.emulator.setPipeOutcome(SEED.pipes.managedStream, 'InternalError');
			// Had the node waited on past InternalError, its 30 s timeout would end the run in an error, not this pipe.
			const [pipe] = (
				await run('start', {
					pipeId: locator(SEED.pipes.managedStream),
					waitForState: true,
					waitTimeout: 30,
				})
			).json('Node');
			expect(pipe).toMatchObject({ id: SEED.pipes.managedStream, state: 'InternalError' });
			const [command, ...polls] = log(env);
			expectStateCommand(command, pipePath(SEED.pipes.managedStream), 'start');
			expectPolls(polls, pipePath(SEED.pipes.managedStream));
			expect(polls.length).toBeLessThan(6);
		});

		it('carries the 400 text of a pipe that already runs', async () => {
			const error = (await run('start', { pipeId: locator(SEED.pipes.messageBroker) })).error(
				'Node',
			);
			expect(error?.message).toMatch(/^HTTP 400: BAD_REQUEST: pipe is already running/);
		});

		it('carries the 404 text of an unknown pipe', async () => {
			const error = (await run('start', { pipeId: locator(UNKNOWN_CLOUD_ID) })).error('Node');
			expect(error?.message).toMatch(/^HTTP 404: NOT_FOUND: Pipe/);
		});
	});

	describe('stop', () => {
		it('sends the stop command and returns the stopping pipe', async () => {
			const [pipe] = (await run('stop', { pipeId: locator(SEED.pipes.messageBroker) })).json(
				'Node',
			);
			expect(log(env)).toHaveLength(1);
			expectStateCommand(log(env)[0], pipePath(SEED.pipes.messageBroker), 'stop');
			expect(pipe).toMatchObject({ id: SEED.pipes.messageBroker, state: 'Stopping' });
		});

		it('waits until the pipe is stopped', async () => {
			const [pipe] = (
				await run('stop', { pipeId: locator(SEED.pipes.messageBroker), waitForState: true })
			).json('Node');
			expect(pipe.state).toBe('Stopped');
			const [command, ...polls] = log(env);
			expectStateCommand(command, pipePath(SEED.pipes.messageBroker), 'stop');
			expectPolls(polls, pipePath(SEED.pipes.messageBroker));
		});

		it('waits until a relational database pipe is paused', async () => {
			const [pipe] = (
				await run('stop', {
					pipeId: locator(SEED.pipes.relationalDb),
					waitForState: true,
					waitTimeout: 10,
				})
			).json('Node');
			expect(pipe.state).toBe('Paused');
		});

		it('fails after the wait timeout naming the last state and the timeout', async () => {
			env.emulator.configure({ pipeTransitionMs: 60000 });
			// The transition takes 60 s: an error naming the 0.6 s timeout shows the node gave up at its own timeout.
			const result = await run('stop', {
				pipeId: locator(SEED.pipes.messageBroker),
				waitForState: true,
				waitTimeout: 0.6,
			});
			const error = result.error('Node');
			expect(error?.name).toBe('NodeOperationError');
			expect(error?.message).toMatch(/orders-events/);
			expect(error?.message).toMatch(/within 0\.6 s/);
			expect(error?.message).toMatch(/last state was "Stopping"/);
			expect(error?.description).toMatch(/Wait Timeout/);
			const [command, ...polls] = log(env);
			expectStateCommand(command, pipePath(SEED.pipes.messageBroker), 'stop');
			expectPolls(polls, pipePath(SEED.pipes.messageBroker));
		});

		it('refuses a wait timeout that is not positive before any request', async () => {
			const error = (
				await run('stop', {
					pipeId: locator(SEED.pipes.messageBroker),
					waitForState: true,
					waitTimeout: 0,
				})
			).error('Node');
			expectRefusedBeforeSending(env, error, /'Wait Timeout'/);
		});

		it('carries the 404 text of an unknown pipe', async () => {
			const error = (
				await run('stop', { pipeId: locator(UNKNOWN_CLOUD_ID), waitForState: true })
			).error('Node');
			expect(error?.message).toMatch(/^HTTP 404: NOT_FOUND: Pipe/);
			expect(apiRequests(env)).toHaveLength(1);
		});
	});

	describe('resync', () => {
		it('resyncs a relational database pipe and waits until it runs again', async () => {
			const [pipe] = (await run('resync', { pipeId: locator(SEED.pipes.relationalDb) })).json(
				'Node',
			);
			expect(pipe.state).toBe('Resync');
			expectStateCommand(log(env)[0], pipePath(SEED.pipes.relationalDb), 'resync');
			env.emulator.clearRequests();
			const [waited] = (
				await run('resync', { pipeId: locator(SEED.pipes.relationalDb), waitForState: true })
			).json('Node');
			expect(waited.state).toBe('Running');
			const [command, ...polls] = log(env);
			expectStateCommand(command, pipePath(SEED.pipes.relationalDb), 'resync');
			expectPolls(polls, pipePath(SEED.pipes.relationalDb));
		});

		it('carries the server 400 for a pipe that is not a relational database pipe', async () => {
			const error = (await run('resync', { pipeId: locator(SEED.pipes.objectStorage) })).error(
				'Node',
			);
			expect(error?.message).toMatch(
				/^HTTP 400: BAD_REQUEST: resync is only supported for relationalDb pipes/,
			);
			expect(apiRequests(env)).toHaveLength(1);
		});

		it('refuses a malformed id before any request', async () => {
			const error = (await run('resync', { pipeId: locator('={{ "customers-cdc" }}') })).error(
				'Node',
			);
			expect(error?.message).toMatch(/'Pipe'/);
			expect(apiRequests(env)).toHaveLength(0);
		});
	});

	describe('create with wait', () => {
		it('waits until the new pipe runs', async () => {
			const [pipe] = (
				await run('create', {
					specifyBody: 'json',
					jsonBody: JSON.stringify(minimalPipe('waited')),
					waitForState: true,
					waitTimeout: 10,
				})
			).json('Node');
			expect(pipe).toMatchObject({ name: 'waited', state: 'Running' });
			const [post, ...polls] = log(env);
			expect(post).toMatchObject({ method: 'POST', path: pipesPath() });
			expect(post.body).toEqual(minimalPipe('waited'));
			expect(post.headers.authorization).toMatch(/^Basic /);
			expectPolls(polls, pipePath(pipe.id));
		});

		it('fails after the timeout naming the pipe and its last state', async () => {
			env.emulator.configure({ pipeTransitionMs: 60000 });
			const error = (
				await run('create', {
					specifyBody: 'json',
					jsonBody: JSON.stringify(minimalPipe('waited')),
					waitForState: true,
					waitTimeout: 0.3,
				})
			).error('Node');
			expect(error?.message).toMatch(
				/"waited" .* within 0\.3 s: its last state was "Provisioning"/,
			);
		});
	});
});
