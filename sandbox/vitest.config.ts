import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // RSA key generation and scrypt make a few tests take a moment on slow machines.
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores (one on the two-core test machines).
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
