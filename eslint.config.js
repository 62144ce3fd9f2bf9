// One lint setup for the whole repo: typescript-eslint (recommended, not type-checked, for speed),
// React hooks, and import boundaries: a feature never imports another feature, no app imports
// another app's source, no import cycles.
import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';

/** Zones are absolute, so that `eslint .` inside one app lints with the same boundaries. */
const root = fileURLToPath(new URL('.', import.meta.url));
const frontEnds = ['shell', 'mf-catalog', 'mf-content', 'mf-checkout', 'mf-dashboard'];
const apps = [...frontEnds, 'api', 'e2e', 'bench'];

/** Zones read from each app's src/features/*: a feature may import only itself among features. */
function featureZones() {
  return frontEnds.flatMap((app) => {
    const dir = `${root}${app}/src/features`;
    if (!existsSync(dir)) return [];
    const features = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    return features.map((feature) => ({
      target: `${dir}/${feature}`,
      from: dir,
      except: [`./${feature}`],
      message:
        'A feature never imports another feature: move shared code to src/components or @tyre/web-kit.',
    }));
  });
}

/** No app imports another app's source (shared code lives in packages/*). */
const appZones = apps.map((app) => ({
  target: `./${app}`,
  // the benchmarks measure the API in-process, through @tyre/api's exports
  from: apps
    .filter((other) => other !== app && !(app === 'bench' && other === 'api'))
    .map((other) => `./${other}`),
  message: "Apps never import one another's source.",
}));

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '**/.data*/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [`${root}*/tsconfig.json`, `${root}packages/*/tsconfig.json`],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones(), ...appZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // a relative path that climbs into another app is refused even when it does not resolve
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(shell|mf-[a-z]+|e2e|bench|api/src)/',
              message: "Apps never import one another's source.",
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // `declare global { namespace Express { … } }` is how Express request fields are typed
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
    },
  },
  {
    // file and folder names are kebab-case everywhere (a newcomer finds a thing by its name)
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: ['**/*.d.ts', '**/*.d.mts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      // kebab-case folders, and the tests' own __tests__
      'check-file/folder-naming-convention': ['error', { '**/': '@(__tests__|+([a-z0-9])*(-+([a-z0-9])))' }],
    },
  },
  {
    // browser code takes the route declarations and the answer schemas as types only: the client
    // calls a route by its key, so no schema reaches a bundle through it
    files: ['shell/src/**', 'mf-*/src/**', 'packages/web-kit/src/**'],
    ignores: ['**/__tests__/**', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tyre/contracts/routes',
              allowTypeImports: true,
              message: 'Browser code imports the route declarations as types only (import type).',
            },
            {
              name: '@tyre/contracts/responses',
              allowTypeImports: true,
              message: 'Browser code imports the answer schemas as types only (import type).',
            },
          ],
          patterns: [
            {
              regex: '^(\\.\\./)+(shell|mf-[a-z]+|e2e|bench|api/src)/',
              message: "Apps never import one another's source.",
            },
          ],
        },
      ],
    },
  },
  {
    // tests read whatever an HTTP response carries
    files: ['**/__tests__/**', '**/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // federation runtime plugins run inside a bundle, where the bundler's require is a global
    files: ['packages/build-config/federation/**'],
    languageOptions: { globals: { __webpack_require__: 'readonly' } },
  },
  {
    files: ['**/*.tsx', 'packages/web-kit/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
