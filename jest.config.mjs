// `pnpm test:unit`: every package's unit tests in one Jest run, so one pool of workers takes the slowest files
// first across all of them (per-package runs one after another left a core idle at each package's tail).
// Each project keeps its own config; `pnpm --filter <package> test` runs one package alone.
/** @type {import('jest').Config} */
export default {
  projects: ['contracts', 'core', 'shared', 'host', 'remote-*'].map((dir) => `<rootDir>/${dir}`),
  // A global option, which Jest reads here and not from the projects: the UI preset's budget (shared/jest/preset.mjs).
  testTimeout: 30_000,
};
