import {
	NodeApiError,
	NodeOperationError,
	sleep,
	type IAdditionalCredentialOptions,
	type ICredentialDataDecryptedObject,
	type IDataObject,
	type IExecuteFunctions,
	type IHttpRequestOptions,
	type INode,
	type JsonObject,
} from 'n8n-workflow';
import { Slots, throwFirstFailure } from './concurrency';
import { unwrapSuccess, type Unwrapped } from './envelope';
import { DOCUMENTED_LIMITS, RateLimitFirstWindow } from './rateLimitFirstWindow';
import {
	describeConnectionFailure,
	describeResponseFailure,
	describeShapeFailure,
	type HttpFailure,
} from './httpFailure';
import { firstId, isLastPage, nextCursorOf, pagingOf, type Paging } from './pagination';
import { sharedPacer } from './rateLimitPacers';
import { RateLimitPacer } from './rateLimitPacer';
import {
	backoffMs,
	DEFAULT_RETRY,
	mayRetry,
	rateLimitWaitMs,
	type Outcome,
	type RetrySettings,
} from './retryPolicy';
import type { RecordKindName } from '../api/kindTable';
import {
	CREDENTIAL_TYPE,
	type Deployment,
	type HttpMethod,
	type RequestContext,
} from '../api/types';
import { sha256Hex } from './sha256';
import { buildUrl, trimmedBaseUrl } from './url';
import { writeLedgerOf, type WriteLedger } from './writeLedger';

const DEFAULT_TIMEOUT_MS = 30000;

interface ClientOptions {
	timeoutMs?: number;
	retry?: Partial<RetrySettings>;
	/**
	 * The execution's stop signal (`getExecutionCancelSignal()`): once it fires, no wait goes on
	 * and no request leaves.
	 */
	signal?: AbortSignal;
	/** Writes the server accepted in an earlier try of this run, answered from here instead of sent again. */
	writes?: WriteLedger;
}

export interface CallOptions {
	body?: IDataObject | IDataObject[];
	qs?: IDataObject;
	itemIndex?: number;
	/**
	 * The endpoint answers a list: a payload that is not one is an error, never read as an
	 * empty list (which would make every record look deleted to the trigger, or a list empty).
	 */
	list?: boolean;
	/**
	 * Secret values this request carries (a webhook's headers and query parameters): masked,
	 * like the credential's, wherever a failure quotes the server's text.
	 */
	secrets?: string[];
}

interface ListOptions extends CallOptions {
	/** Maximum records to return; undefined returns all. */
	max?: number;
	/**
	 * Keeps only the records it accepts (a filter the API lacks). `max` then counts kept
	 * records: a paged list is read until `max` of them are found or the list ends.
	 */
	keep?: (record: IDataObject) => boolean;
	/**
	 * What each kept record becomes (Get Many's Simplify, Output), applied as its page arrives
	 * so that no whole record is held longer than its page: a long list is never kept twice
	 * over, whole and shaped.
	 */
	shape?: (record: IDataObject) => IDataObject;
}

/** Pages fetched side by side once the first page told the total. */
const PAGE_CONCURRENCY = 4;

interface RawResponse {
	body: unknown;
	headers: Record<string, unknown>;
	statusCode: number;
}

/**
 * The one way the nodes talk to the API. One client serves one execution (or one
 * poll): it resolves the base URL once, honours rate limits and spaces requests
 * after learning the limit, retries what is safe to retry, and turns every failure
 * into a NodeApiError that carries the HTTP status and the server's own text.
 */
export class ApiClient {
	private baseUrl: string | undefined;

	/** The credential's secret values, masked wherever a server's text is quoted. */
	private secrets: string[] = [];

	/**
	 * The credential as read once, handed to n8n's request helper so it does not read (on a
	 * server: load and decrypt) it again for every request.
	 */
	private authentication: IAdditionalCredentialOptions | undefined;

