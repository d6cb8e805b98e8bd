'use strict';
/**
 * IP allow-list matching for cloud API keys (`ipAccessList`): IPv4 and IPv6
 * addresses and CIDR ranges; IPv4-mapped IPv6 client addresses are unwrapped.
 */
const net = require('net');

/**
 * @param {Array<{source: string}> | null | undefined} list
 * @param {string} remote client address as seen on the socket
 * @returns {boolean} true when the list is empty or an entry matches
 */
function ipAllowed(list, remote) {
	if (!list || list.length === 0) return true;
	const addr = normalise(remote);
	for (const e of list) {
		if (e && typeof e.source === 'string' && matches(e.source, addr)) return true;
	}
	return false;
}

/** @param {string} a */
function normalise(a) {
	const s = String(a || '');
	return s.startsWith('::ffff:') && net.isIPv4(s.slice(7)) ? s.slice(7) : s;
}

/** @param {string} source @param {string} addr */
function matches(source, addr) {
	const [ip, bitsText] = source.split('/');
	const family = net.isIP(ip);
	if (!family || family !== net.isIP(addr)) return false;
	const bits = bitsText === undefined ? (family === 4 ? 32 : 128) : Number(bitsText);
	const bl = new net.BlockList();
	try {
		bl.addSubnet(ip, bits, family === 4 ? 'ipv4' : 'ipv6');
	} catch {
		return false;
	}
	return bl.check(addr, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * An entry's `source`: an IPv4 or IPv6 address, or a range of them (CIDR).
 * @param {string} s
 */
function isIpOrCidr(s) {
	const [ip, bits, ...rest] = s.split('/');
	const family = net.isIP(ip);
	if (!family || rest.length) return false;
	return (
		bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128))
	);
}

module.exports = { ipAllowed, isIpOrCidr };
