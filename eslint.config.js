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
  // The web app's layers (docs/ARCHITECTURE.md, "The web app's layout"): the kit and the providers import no area, an
  // area reaches another only through its index.ts and never the route table above it. Each block repeats the rule on
  // react-admin's forms, since a later block's no-restricted-imports replaces an earlier one's.
  ...webImportRules(),
  prettier,
);

/** The `no-restricted-imports` blocks of apps/web. */
function webImportRules() {
  const formsFromKit = {
    name: 'react-admin',
    importNames: ['Form', 'SimpleForm', 'TabbedForm'],
    message: "Forms come from layout/crud/forms: they validate in the app's voice alone (noValidate).",
  };
  const noArea = { group: ['**/areas', '**/areas/**'], message: 'The kit (layout/) and providers/ import no area.' };
  const notTheRouteTable = {
    group: ['**/routes/**'],
    message:
      'An area is gathered by the route table and imports nothing of it: its helpers are in the kit (layout/routing/).',
  };
  /** A file `depth` folders below its area's own: `../` once more than that reaches areas/, where only an index is open. */
  const anotherAreasInside = (depth) => ({
    regex: String.raw`^(\.\./){${depth + 1}}[^./][^/]*/`,
    message: "Another area is reached only through its index.ts: import '<area>', never a file inside it.",
  });
  const restrict = (patterns, paths = [formsFromKit]) => ({
    'no-restricted-imports': ['error', patterns.length > 0 ? { paths, patterns } : { paths }],
  });
  const inArea = (depth) => `apps/web/src/areas/*/${'*/'.repeat(depth)}*.{ts,tsx}`;
  const tests = 'apps/web/src/**/*.test.{ts,tsx}';
  /** How deep a file sits below its area's folder: `index.ts` 0, `labels/x.ts` 1, `resources/x/X.tsx` 2, ... */
  const depths = [0, 1, 2, 3, 4];
  return [
    {
      files: ['apps/web/**/*.{ts,tsx}'],
      ignores: ['apps/web/src/layout/crud/forms.tsx'],
      rules: restrict([]),
    },
    // A test of the kit may try it on a real area's declaration or words.
    {
      files: ['apps/web/src/{layout,providers}/**/*.{ts,tsx}'],
      ignores: ['apps/web/src/layout/crud/forms.tsx', tests],
      rules: restrict([noArea]),
    },
    { files: ['apps/web/src/layout/crud/forms.tsx'], rules: restrict([noArea], []) },
    ...depths.map((depth) => ({
      files: [inArea(depth)],
      ignores: [tests],
      rules: restrict([anotherAreasInside(depth), notTheRouteTable]),
    })),
    // A test renders the whole app, as a person meets it: it may ask the route table which pages are built.
    ...depths.map((depth) => ({
      files: [inArea(depth).replace('*.{ts,tsx}', '*.test.{ts,tsx}')],
      rules: restrict([anotherAreasInside(depth)]),
    })),
  ];
}
