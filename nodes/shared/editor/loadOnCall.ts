/**
 * A method of a module that is read when the method is first called (`load`: an `import()`
 * of the module); it behaves as the module's own method. n8n loads a node for its
 * description; what only runs later (an execution, a poll, a picker's request) is loaded
 * this way, so loading the node reads none of it (docs/benchmark.md, "Cold load").
 */
export function loadOnCall<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
	const method = async function (this: unknown, ...args: unknown[]) {
		const target = (await load())[name] as unknown as (...args: unknown[]) => Promise<unknown>;
		return await target.apply(this, args);
	};
	return method as unknown as M[K];
}
