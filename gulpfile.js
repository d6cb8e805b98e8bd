const path = require('path');
const { task, src, dest } = require('gulp');

task('build:icons', copyIcons);
task('build:codex', copyCodex);

function copyIcons() {
	const nodeSource = path.resolve('nodes', '**', '*.{png,svg}');
	const nodeDestination = path.resolve('dist', 'nodes');
	src(nodeSource, { encoding: false }).pipe(dest(nodeDestination));

	const iconSource = path.resolve('icons', '*.{png,svg}');
	const iconDestination = path.resolve('dist', 'icons');
	return src(iconSource, { encoding: false }).pipe(dest(iconDestination));
}

/** Codex files (`*.node.json`): categories and documentation links n8n shows. */
function copyCodex() {
	return src(path.resolve('nodes', '**', '*.node.json')).pipe(dest(path.resolve('dist', 'nodes')));
}
