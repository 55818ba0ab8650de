import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Most suites here spend their time waiting: on sockets to a real sandbox and Redis, on
    // timeouts and back-offs the tests provoke. Vitest's default (one worker fewer than the
    // cores: one on the two-core test machines) leaves the CPU idle; two files per core keep
    // it busy (70 s → 30 s on two cores). Every suite has its own ports and Redis key prefix.
    maxWorkers: availableParallelism() * 2,
    // The files of a worker share one module graph: each no longer imports Fastify, tRPC and the
    // routers again (116 s → 53 s on two cores). The BFF keeps no state in its modules (each
    // test builds its own app, store prefix and ports); files shuffled in any order pass
    // (`vitest run --sequence.shuffle.files`, three seeds).
    isolate: false,
    // The integration suites talk to a real sandbox and Redis over sockets: on a machine busy
    // with other work a login and a few calls have taken more than vitest's 5 s (10 s for a
    // hook, which starts a sandbox or a Redis). These limits only catch a hang; what a test
    // times on purpose is on a fake clock, or waits on a condition.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll waits on a condition; a second (its default) is short on a busy machine.
    expect: { poll: { timeout: 10_000 } },
  },
});
