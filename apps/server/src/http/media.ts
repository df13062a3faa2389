/**
 * GET /media/* — stored originals (DATA_DIR/media, Magento's pub/media layout) resized and
 * encoded per the Magento/Fastly-style query (modules/media/transform.ts), variants cached on
 * disk under DATA_DIR/media-cache within MEDIA_CACHE_MB. With MEDIA_DEMO_IMAGES on, an original
 * the demo catalogue references is painted on its first request. HEAD is served by Fastify from
 * the GET route.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/connection.ts';
import { NO_IMAGE_SOURCE } from '../modules/media/image-source.ts';
import { MediaService } from '../modules/media/media-service.ts';
import { dataDirStorage } from '../modules/media/storage.ts';
import { DemoImageSource } from '../seed/images/demo-image-source.ts';

export type MediaConfig = Pick<
  Config,
  'dataDir' | 'mediaCacheMb' | 'mediaResizeConcurrency' | 'mediaResizeQueue' | 'mediaDemoImages'
>;

export async function registerMedia(
  app: FastifyInstance,
  opts: { db: Queryable; config: MediaConfig },
): Promise<MediaService> {
  const { config } = opts;
  const media = new MediaService({
    storage: dataDirStorage(config.dataDir),
    source: config.mediaDemoImages ? new DemoImageSource(opts.db) : NO_IMAGE_SOURCE,
    cacheDir: path.join(path.resolve(config.dataDir), 'media-cache'),
    cacheMaxBytes: config.mediaCacheMb * 1024 * 1024,
    concurrency: config.mediaResizeConcurrency,
    maxQueued: config.mediaResizeQueue,
    log: app.log,
  });
  // Adopting the cache reads only directory listings; it must not delay the first page.
  void media.start().catch((err) => app.log.warn({ err }, 'media cache scan failed'));

  app.get('/media/*', async (req, reply) => {
    const q = req.url.indexOf('?');
    const res = await media.handle({
      rawPath: q < 0 ? req.url : req.url.slice(0, q),
      query: (req.query ?? {}) as Record<string, unknown>,
      accept: req.headers.accept,
      ifNoneMatch: req.headers['if-none-match'],
    });
    reply.headers(res.headers);
    reply.code(res.status);
    if (res.status === 200) return reply.send(res.body);
    if (res.status === 304) return reply.send();
    return reply.send(res.json);
  });
  return media;
}

/**
 * Gauges of the media work on a Prometheus registry (the one registerMetrics returns): jobs
 * running and waiting in the resize queue, and bytes of the variant cache.
 */
export function registerMediaMetrics(registry: Registry, media: MediaService): void {
  new Gauge({
    name: 'media_resize_jobs',
    help: 'Image resizes and demo paintings, running or queued',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'running' }, media.queue.active);
      this.set({ state: 'queued' }, media.queue.queued);
    },
  });
  new Gauge({
    name: 'media_cache_bytes',
    help: 'Bytes of resized images kept on disk by this process',
    registers: [registry],
    collect() {
      this.set(media.cache.bytes);
    },
  });
}
