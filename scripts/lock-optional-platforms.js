#!/usr/bin/env node
'use strict';
// This machine's npm registry lacks some platform-specific optional packages (e.g.
// @unrs/resolver-binding-darwin-x64), so `npm install` leaves them out of the lockfile and
// `npm ci` then refuses the lockfile as out of sync. This adds a lock entry for each missing
// optional dependency with the os/cpu its name states, so `npm ci` skips it on this
// platform instead of failing. Run after any `npm install` that changes the lockfile.
const fs = require('fs');
const path = require('path');

const file = path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'package-lock.json'));
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = [
	'android',
	'darwin',
	'freebsd',
	'linux',
	'win32',
	'openharmony',
	'netbsd',
	'openbsd',
	'sunos',
	'aix',
];
const CPU = [
	['arm64', 'arm64'],
	['aarch64', 'arm64'],
	['x64', 'x64'],
	['x86_64', 'x64'],
	['ia32', 'ia32'],
	['loong64', 'loong64'],
	['ppc64', 'ppc64'],
	['riscv64', 'riscv64'],
	['s390x', 's390x'],
	['arm', 'arm'],
	['wasm32', 'wasm32'],
];

function platformOf(name) {
	const parts = name.toLowerCase().split(/[-/@_.]+/);
	const os = OS.find(
		(candidate) =>
			parts.includes(candidate) || (candidate === 'win32' && parts.includes('windows')),
	);
	const cpu = CPU.find(
		([token]) =>
			parts.includes(token) || parts.some((part) => part.startsWith(token) && token === 'arm'),
	);
	return { os, cpu: cpu?.[1] };
}

/** Where npm would find `dep` required from the package at `from` (node resolution upwards). */
function resolves(from, dep) {
	let base = from;
	for (;;) {
		if (packages[`${base ? base + '/' : ''}node_modules/${dep}`]) return true;
		if (!base) return false;
		const index = base.lastIndexOf('/node_modules/');
		base = index === -1 ? '' : base.slice(0, index);
	}
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
	for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
		if (resolves(location, dep)) continue;
		const { os, cpu } = platformOf(dep);
		if (!os && !cpu) continue;
		const key = `node_modules/${dep}`;
		packages[key] = {
			version: String(range).replace(/^[\^~=]/, ''),
			optional: true,
			...(cpu ? { cpu: [cpu] } : {}),
			...(os ? { os: [os] } : {}),
		};
		added++;
	}
}
const sorted = Object.fromEntries(
	Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`added ${added} platform-specific optional entries to ${path.basename(file)}`);
