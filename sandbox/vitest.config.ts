import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // RSA key generation and scrypt make a few tests take a moment on slow machines.
    testTimeout: 20_000,
  },
});
