import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const resolverOptions = {
  project: ['tsconfig.app.json', 'tsconfig.node.json'],
  noWarnOnMultipleProjects: true,
};

// The layers of the panel and the tooling around it; docs/developing.md ("Layers") explains them.
// Elements are folders; single files (the entry, the stylesheet, config files) are file categories.
const elements = [
  { type: 'app', pattern: 'src/app' },
  { type: 'feature', pattern: 'src/features/*', capture: ['area'] },
  { type: 'components', pattern: 'src/components' },
  { type: 'api', pattern: 'src/api' },
  { type: 'i18n', pattern: 'src/i18n' },
  { type: 'lib', pattern: 'src/lib' },
  { type: 'mocks', pattern: 'src/mocks' },
  { type: 'test-support', pattern: 'src/test' },
  ...['e2e', 'scripts', 'build'].map((pattern) => ({ type: 'tooling', pattern })),
].map((element) => ({ ...element, partialMatch: false }));

const files = [
  { category: 'entry', pattern: 'src/main.tsx' },
  { category: 'styles', pattern: 'src/*.css' },
  { category: 'test', pattern: 'src/**/*.test.{ts,tsx}' },
  { category: 'config', pattern: '*.config.{ts,js}' },
];

// In messages: a side's layer, or its path when it is a single file (src/main.tsx).
const side = (name) =>
  `{{#if ${name}.element.types}}{{ ${name}.element.types.[0] }}{{else}}{{ ${name}.file.path }}{{/if}}`;
const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const toFile = (category) => ({ to: { file: { categories: category } } });
const src = ['app', 'feature', 'components', 'api', 'i18n', 'lib', 'mocks', 'test-support'];

const layerPolicies = [
  { from: { element: { type: 'app' } }, allow: to('feature', 'components', 'api', 'i18n', 'lib') },
  {
    from: { element: { type: 'feature' } },
    allow: [
      to('components', 'api', 'i18n', 'lib'),
      {
        to: {
          element: { type: 'feature', captured: { area: '{{ from.element.captured.area }}' } },
        },
      },
    ],
  },
  { from: { element: { type: 'components' } }, allow: to('api', 'i18n', 'lib') },
  { from: { element: { type: 'api' } }, allow: to('lib') },
  { from: { element: { type: 'i18n' } }, allow: to('lib') },
  // The fake words its AI summaries in the request's language, with the panel's country names.
  { from: { element: { type: 'mocks' } }, allow: to('api', 'i18n', 'lib') },
  {
    from: { file: { categories: 'entry' } },
    allow: [
      to('app', 'api', 'components', 'i18n', 'lib'),
      toFile('styles'),
      // The mock worker comes only through the mock-mode branch's import(), which the
      // production build drops.
      {
        to: { file: { path: 'src/mocks/browser.ts' } },
        dependency: { nodeKind: 'dynamic-import' },
      },
    ],
  },
  { from: { element: { type: 'test-support' } }, allow: to(...src) },
  { from: { file: { categories: 'test' } }, allow: to(...src) },
  {
    from: [{ element: { type: 'tooling' } }, { file: { categories: 'config' } }],
    allow: [to(...src, 'tooling'), toFile('config')],
  },
];

/** Syntax the panel never uses; tests add their own on top (a later block replaces the list). */
const panelSyntaxRules = [
  {
    selector: "MemberExpression[property.name='innerHTML']",
    message: 'Render text, never HTML.',
  },
  {
    selector: "MemberExpression[property.name='outerHTML']",
    message: 'Render text, never HTML.',
  },
  {
    selector: "MemberExpression[object.name='localStorage'][property.name='setItem']",
    message: 'Nothing secret goes to localStorage; use src/lib/preferences.ts for preferences.',
  },
  ...['Literal[value', 'TemplateElement[value.raw'].map((node) => ({
    selector: `${node}=/\\bbreak-all\\b/]`,
    message:
      'break-all splits the words of a sentence mid-word; wrap-anywhere breaks a long value only where it must.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'scripts/.*',
      'dist-mock',
      'demos-output',
      'test-results',
      'playwright-report',
      'node_modules',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': elements,
      'boundaries/files': files,
      'import/resolver': { typescript: resolverOptions },
      'import-x/resolver-next': [createTypeScriptImportResolver(resolverOptions)],
      'import-x/extensions': ['.ts', '.tsx'],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkUnknownLocals: true,
          message: `${side('from')} may not import ${side('to')}; docs/developing.md ("Layers") lists the allowed edges: move shared code down a layer.`,
          policies: layerPolicies,
        },
      ],
      'boundaries/no-unknown-files': 'error',
      'boundaries/no-unknown-dependencies': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { react, 'react-hooks': reactHooks },
    settings: { react: { version: '19' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react/no-danger': 'error',
      'react/jsx-no-target-blank': [
        'error',
        { allowReferrer: false, enforceDynamicLinks: 'always' },
      ],
      'react/jsx-key': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', ...panelSyntaxRules],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@tanstack/react-query'],
              message: 'src/api has no React in it.',
              importNames: ['default', 'useState', 'useEffect', 'useQuery', 'useMutation'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...panelSyntaxRules,
        {
          selector: "CallExpression[callee.name='configure']",
          message:
            'The wait limit is set once in src/test/setup-dom.ts; a shorter one makes tests fail on a busy machine.',
        },
        {
          selector:
            ":matches(CallExpression[callee.name=/^(waitFor|find(All)?By)/], CallExpression[callee.property.name=/^(waitFor|find(All)?By)/]) Property[key.name='timeout']",
          message:
            'Wait on what the user sees with the suite’s limit (src/test/setup-dom.ts), not a limit of your own.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['e2e/**/*.ts', 'scripts/**/*.{ts,mjs}', 'build/**/*.ts'],
    rules: { 'no-console': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
);
