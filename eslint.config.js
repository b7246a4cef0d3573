import js from '@eslint/js';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = ['domains', 'dns', 'cdn', 'vps', 'hosting', 'billing'];

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
      'no-restricted-syntax': [
        'error',
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
          message:
            'Nothing secret goes to localStorage; use src/app/preferences.ts for preferences.',
        },
      ],
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
  // A feature never imports another feature: what two share moves down to components/ or api/.
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${features.filter((other) => other !== feature).join('|')})(/|$)`,
              message:
                'A feature does not import another feature; move shared code down to components/ or api/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['e2e/**/*.ts', 'scripts/**/*.{ts,mjs}', 'build/**/*.ts'],
    rules: { 'no-console': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
);
