const path = require('path');
const { task, src, dest } = require('gulp');

task('build:icons', copyIcons);

function copyIcons() {
	const nodeSource = path.resolve('nodes', '**', '*.{png,svg}');
	const nodeDestination = path.resolve('dist', 'nodes');
	src(nodeSource, { encoding: false }).pipe(dest(nodeDestination));

	const iconSource = path.resolve('icons', '*.{png,svg}');
	const iconDestination = path.resolve('dist', 'icons');
	return src(iconSource, { encoding: false }).pipe(dest(iconDestination));
}
