// Removes build output so a build never ships files of deleted sources.
const fs = require('fs');
fs.rmSync('dist', { recursive: true, force: true });
