/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * The way a run takes through the package's files, as the code runs it (`npm run figures:way`).
 *
 * `installCallRecorder()` wraps, in place, every function a module under `nodes/` exports,
 * the methods of the classes it exports and their constructors; callers reach them through the
 * module's exports, so every call from one file into another passes a wrapper, a `new` included.
 * At each call made while recording, the wrapper notes the chain of files on the stack (the
 * frames under `nodes/`, outermost first, where the code really is: a closure made by a factory
 * counts for the factory's file) followed by the file that defines the function called. The way
 * is the graph of those chains: a file, and the files it calls into. It is recorded whole: from
 * the node's entry until it returns its items (the parsed answer and its output), every
 * constructor on the way included.
 */

const REPO = path.resolve(__dirname, '../..');
const NODES = path.join(REPO, 'nodes');

/** One call from a file into another: the files on the stack, outermost first, then the callee's. */
export type CallChain = readonly string[];

export interface Recording {
	chains: CallChain[];
}

let current: Recording | undefined;
let installed = false;

/** The files under `nodes/` on a stack, outermost first, repeats in a row folded into one. */
export function nodeFilesOfStack(stack: string): string[] {
	const files: string[] = [];
	for (const line of stack.split('\n').slice(1)) {
		const match = /\(?([^()\s]+\.[jt]s):\d+:\d+\)?\s*$/.exec(line.trim());
		if (!match) continue;
		const file = path.resolve(match[1]);
		if (!file.startsWith(NODES + path.sep)) continue;
		files.push(path.relative(REPO, file).split(path.sep).join('/'));
	}
	return fold(files.reverse());
}

function fold(files: readonly string[]): string[] {
	return files.filter((file, index) => index === 0 || files[index - 1] !== file);
}

function isClass(value: unknown): value is new (...args: never[]) => unknown {
	return typeof value === 'function' && /^class[\s{]/.test(Function.prototype.toString.call(value));
}

function note(callee: string | undefined): void {
	current?.chains.push(chainOf(callee));
}

function chainOf(callee: string | undefined): CallChain {
	const limit = Error.stackTraceLimit;
	Error.stackTraceLimit = 500;
	const stack = new Error('call').stack ?? '';
	Error.stackTraceLimit = limit;
	return fold([...nodeFilesOfStack(stack), ...(callee ? [callee] : [])]);
}

function wrap<F extends (...args: unknown[]) => unknown>(
	original: F,
	callee: string | undefined,
): F {
	const wrapper = function (this: unknown, ...args: unknown[]) {
		note(callee);
		return original.apply(this, args);
	};
	Object.defineProperty(wrapper, 'name', { value: original.name });
	Object.assign(wrapper, original);
	return wrapper as unknown as F;
}

function wrapModule(file: string): void {
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	const exported = require(file) as Record<string, unknown>;
	const source = fs.readFileSync(file, 'utf8');
	const relative = path.relative(REPO, file).split(path.sep).join('/');
	for (const key of Object.keys(exported)) {
		const property = Object.getOwnPropertyDescriptor(exported, key);
		if (!property || !('value' in property) || !property.writable) continue;
		const value: unknown = property.value;
		if (typeof value !== 'function') continue;
		if (isClass(value)) {
			// A `new` of the class is a call into this file too.
			exported[key] = new Proxy(value, {
				construct(target, args, newTarget) {
					note(relative);
					return Reflect.construct(target, args, newTarget) as object;
				},
			});
			const prototype = value.prototype as Record<string, unknown>;
			for (const method of Object.getOwnPropertyNames(prototype)) {
				if (method === 'constructor') continue;
				const descriptor = Object.getOwnPropertyDescriptor(prototype, method);
				if (!descriptor || typeof descriptor.value !== 'function') continue;
				prototype[method] = wrap(descriptor.value as (...args: unknown[]) => unknown, relative);
			}
			continue;
		}
		// A function this file defines counts for this file; one it only hands on (made by a
		// factory elsewhere) is seen through the stack when it calls further.
		const definedHere = new RegExp(
			`function\\s*\\*?\\s+${key}\\b|\\b${key}\\s*=\\s*(async\\s*)?(\\(|function|[A-Za-z_$][\\w$]*\\s*=>)`,
		).test(source);
		exported[key] = wrap(
			value as (...args: unknown[]) => unknown,
			definedHere ? relative : undefined,
		);
	}
}

function sourceFiles(dir: string): string[] {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(dir, entry.name);
		if (entry.isDirectory()) return sourceFiles(full);
		return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
	});
}

/** Wraps every exported function of every module under `nodes/` (once per test file). */
export function installCallRecorder(): void {
	if (installed) return;
	installed = true;
	for (const file of sourceFiles(NODES)) wrapModule(file);
}

/** Runs `run` and returns the chains of every call between the package's files meanwhile. */
export async function recordCalls(run: () => Promise<unknown>): Promise<Recording> {
	const recording: Recording = { chains: [] };
	current = recording;
	try {
		await run();
	} finally {
		current = undefined;
	}
	return recording;
}

/** The way as a graph: each file and the files it was entered from. */
export function wayOf(chains: readonly CallChain[]): Map<string, Set<string>> {
	const callers = new Map<string, Set<string>>();
	for (const chain of chains) {
		chain.forEach((file, index) => {
			if (!callers.has(file)) callers.set(file, new Set());
			if (index > 0) callers.get(file)?.add(chain[index - 1]);
		});
	}
	return callers;
}

/** How many files the longest line of calls of a way holds, from its first file down. */
export function wayDepth(chains: readonly CallChain[]): number {
	return Math.max(0, ...chains.map((chain) => chain.length));
}

/** The files a way enters from more than one file (or enters again, for its first file), with those files. */
export function enteredFromSeveral(chains: readonly CallChain[]): Array<[string, string[]]> {
	const first = chains[0]?.[0];
	return [...wayOf(chains)]
		.filter(([file, entered]) => entered.size > 1 || (file === first && entered.size > 0))
		.map(([file, entered]) => [file, [...entered]]);
}

/** The figures of a way, as `npm run figures:way` prints them (docs/architecture.md, "The way of one request"). */
export function wayFigures(chains: readonly CallChain[]): string {
	const several = enteredFromSeveral(chains);
	return [
		`${wayOf(chains).size} files, ${wayDepth(chains)} deep, ${chains.length} calls between files`,
		several.length === 0
			? 'every file entered from one file'
			: `entered from several files: ${several.map(([file, from]) => `${file.replace(/^nodes\//, '')} (${from.length})`).join(', ')}`,
	].join('; ');
}

/** The way drawn as lines, each file under the file it was entered from (for messages and docs). */
export function drawWay(chains: readonly CallChain[]): string {
	const way = wayOf(chains);
	const children = new Map<string, string[]>();
	const roots: string[] = [];
	for (const [file, callers] of way) {
		if (callers.size === 0) roots.push(file);
		for (const caller of callers) children.set(caller, [...(children.get(caller) ?? []), file]);
	}
	const lines: string[] = [];
	const seen = new Set<string>();
	const visit = (file: string, depth: number) => {
		lines.push(`${'  '.repeat(depth)}${file}${seen.has(file) ? ' (again)' : ''}`);
		if (seen.has(file)) return;
		seen.add(file);
		for (const child of children.get(file) ?? []) visit(child, depth + 1);
	};
	for (const root of roots) visit(root, 0);
	return lines.join('\n');
}
