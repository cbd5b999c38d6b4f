// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'coverage', '.data', 'docs'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['eslint.config.js', 'scripts/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // TypeScript checks names; scripts/*.mjs run on Node.
      'no-undef': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render text, not HTML.',
        },
        {
          selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name='only']",
          message: 'No .only in tests: CI would run a subset.',
        },
        {
          selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name='skip']",
          message: 'No skipped tests: fix it or delete it.',
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Machines are pure: only xstate and src/domain.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!xstate$|xstate/|\\.\\./src/domain(/|$)|\\./).*',
              message: 'machines/ imports only xstate and src/domain.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'fetch',
        'setTimeout',
        'setInterval',
        'window',
        'document',
        'localStorage',
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Use a named delay or event payload.' },
      ],
    },
  },
  {
    // Views never talk HTTP directly; only src/api does.
    files: ['src/features/**', 'src/ui/**', 'src/app/**', 'src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'ofetch', message: 'Only src/api talks HTTP.' },
            { name: '@tanstack/query-core', message: 'Only src/api uses the query cache.' },
          ],
        },
      ],
    },
  },
  {
    // Domain rules are pure and shared by client and server.
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react|react-dom|xstate|ofetch|@tanstack/.*|hono|pg|@electric-sql/.*)$',
              message: 'src/domain is pure.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['test/**', 'scripts/**', '*.config.ts', 'eslint.config.js'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
