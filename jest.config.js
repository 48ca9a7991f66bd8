// Three tiers: unit (no I/O), integration (real Postgres/Redis/Kafka/S3/gRPC), e2e (headless Chromium).
const swc = ['@swc/jest', {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2023',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
}];

// Tests run against TypeScript sources of the workspace packages, not their builds.
const moduleNameMapper = {
  '^@kah/runtime$': '<rootDir>/packages/runtime/src/index.ts',
  '^@kah/proto$': '<rootDir>/proto/src/index.ts',
  '^@kah/api-contract$': '<rootDir>/packages/api-contract/src/index.ts',
  '^@kah/testing$': '<rootDir>/packages/testing/src/index.ts',
};

const base = { transform: { '^.+\\.ts$': swc }, moduleNameMapper, testEnvironment: 'node', rootDir: __dirname };
const ignore = ['/node_modules/', '/dist/', '/frontend/'];

module.exports = {
  testTimeout: 180_000,
  projects: [
    { ...base, displayName: 'unit', testMatch: ['<rootDir>/**/*.unit.test.ts'], testPathIgnorePatterns: ignore },
    { ...base, displayName: 'integration', testMatch: ['<rootDir>/**/*.int.test.ts'], testPathIgnorePatterns: ignore, testTimeout: 120_000 },
    { ...base, displayName: 'e2e', testMatch: ['<rootDir>/e2e/**/*.e2e.test.ts'], testPathIgnorePatterns: ['/node_modules/'], testTimeout: 120_000 },
  ],
};
