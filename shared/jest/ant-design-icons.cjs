// '@ant-design/icons' in unit tests: each icon required on first use (see lazy-barrel.cjs).
const path = require('node:path');
const { lazyBarrel } = require('./lazy-barrel.cjs');

const index = require.resolve('@ant-design/icons/lib');
module.exports = lazyBarrel(index, [path.join(path.dirname(index), 'icons/index.js')]);
