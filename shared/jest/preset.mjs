// Shared jest setup for shared, host and the remotes: @swc/jest + jsdom.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

const ESM_ONLY_PACKAGES = ['@ant-design\\+colors', '@ant-design\\+fast-color', 'eventsource-parser'];

export function createJestConfig(rootDir, overrides = {}) {
  return {
    rootDir,
    testEnvironment: path.join(here, 'jsdom-environment.cjs'),
    roots: ['<rootDir>/src'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.(css|less)$': path.join(here, 'style-stub.cjs'),
      // Remotes import through MF at runtime; in unit tests the runtime is a stub.
      '^@module-federation/enhanced/runtime$': path.join(here, 'mf-runtime-stub.cjs'),
      // antd components imported by file (the host's login screen) come from the CommonJS build, as 'antd' does.
      '^antd/es/(.*)$': 'antd/lib/$1',
      // Each antd component and icon loads when first used, not all of them in every test file.
      '^antd$': path.join(here, 'antd.cjs'),
      '^@ant-design/icons$': path.join(here, 'ant-design-icons.cjs'),
      // One copy of the ARIA role tables per worker, for the queries and jest-dom alike (jsdom-environment.cjs).
      '^aria-query$': path.join(here, 'aria-query.cjs'),
    },
    // A few antd dependencies ship ESM only; compile them like our own code.
    transformIgnorePatterns: [`/node_modules/\\.pnpm/(?!(${ESM_ONLY_PACKAGES.join('|')})@)`],
    // The cost probe first, so that it counts the DOM setup's own imports too.
    setupFilesAfterEnv: [path.join(here, '../../.ci/jest-file-cost.cjs'), path.join(here, 'setup-dom.ts')],
    // antd form interactions take seconds in jsdom.
    testTimeout: 30000,
    ...overrides,
  };
}
