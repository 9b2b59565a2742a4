// Lint rules for every package. The boundaries rules keep the micro-frontends apart: an app imports
// only itself and `shared`, and inside an app a feature imports no other feature; in the API a module
// imports no other module (shared code goes to api/src/domain). No package may have an import cycle.
import { readFileSync } from 'node:fs';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const packages = ['api', 'contracts', 'core', 'shared'];
// Resolves `.js` specifiers to `.ts` sources (the API's NodeNext style) and the workspace packages.
const tsResolver = {
  typescript: { project: ['*/tsconfig.json'], alwaysTryTypes: true, noWarnOnMultipleProjects: true },
};

const apps = ['host', 'remote-pads', 'remote-users', 'remote-moderation', 'remote-reports', 'remote-announcements'];

const noOtherApp = apps.map((a) => ({
  group: [`**/${a}/**`, `@pads/${a}`, `@pads/${a}/**`],
  message: 'Apps meet at runtime through Module Federation; share code through @pads/shared.',
}));
const unsharedAntd = {
  group: ['antd/*', '@ant-design/icons/*'],
  message: "Import antd and the icons by name from 'antd' / '@ant-design/icons', the shared singletons.",
};

// "One of each" (docs/conventions.md): a screen URL, a contact type and a query key each have one source, and
// these selectors refuse a second one in source files (tests may write the values they check).
const dashboardLiteral = {
  message:
    "A screen URL comes from `paths` / `dashboardPath` in @pads/contracts (contracts/src/paths.ts), never a '/dashboard…' string.",
};
const oneUrl = [
  { selector: 'Literal[value=/^\\/dashboard(\\/|$)/]', ...dashboardLiteral },
  { selector: 'TemplateElement[value.raw=/^\\/dashboard(\\/|$)/]', ...dashboardLiteral },
];
const contactTypeMessage =
  'A contact type is CONTACT_TYPE.<name> from @pads/contracts (reference.ts), never a bare number.';
const oneContactType = [
  // c.contact_type_id === 4, 4 !== c.contact_type_id
  { selector: "BinaryExpression[left.property.name='contact_type_id'][right.raw=/^\\d/]", message: contactTypeMessage },
  { selector: "BinaryExpression[right.property.name='contact_type_id'][left.raw=/^\\d/]", message: contactTypeMessage },
  // { contact_type_id: 4 }
  { selector: "Property[key.name='contact_type_id'][value.raw=/^\\d/]", message: contactTypeMessage },
  // eq(contacts.contact_type_id, 4)
  {
    selector: "CallExpression[arguments.0.property.name='contact_type_id'][arguments.1.raw=/^\\d/]",
    message: contactTypeMessage,
  },
  // sql`… contact_type_id = 4 …`, `… contact_type_id IN (1, 4) …`
  {
    selector: 'TemplateElement[value.raw=/contact_type_id\\s*(=|<>|!=|IN)\\s*\\(?\\s*\\d/i]',
    message: contactTypeMessage,
  },
  // a second constant: const OWNER_CONTACT_TYPE_ID = 4
  { selector: 'VariableDeclarator[id.name=/CONTACT_TYPE/][init.raw=/^\\d/]', message: contactTypeMessage },
];
const queryKeyMessage =
  "A query key comes from the feature's api/ file (its key factory, or serverListKey(listKey) for a list's queries); components only call the hooks there.";
const oneQueryKey = [
  // useQuery({ queryKey: ['x', …] }) written outside the api/ file
  { selector: "Property[key.name='queryKey'] > ArrayExpression", message: queryKeyMessage },
  // a react-query hook defined outside the api/ file
  {
    selector: 'ImportSpecifier[imported.name=/^(useQuery|useQueries|useMutation|useInfiniteQuery|useSuspenseQuery)$/]',
    message: queryKeyMessage,
  },
];
const listKeyMessage =
  "A list's query key is serverListKey(listKey) (@pads/shared), never a retyped 'server-list' array.";
const oneListKey = [{ selector: "ArrayExpression > Literal[value='server-list']", message: listKeyMessage }];

// One actor (issue 37): who makes a write is built from the request only by actorOf (api/src/domain/actor.ts),
// so every write logs the same user and device. Refused elsewhere in the API: an object with `adminId` and
// `device` (the old hand-made actors), and one with `userId` or `adminId` beside a device read from the request.
const actorMessage = 'Build who makes a write with actorOf(request) from api/src/domain/actor.ts.';
const oneActor = [
  {
    selector: "ObjectExpression:has(> Property[key.name='adminId']):has(> Property[key.name='device'])",
    message: actorMessage,
  },
  {
    selector:
      "ObjectExpression:has(> Property[key.name=/^(userId|adminId)$/]) > Property[key.name='device']:has(MemberExpression[property.value='user-agent'])",
    message: actorMessage,
  },
];