	/** Replaced by the credential's shared pacer once the credential is read. */
	private pacer = new RateLimitPacer();

	private readonly gate: RateLimitFirstWindow;

	private readonly retry: RetrySettings;

	private readonly timeoutMs: number;

	private readonly signal: AbortSignal | undefined;

	private readonly writes: WriteLedger | undefined;

	constructor(
		private readonly context: RequestContext,
		readonly deployment: Deployment,
		options: ClientOptions = {},
	) {
		this.retry = { ...DEFAULT_RETRY };
		for (const [key, value] of Object.entries(options.retry ?? {})) {
			if (value !== undefined) this.retry[key as keyof RetrySettings] = value;
		}
		this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
		this.signal = options.signal;
		this.writes = options.writes;
		this.gate = new RateLimitFirstWindow(
			DOCUMENTED_LIMITS[deployment].limit,
			DOCUMENTED_LIMITS[deployment].windowMs,
		);
	}

	/**
	 * The full URL of an API path (the credential's base URL, the deployment's prefix): one
	 * record's address, the same for every client of the same server.
	 */
	async urlOf(path: string): Promise<string> {
		return buildUrl(await this.resolveBaseUrl(), this.deployment, path);
	}

	/** Sends one request and returns the unwrapped payload (`result` or `data`). */
	async request<T = unknown>(
		method: HttpMethod,
		path: string,
		options: CallOptions = {},
	): Promise<T> {
		return (await this.requestWithMeta(method, path, options)).data as T;
	}

	/** Sends one request and returns the payload with the envelope's metadata. */
	async requestWithMeta(
		method: HttpMethod,
		path: string,
		options: CallOptions = {},
	): Promise<Unwrapped> {
		const response = await this.send(method, path, options);
		const unwrapped = unwrapSuccess(this.deployment, method, response.body);
		const reason = !unwrapped.ok
			? unwrapped.reason
			: options.list && !Array.isArray(unwrapped.data)
				? 'The service answered without the list of records the API documents'
				: undefined;
		if (reason !== undefined) {
			throw this.apiError(describeShapeFailure(response.statusCode, reason), options.itemIndex);
		}
		return unwrapped as Unwrapped;
	}

	/**
	 * Lists the records of `kind` at `path`, across every page where its list pages on this
	 * deployment (`pagingOf`, pagination.ts), up to `max` (of the records `keep` accepts).
	 * Without `keep` each request asks only for what is still missing, so Limit takes the
	 * fewest requests.
	 */
	async listRecords(
		path: string,
		kind: RecordKindName,
		options: ListOptions = {},
	): Promise<IDataObject[]> {
		const { max, keep, shape } = options;
		if (max !== undefined && max <= 0) return [];
		const paging = pagingOf(kind, this.deployment);
		const read = pageReader(paging, this, path, options);
		const records: IDataObject[] = [];
		let firstPage = true;
		for (;;) {
			// With a filter the node applies, how many of a page pass is unknown: ask full pages.
			const ask = max === undefined || keep ? Infinity : max - records.length;
			const page = await read(ask);
			for (const record of page.records) {
				if (keep && !keep(record)) continue;
				records.push(shape ? shape(record) : record);
				if (max !== undefined && records.length >= max) return records;
			}
			if (page.last) return records;
			if (firstPage && paging.style === 'offset' && !keep && page.total !== undefined) {
				// A server that reports its total honours limit and offset: read the pages up to
				// that total side by side, then go on one page at a time in case it grew.
				const wanted = Math.min(page.total, max ?? page.total);
				const { done, next } = await readPagesSideBySide(
					this,
					path,
					options,
					records,
					wanted,
					paging.pageSize,
				);
				if (done) return max === undefined ? records : records.slice(0, max);
				const grown = await continueAfter(this, path, options, records, next, paging.pageSize);
				return max === undefined ? grown : grown.slice(0, max);
			}
			firstPage = false;
		}
	}

