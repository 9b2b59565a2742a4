// 'antd' in unit tests: its index with each component required on first use (see lazy-barrel.cjs).
const { lazyBarrel } = require('./lazy-barrel.cjs');

module.exports = lazyBarrel(require.resolve('antd/lib/index.js'));
