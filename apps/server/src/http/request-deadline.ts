/**
 * A deadline per request (REQUEST_TIMEOUT_MS): its work runs inside withDeadline (db/deadline.ts),
 * so its database queries stop starting once time is up, and a request still unanswered at the
 * deadline answers 503 with Retry-After instead of hanging. A request made from inside another
 * one (the storefront's in-process GraphQL calls) keeps the outer, sooner deadline.
 */
import { AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DeadlineExceededError,
  currentDeadline,
  remainingMs,
  withDeadline,
  type Deadline,
} from '../db/deadline.ts';

declare module 'fastify' {
  interface FastifyRequest {
    deadlineScope?: AsyncResource;
    deadline?: Deadline;
    /** An answer is on its way (onSend began): the deadline no longer answers in its place. */
    answering?: boolean;
  }
}

export function registerRequestDeadline(app: FastifyInstance, timeoutMs: number): void {
  // Callback hooks: the rest of the request runs inside the scope entered here.
  app.addHook('onRequest', (req, reply, done) => {
    withDeadline(timeoutMs, () => {
      req.deadlineScope = new AsyncResource('vitryna-request-deadline');
      req.deadline = currentDeadline();
      const timer = setTimeout(() => answerTimedOut(req, reply), Math.max(0, remainingMs()));
      timer.unref();
      reply.raw.once('close', () => clearTimeout(timer));
      done();
    });
  });
  app.addHook('onSend', async (req, reply, payload) => {
    req.answering = true;
    // Work refused for lack of time (e.g. GraphQL fields whose queries never ran): the answer
    // is incomplete, and a 503 tells the client so (and keeps it out of HTTP caches).
    if (req.deadline?.exceeded && reply.statusCode < 500) reply.code(503).header('Retry-After', '1');
    return payload;
  });
  // A handler that stopped on its deadline (a query refused) answers as the timer would.
  app.addHook('onError', async (_req, reply, error) => {
    if (error instanceof DeadlineExceededError) reply.header('Retry-After', '1');
  });
  // The body arrives on the socket's own async context: step back into the request's.
  app.addHook('preValidation', (req, _reply, done) => {
    if (req.deadlineScope) req.deadlineScope.runInAsyncScope(done);
    else done();
  });
}

/**
 * Written straight to the socket (the reply hijacked): the handler may still call reply.send
 * when its work ends, which fastify then ignores, instead of running a second answer through
 * the onSend hooks (compression) at the same time as this one.
 */
function answerTimedOut(req: FastifyRequest, reply: FastifyReply) {
  if (req.answering || reply.sent || reply.raw.headersSent) return;
  const error = new DeadlineExceededError();
  req.log.warn({ url: req.routeOptions.url, method: req.method }, 'request timed out');
  const body = JSON.stringify(
    req.routeOptions.url === '/graphql'
      ? { errors: [{ message: error.message, extensions: error.extensions }] }
      : { statusCode: 503, error: 'Service Unavailable', message: error.message },
  );
  reply.hijack();
  reply.raw.writeHead(503, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Retry-After': '1',
    'Cache-Control': 'no-store',
  });
  reply.raw.end(body);
}
