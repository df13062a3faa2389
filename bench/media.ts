/**
 * npm run media -w bench -- [--duration S] [--connections 1,32]
 *
 * /media/ over real HTTP against a server child process (PGlite in bench/.data/media, a small
 * demo catalogue): latency of a cached variant (autocannon, the storefront's product-card URL
 * with a browser's Accept header), the first resize of a stored photograph per width, and the
 * first request of a demo image (painted, stored, resized). Prints a table.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon, { type Client, type Result } from 'autocannon';
import sharp from 'sharp';
import { DATA_DIR, LOG_DIR, RESULTS_DIR } from './lib/paths.ts';
import { table } from './lib/report.ts';
import { startServer } from './lib/server.ts';

const ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const PHOTO_KEY = 'catalog/product/b/e/bench-photo_1.jpg';
const CARD_QUERY = '?auto=webp&format=pjpg&width=387&height=484&fit=cover';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/** A photograph-sized original (2000 × 2500, JPEG): smooth light with a camera's fine grain. */
async function photograph(): Promise<Buffer> {
  const width = 2000;
  const height = 2500;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 128 + Math.round(Math.sin(x / 40) * Math.cos(y / 55) * 60 + (Math.random() - 0.5) * 12);
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function timedGet(url: string): Promise<{ ms: number; status: number; cache: string | null }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { accept: ACCEPT } });
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status, cache: res.headers.get('x-media-cache') };
}

async function load(origin: string, urlPath: string, connections: number, seconds: number) {
  const times: number[] = [];
  const instance = autocannon({
    url: origin + urlPath,
    connections,
    duration: seconds,
    headers: { accept: ACCEPT },
  });
  instance.on('response', (_c: Client, status: number, _b: number, responseTime: number) => {
    if (status === 200) times.push(responseTime);
  });
  const r = (await instance) as Result;
  times.sort((a, b) => a - b);
  const bytes = times.length ? Math.round(r.throughput.total / times.length) : 0;
  return { requests: times.length, rps: times.length / r.duration, non2xx: r.non2xx, times, bytes };
}

const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1));

async function main() {
  const duration = Number(option('duration', '10'));
  const connectionsList = option('connections', '1,32').split(',').map(Number);
  const dataDir = path.join(DATA_DIR, 'media');
  rmSync(dataDir, { recursive: true, force: true });
  const photoFile = path.join(dataDir, 'media', PHOTO_KEY);
  mkdirSync(path.dirname(photoFile), { recursive: true });
  writeFileSync(photoFile, await photograph());

  console.log('Starting the server (PGlite, 50 demo products)…');
  const server = await startServer({
    name: 'media',
    env: { DATA_DIR: dataDir, SEED_PRODUCTS: '50', MEDIA_DEMO_IMAGES: '1' },
    logDir: LOG_DIR,
  });
  const lines: string[] = [];
  try {
    const origin = server.origin;
    const photo = `/media/${PHOTO_KEY}`;

    // First resize of the stored photograph at each srcset width (nothing cached yet).
    const firstRows: string[][] = [];
    for (const width of [40, 80, 160, 320, 640, 960, 1280, 1600, 2560]) {
      const r = await timedGet(`${origin}${photo}?auto=webp&format=pjpg&width=${width}`);
      firstRows.push([String(width), String(r.status), r.cache ?? '', fmt(r.ms)]);
    }

    // First request of demo images: painted into storage, then resized.
    const demoTimes: number[] = [];
    for (const role of ['image', 'small_image', 'thumbnail', 'swatch_image']) {
      const r = await timedGet(
        `${origin}/media/catalog/product/placeholder/default/${role}.jpg${CARD_QUERY}`,
      );
      if (r.status !== 200) throw new Error(`demo image answered ${r.status}`);
      demoTimes.push(r.ms);
    }

    // A cached variant under load.
    const warm = await timedGet(origin + photo + CARD_QUERY);
    if (warm.status !== 200) throw new Error(`the card variant answered ${warm.status}`);
    const loadRows: string[][] = [];
    for (const connections of connectionsList) {
      await load(origin, photo + CARD_QUERY, connections, Math.min(2, duration)); // warm-up
      const m = await load(origin, photo + CARD_QUERY, connections, duration);
      loadRows.push([
        String(connections),
        String(m.requests),
        m.rps.toFixed(0),
        fmt(percentile(m.times, 50)),
        fmt(percentile(m.times, 90)),
        fmt(percentile(m.times, 99)),
        String(m.non2xx),
        (m.bytes / 1024).toFixed(1),
      ]);
    }

    lines.push(
      `# Media benchmark (${new Date().toISOString()})`,
      '',
      `Cached variant: \`${photo}${CARD_QUERY}\` with a browser's Accept (WebP, 640 × 800 after snapping), ${duration} s per row.`,
      '',
      table(
        ['connections', 'requests', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'non-2xx', 'KiB/resp'],
        loadRows,
        [true, true, true, true, true, true, true, true],
      ),
      '',
      'First resize of a stored 2000 × 2500 JPEG (auto=webp, one request at a time):',
      '',
      table(['width', 'status', 'x-media-cache', 'ms'], firstRows, [true, true, false, true]),
      '',
      `First request of a demo image (painted 1000 × 1250, stored, resized to the card): ${demoTimes.map(fmt).join(', ')} ms`,
    );
  } finally {
    await server.stop();
  }
  const text = lines.join('\n');
  console.log(`\n${text}`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, 'media-latest.md'), `${text}\n`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