	private async resolveBaseUrl(): Promise<string> {
		if (this.baseUrl === undefined) {
			const type = CREDENTIAL_TYPE[this.deployment];
			const credentials = await this.context.getCredentials(type);
			const chosen = this.context.getNode().credentials?.[type];
			this.authentication = {
				credentialsDecrypted: {
					id: chosen?.id ?? '',
					name: chosen?.name ?? '',
					type,
					data: credentials,
				},
			};
			this.baseUrl = String(credentials.baseUrl ?? '');
			this.pacer = sharedPacer(credentialKey(this.deployment, credentials));
			this.secrets = [credentials.keySecret, credentials.apiKey].filter(
				(value): value is string => typeof value === 'string' && value.length >= 4,
			);
		}
		return this.baseUrl;
	}

	private async send(method: HttpMethod, path: string, options: CallOptions): Promise<RawResponse> {
		const url = buildUrl(await this.resolveBaseUrl(), this.deployment, path);
		const requestOptions: IHttpRequestOptions = {
			method,
			url,
			json: true,
			returnFullResponse: true,
			ignoreHttpStatusErrors: true,
			timeout: this.timeoutMs,
		};
		if (options.qs && Object.keys(options.qs).length) {
			requestOptions.qs = options.qs;
			// A list parameter repeats its name (`filter=a&filter=b`), as OpenAPI's default form style says.
			requestOptions.arrayFormat = 'repeat';
		}
		if (options.body !== undefined && method !== 'GET') requestOptions.body = options.body;

		const writeKey =
			this.writes && method !== 'GET'
				? this.writes.key(options.itemIndex, method, url, requestOptions.qs, requestOptions.body)
				: undefined;
		const kept = writeKey === undefined ? undefined : this.writes?.recall(writeKey);
		if (kept) return { ...kept, headers: {} };
		const accepted = (response: RawResponse): RawResponse => {
			if (writeKey !== undefined) this.writes?.remember(writeKey, response);
			return response;
		};

		let retries = 0;
		let rateLimitRetries = 0;
		for (;;) {
			this.stopIfCancelled(options.itemIndex);
			const gateTicket = await this.gate.beforeSend();
			for (
				let pause = this.pacer.delayBeforeSend();
				pause > 0;
				pause = this.pacer.delayBeforeSend()
			) {
				await this.wait(pause, options.itemIndex, gateTicket);
			}
			this.stopIfCancelled(options.itemIndex, gateTicket);
			const ticket = this.pacer.onSent();

			let outcome: Outcome;
			let response: RawResponse | undefined;
			try {
				try {
					response = (await this.context.helpers.httpRequestWithAuthentication.call(
						this.context,
						CREDENTIAL_TYPE[this.deployment],
						{ ...requestOptions },
						this.authentication,
					)) as RawResponse;
				} finally {
					this.gate.onAnswered(gateTicket, response !== undefined && response.statusCode !== 429);
				}
				if (response.statusCode !== 429) this.pacer.onAccepted(ticket);
				if (response.statusCode < 400) return accepted(response);
				// A repeated DELETE that finds nothing: the first attempt deleted the record.
				if (method === 'DELETE' && retries > 0 && response.statusCode === 404)
					return accepted({ ...response, body: '' });
				outcome = { kind: 'status', status: response.statusCode };
			} catch (error) {
				outcome = { kind: 'network', code: networkCode(error) };
				if (outcome.code === 'ERR_CANCELED')
					throw new NodeApiError(this.node(), error as JsonObject);
			}

			if (response?.statusCode === 429 && rateLimitRetries < this.retry.maxRateLimitRetries) {
				const asked =
					rateLimitWaitMs(response.headers) ?? backoffMs(rateLimitRetries + 2, this.retry);
				if (asked <= this.retry.maxRateLimitWaitMs) {
					rateLimitRetries++;
					await this.wait(await this.learnFromRefusal(asked, ticket), options.itemIndex);
					continue;
				}
			} else if (
				response?.statusCode !== 429 &&
				retries < this.retry.maxRetries &&
				mayRetry(method, outcome)
			) {
				await this.wait(backoffMs(retries, this.retry), options.itemIndex);
				retries++;
				continue;
			}
			throw this.failure(method, outcome, response, retries + rateLimitRetries, options);
		}
	}

