/** Allowed: the harness composes the app. */
import { shell } from '../app/shell.ts';

export const renderApp = () => shell();
