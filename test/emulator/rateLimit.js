'use strict';
/**
 * Fixed-window rate limiters (docs/api-notes.md#rate-limits: cloud 10 / 10 s per API key;
 * self-hosted 100 / minute per key). Off by default.
 */

const REAL_DEFAULTS = Object.freeze({
	cloud: Object.freeze({ enabled: false, limit: 10, windowMs: 10000 }),
	selfHosted: Object.freeze({ enabled: false, limit: 100, windowMs: 60000 }),
});

class FixedWindowLimiter {
	/** @param {{enabled?: boolean, limit?: number, windowMs?: number}} cfg @param {{limit: number, windowMs: number}} real */
	constructor(cfg, real) {
		this.real = real;
		/** @type {Map<string, {start: number, count: number}>} */
		this.windows = new Map();
		this.enabled = false;
		this.limit = real.limit;
		this.windowMs = real.windowMs;
		this.configure(cfg);
	}
	/** @param {{enabled?: boolean, limit?: number, windowMs?: number}} [cfg] */
	configure(cfg) {
		if (!cfg) return;
		if (cfg.enabled !== undefined) this.enabled = !!cfg.enabled;
		if (cfg.limit !== undefined) this.limit = cfg.limit;
		if (cfg.windowMs !== undefined) this.windowMs = cfg.windowMs;
		this.windows.clear();
	}
	reset() {
		this.windows.clear();
	}
	get settings() {
		return { enabled: this.enabled, limit: this.limit, windowMs: this.windowMs };
	}
	/**
	 * Count one request for `key`.
	 * @param {string} key
	 * @param {number} now
	 * @returns {null | {resetMs: number, limit: number}} null when allowed
	 */
	hit(key, now) {
		if (!this.enabled) return null;
		let w = this.windows.get(key);
		if (!w || now >= w.start + this.windowMs) {
			w = { start: now, count: 0 };
			this.windows.set(key, w);
		}
		w.count++;
		if (w.count <= this.limit) return null;
		return { resetMs: Math.max(0, w.start + this.windowMs - now), limit: this.limit };
	}
	/**
	 * Seconds until reset as header text: integer (ceil) with the real window,
	 * fractional with three decimals with any other window, so fast tests stay fast.
	 * @param {number} resetMs
	 */
	resetSeconds(resetMs) {
		if (this.windowMs === this.real.windowMs) return String(Math.ceil(resetMs / 1000));
		return (resetMs / 1000).toFixed(3);
	}
	/** Retry-After is always an integer number of seconds. @param {number} resetMs */
	retryAfter(resetMs) {
		return String(Math.ceil(resetMs / 1000));
	}
}

module.exports = { FixedWindowLimiter, REAL_DEFAULTS };