	/** Waits, cut short when the execution is stopped (then throws: nothing more is sent). */
	private async wait(
		ms: number,
		itemIndex: number | undefined,
		gateTicket?: number,
	): Promise<void> {
		try {
			// n8n-workflow's sleep ends early, rejecting, when the signal fires (older ones ignore it).
			await sleep(ms, this.signal);
		} catch {
			// the stop is reported just below
		}
		this.stopIfCancelled(itemIndex, gateTicket);
	}

	/** Throws when the execution was stopped, giving back a gate ticket taken for a request not sent. */
	private stopIfCancelled(itemIndex: number | undefined, gateTicket?: number): void {
		if (!this.signal?.aborted) return;
		if (gateTicket !== undefined) this.gate.onAnswered(gateTicket, false);
		throw new NodeOperationError(
			this.node(),
			'The execution was stopped before this request was sent',
			{
				description: 'The workflow was stopped (by a user or its timeout) while the node waited.',
				itemIndex,
			},
		);
	}

	/**
	 * Tells the pacer about a 429 once the requests still in flight are answered (the gate
	 * holds new ones meanwhile), so it learns the limit from all of them; returns the wait.
	 */
	private async learnFromRefusal(askedMs: number, ticket: number): Promise<number> {
		const { until, release } = await this.gate.onRefused(Date.now() + askedMs);
		try {
			return this.pacer.onRateLimited(Math.max(0, until - Date.now()), ticket);
		} finally {
			release();
		}
	}

	private failure(
		method: HttpMethod,
		outcome: Outcome,
		response: RawResponse | undefined,
		attemptsBefore: number,
		{ itemIndex, secrets = [] }: CallOptions,
	): NodeApiError {
		if (response) {
			const masked = [...this.secrets, ...secrets.filter((secret) => secret.length >= 4)].sort(
				(a, b) => b.length - a.length,
			);
			return this.apiError(
				describeResponseFailure(response.statusCode, response.body, attemptsBefore, masked),
				itemIndex,
			);
		}
		const code = outcome.kind === 'network' ? outcome.code : 'UNKNOWN';
		const failure = describeConnectionFailure({
			method,
			code,
			repeatable: mayRetry(method, outcome),
			attemptsBefore,
			timeoutMs: this.timeoutMs,
		});
		return this.apiError(failure, itemIndex);
	}

	private apiError(failure: HttpFailure, itemIndex: number | undefined): NodeApiError {
		return new NodeApiError(this.node(), failure as unknown as JsonObject, {
			message: failure.message,
			description: failure.description,
			httpCode: failure.httpCode || undefined,
			itemIndex,
			messageMapping: {},
		});
	}

	private node(): INode {
		return this.context.getNode();
	}
}

function asRecords(data: unknown): IDataObject[] {
	return Array.isArray(data) ? (data as IDataObject[]) : [];
}

interface Page {
	records: IDataObject[];
	last: boolean;
	/** The envelope's total, where the server tells it (self-hosted offset lists). */
	total?: number;
}

/** Reads the pages of one list in order; `ask` is how many records are still wanted (Infinity: all). */
type PageReader = (ask: number) => Promise<Page>;

function pageReader(
	paging: Paging,
	client: ApiClient,
	path: string,
	options: CallOptions,
): PageReader {
	if (paging.style === 'offset') return offsetReader(client, path, options, paging.pageSize);
	if (paging.style === 'cursor') return cursorReader(client, path, options, paging.pageSize);
	return wholeReader(client, path, options);
}

