/**
 * Main-thread blocking of the storefront's first load, compared between builds
 * (npm run tbt -w bench -- --compare <rev>[,<rev>...]).
 *
 * Lighthouse simulates a slow phone from one observed load, so on a shared 2-core machine its TBT
 * swings by hundreds of milliseconds between runs (bench/README.md): too much to tell a change
 * of 50 ms. This measures instead: each build gets its own shop (production build, fresh 3,000-product
 * demo catalogue), and every round loads the page once in each shop, in turn, in a fresh headless
 * Chromium context with the CPU slowed four times (DevTools throttling: React yields to the browser
 * in throttled time, as on a slow phone) and a phone's screen. Per load: the total blocking time of
 * the long tasks after first contentful paint (PerformanceObserver `longtask`), and Chromium's
 * script and task time (Performance.getMetrics). Medians and means per build; the alternation puts
 * every build through the same busy moments of the machine.
 *
 * Options:
 *   --compare a,b   git revisions to build besides the working tree (each in a worktree under
 *                   the system's temporary folder, sharing this checkout's node_modules; outside
 *                   the repository, so its lint and tests never see them)
 *   --pages list    home,category,product,cart,checkout (default home,category,product)
 *   --rounds N      loads per page and build (default 6)
 *   --throttle N    CPU slowdown (default 4)
 * Writes bench/results/tbt-latest.md.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { LOG_DIR, REPO_ROOT, RESULTS_DIR } from './lib/paths.ts';
import {
  CHROME_ARGS,
  CHROME_PATH,
  PHONE,
  STOREFRONT_DIR,
  buildStorefront,
  discoverPages,
  gitState,
  median,
  run,
  startShop,
  table,
  warmPages,
  type BenchPage,
  type Shop,
} from './lib/web-shop.ts';

const argv = process.argv.slice(2);
const opt = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const REVISIONS = (opt('--compare') ?? '').split(',').filter(Boolean);
const PAGES = (opt('--pages') ?? 'home,category,product').split(',') as BenchPage['name'][];
const ROUNDS = Number(opt('--rounds') ?? 6);
const THROTTLE = Number(opt('--throttle') ?? 4);

interface Build {
  name: string;
  dist: string;
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();

/** A revision's storefront, built in a worktree of its own into apps/storefront/dist-tbt-<sha>. */
async function buildRevision(revision: string): Promise<Build> {
  const sha = git('rev-parse', '--short', revision);
  const dist = `dist-tbt-${sha}`;
  const tree = path.join(tmpdir(), 'vitryna-tbt-worktrees', sha);
  if (!existsSync(tree)) {
    mkdirSync(path.dirname(tree), { recursive: true });
    git('worktree', 'add', '--detach', tree, sha);
    // The revision's code with this checkout's packages (a lockfile change is not measured).
    for (const dir of ['', 'apps/storefront', 'apps/server']) {
      const own = path.join(REPO_ROOT, dir, 'node_modules');
      if (existsSync(own)) symlinkSync(own, path.join(tree, dir, 'node_modules'));
    }
  }
  await run(
    'npm',
    ['run', 'build', '--prefix', path.join(tree, 'apps/storefront')],
    { STOREFRONT_DIST: path.join(STOREFRONT_DIR, dist) },
    path.join(LOG_DIR, `build-${dist}.log`),
  );
  return { name: revision === sha ? sha : `${revision} (${sha})`, dist };
}

interface Load {
  tbt: number;
  script: number;
  task: number;
}

async function measure(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(() => {
      const tasks: [number, number][] = [];
      (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) tasks.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await page.goto(url, { waitUntil: 'load' });
    // Hydration, the deferred panels and the first effects are over well within this.
    await page.waitForTimeout(4000);
    const { tasks, fcp } = await page.evaluate(() => ({
      tasks: (window as unknown as { __longTasks: [number, number][] }).__longTasks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const metrics = new Map(
      (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value] as const),
    );
    return {
      tbt: tasks.filter(([start]) => start >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
      script: (metrics.get('ScriptDuration') ?? 0) * 1000,
      task: (metrics.get('TaskDuration') ?? 0) * 1000,
    };
  } finally {
    await context.close();
  }
}

async function main() {
  const builds: Build[] = [];
  process.stdout.write('Building the working tree... ');
  await buildStorefront('dist-tbt-worktree');
  builds.push({ name: 'working tree', dist: 'dist-tbt-worktree' });
  console.log('done');
  for (const revision of REVISIONS) {
    process.stdout.write(`Building ${revision}... `);
    builds.push(await buildRevision(revision));
    console.log('done');
  }
  const shops: Shop[] = [];
  try {
    for (const build of builds) {
      process.stdout.write(`Starting the shop of ${build.name}... `);
      shops.push(await startShop({ name: `tbt-${build.dist}`, dist: build.dist }));
      console.log(shops.at(-1)!.origin);
    }
    const pages = (await discoverPages(shops[0]!.origin)).filter((p) => PAGES.includes(p.name));
    for (const shop of shops) await warmPages(shop.origin, pages);
    const browser = await chromium.launch({
      executablePath: CHROME_PATH,
      args: CHROME_ARGS,
    });
    const loads = new Map<string, Load[]>();
    try {
      for (const page of pages) {
        // One discarded load per shop: the first start of a Chromium and a page's caches.
        for (const shop of shops) await measure(browser, shop.origin + page.path);
        for (let round = 0; round < ROUNDS; round++) {
          for (const [k, shop] of shops.entries()) {
            const key = `${page.name}\u0000${builds[k]!.name}`;
            loads.set(key, [...(loads.get(key) ?? []), await measure(browser, shop.origin + page.path)]);
          }
          process.stdout.write(`\r${page.name}: round ${round + 1}/${ROUNDS}   `);
        }
        console.log();
      }
    } finally {
      await browser.close();
    }
    const mean = (a: number[]) => a.reduce((x, y) => x + y, 0) / a.length;
    const rows = [...loads].map(([key, runs]) => {
      const [page, build] = key.split('\u0000') as [string, string];
      const tbt = runs.map((r) => r.tbt);
      return [
        page,
        build,
        median(tbt).toFixed(0),
        mean(tbt).toFixed(0),
        median(runs.map((r) => r.script)).toFixed(0),
        median(runs.map((r) => r.task)).toFixed(0),
        tbt.map((t) => t.toFixed(0)).join(' '),
      ];
    });
    const header = [
      'page',
      'build',
      'TBT median ms',
      'TBT mean ms',
      'script ms',
      'tasks ms',
      'TBT of each load',
    ];
    const report = [
      '# Storefront main-thread blocking: latest comparison',
      '',
      `Run ${new Date().toISOString()} with \`npm run tbt -w bench${argv.length ? ` -- ${argv.join(' ')}` : ''}\` on commit ${gitState()}: production builds, each on its own shop (fresh 3,000-product demo catalogue); ${ROUNDS} loads per page and build, alternating between builds, each in a fresh headless Chromium context at 412×823 @1.75 with the CPU slowed ${THROTTLE}×. TBT: long tasks after first contentful paint, less 50 ms each; script and tasks: Chromium's ScriptDuration and TaskDuration of the load (4 s after \`load\`).`,
      '',
      table(header, rows, [false, false, true, true, true, true, false]),
      '',
    ].join('\n');
    console.log(`\n${report}`);
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(path.join(RESULTS_DIR, 'tbt-latest.md'), report);
    console.log('Wrote bench/results/tbt-latest.md');
  } finally {
    for (const shop of shops) await shop.stop();
  }
}

await main();
