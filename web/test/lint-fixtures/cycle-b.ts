// Deliberately bad (web/test/boundaries.test.ts): cycle-b and cycle-a import each other.
import { a } from './cycle-a.ts';

export const b = 'b';
export const useA = (): string => a();
