import { within } from '@testing-library/react';

/** Where the link named `name` inside `scope` leads (its href), failing when there is none. */
export function hrefOf(scope: HTMLElement, name: string | RegExp): string | null {
  return within(scope).getByRole('link', { name }).getAttribute('href');
}
