// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Views never talk HTTP directly; only src/api does. */
const noHttp = {
  paths: [
    { name: 'ofetch', message: 'Only src/api talks HTTP.' },
    { name: '@tanstack/query-core', message: 'Only src/api uses the query cache.' },
  ],
};

/**
 * Refuses imports whose path matches `regex`.
 * @param {string} regex
 * @param {string} message
 */
const refuse = (regex, message) => ({ patterns: [{ regex, message }] });

/**
 * Machines are used through src/features and src/app, never by the layers below them.
 * @param {string} folder
 */
const noMachines = (folder) => refuse('(^|/)machines/', `${folder} does not import machines/.`);

/**
 * One config block per folder, its restrictions merged into one no-restricted-imports rule.
 * @param {Record<string, { paths?: { name: string; message: string }[]; patterns?: { regex: string; message: string }[] }[]>} byFolder
 */
function boundaries(byFolder) {
  return Object.entries(byFolder).map(([folder, rules]) => ({
    files: [folder],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: rules.flatMap((rule) => rule.paths ?? []),
          patterns: rules.flatMap((rule) => rule.patterns ?? []),
        },
      ],
    },
  }));
}

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
          // The config and the plain-JavaScript scripts (bench parts, dev, summary) are outside tsconfig.json.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 16,
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
  // Layer boundaries (docs/architecture.md): one no-restricted-imports rule per folder, because a later block's
  // options replace an earlier block's for the same file.
  ...boundaries({
    'src/server/**': [
      refuse('(^|/)(features|app)/', 'src/server does not import the SPA (src/features, src/app).'),
      noMachines('src/server'),
    ],
    'src/api/**': [noMachines('src/api')],
    'src/app/**': [noHttp],
    'src/features/**': [noHttp],
    'src/ui/**': [
      noHttp,
      refuse('(^|/)app/', 'src/ui does not import src/app: move what both need to src/ui or src/domain.'),
    ],
    'src/domain/**': [
      noHttp,
      refuse(
        '^(react|react-dom|xstate|ofetch|@tanstack/.*|hono|pg|@electric-sql/.*)$',
        'src/domain is pure.',
      ),
      refuse('(^|/)contract/', 'src/domain does not import src/contract: the contract builds on the domain.'),
    ],
  }),
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
