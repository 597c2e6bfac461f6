import type { IncomingMessage } from 'node:http';
import type { ApiError } from '@siteline/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The words of a body over the route's limit (else the limit in megabytes). */
    tooLarge?: string;
  }
}

/**
 * How much of a refused body is read and thrown away before answering: a client still sending
 * when the server closes gets its connection reset and never reads the 413, so a body up to this
 * is drained first; a larger one is cut off (the answer is still sent first).
 */
const DRAIN_BYTES = 64 * 1024 * 1024;

function drain(raw: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    if (raw.readableEnded || raw.destroyed) {
      resolve();
      return;
    }
    let read = 0;
    const done = () => {
      raw.off('data', onData);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > DRAIN_BYTES) done();
    };
    raw.on('data', onData);
    raw.once('end', done);
    raw.once('error', done);
    raw.once('close', done);
    raw.resume();
  });
}

const megabytes = (bytes: number) => {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
};

/** 413 with the limit in words, once the client has finished sending (or sent too much). */
export async function answerTooLarge(request: FastifyRequest, reply: FastifyReply) {
  await drain(request.raw);
  const words =
    request.routeOptions.config.tooLarge ??
    `The request is larger than ${megabytes(request.routeOptions.bodyLimit ?? 0)}, the most this call takes.`;
  return reply
    .status(413)
    .header('connection', 'close')
    .send({ errors: [{ errorMessage: words }] } satisfies ApiError);
}
