// typescript-eslint with type information for the backend; floating promises and
// non-exhaustive switches are errors (ARCHITECTURE.md convention 9).
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'proto/src/gen/**', 'frontend/**', '.local/**', '**/*.mjs', '**/*.js', '**/*.cjs', 'load-tests/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    // Every folder of .ts files has a tsconfig.json (test folders included), so no default project is needed.
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
);
