'use strict';
/**
 * In-memory data: ordered collections with an id index, so that lists, pages
 * and lookups stay cheap with 100,000 records.
 */

/**
 * @template T
 */
class Collection {
	constructor() {
		/** @type {Map<string, T>} */
		this.map = new Map();
		/** @type {T[] | null} cached ordered array, rebuilt after a removal */
		this.arr = [];
	}
	/** @param {string} id @param {T} rec */
	add(id, rec) {
		if (this.map.has(id)) {
			this.map.set(id, rec);
			this.arr = null;
			return rec;
		}
		this.map.set(id, rec);
		if (this.arr) this.arr.push(rec);
		return rec;
	}
	/** @param {string} id @returns {T | undefined} */
	get(id) {
		return this.map.get(id);
	}
	/** @param {string} id */
	has(id) {
		return this.map.has(id);
	}
	/** @param {string} id @param {T} rec replace in place, keeping the order */
	replace(id, rec) {
		this.map.set(id, rec);
		this.arr = null;
	}
	/** @param {string} id @returns {boolean} */
	remove(id) {
		const ok = this.map.delete(id);
		if (ok) this.arr = null;
		return ok;
	}
	/** @returns {T[]} ordered records (do not mutate the array) */
	all() {
		if (!this.arr) this.arr = Array.from(this.map.values());
		return this.arr;
	}
	get size() {
		return this.map.size;
	}
	clear() {
		this.map.clear();
		this.arr = [];
	}
}

/**
 * @typedef {object} ServiceData
 * @property {Collection<any>} dashboards
 * @property {Collection<any>} alerts
 * @property {Collection<any>} sources
 * @property {Collection<any>} pipes
 * @property {Collection<any>} rpes reverse private endpoints
 * @property {Collection<any>} webhooks notification webhooks (internal records: `headers` and `queryParams` are never returned)
 * @property {Collection<any>} savedSearches saved searches
 */

class Store {
	constructor() {
		/** Cloud organizations (public records). @type {Collection<any>} */
		this.organizations = new Collection();
		/** Cloud services: {id, organizationId, name, provider, region, state}. @type {Collection<any>} */
		this.services = new Collection();
		/** Per-service data, keyed by service id. @type {Map<string, ServiceData>} */
		this.serviceData = new Map();
		/**
		 * Cloud API keys (internal records: public fields plus organizationId,
		 * keyIdCredential, keySecret, fromOptions). @type {Collection<any>}
		 */
		this.keys = new Collection();
		/** Pipe secrets by pipe id (never returned): [{path, value}]. @type {Map<string, Array<{path: string[], value: any}>>} */
		this.pipeSecrets = new Map();
		/** Pending pipe state transitions, applied lazily: id -> {to, at}. @type {Map<string, {to: string, at: number}>} */
		this.pipeTransitions = new Map();
		/** The state the next command's transition of a pipe ends in instead of its usual one (e.g. InternalError): id -> state. @type {Map<string, string>} */
		this.pipeOutcomes = new Map();
		/**
		 * Rows a test wrote into the self-hosted server's event tables (eventRows.js), by table
		 * name: a table with written rows answers search and charts from them instead of the
		 * synthetic events. @type {Map<string, Array<Record<string, any>>>}
		 */
		this.eventRows = new Map();
		/** The organizations' activities (audit log), oldest added first. @type {Collection<any>} */
		this.activities = new Collection();
		/** Whether the `newerServer` mode is on (newerServer.js): activities written now carry its field. */
		this.newerServer = false;
		/** The last activity number given (activity ids are `act-<number>`). */
		this.activitySeq = 0;
		/** Pending service state transitions, applied lazily: id -> {to, at}. @type {Map<string, {to: string, at: number}>} */
		this.serviceTransitions = new Map();
		/** Self-hosted deployment. */
		this.sh = {
			/** @type {Collection<any>} */ dashboards: new Collection(),
			/** @type {Collection<any>} */ alerts: new Collection(),
			/** @type {Collection<any>} */ sources: new Collection(),
			/** @type {Collection<any>} */ webhooks: new Collection(),
			/** @type {Collection<any>} */ savedSearches: new Collection(),
			/** Database connections (internal records: `password` is never returned). @type {Collection<any>} */
			connections: new Collection(),
			/** @type {any} */ user: null,
			/** @type {string} */ teamId: '',
			/** @type {string} */ teamName: '',
			/** The team's users, the API key's `user` among them (team.js). @type {Collection<any>} */
			members: new Collection(),
			/** Pending invitations to the team, with their tokens (team.js). @type {Collection<any>} */
			invitations: new Collection(),
		};
	}

	/** @param {string} serviceId @returns {ServiceData} */
	svc(serviceId) {
		let d = this.serviceData.get(serviceId);
		if (!d) {
			d = {
				dashboards: new Collection(),
				alerts: new Collection(),
				sources: new Collection(),
				pipes: new Collection(),
				rpes: new Collection(),
				webhooks: new Collection(),
				savedSearches: new Collection(),
			};
			this.serviceData.set(serviceId, d);
		}
		return d;
	}

	/**
	 * Find a cloud record of a per-service collection by id, in any service.
	 * @param {'dashboards'|'alerts'|'sources'|'pipes'|'rpes'|'webhooks'|'savedSearches'} kind
	 * @param {string} id
	 * @returns {{serviceId: string, rec: any} | undefined}
	 */
	findCloud(kind, id) {
		for (const [serviceId, d] of this.serviceData) {
			const rec = d[kind].get(id);
			if (rec) return { serviceId, rec };
		}
		return undefined;
	}
}

module.exports = { Collection, Store };
