import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "server/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    // Each file opens its own in-memory PGlite (or PostgreSQL database): give them time to migrate.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // One migrated database, copied by each test file (tests/helpers/test-database.ts).
    globalSetup: ["tests/helpers/database-template.ts"],
  },
});
