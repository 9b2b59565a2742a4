// The aria-query that @testing-library/dom (the queries) depends on; jest-dom's matchers get the same one.
const path = require('node:path');

module.exports = require.resolve('aria-query', {
  paths: [path.dirname(require.resolve('@testing-library/dom/package.json'))],
});
