/**
 * Vitest: HTML is sanitised synchronously, as on the server (in the browser the sanitiser loads on
 * demand; clean-html.test.ts covers that path). Loaded in a hook, after the test file's module
 * mocks are registered, so a test can stand in for sanitize.ts.
 */
import { beforeAll } from 'vitest';
import { loadSanitizer } from './shared/html/clean-html.ts';

beforeAll(() => loadSanitizer());