// One date format (spec part 1 §9): a date is shown only through formatDateTime / formatDate of @pads/shared
// (shared/src/dates/formatDate.ts). Elsewhere in the apps and the library, a format written as text (a literal
// passed to `.format(`, or a string shaped like a date format) and the browser's locale formatting are refused;
// the inputs' own formats are named once where the spec gives them (DATE_FORMAT_MODULES).
const dateFormatMessage =
  "A date is shown with formatDateTime / formatDate from @pads/shared ('DD MMM YYYY HH:mm', spec part 1 §9), never with a format of its own.";
const oneDateFormat = [
  { selector: "CallExpression[callee.property.name='format'] > Literal.arguments", message: dateFormatMessage },
  { selector: "CallExpression[callee.property.name='format'] > TemplateLiteral.arguments", message: dateFormatMessage },
  {
    selector: 'Literal[value=/(^|[^A-Za-z])(YYYY|YY|DD|HH:mm|hh:mm|MMM)([^A-Za-z]|$)/]',
    message: dateFormatMessage,
  },
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
    message: dateFormatMessage,
  },
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
    message: dateFormatMessage,
  },
];
/** Where a date format may be written: the one display format, and the inputs' formats the spec gives. */
const DATE_FORMAT_MODULES = [
  'shared/src/dates/formatDate.ts',
  // The list filters' dates: sent as YYYY-MM-DD, shown in the picker as DD/MM/YYYY (spec part 1 §5).
  'shared/src/lists/filterRows.ts',
  // The reports' date parameters, DD-MM-YYYY (spec part 3 §5), which their range picker takes as typed.
  'remote-reports/src/features/reports/aggregate/dates.ts',
];
const appAndLibrarySources = [...apps, 'shared'].map((p) => `${p}/src/**/*.{ts,tsx}`);
// An API path is written once, in its endpoint's declaration (contracts/src/endpoints.ts): the apps, shared and
// core call `call(endpoint, …)` and never spell one. The prefixes are read from the declarations themselves, so a
// new module's paths are refused as soon as it is declared.
const apiPrefixes = [
  ...new Set(
    [
      ...readFileSync(new URL('./contracts/src/endpoints.ts', import.meta.url), 'utf8').matchAll(
        /'(?:GET|POST|PUT|PATCH|DELETE) \/([a-z0-9-]+)/g,
      ),
    ].map((m) => m[1]),
  ),
].sort();
const apiPathPattern = `^\\/(${apiPrefixes.join('|')})(\\/|\\?|$)`;
const apiUrlMessage = {
  message:
    'An API path is declared once, in @pads/contracts/endpoints: call it with `call(endpoint, { params, query, body })` (@pads/shared), never by its URL.',
};
const oneEndpoint = [
  { selector: `Literal[value=/${apiPathPattern}/]`, ...apiUrlMessage },
  { selector: `TemplateElement[value.raw=/${apiPathPattern}/]`, ...apiUrlMessage },
];

