/** Violation: a cycle (cycle-a ↔ cycle-b). */
import { b } from './cycle-b.ts';

export const a = (): number => b() + 1;
