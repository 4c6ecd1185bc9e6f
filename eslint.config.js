import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import baykit from './scripts/eslint-plugin-baykit.mjs';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Packages meet through their public entry points (package.json exports), never another package's src/.
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { baykit },
    rules: {
      'baykit/no-other-package-src': 'error',
    },
  },
  {
    // @baykit/redis paces through PacingScope (baykit's extensions.ts), the public seam: never the client's REST
    // runtime or its internals.
    files: ['packages/redis/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'baykit',
              importNames: ['RestRuntime', 'RestHost', 'restCall'],
              message:
                'Pace through PacingScope (createPacer) and loadRateLimits(scope): the REST runtime is internal to baykit.',
            },
          ],
          patterns: [
            { group: ['baykit/src/*', 'baykit/dist/*'], message: "Import baykit's public entry points only." },
          ],
        },
      ],
    },
  },
  {
    // The explorer's React components: hooks follow the rules of hooks.
    files: ['apps/explorer/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Each generated API's types live in one type-only namespace, so bundled declarations keep their names; the
    // Trading schema's types without fields (and extensions that add none) keep their names as empty interfaces.
    files: ['packages/client/src/generated/**/*.ts'],
    rules: {
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'always' }],
    },
  },
  {
    // Tests index into recorded requests they just made; a failed lookup fails the test anyway.
    files: ['**/test/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // A test proves something or is not a test: `expect(true)` passes whatever the code does. A type test's checks
    // are its `expectTypeOf` lines, which `npm run typecheck` runs.
    files: ['**/test/**/*.{ts,tsx}', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='expect'][arguments.0.type='Literal']",
          message: 'Assert on what the code did: expect(<literal>) passes or fails whatever the code does.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly' } },
  },
);
