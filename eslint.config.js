// @ts-check
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';

/** docs/product.md, Security: user text is rendered as text; no HTML or code sinks anywhere in the product. */
const unsafeSinks = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'Render user text as text (docs/product.md, Security).',
  },
  {
    selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
    message: 'No innerHTML/outerHTML writes (docs/product.md, Security).',
  },
  {
    selector: "CallExpression[callee.property.name='insertAdjacentHTML']",
    message: 'No insertAdjacentHTML (docs/product.md, Security).',
  },
  {
    // Astro's parser gives `set:html` as a namespaced JSX name: namespace `set`, name `html`.
    selector: "JSXAttribute[name.namespace.name='set'][name.name.name='html']",
    message: 'No set:html (docs/product.md, Security).',
  },
  {
    // no-implied-eval only knows setTimeout as a declared global; this catches code given as text.
    selector: [
      'CallExpression[callee.name=/^(setTimeout|setInterval)$/][arguments.0.raw=/^[\'"]/]',
      "CallExpression[callee.name=/^(setTimeout|setInterval)$/][arguments.0.type='TemplateLiteral']",
      'CallExpression[callee.property.name=/^(setTimeout|setInterval)$/][arguments.0.raw=/^[\'"]/]',
      "CallExpression[callee.property.name=/^(setTimeout|setInterval)$/][arguments.0.type='TemplateLiteral']",
    ].join(', '),
    message: 'Pass a function to setTimeout/setInterval, never code as text (docs/product.md, Security).',
  },
];

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-base/',
      'node_modules/',
      '.astro/',
      'test-results/',
      'playwright-report/',
      'bench/out/',
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  ...astro.configs.recommended,
  {
    // The project service knows the .ts and .tsx files on disk; .astro files, their <script> blocks
    // (linted as virtual files `page.astro/1_1.ts`, which a typed rule would silently skip) and the
    // plain .js/.mjs configs have no type information here, so they get the untyped rules (the
    // unsafe-sink rules included).
    files: ['**/*.astro', '**/*.astro/*.ts', '**/*.astro/*.js', '**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The server's data access is asynchronous (docs/decisions.md, "One store, two databases"): a
    // forgotten `await` is its main risk, and a promise returned unawaited from a `try` skips the catch.
    files: ['server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
    },
  },
  {
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-syntax': ['error', ...unsafeSinks],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
