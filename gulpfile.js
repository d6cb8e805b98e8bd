// The one build step `n8n-node build` does not do: it copies every PNG and SVG of the
// checkout into dist/ (docs/images/ too), and `files` publishes all of dist/. build:prune
// keeps in dist/ only what n8n loads: the compiled nodes and credentials (with their codex
// files) and the icons they reference.
const fs = require('fs');
const path = require('path');
const { task } = require('gulp');

/** The folders of dist/ the package ships; package.json's `n8n` section points into them. */
const SHIPPED = ['credentials', 'icons', 'nodes'];

task('build:prune', (done) => {
	const dist = path.resolve('dist');
	for (const entry of fs.readdirSync(dist)) {
		if (!SHIPPED.includes(entry)) fs.rmSync(path.join(dist, entry), { recursive: true, force: true });
	}
	done();
});
