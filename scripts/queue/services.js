'use strict';
// What n8n's queue mode needs beside n8n: PostgreSQL (queue mode does not run on SQLite)
// and Redis, both Debian's packages, run as this run's own processes on free loopback
// ports in its own folder, and stopped by this run.
const fs = require('fs');
const path = require('path');
const { execFileSync, spawn } = require('child_process');
const { freePort, sleep } = require('../e2e/n8n');

const DEBIAN = {
	redis: { package: 'redis-server', binary: () => ['/usr/bin/redis-server'].find(fs.existsSync) },
	postgres: { package: 'postgresql', binary: () => postgresBin('initdb') },
};

/** A PostgreSQL server program of the newest installed major version (Debian keeps them per version). */
function postgresBin(name) {
	const root = '/usr/lib/postgresql';
	if (!fs.existsSync(root)) return undefined;
	const versions = fs
		.readdirSync(root)
		.filter((entry) => /^\d+$/.test(entry))
		.sort((a, b) => Number(b) - Number(a));
	for (const version of versions) {
		const file = path.join(root, version, 'bin', name);
		if (fs.existsSync(file)) return file;
	}
	return undefined;
}

function runLogged(command, args, { logFile, env, user } = {}) {
	const [file, argv] = user ? ['runuser', ['-u', user, '--', command, ...args]] : [command, args];
	fs.appendFileSync(logFile, `\n$ ${[file, ...argv].join(' ')}\n`);
	const out = fs.openSync(logFile, 'a');
	try {
		execFileSync(file, argv, { stdio: ['ignore', out, out], env: env || process.env });
	} finally {
		fs.closeSync(out);
	}
}

/**
 * Installs Debian's redis-server and postgresql unless present (`apt-get update` first).
 * RUNLEVEL=1 keeps the packages' init scripts from starting system-wide servers: this run
 * starts its own. Returns what was installed and how long it took.
 */
function ensureDebianPackages({ logFile, log }) {
	const missing = Object.values(DEBIAN).filter((entry) => !entry.binary());
	if (missing.length === 0) {
		log('redis-server and postgresql are installed');
		return { installed: [], seconds: 0 };
	}
	const started = Date.now();
	const names = missing.map((entry) => entry.package);
	log(`installing ${names.join(', ')} with apt-get (log: ${logFile})`);
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
	runLogged('apt-get', ['update'], { logFile, env });
	runLogged('apt-get', ['install', '-y', '--no-install-recommends', ...names], { logFile, env });
	const still = missing.filter((entry) => !entry.binary());
	if (still.length)
		throw new Error(
			`apt-get did not install ${still.map((entry) => entry.package).join(', ')}; see ${logFile}`,
		);
	return { installed: names, seconds: Math.round((Date.now() - started) / 1000) };
}

/**
 * PostgreSQL in `<dir>/data` (owned by the `postgres` user, as initdb and the server refuse
 * root), listening on 127.0.0.1:<free port> only, its socket in `dir`, logging every
 * statement that writes (so the secrets check sees what n8n stores).
 */
async function startPostgres({ dir, logDir, log }) {
	const port = await freePort();
	const data = path.join(dir, 'data');
	const logFile = path.join(logDir, 'postgres.log');
	const setupLog = path.join(logDir, 'postgres-setup.log');
	fs.mkdirSync(data, { recursive: true });
	// The postgres user must reach the folder; the run folder is root's.
	fs.chmodSync(dir, 0o755);
	execFileSync('chown', ['-R', 'postgres:postgres', dir]);
	fs.writeFileSync(logFile, '');
	execFileSync('chown', ['postgres:postgres', logFile]);
	runLogged(
		postgresBin('initdb'),
		['-D', data, '-U', 'n8n', '--auth=trust', '-E', 'UTF8', '--no-sync'],
		{ logFile: setupLog, user: 'postgres' },
	);
	const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c log_statement=mod -c fsync=off`;
	runLogged(
		postgresBin('pg_ctl'),
		['-D', data, '-o', options, '-l', logFile, '-w', '-t', '60', 'start'],
		{ logFile: setupLog, user: 'postgres' },
	);
	runLogged(postgresBin('createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'n8n', 'n8n'], {
		logFile: setupLog,
		user: 'postgres',
	});
	log(`PostgreSQL on 127.0.0.1:${port} (data ${data})`);
	return {
		port,
		logFile,
		database: 'n8n',
		user: 'n8n',
		stop() {
			try {
				runLogged(postgresBin('pg_ctl'), ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop'], {
					logFile: setupLog,
					user: 'postgres',
				});
			} catch (error) {
				log(`pg_ctl stop failed: ${error.message}`);
			}
		},
	};
}

/** Redis in the foreground as a child of this run, on 127.0.0.1:<free port>, never saving to disk. */
async function startRedis({ dir, logDir, log }) {
	const port = await freePort();
	fs.mkdirSync(dir, { recursive: true });
	const logFile = path.join(logDir, 'redis.log');
	const out = fs.openSync(logFile, 'a');
	const child = spawn(
		DEBIAN.redis.binary(),
		[
			'--port',
			String(port),
			'--bind',
			'127.0.0.1',
			'--dir',
			dir,
			'--save',
			'',
			'--appendonly',
			'no',
			'--daemonize',
			'no',
			'--protected-mode',
			'yes',
		],
		{
			stdio: ['ignore', out, out],
			detached: true,
		},
	);
	fs.closeSync(out);
	let exited = null;
	child.once('exit', (code, signal) => {
		exited = code ?? signal;
	});
	const started = Date.now();
	for (;;) {
		if (exited !== null) throw new Error(`redis-server exited with ${exited}; see ${logFile}`);
		if (fs.readFileSync(logFile, 'utf8').includes('Ready to accept connections')) break;
		if (Date.now() - started > 20000)
			throw new Error(`redis-server did not start within 20 s; see ${logFile}`);
		await sleep(100);
	}
	log(`Redis on 127.0.0.1:${port} (pid ${child.pid})`);
	return {
		port,
		logFile,
		async stop() {
			if (exited !== null) return;
			const gone = new Promise((resolve) => child.once('exit', resolve));
			child.kill('SIGTERM');
			const timer = setTimeout(() => child.kill('SIGKILL'), 10000);
			await gone;
			clearTimeout(timer);
		},
	};
}

module.exports = { ensureDebianPackages, startPostgres, startRedis, postgresBin };
