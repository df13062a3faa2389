/** Allowed: tests reach the app through the harness. */
import { renderApp } from '../../testing/harness.ts';

export const rendered = renderApp();
