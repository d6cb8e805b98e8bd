/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test code runs under jest, never in n8n Cloud: it needs Node globals */
/* Helpers for the emulator's own tests (not a test file). */
import { request } from 'undici';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const emulator = require('./index');

export const { startEmulator, SEED, DEMO_CLOUD, DEMO_CLOUD_KEYS, DEMO_SELF_HOSTED_API_KEY } =
	emulator;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Emu = any;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Res {
	status: number;
	headers: Record<string, string | string[] | undefined>;
	text: string;
	json: Json;
}

export interface CallOptions {
	body?: unknown;
	rawBody?: string;
	headers?: Record<string, string>;
	auth?: string | null;
}

export async function call(
	emu: Emu,
	method: string,
	path: string,
	o: CallOptions = {},
): Promise<Res> {
	const headers: Record<string, string> = { ...(o.headers || {}) };
	if (o.auth) headers.authorization = o.auth;
	let body: string | undefined = o.rawBody;
	if (o.body !== undefined) {
		body = JSON.stringify(o.body);
		if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
			headers['content-type'] = 'application/json';
	}
	// A new connection each time: a test that blocks the event loop (seeding 100,000 records)
	// could otherwise write on a kept-alive socket the server is closing at that moment (ECONNRESET).
	const r = await request(emu.url + path, { method: method as never, headers, body, reset: true });
	const text = await r.body.text();
	let json: Json;
	try {
		json = text ? JSON.parse(text) : undefined;
	} catch {
		json = undefined;
	}
	return { status: r.statusCode, headers: r.headers as Res['headers'], text, json };
}

export const basic = (keyId: string, keySecret: string) =>
	'Basic ' + Buffer.from(`${keyId}:${keySecret}`).toString('base64');
export const CLOUD_AUTH = basic(DEMO_CLOUD.keyId, DEMO_CLOUD.keySecret);
export const DEV_AUTH = basic(DEMO_CLOUD_KEYS.developer.keyId, DEMO_CLOUD_KEYS.developer.keySecret);
export const SH_AUTH = `Bearer ${DEMO_SELF_HOSTED_API_KEY}`;

/** Cloud request with the demo admin credential (override with o.auth). */
export const cloud = (emu: Emu, method: string, path: string, o: CallOptions = {}) =>
	call(emu, method, path, { ...o, auth: o.auth === undefined ? CLOUD_AUTH : o.auth });
/** Self-hosted request with the demo key (override with o.auth). */
export const sh = (emu: Emu, method: string, path: string, o: CallOptions = {}) =>
	call(emu, method, path, { ...o, auth: o.auth === undefined ? SH_AUTH : o.auth });

export const ORG = `/v1/organizations/${SEED.org}`;
export const SVC = `${ORG}/services/${SEED.service}`;
export const IDLE = `${ORG}/services/${SEED.idleService}`;
export const OBS = `${SVC}/observability`;

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const OID_RE = /^[0-9a-f]{24}$/;
export const ISO_MS_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const UNKNOWN_UUID = '0fffffff-0000-4000-8000-000000000fff';
export const UNKNOWN_OID = 'ffffffffffffffffffffffff';

/** Asserts the cloud error envelope and returns it. */
export function expectCloudError(r: Res, status: number, code: string, text?: RegExp) {
	expect(r.status).toBe(status);
	expect(r.json).toEqual({
		status,
		error: expect.stringMatching(new RegExp(`^${code}: .+`)),
		requestId: expect.stringMatching(UUID_RE),
	});
	if (text) expect(r.json.error).toMatch(text);
	return r.json;
}

/** Asserts the cloud success envelope and returns `result`. */
export function expectCloudOk(r: Res) {
	if (r.status !== 200) throw new Error(`expected 200, got ${r.status}: ${r.text}`);
	expect(r.json.status).toBe(200);
	expect(r.json.requestId).toMatch(UUID_RE);
	return r.json.result;
}

/** Asserts a self-hosted `{message}` error. */
export function expectMessage(r: Res, status: number, message: string | RegExp) {
	expect(r.status).toBe(status);
	expect(Object.keys(r.json)).toEqual(['message']);
	if (typeof message === 'string') expect(r.json.message).toBe(message);
	else expect(r.json.message).toMatch(message);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Poll until fn() returns a truthy value or the time is up. */
export async function waitFor<T>(fn: () => Promise<T>, ms = 2000, every = 20): Promise<T> {
	const end = Date.now() + ms;
	for (;;) {
		const v = await fn();
		if (v || Date.now() > end) return v;
		await sleep(every);
	}
}
