import { defineConfig } from 'vitest/config';

// One project per test level (plus backend-pg when TEST_DATABASE_URL is set).
// `npm test` runs them all; each can run alone with `vitest run --project <name>`.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'test/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'backend',
          include: ['test/backend/**/*.test.ts'],
          // Tests of PostgreSQL alone (a database that goes away) run in backend-pg.
          exclude: ['test/backend/postgres/**'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      // The same backend suite against PostgreSQL, when a server is given
      // (.ci/run starts a throwaway one: test/helpers/postgres.ts).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true,
              test: {
                name: 'backend-pg',
                include: ['test/backend/**/*.test.ts'],
                environment: 'node',
                testTimeout: 20_000,
                env: { TEST_STORE: 'postgres' },
              },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.{ts,tsx}'],
          environment: 'node',
          globalSetup: ['test/helpers/build-once.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/helpers/build-once.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
