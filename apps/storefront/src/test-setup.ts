/**
 * Vitest: HTML is sanitised synchronously, as on the server (in the browser the sanitiser loads on
 * demand; clean-html.test.ts covers that path). Loaded in a hook, after the test file's module
 * mocks are registered, so a test can stand in for sanitize.ts.
 */
import { configure } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { loadSanitizer } from './shared/html/clean-html.ts';

beforeAll(() => loadSanitizer());

// findBy* and waitFor wait up to 1 s by default: too short when `npm test` runs these beside the
// server's tests on a 2-core machine. A missing element still fails, later.
configure({ asyncUtilTimeout: 5_000 });
