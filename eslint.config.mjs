// ESLint (flat config): @eslint/js and typescript-eslint's type-checked recommended rules for all
// TypeScript, react-hooks and jsx-a11y for the web client. `npm test` runs it with --max-warnings 0.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    'dist/',
    'coverage/',
    '.data/',
    '.test-data/',
    'data/',
    'node_modules/',
    'tests/browser/screenshots/',
    'web/public/',
    // written by @rtk-query/codegen-openapi (scripts/generate-api.mjs) and checked against the server's
    // OpenAPI document in `npm test`: fixed by changing the document or the generator, never by hand
    'web/src/api/generated.ts',
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // files outside tsconfig.json's include (configs, scripts) get a default program
        projectService: { allowDefaultProject: ['web/vite.config.mts', 'web/build/*.d.mts', 'scripts/*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // a caught value passed on unchanged to reject() is as fine as rethrowing it, which
      // only-throw-error allows (its allowThrowingUnknown defaults to true; this rule's to false)
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      // `_name` marks a parameter or element a signature needs but the body does not use
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    // plain JavaScript (build scripts, bench, configs): no TypeScript program, so no type-aware rules
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // callbacks in props are function-typed properties, not methods: a component destructures
      // them and calls them unbound (what unbound-method would otherwise flag on every prop)
      '@typescript-eslint/method-signature-style': ['error', 'property'],
    },
  },
  {
    files: ['web/build/**/*.mjs', 'bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // tests: HTTP answers (supertest's `body`) and parsed JSON are `any` by design, so reading them
    // is not unsafe here; jest's `expect(mock.method)` passes methods unbound; in-memory doubles
    // implement async ports without awaiting; a value the test itself just put there may be
    // asserted non-null
    files: ['**/*.spec.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
);
