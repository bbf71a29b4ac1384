import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Issue 37: a screen's path is written once, in contracts' screens.ts (the router's patterns and `paths`); the apps
 * build a link with `paths.x()`. Merged into every `no-restricted-syntax` entry of the same files, since a later entry
 * would replace an earlier one's.
 */
const screenPathRestrictions = [
  'Literal[value=/^\\/app(\\/|$)/]',
  'TemplateElement[value.raw=/^\\/app(\\/|$)/]',
].map((selector) => ({
  selector,
  message: "Build a screen's path with `paths` (or the router's `screenPatterns`) from @vitalia/contracts.",
}));

const featuresOf = (dir) => readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());

/**
 * Features never import each other's internals (API tables excepted: a foreign key names another feature's table);
 * the web's shared layers never import what sits above them; contracts import neither app.
 */
const boundaries = [
  ...featuresOf('apps/web/src/features').map(({ name }) => ({
    target: `./apps/web/src/features/${name}`,
    from: './apps/web/src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: share through lib/, components/ or contracts.',
  })),
  ...featuresOf('apps/api/src/features').map(({ name }) => ({
    target: `./apps/api/src/features/${name}/!(*.schema).ts`,
    from: './apps/api/src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: services.ts wires them through ports.',
  })),
  // Table files excepted: a foreign key names a feature's table (model calls name their member).
  {
    target: ['./apps/api/src/lib/**/!(*.schema|*.test).ts', './apps/api/src/db/!(schema).ts'],
    from: './apps/api/src/features',
    message: "lib/ and db/ sit below the features: a feature's part goes through a port or its module.",
  },
  {
    target: ['./apps/web/src/lib', './apps/web/src/components'],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'Shared layers never import a feature or the app shell.',
  },
  {
    target: './apps/web/src/lib',
    from: './apps/web/src/components',
    message: 'lib/ is below the UI kit: move what both need into lib/.',
  },
  { target: './packages/contracts', from: './apps', message: 'Contracts import neither app.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      'data/**',
      'e2e/test-results/**',
      '.scaffold-check/**',
      'e2e/screenshots/**',
      'bench/.baseline/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['{apps,packages}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Issue 14: a feature never writes an API path by hand; it calls an endpoint's descriptor.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api-client'],
              importNames: ['api', 'apiRequest', 'apiDownload', 'publicRequest'],
              message: 'Call the API through its descriptor: lib/endpoint-client or lib/endpoint-queries.',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 37: the web compares an API error code through the contracts' ErrorCode (isCode), never by its number.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          // Written out anywhere (a form's own check, a fallback): ErrorCode names it.
          "Literal[raw=/^'[4-8]\\d{3}'$/]:not(Property[key.name='last4'] > Literal)",
          'BinaryExpression[operator=/^[!=]==$/] > Literal[value=/^\\d{4}$/]',
          'SwitchCase > Literal[value=/^\\d{4}$/]',
          "CallExpression[callee.property.name='includes'] ArrayExpression > Literal[value=/^\\d{4}$/]",
        ].map((selector) => ({
          selector,
          message:
            'Name an error code through ErrorCode, and compare one with isCode(code, ErrorCode.x) (lib/api-client).',
        })),
        ...screenPathRestrictions,
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...screenPathRestrictions] },
  },
  {
    // Issue 36: every journey records the answers members receive, for the check that none holds another's user id.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message:
                "Import from e2e/support/test: its `test` records the journey's member-facing answers.",
            },
          ],
        },
      ],
    },
  },
);
