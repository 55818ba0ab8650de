/**
 * Progressive hydration (issue 28): a server-rendered page is hydrated in several short tasks
 * instead of one long one. Preact hydrates synchronously, so the whole home used to take the main
 * thread for one task (about 160 ms at Lighthouse's 4× slowdown, more on a slower phone), and a
 * tap in that time waited for all of it. A part wrapped in `<HydrateLater>` is hydrated in a task
 * of its own, in document order, after the rest of the page.
 *
 * How: while the page hydrates, the part suspends; Preact keeps a suspended part's server markup
 * as it is (nothing is removed or redrawn) and hydrates it when its promise resolves. The server
 * suspends it too, once, so that preact-render-to-string marks its range with `<!--$s-->` and
 * `<!--/$s-->`: the client then knows exactly which nodes are the part's, whether it rendered one
 * element, several or none. Outside hydration (a page the client renders itself, a later
 * navigation, tests) the part renders at once, like any other.
 *
 * Until its turn a part shows the server's markup without handlers; `html[data-app-ready]`
 * (main.tsx) is set only once every part has been hydrated (`hydrationDone`).
 */
import { Suspense, type ReactNode } from 'react';

/** Resolvers of the parts waiting for their turn, in the order they rendered (document order). */
const waiting: Array<() => void> = [];
let hydrating = false;

/** The server suspends each part once: the props of the parts already suspended. */
const suspendedOnServer = new WeakSet<object>();
const RESUME_AT_ONCE = Promise.resolve();

interface PartProps {
  children: ReactNode;
}

function Part(props: PartProps): ReactNode {
  if (import.meta.env.SSR) {
    // The server renders the same element again once the promise resolves: same props object.
    if (!suspendedOnServer.has(props)) {
      suspendedOnServer.add(props);
      throw RESUME_AT_ONCE;
    }
  } else if (hydrating) {
    throw new Promise<void>((resolve) => waiting.push(resolve));
  }
  return props.children;
}

export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Part>{children}</Part>
    </Suspense>
  );
}

/** A new task, without setTimeout's clamping of nested timers. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Hydrates the page: `hydrate` runs at once (the shell and every part not deferred), then each
 * deferred part in a task of its own. Resolves when the whole page has its handlers.
 */
export async function hydrateInTurns(hydrate: () => void): Promise<void> {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
  // Preact re-renders a resumed part in a microtask of the task that resolved it.
  for (let resume = waiting.shift(); resume; resume = waiting.shift()) {
    await nextTask();
    resume();
  }
  await nextTask();
}
