// Pure code: node environment, compiled by swc like the rest of the workspace.
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  // CI lists the costliest test files (.ci/stages.mjs).
  setupFilesAfterEnv: ['<rootDir>/../.ci/jest-file-cost.cjs'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
};
