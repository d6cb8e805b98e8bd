'use strict';
// n8n in queue mode: one main (`n8n start`: editor, REST API, webhooks, triggers) and
// workers (`n8n worker`: the executions), each with its own user folder holding the packed
// package, all sharing PostgreSQL, Redis and the encryption key.
const fs = require('fs');
const path = require('path');
const { N8n, freePort, sleep, stopChild } = require('../e2e/n8n');
const W = require('../e2e/workflows');

class QueueInstance extends N8n {
	/**
	 * @param {object} options  those of N8n, plus:
	 * @param {string} options.name  main, worker-1, ...: names its log files
	 * @param {string} options.logDir  where its logs go (the run's output folder)
	 * @param {Record<string, string>} options.queueEnv  what every process of the cluster shares
	 */
	constructor({ name, logDir, queueEnv, stopping = () => false, ...options }) {
		super(options);
		this.stopping = stopping;
		this.name = name;
		this.logDir = logDir;
		this.queueEnv = queueEnv;
		this.process = null;
		this.starts = 0;
	}

	env(extra = {}) {
		return super.env({ ...this.queueEnv, ...extra });
	}

	spawn(args, options) {
		if (this.stopping()) throw new Error(`not starting n8n ${args[0]}: the run is stopping`);
		return super.spawn(args, options);
	}

	/** Log files of every start of this instance. */
	logFiles() {
		return fs
			.readdirSync(this.logDir)
			.filter((file) => file.startsWith(`${this.name}-`) && file.endsWith('.log'))
			.map((file) => path.join(this.logDir, file));
	}

	logText() {
		return this.logFiles()
			.map((file) => fs.readFileSync(file, 'utf8'))
			.join('\n');
	}

	async stop() {
		if (this.process) await stopChild(this.process);
		this.process = null;
		this.server = null;
	}
}

class Main extends QueueInstance {
	/** `n8n start`; resolves the seconds until /healthz/readiness answered. */
	async start({ timeoutMs = 120000 } = {}) {
		this.starts++;
		const originalSpawn = this.spawn.bind(this);
		// N8n.start spawns ['start'] under the log name 'start': one file per start here.
		this.spawn = (args, options) =>
			originalSpawn(args, { ...options, logName: `${this.name}-start-${this.starts}` });
		try {
			const seconds = await super.start({ timeoutMs });
			this.process = this.server;
			return seconds;
		} finally {
			this.spawn = originalSpawn;
		}
	}
}

class Worker extends QueueInstance {
	constructor({ healthPort, ...options }) {
		super(options);
		this.healthPort = healthPort;
		this.healthUrl = `http://127.0.0.1:${healthPort}`;
	}

	env(extra = {}) {
		return super.env({
			QUEUE_HEALTH_CHECK_ACTIVE: 'true',
			QUEUE_HEALTH_CHECK_PORT: String(this.healthPort),
			N8N_WORKER_SERVER_ADDRESS: '127.0.0.1',
			...extra,
		});
	}

	/** `n8n worker`; resolves the seconds until its /healthz/readiness answered (database and Redis up). */
	async start({ timeoutMs = 120000, concurrency = 10 } = {}) {
		this.starts++;
		const started = Date.now();
		this.process = this.spawn(['worker', `--concurrency=${concurrency}`], {
			logName: `${this.name}-${this.starts}`,
		});
		let exitCode = null;
		this.process.once('exit', (code, signal) => {
			exitCode = code ?? signal;
		});
		while (Date.now() - started < timeoutMs) {
			if (exitCode !== null)
				throw new Error(`n8n worker exited with ${exitCode}; log: ${this.process.logFile}`);
			const ready = await fetch(`${this.healthUrl}/healthz/readiness`, {
				signal: AbortSignal.timeout(2000),
			}).catch(() => null);
			if (ready && ready.ok) return (Date.now() - started) / 1000;
			await sleep(250);
		}
		throw new Error(
			`n8n worker did not answer /healthz/readiness within ${Math.round(timeoutMs / 1000)} s; log: ${this.process.logFile}`,
		);
	}
}

/** Distinct free ports, never one twice. */
async function distinctPorts(count) {
	const ports = new Set();
	while (ports.size < count) ports.add(await freePort());
	return [...ports];
}

/**
 * The cluster's processes (not started): user folders under `root`, each with the tarball
 * unpacked where n8n's community-package loader looks.
 */
async function createCluster({
	paths,
	root,
	logDir,
	tarball,
	postgres,
	redis,
	workers = 2,
	log,
	stopping,
}) {
	const [mainPort, mainBroker, ...rest] = await distinctPorts(2 + workers * 3);
	const queueEnv = {
		EXECUTIONS_MODE: 'queue',
		QUEUE_BULL_REDIS_HOST: '127.0.0.1',
		QUEUE_BULL_REDIS_PORT: String(redis.port),
		DB_TYPE: 'postgresdb',
		DB_POSTGRESDB_HOST: '127.0.0.1',
		DB_POSTGRESDB_PORT: String(postgres.port),
		DB_POSTGRESDB_DATABASE: postgres.database,
		DB_POSTGRESDB_USER: postgres.user,
		DB_POSTGRESDB_PASSWORD: 'n8n',
		OFFLOAD_MANUAL_EXECUTIONS_TO_WORKERS: 'true',
		N8N_LOG_LEVEL: 'debug',
		// Production webhook URLs (what a webhook trigger registers) point at main.
		WEBHOOK_URL: `http://127.0.0.1:${mainPort}/`,
	};
	const folder = (name) => {
		const userFolder = path.join(root, name);
		fs.mkdirSync(userFolder, { recursive: true });
		return userFolder;
	};
	const main = new Main({
		name: 'main',
		logDir,
		queueEnv,
		stopping,
		paths,
		userFolder: folder('main'),
		port: mainPort,
		brokerPort: mainBroker,
		log,
	});
	const workerList = [];
	for (let index = 0; index < workers; index++) {
		const [port, brokerPort, healthPort] = rest.slice(index * 3, index * 3 + 3);
		workerList.push(
			new Worker({
				name: `worker-${index + 1}`,
				logDir,
				queueEnv,
				stopping,
				paths,
				userFolder: folder(`worker-${index + 1}`),
				port,
				brokerPort,
				healthPort,
				log,
			}),
		);
	}
	for (const instance of [main, ...workerList]) W.installTarball(tarball, instance.packageDir);
	return { main, workers: workerList, all: [main, ...workerList] };
}

module.exports = { createCluster, Main, Worker };
