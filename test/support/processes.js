'use strict';
// Child processes for the tests that run programs: npm, the repository's scripts, the
// emulator's command line. Plain JavaScript on purpose: n8n's lint applies its
// community-node rules to every .ts file of the checkout, and `no-dangerous-functions` (a
// node must never spawn a process) cannot tell test code, which must start the programs it
// tests, from node code. Node code stays under that rule; tests import child_process here.
module.exports = require('child_process');
