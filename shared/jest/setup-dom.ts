// Every UI project's setup file. A pure-logic test file runs in the node environment (its docblock says
// `@jest-environment node`) and skips the DOM setup: jest-dom, Testing Library and React are most of what a
// small test file costs, and jsdom's window is a tenth more.
if (typeof document !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('./setup-jsdom');
}
