'use strict';
// n8n-core keeps its instance settings (an encryption key) in `<user folder>/.n8n/config` and
// creates that file the first time it runs a workflow; the user folder is the home folder unless
// N8N_USER_FOLDER names another. The demo must leave the home folder (and any n8n the user runs
// there) untouched, so n8n-core gets a temporary folder of its own, removed when the process
// ends. Call it before anything loads n8n-core.
const fs = require('fs');
const os = require('os');
const path = require('path');

let folder;

/** Points n8n-core at a new temporary user folder (once per process); returns it. */
function useTemporaryUserFolder() {
	if (folder) return folder;
	folder = fs.mkdtempSync(path.join(os.tmpdir(), 'obs-demo-n8n-'));
	process.env.N8N_USER_FOLDER = folder;
	process.on('exit', () => fs.rmSync(folder, { recursive: true, force: true }));
	return folder;
}

module.exports = { useTemporaryUserFolder };
