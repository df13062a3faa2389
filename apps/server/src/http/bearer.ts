/** Shared-secret bearer tokens of the shop's own tools (/metrics, the integration REST API). */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Compares digests, so the time taken says nothing about how much of the token was right. */
export function bearerMatches(req: FastifyRequest, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(token));
}
