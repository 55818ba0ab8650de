// Deliberately bad: imports cycle-a.ts, which imports this file (boundaries.test.ts).
import { a } from './cycle-a.ts';

export const b = (): number => (typeof a === 'function' ? 1 : 0);
