// Deliberately bad (web/test/boundaries.test.ts): cycle-a and cycle-b import each other.
import { b } from './cycle-b.ts';

export const a = (): string => `a${b.length}`;
