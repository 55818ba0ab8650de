// Deliberately bad (bff/test/boundaries.test.ts): a router and its service import each other.
import { listThings } from './cycle.service.ts';

export const thingsRouter = { list: () => listThings() };
