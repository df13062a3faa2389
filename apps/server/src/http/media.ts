/**
 * GET /media/* — product and content images drawn by the demo generator, resized and encoded
 * per the Magento/Fastly-style query (see modules/media/transform.ts), cached on disk under
 * <dataDir>/media-cache. HEAD is served by Fastify from the GET route.
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/connection.ts';
import { MediaService } from '../modules/media/media-service.ts';

export async function registerMedia(
  app: FastifyInstance,
  opts: { db: Queryable; dataDir: string },
): Promise<void> {
  const media = new MediaService({ db: opts.db, dataDir: opts.dataDir, log: app.log });
  void media.pruneOldVersions().catch((err) => app.log.warn({ err }, 'media cache prune failed'));

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
}