function wholeReader(client: ApiClient, path: string, options: CallOptions): PageReader {
	return async () => {
		const records = asRecords(
			await client.request('GET', path, {
				qs: options.qs,
				itemIndex: options.itemIndex,
				list: true,
			}),
		);
		return { records, last: true };
	};
}

function offsetReader(
	client: ApiClient,
	path: string,
	options: CallOptions,
	pageSize: number,
): PageReader {
	let offset = 0;
	let previousFirstId: unknown;
	return async (ask) => {
		const limit = Math.min(pageSize, ask);
		const response = await client.requestWithMeta('GET', path, {
			qs: { ...options.qs, limit, offset },
			itemIndex: options.itemIndex,
			list: true,
		});
		const page = asRecords(response.data);
		// A server that ignores `offset` answers the first page again: nothing new, stop.
		if (previousFirstId !== undefined && firstId(page) === previousFirstId)
			return { records: [], last: true };
		offset += page.length;
		const total = typeof response.meta?.total === 'number' ? response.meta.total : undefined;
		const last = isLastPage(page, limit, previousFirstId, total, offset);
		previousFirstId = firstId(page);
		return { records: page, last, total };
	};
}

function cursorReader(
	client: ApiClient,
	path: string,
	options: CallOptions,
	pageSize: number,
): PageReader {
	let cursor: string | undefined;
	const followed = new Set<string>();
	return async (ask) => {
		const limit = Math.min(pageSize, ask);
		const qs: IDataObject = { ...options.qs, limit };
		if (cursor !== undefined) qs.cursor = cursor;
		const response = await client.requestWithMeta('GET', path, {
			qs,
			itemIndex: options.itemIndex,
			list: true,
		});
		const page = asRecords(response.data);
		cursor = nextCursorOf(response.meta, page.length, limit, followed);
		if (cursor !== undefined) followed.add(cursor);
		return { records: page, last: cursor === undefined };
	};
}

/**
 * Fetches the offset pages from `records.length` up to `wanted`, `PAGE_CONCURRENCY` at once,
 * and appends them in order. `done` when the list ended there (a short page, or the total
 * reached); `next` is the offset after the last page asked (a page in the middle that came back
 * short does not move it back, so no record is read twice).
 */
async function readPagesSideBySide(
	client: ApiClient,
	path: string,
	options: ListOptions,
	records: IDataObject[],
	wanted: number,
	pageSize: number,
): Promise<{ done: boolean; next: number }> {
	const offsets: number[] = [];
	for (let offset = records.length; offset < wanted; offset += pageSize) offsets.push(offset);
	const pages: IDataObject[][] = new Array(offsets.length);
	const slots = new Slots(PAGE_CONCURRENCY);
	throwFirstFailure(
		await Promise.allSettled(
			offsets.map(async (offset, index) => {
				if (!(await slots.take())) return;
				try {
					// Return All asks full pages: a list that grew since the total was told shows it.
					const limit = options.max === undefined ? pageSize : Math.min(pageSize, wanted - offset);
					const response = await client.requestWithMeta('GET', path, {
						qs: { ...options.qs, limit, offset },
						itemIndex: options.itemIndex,
						list: true,
					});
					const page = asRecords(response.data);
					pages[index] = options.shape ? page.map(options.shape) : page;
				} finally {
					// A page that failed: start no more.
					if (pages[index] === undefined) slots.close();
					slots.give();
				}
			}),
		),
	);
	for (const page of pages) for (const record of page) records.push(record);
	const last = pages[pages.length - 1] ?? [];
	const lastOffset = offsets[offsets.length - 1] ?? records.length;
	const next = options.max === undefined ? lastOffset + pageSize : wanted;
	if (options.max !== undefined && records.length >= options.max) return { done: true, next };
	return { done: last.length < pageSize || records.length >= wanted, next };
}

