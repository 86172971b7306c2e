// ESLint (flat config): `npm run lint`, and `npm run lint -- --fix` for what it can fix itself.
// TypeScript files are linted with type information (typescript-eslint's project service reads tsconfig.json);
// .astro files and plain JavaScript without it. Layout is Prettier's job: eslint-config-prettier comes last.
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import astro from 'eslint-plugin-astro';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.astro/',
      'coverage/',
      'reports/',
      '.stryker-tmp/',
      '.scratch/',
      'tmp/',
      // A consumer's app built against the packed package, with its own tsconfig and its React and Vue toolchains.
      'tests/package/app/',
    ],
  },
  {
    // An eslint-disable comment that no longer silences anything is an error: each one names its rule and says why.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // These files are outside tsconfig.json's folders: the project service gives them a default program.
        projectService: { allowDefaultProject: ['vitest.config.ts', 'types/*.d.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // French typography puts narrow no-break spaces (U+202F) in text on purpose: strings, templates, markup, comments.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipJSXText: true, skipComments: true }],
      // `const { match: _dropped, ...rest } = value` is how this code leaves a field out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // `async` marks functions that fulfil a promise-returning contract (a bench's run(), a bot stub) with nothing to await.
      '@typescript-eslint/require-await': 'off',
      // Async event listeners are how the pages handle clicks; each handles its own failures.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
      // Promise.all over events where only some animate (the others give undefined) is meant.
      '@typescript-eslint/await-thenable': ['error', { allowMixedPromiseArrays: true }],
      // `cell: Cell | string` in a public signature names the expected values while saying any text is accepted (and checked).
      '@typescript-eslint/no-redundant-type-constituents': 'off',
      // `interface GlobalEventHandlersEventMap extends HexoneEventMap {}` is how an element adds its events to the DOM's map.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // FormData.get() is typed string | File; these pages' forms have no file inputs.
      '@typescript-eslint/no-base-to-string': ['error', { ignoredTypeNames: ['Error', 'RegExp', 'URL', 'URLSearchParams', 'File'] }],
      // Every public function guards its input with Array.isArray(), which narrows even a typed readonly list to any[]
      // (TypeScript issue 17002): these rules then flag each guarded read. `any` written in source stays an error.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['tests/**'],
    rules: {
      // Tests feed values of every type on purpose and reach elements through Playwright's untyped evaluate().
      '@typescript-eslint/no-explicit-any': 'off',
      // Tests save a browser method (Worker.prototype.postMessage, matchMedia) to put it back after stubbing it.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', '**/*.astro', '**/*.astro/*.ts', '**/*.astro/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  astro.configs['flat/recommended'],
  {
    files: ['components/**/*.ts'],
    extends: [lit.configs['flat/recommended'], wc.configs['flat/best-practice']],
    settings: { wc: { elementBaseClasses: ['LitElement'] } },
    rules: {
      // LitElement defines every lifecycle callback and needs super's to run: the call must not be guarded.
      'wc/guard-super-call': 'off',
    },
  },
  prettier,
);
