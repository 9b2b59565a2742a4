// ESM-only packages that CommonJS dependencies require(). Node 20 loads them natively, Jest's module
// runtime does not, so the tests compile them to CommonJS.
const esmOnly = ['content-disposition', 'cookie'];

/** @type {import("jest").Config} */
const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    [`/node_modules/(${esmOnly.join('|')})/.+\\.js$`]: ['@swc/jest', { module: { type: 'commonjs' } }],
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } },
    ],
  },
  // `./x.js` is the TypeScript source `./x.ts`; a package's `x.json.js` (libphonenumber-js's metadata) stays a module.
  moduleNameMapper: { '^(\\.{1,2}/.*)(?<!\\.json)\\.js$': '$1' },
  // @pads/shared is TypeScript source: let swc compile it too.
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(@pads|${esmOnly.join('|')})/)`],
  // CI lists the costliest test files (.ci/stages.mjs).
  setupFilesAfterEnv: ['<rootDir>/../.ci/jest-file-cost.cjs'],
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  testTimeout: 30_000,
};

export default config;
