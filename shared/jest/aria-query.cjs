// 'aria-query' in unit tests: the worker's one copy (shared/jest/jsdom-environment.cjs); in a file run in the
// node environment, a copy of its own.
module.exports = globalThis.__sharedAriaQuery ?? require(require('./aria-query-path.cjs'));
