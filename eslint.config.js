// Lint rules for every package. The boundaries rules keep the micro-frontends apart: an app imports
// only itself and `shared`, and inside an app a feature imports no other feature.
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const apps = ['host', 'remote-pads', 'remote-users', 'remote-moderation', 'remote-reports', 'remote-announcements'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/playwright-report/**', '**/test-results/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: apps.map((a) => `${a}/src/**/*.{ts,tsx}`).concat('shared/src/**/*.{ts,tsx}'),
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/include': [...apps.map((a) => `${a}/src/**/*`), 'shared/src/**/*'],
      'boundaries/elements': [
        { type: 'shared', pattern: 'shared/src' },
        { type: 'feature', pattern: '*/src/features/*', capture: ['app', 'feature'] },
        { type: 'app', pattern: '*/src', capture: ['app'] },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            // A feature reaches another feature only through `shared`.
            {
              from: { element: { type: 'feature' } },
              disallow: {
                to: { element: { type: 'feature', captured: { feature: '!{{ from.element.captured.feature }}' } } },
              },
            },
            // `shared` is below every app: it never imports from one.
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { element: { types: { anyOf: ['feature', 'app'] } } } },
            },
          ],
        },
      ],
    },
  },
  {
    // No app imports another app's source: remotes meet only at runtime, through Module Federation.
    files: apps.map((a) => `${a}/src/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: apps.map((a) => ({
            group: [`**/${a}/**`, `@pads/${a}`, `@pads/${a}/**`],
            message: 'Apps meet at runtime through Module Federation; share code through @pads/shared.',
          })),
        },
      ],
    },
  },
  {
    // The contract is shared with the API: pure code, no UI, no browser, no app or shared package.
    files: ['contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'antd',
                'antd/*',
                '@ant-design/*',
                'formik',
                'axios',
                '@pads/*',
                '**/shared/**',
              ],
              message: '@pads/contracts is imported by the API: keep it free of UI, browser and app code.',
            },
          ],
        },
      ],
    },
  },
  {
    // The singleton contract sits below the library and the apps (docs/sharing.md).
    files: ['core/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@pads/shared', '@pads/shared/**', '**/shared/**', '@pads/host', '@pads/remote-*'],
              message: '@pads/core is the one-instance contract: it imports no library or app code.',
            },
          ],
        },
      ],
    },
  },
);
