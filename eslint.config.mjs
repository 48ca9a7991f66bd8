// typescript-eslint with type information for the backend; floating promises and
// non-exhaustive switches are errors (ARCHITECTURE.md convention 9).
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'proto/src/gen/**', 'frontend/**', '.local/**', '**/*.mjs', '**/*.js', '**/*.cjs', 'load-tests/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: ['*/test/*.ts', '*/*/test/*.ts', 'e2e/*.ts', 'packages/testing/src/*.ts'] }, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
);
