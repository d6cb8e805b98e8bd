// The one build step `n8n-node build` does not do: it copies every PNG and SVG of the
// checkout into dist/ (docs/images/ too), and `files` publishes dist/. build:prune
// keeps in dist/ only what n8n loads: the compiled nodes and credentials (with their codex
// files) and the icons they reference. The declaration files and source maps tsc writes beside
// them stay in dist/ for local debugging; the negated patterns of `files` in package.json keep
// them out of the tarball (test/package.test.ts). `npm run build` runs it with plain Node
// (`node gulpfile.js build:prune`); gulp, where installed, finds the same exported task.
const fs = require('fs');
const path = require('path');

/** The folders of dist/ the package ships; package.json's `n8n` section points into them. */
const SHIPPED = ['credentials', 'icons', 'nodes'];

function prune(done) {
	const dist = path.resolve(__dirname, 'dist');
	for (const entry of fs.readdirSync(dist)) {
		if (!SHIPPED.includes(entry))
			fs.rmSync(path.join(dist, entry), { recursive: true, force: true });
	}
	if (done) done();
}

exports['build:prune'] = prune;

if (require.main === module) {
	const name = process.argv[2];
	if (!exports[name]) {
		console.error(`usage: node gulpfile.js <${Object.keys(exports).join('|')}>`);
		process.exit(2);
	}
	exports[name]();
}