const sourceFiles = [...apps, ...packages].map((p) => `${p}/src/**/*.{ts,tsx}`);
const testFiles = ['**/*.test.{ts,tsx}', '**/testing/**', '**/test*.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'deploy/**',
      '**/.data/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'e2e/artifacts/**',
    ],
  },
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
    // antd and the icons by name only: imported by file they are a second, unshared copy (docs/sharing.md).
    files: apps.map((a) => `${a}/src/**/*.{ts,tsx}`),
    rules: { 'no-restricted-imports': ['error', { patterns: [...noOtherApp, unsharedAntd] }] },
  },
  {
    // A remote's screens never touch the search registry (@pads/core 1.3): they must still run in a host built before
    // it. Only its './search' module (src/search/), which only a host with the registry loads, registers a provider.
    files: apps.filter((a) => a.startsWith('remote-')).map((a) => `${a}/src/**/*.{ts,tsx}`),
    ignores: ['remote-*/src/search/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...noOtherApp, unsharedAntd],
          paths: ['@pads/core', '@pads/shared'].map((name) => ({
            name,
            importNames: ['registerSearchProvider', 'searchProviders', 'useSearchProviders'],
            message:
              "Register a search provider from the remote's src/search/ (its './search' module, loaded only by a host that has the registry): its screens must run in a host without it (docs/sharing.md).",
          })),
        },
      ],
    },
  },
  {
    // The answer shapes (@pads/contracts/api) are TypeBox schemas the API runs; the apps take their types only,
    // so no browser bundle carries TypeBox (docs/sharing.md, "Shapes").
    files: [...apps.map((a) => `${a}/src/**/*.{ts,tsx}`), 'shared/src/**/*.{ts,tsx}', 'core/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@pads/contracts/api',
              allowTypeImports: true,
              message: "Import the answer shapes as types: `import type { … } from '@pads/contracts/api'`.",
            },
          ],
        },
      ],
    },
  },
  {
    // The login screen draws before the shared antd loads, with the few components it bundles itself.
    files: ['host/src/features/login/loginAntd.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: noOtherApp }] },
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
    // The API by resource: a module (api/src/modules/<resource>) reaches the layers below it (domain, lists,
    // db, errors, storage, plugins, openapi, validation) but never another module's files.
    files: ['api/src/**/*.ts', 'api/test/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': tsResolver,
      'boundaries/include': ['api/src/**/*', 'api/test/**/*'],
      'boundaries/elements': [
        { type: 'api-module', pattern: 'api/src/modules/*', capture: ['module'] },
        { type: 'api-core', pattern: 'api/src/*', capture: ['layer'] },
        { type: 'api-test-fixtures', pattern: 'api/test/fixtures' },
        { type: 'api-test-area', pattern: 'api/test/*', capture: ['area'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'api-module' } },
              disallow: {
                to: { element: { type: 'api-module', captured: { module: '!{{ from.element.captured.module }}' } } },
              },
            },
            // domain, lists, db and the rest sit below the modules: they never import one (app.ts mounts
            // them from their folders, by dynamic import).
            // The seed is a client of the modules: it makes demo data through their services, as a client would.
            {
              from: { element: { type: 'api-core', captured: { layer: '!{modules,seed}' } } },
              disallow: { to: { element: { types: { anyOf: ['api-module'] } } } },
            },
            // A test area builds its data through its own fixtures or the shared api/test/fixtures/ (made
            // through the API, as clients make it), never by importing another area's test files.
            {
              from: { element: { type: 'api-test-area' } },
              disallow: {
                to: { element: { type: 'api-test-area', captured: { area: '!{{ from.element.captured.area }}' } } },
              },
            },
          ],
        },
      ],
    },
  },
  {
    // One naming pattern in the API (docs/conventions.md, "File names"): folders in kebab-case, like the URL
    // segments they are named after; files in camelCase, with at most one kind suffix (`pads.list.ts`,
    // `users.schema.ts`, `parse.test.ts`); a module's parts are `routes.ts`, `schemas.ts`, `repository.ts`,
    // `service.ts`, and a part with routes of its own is a sub-folder, not a `detail.routes.ts`.
    files: ['api/src/**/*.ts', 'api/test/**/*.ts', 'api/bench/**/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.ts': '+([a-z])*([a-z0-9])*([A-Z]*([a-z0-9]))?(.@(list|schema|test|d))' },
      ],
      'check-file/folder-naming-convention': ['error', { 'api/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Route files read input, validate, call the repository or service and shape the answer: no SQL, no
    // transaction and no table in them (docs/conventions.md, "A module per URL prefix").
    files: ['api/src/**/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'SQL belongs in the repository, not in a route file.' }],
          patterns: [
            {
              group: ['**/db/schema.js', '**/db/*.schema.js'],
              message: 'Tables belong in the repository, not in a route file.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'SQL belongs in the repository.' },
        {
          selector:
            "MemberExpression[object.property.name='db'][property.name=/^(select|selectDistinct|insert|update|delete|execute|transaction|query)$/]",
          message: 'Queries and transactions belong in the repository: pass app.db to a repository function.',
        },
        {
          selector:
            'MemberExpression[object.name=/^(db|tx)$/][property.name=/^(select|selectDistinct|insert|update|delete|execute|transaction|query)$/]',
          message: 'Queries and transactions belong in the repository.',
        },
        ...oneUrl,
        ...oneContactType,
        ...oneListKey,
        ...oneActor,
      ],
    },
  },
  {
    // The singleton contract sits below the library and the apps (docs/sharing.md).
    files: ['core/src/**/*.{ts,tsx}'],
    rules: {
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
  {
    // No import cycles anywhere: a cycle means two files are one module in disguise (and breaks MF chunking).
    files: [...apps, ...packages].map((p) => `${p}/src/**/*.{ts,tsx}`),
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver(tsResolver.typescript)],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The API's layers point one way: db/ (tables, the connection, statements) sits below domain/ and imports
    // nothing from it or from anything above it; a type both need is declared in db/ (DbOrTx, PadSnapshot).
    files: ['api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver(tsResolver.typescript)],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './api/src/db',
              from: ['./api/src/domain', './api/src/modules', './api/src/lists', './api/src/seed'],
              message: 'db/ sits below the domain and the modules: declare what both need in db/.',
            },
          ],
        },
      ],
    },
  },
  {
    // CommonJS by nature: Jest's module map loads these with its own require.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // One of each, in every source file (see oneUrl, oneContactType, oneListKey above).
    files: sourceFiles,
    // paths.ts is where the URLs are written; useServerList.ts is where serverListKey is. The API's route files
    // get these selectors with their own (no SQL in routes) above.
    ignores: [...testFiles, 'contracts/src/paths.ts', 'shared/src/lists/useServerList.ts', 'api/src/**/routes.ts'],
    rules: { 'no-restricted-syntax': ['error', ...oneUrl, ...oneContactType, ...oneListKey] },
  },
  {
    // The API's other files: the same, and one actor (oneActor; routes.ts files get it in their own block).
    files: ['api/src/**/*.ts'],
    ignores: [...testFiles, 'api/src/**/routes.ts', 'api/src/domain/actor.ts'],
    rules: { 'no-restricted-syntax': ['error', ...oneUrl, ...oneContactType, ...oneListKey, ...oneActor] },
  },
  // A later block's no-restricted-syntax replaces an earlier one's for the files both match, so each block below
  // lists every selector it keeps.
  {
    // In core, no API path (oneEndpoint): every call goes through its declaration.
    files: ['core/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'no-restricted-syntax': ['error', ...oneUrl, ...oneContactType, ...oneListKey, ...oneEndpoint] },
  },
  {
    // In the host and the library: no API path, and one date format.
    files: appAndLibrarySources.filter((glob) => !glob.startsWith('remote-')),
    ignores: [...testFiles, 'contracts/src/paths.ts', 'shared/src/lists/useServerList.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...oneUrl, ...oneContactType, ...oneListKey, ...oneEndpoint, ...oneDateFormat],
    },
  },
  {
    // useServerList.ts writes the 'server-list' key (oneListKey's one source), never an API path.
    files: ['shared/src/lists/useServerList.ts'],
    rules: { 'no-restricted-syntax': ['error', ...oneUrl, ...oneContactType, ...oneEndpoint, ...oneDateFormat] },
  },
  {
    // The remotes' api/ folders: no API path, and no date format either.
    files: apps.filter((a) => a.startsWith('remote-')).map((a) => `${a}/src/**/api/**/*.{ts,tsx}`),
    ignores: testFiles,
    rules: {
      'no-restricted-syntax': ['error', ...oneUrl, ...oneContactType, ...oneListKey, ...oneEndpoint, ...oneDateFormat],
    },
  },
  {
    // Screens call hooks; the key and the hook live in the feature's api/ file (docs/conventions.md "Server calls").
    files: apps.filter((a) => a.startsWith('remote-')).map((a) => `${a}/src/**/*.{ts,tsx}`),
    ignores: [...testFiles, '**/api/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...oneUrl,
        ...oneContactType,
        ...oneListKey,
        ...oneQueryKey,
        ...oneEndpoint,
        ...oneDateFormat,
      ],
    },
  },
  {
    // Where a date format is written (DATE_FORMAT_MODULES): the same rules as their neighbours but that one.
    files: DATE_FORMAT_MODULES.filter((file) => !file.startsWith('remote-')),
    rules: { 'no-restricted-syntax': ['error', ...oneUrl, ...oneContactType, ...oneListKey, ...oneEndpoint] },
  },
  {
    files: DATE_FORMAT_MODULES.filter((file) => file.startsWith('remote-')),
    rules: {
      'no-restricted-syntax': ['error', ...oneUrl, ...oneContactType, ...oneListKey, ...oneQueryKey, ...oneEndpoint],
    },
  },
  {
    // The panel keeps a live event stream open for as long as a page is signed in, so Playwright's 'networkidle'
    // never comes: a test waiting for it hung until CI's limit. Wait for what the screen shows instead.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Literal[value='networkidle']",
          message:
            "The panel's live event stream never lets the network go idle: wait for the screen's content instead.",
        },
      ],
    },
  },
);
