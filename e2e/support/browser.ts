/**
 * Chromium for the journeys (the system one: browsers cannot be downloaded here), fresh contexts
 * at a desktop or phone size, and what a page reported on its console.
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The flags every headless Chromium of the project starts with (the journeys' and the benches'). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export const DESKTOP: BrowserContextOptions = {
  viewport: { width: 1366, height: 900 },
  locale: 'uk-UA',
};

export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'uk-UA',
};

/** How long a single step (an element to appear, a page to load) may take. */
export const STEP_TIMEOUT_MS = 30_000;

export async function newContext(browser: Browser, options: BrowserContextOptions = DESKTOP) {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(STEP_TIMEOUT_MS * 2);
  return context;
}

export interface ConsoleEntry {
  kind: 'error' | 'warning' | 'uncaught';
  text: string;
}

export interface ConsoleProblems {
  /** Console errors and warnings and uncaught page errors, in order. */
  readonly entries: ConsoleEntry[];
  /** The same as lines, for assertions and reports. */
  lines(filter?: (entry: ConsoleEntry) => boolean): string[];
}

/** Collects console errors/warnings and uncaught exceptions of the page. */
export function watchConsole(page: Page): ConsoleProblems {
  const entries: ConsoleEntry[] = [];
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    const where = message.location().url ? ` (${message.location().url})` : '';
    entries.push({ kind: type, text: `${message.text()}${where}` });
  });
  page.on('pageerror', (error) =>
    entries.push({ kind: 'uncaught', text: `${error.name}: ${error.message}` }),
  );
  return {
    entries,
    lines: (filter = () => true) => entries.filter(filter).map((entry) => `${entry.kind}: ${entry.text}`),
  };
}

/**
 * Content-Security-Policy violations the context's pages report (`securitypolicyviolation`
 * events, listened for before any script of the page runs), one line each.
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__e2eCspViolation', (_source, line: string) => void violations.push(line));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __e2eCspViolation(line: string): void }).__e2eCspViolation;
      const sample = e.sample ? ` (${e.sample.slice(0, 80)})` : '';
      report(`${location.pathname}: ${e.effectiveDirective} refused ${e.blockedURI || 'inline'}${sample}`);
    });
  });
  return violations;
}

/**
 * Runs `journey` in a fresh context and closes the context whatever happens. A journey whose
 * pages report a Content-Security-Policy violation fails.
 */
export async function inContext<T>(
  browser: Browser,
  options: BrowserContextOptions,
  journey: (page: Page, context: BrowserContext) => Promise<T>,
): Promise<T> {
  const context = await newContext(browser, options);
  try {
    const violations = await watchCspViolations(context);
    const page = await context.newPage();
    const result = await journey(page, context);
    if (violations.length > 0) {
      throw new Error(`Content-Security-Policy violations:\n  ${violations.join('\n  ')}`);
    }
    return result;
  } finally {
    await context.close();
  }
}
