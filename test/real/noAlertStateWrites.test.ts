/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
/**
 * No test writes an alert's state into the real server's database: the alerts' transitions
 * that the triggers report come from the server's own alert checker (alertLoop.real.ts). This
 * check reads every test and test script and fails on a write to the alerts or their history
 * through the database (the driver's write methods on those collections, or the database's
 * own update commands); reading them stays allowed. Part of `npm test`.
 */
import * as fs from 'fs';
import * as path from 'path';

const ROOTS = ['test', 'scripts'].map((dir) => path.resolve(__dirname, '../..', dir));
const COLLECTIONS = /collection\(\s*['"`](alerts|alerthistories)['"`]\s*\)/g;
const WRITES =
	/\.(updateOne|updateMany|insertOne|insertMany|replaceOne|findOneAndUpdate|findOneAndReplace|bulkWrite|deleteOne|deleteMany)\s*\(/;
const COMMANDS = /\b(update|insert|findAndModify)\s*:\s*['"`](alerts|alerthistories)['"`]/;

/** The writes to an alert's documents that `text` makes through the database, one line each. */
export function alertStateWrites(text: string): string[] {
	const found: string[] = [];
	for (const match of text.matchAll(COLLECTIONS)) {
		// the statement that starts at the collection: up to its end (a `;` or a blank line)
		const rest = text.slice(match.index, match.index + 600);
		const end = rest.search(/;|\n\s*\n/);
		const statement = end === -1 ? rest : rest.slice(0, end);
		const write = statement.match(WRITES);
		if (write) found.push(`${match[0]}${write[0]}`);
	}
	const command = text.match(COMMANDS);
	if (command) found.push(command[0]);
	return found;
}

function sourceFiles(dir: string): string[] {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(dir, entry.name);
		if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
		return /\.(ts|js|mjs|cjs)$/.test(entry.name) ? [full] : [];
	});
}

describe('no test writes an alert state into the database', () => {
	it('finds the write the trigger test used to make, and others, but not a read', () => {
		const planted = [
			"await db.collection('alerts').updateOne({ _id: new ObjectId(id) }, { $set: { state } });",
			"db\n\t.collection('alerts')\n\t.updateOne(\n\t\t{ _id: id },\n\t\t{ $set: { state: 'ALERT' } },\n\t);",
			'await db.collection("alerthistories").insertOne({ alert: id, state: "ALERT" });',
			"await db.command({ update: 'alerts', updates: [] });",
		];
		for (const text of planted) expect(alertStateWrites(text)).toHaveLength(1);
		expect(
			alertStateWrites(
				"const [last] = await db.collection('alerthistories').find({ alert: id }).sort({ createdAt: -1 }).toArray();",
			),
		).toEqual([]);
	});

	it('no file of test/ or scripts/ makes one', () => {
		const files = ROOTS.flatMap(sourceFiles).filter((file) => file !== __filename);
		expect(files.length).toBeGreaterThan(100);
		const writes = files.flatMap((file) =>
			alertStateWrites(fs.readFileSync(file, 'utf8')).map(
				(write) => `${path.relative(path.resolve(__dirname, '../..'), file)}: ${write}`,
			),
		);
		expect(writes).toEqual([]);
	});
});
