/** Violation: the harness outside a test. */
import { renderApp } from '../../testing/harness.ts';

export const bad = () => renderApp();
