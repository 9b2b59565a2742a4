// jsdom, plus the ARIA role tables (aria-query) loaded once per Jest worker instead of once per test file.
// Testing Library's queries and jest-dom's matchers each loaded their own copy (two versions) into every test
// file's module registry: a tenth of a second of CPU per file, for tables that no code changes. The tables are
// read-only data, so one copy from the worker's own module cache serves every file (shared/jest/aria-query.cjs).
const { TestEnvironment } = require('jest-environment-jsdom');
const ariaQuery = require(require('./aria-query-path.cjs'));

module.exports = class JsdomWithSharedAriaQuery extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__sharedAriaQuery = ariaQuery;
  }
};
