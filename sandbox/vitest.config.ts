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
    // The files of a worker share one module graph: each no longer loads the gateway's modules
    // and data again (49 s → 21 s on two cores). Every test builds its own gateway and state;
    // files shuffled in any order pass (`vitest run --sequence.shuffle.files`, three seeds).
    isolate: false,
  },
});
