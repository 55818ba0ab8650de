// Deliberately bad: imports cycle-b.ts, which imports this file (boundaries.test.ts).
import { b } from './cycle-b.ts';

export const a = (): number => b() + 1;
