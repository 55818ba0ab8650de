// Deliberately bad (bff/test/boundaries.test.ts): the service reaches back into its router.
import { thingsRouter } from './cycle.router.ts';

export const listThings = (): string[] => Object.keys(thingsRouter);
