import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/coverage/**', '**/node_modules/**', 'data/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  // The server's layers (docs/ARCHITECTURE.md, "The server's layout"): imports run one way.
  {
    files: ['apps/server/src/{http,db,core,plugins}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules/**'], message: 'http/, db/, core/ and plugins/ import no area.' }] },
      ],
    },
  },
  // The demo's story is played through the areas' use cases (decision 0049), as any caller reaches them.
  {
    files: ['apps/server/src/seed/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`/modules/[^/]+/(?!index\.js$)`,
              message: 'seed/ reaches an area only through its index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/*/*.ts'],
    ignores: ['apps/server/src/modules/*/{index,*-routes,*.resource}.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http/**', '**/plugins/**'],
              message:
                'A use case takes plain inputs and throws domain errors from core/; only routes, resources and index.ts know HTTP.',
            },
            {
              regex: String.raw`^\.\./(?!\.\./)[^/]+/(?!index\.js$)`,
              message: 'Another area is reached only through its index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/*/{index,*-routes,*.resource}.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^\.\./(?!\.\./)[^/]+/(?!index\.js$)`,
              message: 'Another area is reached only through its index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Forms validate in one voice, the app's: never the browser's bubbles over the contract's message.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='noValidate']))",
          message: "A plain <form> takes noValidate: the app's own check speaks, never the browser's bubbles.",
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/layout/crud/forms.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-admin',
              importNames: ['Form', 'SimpleForm', 'TabbedForm'],
              message: "Forms come from layout/crud/forms: they validate in the app's voice alone (noValidate).",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
