import { act, render, screen } from '@testing-library/react';
import { renderToStringAsync } from 'preact-render-to-string';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateLater, hydrateInTurns } from './hydrate-later.tsx';

/** Which parts have rendered in the browser, in order (the server's renders are not counted). */
let renders: string[] = [];

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  if (typeof window !== 'undefined' && !import.meta.env.SSR) renders.push(name);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter name="shell" />
      <HydrateLater>
        <Counter name="first" />
      </HydrateLater>
      <HydrateLater>{null}</HydrateLater>
      <HydrateLater>
        <Counter name="second" />
        <p>beside the second</p>
      </HydrateLater>
      <p>after the parts</p>
    </main>
  );
}

/** The page as the server sends it. */
async function serverMarkup(): Promise<string> {
  vi.stubEnv('SSR', true);
  try {
    return await renderToStringAsync(<Page />);
  } finally {
    vi.unstubAllEnvs();
  }
}

afterEach(() => {
  renders = [];
  document.body.replaceChildren();
});

describe('HydrateLater', () => {
  it('marks each part on the server, whatever it renders', async () => {
    const html = await serverMarkup();
    expect(html.match(/<!--\$s-->/g)).toHaveLength(3);
    expect(html).toContain('<!--$s--><!--/$s-->');
    expect(html).toContain(
      '<!--$s--><button type="button">second 0</button><p>beside the second</p><!--/$s-->',
    );
  });

  it('hydrates the shell at once and each part in a later task, keeping every server node', async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverMarkup();
    document.body.append(container);
    const before = [...container.querySelectorAll('button, p')];

    let shellDone = false;
    const done = hydrateInTurns(() => {
      hydrateRoot(container, <Page />);
      shellDone = true;
    });
    expect(shellDone).toBe(true);
    // The parts have not rendered yet: their server markup is on screen, without handlers.
    expect(renders).toEqual(['shell']);
    const first = screen.getByRole('button', { name: 'first 0' });
    first.click();
    expect(first.textContent).toBe('first 0');

    await done;
    expect(renders).toEqual(['shell', 'first', 'second']);
    // Nothing was removed or drawn again: the same nodes, in the same order.
    const after = [...container.querySelectorAll('button, p')];
    expect(after.length).toBe(before.length);
    expect(after.every((node, index) => node === before[index])).toBe(true);
    await act(async () => {
      screen.getByRole('button', { name: 'second 0' }).click();
      first.click();
    });
    expect(screen.getByRole('button', { name: 'second 1' })).toBe(before[2]);
    expect(first.textContent).toBe('first 1');
    expect(container.textContent).toBe('shell 0first 1second 1beside the secondafter the parts');
  });

  it('gives each part a task of its own', async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverMarkup();
    document.body.append(container);
    // Tasks of our own, queued one after another while the parts hydrate: one of them runs after
    // the first part and before the second.
    const seenAtTask: string[][] = [];
    const done = hydrateInTurns(() => hydrateRoot(container, <Page />));
    const channel = new MessageChannel();
    let ticks = 0;
    channel.port1.onmessage = () => {
      seenAtTask.push([...renders]);
      if (++ticks < 6) channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
    await done;
    channel.port1.close();
    expect(seenAtTask).toContainEqual(['shell', 'first']);
    expect(renders).toEqual(['shell', 'first', 'second']);
  });

  it('renders at once where the page is not being hydrated', () => {
    render(<Page />);
    expect(renders).toEqual(['shell', 'first', 'second']);
    expect(screen.getByText('after the parts')).toBeTruthy();
  });
});
