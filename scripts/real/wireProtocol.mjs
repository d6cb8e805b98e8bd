// The in-memory MongoDB wire-protocol server the real self-hosted server runs on in
// `npm run test:real`, with its two gaps closed here (never in the server's code):
//
//  1. it stores only documents whose `_id` is an object id (its memory store converts every
//     `_id` with `new ObjectId(...)`): the server's session store keys sessions by strings, so
//     registration and login fail. Here an `_id` that is not an object id is kept as it is.
//  2. it records unique indexes but never enforces them, nor keeps their
//     `partialFilterExpression`: here every unique index is recorded with its partial filter
//     and checked on insert, update and find-and-modify, answering error code 11000 as MongoDB
//     does (the server turns that code into its own 409 and 400 answers).
//
// Usage: node wireProtocol.mjs <the package's dist_ts/congodb/index.js> [port]
// Prints one line `listening <port>` when it accepts connections; stops on SIGTERM/SIGINT or
// when its parent's stdin closes.
import { pathToFileURL } from 'node:url';

const [entry, portArgument = '0'] = process.argv.slice(2);
if (!entry) {
	console.error('usage: node wireProtocol.mjs <congodb index.js> [port]');
	process.exit(2);
}
const wire = await import(pathToFileURL(entry).href);
const { CongoServer, MemoryStorageAdapter, IndexEngine, QueryEngine, ObjectId } = wire;

// --- gap 1: any `_id` -------------------------------------------------------------------------

/** The key of a document in the store's map: the hex of an object id, else a tagged JSON. */
function idKey(id) {
	if (id instanceof ObjectId) return id.toHexString();
	if (id && typeof id === 'object' && id._bsontype === 'ObjectId') return id.toHexString();
	return `${typeof id}:${JSON.stringify(id)}`;
}

const store = MemoryStorageAdapter.prototype;
store.insertOne = async function insertOne(dbName, collName, doc) {
	const collection = this.ensureCollection(dbName, collName);
	const storedDoc = { ...doc };
	if (storedDoc._id === undefined || storedDoc._id === null) storedDoc._id = new ObjectId();
	const key = idKey(storedDoc._id);
	if (collection.has(key))
		throw duplicate(dbName, collName, '_id_', { _id: 1 }, { _id: storedDoc._id });
	checkUnique(dbName, collName, collection, storedDoc, key);
	collection.set(key, storedDoc);
	return storedDoc;
};
store.findById = async function findById(dbName, collName, id) {
	return this.ensureCollection(dbName, collName).get(idKey(id)) || null;
};
store.updateById = async function updateById(dbName, collName, id, doc) {
	const collection = this.ensureCollection(dbName, collName);
	const key = idKey(id);
	if (!collection.has(key)) return false;
	checkUnique(dbName, collName, collection, doc, key);
	collection.set(key, doc);
	return true;
};
store.deleteById = async function deleteById(dbName, collName, id) {
	return this.ensureCollection(dbName, collName).delete(idKey(id));
};

// The engine's own index building, kept for everything but uniqueness (below).
const buildIndex = IndexEngine.prototype.createIndex;

// --- gap 2: unique indexes, with their partial filters ------------------------------------------

/** `db.collection` -> the unique indexes created on it: { name, key, partialFilterExpression }. */
const uniqueIndexes = new Map();

IndexEngine.prototype.createIndex = async function createIndex(key, options = {}) {
	const name =
		options.name ||
		Object.entries(key)
			.map(([field, order]) => `${field}_${order}`)
			.join('_');
	if (options.unique && name !== '_id_') {
		const ns = `${this.dbName}.${this.collName}`;
		const list = (uniqueIndexes.get(ns) ?? []).filter((index) => index.name !== name);
		list.push({ name, key, partialFilterExpression: options.partialFilterExpression });
		uniqueIndexes.set(ns, list);
	}
	// The engine would refuse existing duplicates ignoring the partial filter, and reads string
	// ids with toHexString: the unique check is this launcher's, the engine keeps the rest.
	return buildIndex.call(this, key, { ...options, unique: false });
};

function valueAt(doc, path) {
	let current = doc;
	for (const part of path.split('.')) {
		if (current === null || typeof current !== 'object' || !(part in current)) return null;
		current = current[part];
	}
	return current === undefined ? null : current;
}

function canonical(value) {
	return JSON.stringify(value, (_key, item) =>
		item && typeof item === 'object' && item._bsontype === 'ObjectId'
			? { $oid: item.toHexString() }
			: item,
	);
}

function matches(doc, filter) {
	return !filter || QueryEngine.filter([doc], filter).length === 1;
}

function duplicate(dbName, collName, name, keyPattern, keyValue) {
	const error = new Error(
		`E11000 duplicate key error collection: ${dbName}.${collName} index: ${name} dup key: ${canonical(keyValue)}`,
	);
	return Object.assign(error, { code: 11000, codeName: 'DuplicateKey', keyPattern, keyValue });
}

function checkUnique(dbName, collName, collection, doc, ownKey) {
	for (const index of uniqueIndexes.get(`${dbName}.${collName}`) ?? []) {
		if (!matches(doc, index.partialFilterExpression)) continue;
		const fields = Object.keys(index.key);
		const keyValue = Object.fromEntries(fields.map((field) => [field, valueAt(doc, field)]));
		const wanted = canonical(fields.map((field) => keyValue[field]));
		for (const [key, other] of collection) {
			if (key === ownKey || !matches(other, index.partialFilterExpression)) continue;
			if (canonical(fields.map((field) => valueAt(other, field))) === wanted)
				throw duplicate(dbName, collName, index.name, index.key, keyValue);
		}
	}
}

// --- start ----------------------------------------------------------------------------------------

const server = new CongoServer({ host: '127.0.0.1', port: Number(portArgument) });
await server.start();
const address = server.server?.address?.();
const port =
	address && typeof address === 'object' ? address.port : (server.port ?? Number(portArgument));
console.log(`listening ${port}`);

let stopping = false;
async function stop() {
	if (stopping) return;
	stopping = true;
	try {
		await server.stop();
	} finally {
		process.exit(0);
	}
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.resume();
