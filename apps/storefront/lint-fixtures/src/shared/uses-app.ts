/** Violation: shared imports the app. */
import { shell } from '../app/shell.ts';

export const bad = () => shell();
