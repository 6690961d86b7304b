import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import apiBoundaries from './scripts/lint/api-boundaries.js';
import boundaries from './scripts/lint/feature-boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // The extension's pages and background script run in the browser (chrome.*/browser.* come
    // through src/browser-api.ts, so they need no globals of their own).
    files: ['apps/extension/src/**/*.ts', 'packages/job-posting/src/collect-page-parts.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Features stay independent: only app/ composes them, by alias or relative path alike.
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/{lib,components}/**/*.{ts,tsx}'],
    plugins: { web: boundaries },
    rules: { 'web/feature-boundaries': 'error' },
  },
  {
    // API modules import each other only through what they publish; adapters import no plugin.
    files: ['apps/api/src/**/*.ts'],
    plugins: { api: apiBoundaries },
    rules: { 'api/api-boundaries': 'error' },
  },
);
