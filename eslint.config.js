import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'dist-demo', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'playwright-report', 'e2e/screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Feature folders do not import each other: shared pieces live in src/ui, src/api or src/bet-engine.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./(?!\\.\\./)[^/]+/', message: 'Features do not import each other.' }] }],
    },
  },
  {
    // Machines and the bet engine stay free of React and fetch.
    files: ['machines/**/*.ts', 'src/bet-engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', '@xstate/react', 'react-*'] }],
      'no-restricted-globals': ['error', 'fetch', 'XMLHttpRequest'],
    },
  },
  {
    files: ['src/bet-engine/**/*.ts'],
    ignores: ['src/bet-engine/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "MemberExpression[object.name='Date'][property.name='now']", message: 'The bet engine takes time as an argument.' }],
    },
  },
);