/** After the side-by-side pages, one offset page at a time from `from` until the list ends (it grew meanwhile). */
async function continueAfter(
	client: ApiClient,
	path: string,
	options: ListOptions,
	records: IDataObject[],
	from: number,
	pageSize: number,
): Promise<IDataObject[]> {
	let previousFirstId: unknown;
	for (let offset = from; ; offset += pageSize) {
		const response = await client.requestWithMeta('GET', path, {
			qs: { ...options.qs, limit: pageSize, offset },
			itemIndex: options.itemIndex,
			list: true,
		});
		const page = asRecords(response.data);
		if (previousFirstId !== undefined && firstId(page) === previousFirstId) return records;
		for (const record of page) records.push(options.shape ? options.shape(record) : record);
		if (page.length < pageSize) return records;
		previousFirstId = firstId(page);
	}
}

/** The low-level error code of a failed request, without touching the request options (they hold secrets). */
function networkCode(error: unknown): string {
	const candidates = [error as IDataObject, (error as { cause?: IDataObject })?.cause];
	for (const candidate of candidates) {
		if (candidate && typeof candidate.code === 'string') return candidate.code;
	}
	const message = String((error as Error)?.message ?? '');
	if (/timeout/i.test(message)) return 'ECONNABORTED';
	if (/socket hang up/i.test(message)) return 'ECONNRESET';
	return 'UNKNOWN';
}

/**
 * Identifies the API key a credential sends: the deployment, the base URL and the key
 * (the cloud's key id is public, the self-hosted API key is the secret itself), digested
 * so the pacers' map (rateLimitPacers.ts) never holds a readable secret.
 */
export function credentialKey(
	deployment: Deployment,
	credentials: ICredentialDataDecryptedObject,
): string {
	const baseUrl = trimmedBaseUrl(String(credentials.baseUrl ?? ''));
	const key =
		deployment === 'cloud' ? String(credentials.keyId ?? '') : String(credentials.apiKey ?? '');
	return sha256Hex(JSON.stringify([deployment, baseUrl, key]));
}

/** The client of each run of the action node, made on its first request. */
const executionClients = new WeakMap<IExecuteFunctions, ApiClient>();

/**
 * The client of this run of the action node, made on the first request of its first item and
 * shared by every item after it, so that pacing, the first-window gate and the write ledger
 * span the run. It takes the node's Request Options (timeout, retries), the execution's stop
 * signal and, when the node retries on fail and the operation writes (`readOnly` false), the
 * run's write ledger: writes accepted in an earlier try are not sent twice.
 */
export function executionClient(
	context: IExecuteFunctions,
	deployment: Deployment,
	{ readOnly = false }: { readOnly?: boolean } = {},
): ApiClient {
	let client = executionClients.get(context);
	if (client === undefined) {
		const requestOptions = context.getNodeParameter('requestOptions', 0, {}) as IDataObject;
		client = new ApiClient(context, deployment, {
			timeoutMs: positive(requestOptions.timeout),
			signal: context.getExecutionCancelSignal?.(),
			writes:
				readOnly || context.getNode().retryOnFail !== true
					? undefined
					: writeLedgerOf(context.getContext('node'), runIndexOf(context)),
			retry: {
				maxRetries:
					requestOptions.maxRetries === undefined
						? undefined
						: Math.max(0, Number(requestOptions.maxRetries)),
			},
		});
		executionClients.set(context, client);
	}
	return client;
}

function positive(value: unknown): number | undefined {
	const number = Number(value);
	return Number.isFinite(number) && number > 0 ? number : undefined;
}

/**
 * The run of this node in the execution (0 first; a loop runs it again): n8n's Retry On Fail
 * tries one run again with the same index.
 */
function runIndexOf(context: IExecuteFunctions): number {
	const runIndex = Number(context.getWorkflowDataProxy(0).$runIndex);
	return Number.isInteger(runIndex) ? runIndex : 0;
}
