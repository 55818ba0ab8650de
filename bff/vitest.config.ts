import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Most suites here spend their time waiting: on sockets to a real sandbox and Redis, on
    // timeouts and back-offs the tests provoke. Vitest's default (one worker fewer than the
    // cores: one on the two-core test machines) leaves the CPU idle; two files per core keep
    // it busy (70 s → 30 s on two cores). Every suite has its own ports and Redis key prefix.
    maxWorkers: availableParallelism() * 2,
  },
});
