// Lint rules (docs/decisions/020-how-we-work.md): typescript-eslint's strict
// type-checked set, React's hooks rules, jsx-a11y for the markup, one import
// order. Prettier owns the layout, so nothing here is about whitespace.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'node_modules/', 'data/', 'public/', 'coverage/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
      // Express knows an error handler by its four parameters: an unused `_next` has to stay.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Numbers in a template are as safe as strings; booleans, objects and nullish values are still refused.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `() => void promise` and `(e) => setState(…)` are the point of an arrow shorthand.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // React Router's loaders and actions end by throwing its responses (redirect(), data()).
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
        },
      ],
    },
  },
  {
    // Tests read supertest's untyped bodies and indexes they have just checked;
    // a wrong guess fails the test, which is the check these rules would add.
    files: ['test/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['client/**/*.tsx', 'client/**/*.ts'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['client/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling region must take the focus to be scrolled from the keyboard.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // Plain JavaScript outside the TypeScript project: linted without type information.
    files: ['eslint.config.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
