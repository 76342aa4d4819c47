import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The import direction of docs/architecture.md, enforced here so a wrong-way
// import fails `npm run lint` instead of a code review.
const UI_LIBS = ['react', 'react-dom', 'react-dom/*', 'react-redux', 'react-router', '@xstate/react'];
const STATE_LIBS = ['@reduxjs/toolkit', 'redux-saga', 'redux-saga/*', 'xstate'];

function restrict(message, patterns, paths = []) {
  return {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: paths.map((name) => ({ name, message, allowTypeImports: true })),
        patterns: [{ group: patterns, message, allowTypeImports: true }],
      },
    ],
  };
}

export default tseslint.config(
  // reports/ and .stryker-tmp/ hold mutation-testing output and its sandboxes (copies of the project, instrumented).
  { ignores: ['dist/', 'node_modules/', 'coverage/', '.data/', 'reports/', '.stryker-tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/core/**', 'src/crypto/**', 'src/tracking/**', 'src/config/**'],
    rules: restrict(
      'core, crypto, tracking and config are framework-free: no React, Redux, XState, axios, store, sagas or machines.',
      ['**/store/**', '**/sagas/**', '**/machines/**', '**/components/**', '**/pages/**', '**/app/**', '**/api/**', '**/i18n/useTranslation'],
      [...UI_LIBS, ...STATE_LIBS, 'axios'],
    ),
  },
  {
    files: ['machines/**'],
    rules: restrict(
      'machines are pure: they import xstate and src/core, src/crypto, src/tracking helpers only; effects are provided.',
      ['**/store/**', '**/sagas/**', '**/components/**', '**/pages/**', '**/app/**', '**/api/**', '**/i18n/useTranslation'],
      [...UI_LIBS, '@reduxjs/toolkit', 'redux-saga', 'axios'],
    ),
  },
  {
    files: ['store/**'],
    rules: restrict(
      'the store holds serializable state: no sagas, actors, React or api.',
      ['**/sagas/**', '**/machines/**', '**/components/**', '**/pages/**', '**/app/**', '**/api/**'],
      ['redux-saga', 'xstate', 'axios', 'react-dom'],
    ),
  },
  {
    files: ['src/components/**', 'src/pages/**'],
    rules: restrict(
      'screens read state through hooks and send Redux actions; sagas, actors and api stay behind the store.',
      ['**/sagas/**', '**/machines/**', '**/api/**'],
      ['redux-saga', 'xstate', 'axios'],
    ),
  },
  {
    // The events site composes the exchange's layers (app, components, store, core, api, i18n); actors stay behind
    // the store, and only its bootstrap names its sagas.
    files: ['src/events/**'],
    ignores: ['src/events/start.ts'],
    rules: restrict(
      'the events site reaches actors and sagas only through the store; its bootstrap (start.ts) wires the sagas.',
      ['**/sagas/**', '**/machines/**'],
      ['redux-saga', 'redux-saga/*', 'xstate', 'axios'],
    ),
  },
  {
    files: ['src/events/pages/**', 'src/events/layout/**'],
    rules: restrict(
      'events screens read state through hooks and send Redux actions; their data comes from src/events/data.',
      ['**/sagas/**', '**/machines/**', '**/api/**'],
      ['redux-saga', 'redux-saga/*', 'xstate', 'axios'],
    ),
  },
  {
    files: ['server/**'],
    rules: restrict('the gateway is a separate program: it shares only src/config and src/core.', [
      '**/store/**',
      '**/sagas/**',
      '**/machines/**',
      '**/components/**',
      '**/pages/**',
      '**/app/**',
      '**/api/**',
    ]),
  },
  {
    files: ['tests/**', 'bench/**', 'scripts/**', 'server/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // CommonJS by necessity: Jest loads environments and reporters with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
