import {
  GATEWAY_KEY_HEADER,
  IngestReadsResponseSchema,
  MAX_READS_PER_BATCH,
  type ReaderStatusBody,
  type TagRead,
} from '@siteline/shared';

/**
 * What a site gateway does with the reads it collects: post them to Siteline in batches, and
 * when the server is down or answers 5xx, keep them and try again later with growing pauses
 * (1 s, 2 s, 4 s … 5 min). Acknowledged reads are never sent again; re-sent ones are harmless
 * anyway (ingestion is idempotent on reader, port, tag and time).
 */
export interface SimulatorLog {
  info: (message: string) => void;
  warn: (message: string) => void;
}

export interface GatewayClientOptions {
  url: string;
  key: string;
  log: SimulatorLog;
  fetch?: typeof fetch;
  now?: () => number;
  /** Oldest reads are dropped beyond this, as a gateway's ring buffer would. */
  maxBuffered?: number;
}

export interface GatewayTotals {
  sent: number;
  accepted: number;
  duplicates: number;
  rejected: number;
  dropped: number;
}

export interface GatewayClient {
  enqueue: (reads: readonly TagRead[]) => void;
  /** Sends what is buffered unless backing off after a failure. */
  flush: () => Promise<void>;
  /** One heartbeat; skipped (false) while the server is unreachable. */
  sendStatus: (body: ReaderStatusBody) => Promise<boolean>;
  buffered: () => number;
  totals: () => GatewayTotals;
}

const REQUEST_TIMEOUT_MS = 15_000;
/** Worth waiting out: a key not yet created or revoked by mistake (401/403) is fixed by people. */
const RETRY_STATUSES = new Set([401, 403, 408, 429]);
const MAX_BACKOFF_MS = 300_000;
/** About a day and a half of the busiest demo project's fine reads. */
const DEFAULT_MAX_BUFFERED = 500_000;

export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const { log, key } = options;
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const maxBuffered = options.maxBuffered ?? DEFAULT_MAX_BUFFERED;
  const base = options.url.replace(/\/+$/, '');
  let buffer: TagRead[] = [];
  let failures = 0;
  let retryAt = 0;
  const totals: GatewayTotals = { sent: 0, accepted: 0, duplicates: 0, rejected: 0, dropped: 0 };

  const post = (path: string, body: unknown) =>
    doFetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [GATEWAY_KEY_HEADER]: key },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });

  const failed = (reason: string) => {
    failures++;
    const pause = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (failures - 1));
    retryAt = now() + pause;
    if (failures === 1 || failures % 10 === 0) {
      log.warn(`simulator: ${reason}; ${buffer.length} reads kept, retrying in ${pause / 1000} s`);
    }
  };
  const succeeded = () => {
    if (failures > 0) log.info(`simulator: server reachable again after ${failures} failures`);
    failures = 0;
    retryAt = 0;
  };

  async function sendBatch(): Promise<boolean> {
    const batch = buffer.slice(0, MAX_READS_PER_BATCH);
    let response: Response;
    try {
      response = await post('/api/v2/ingest/reads', { Reads: batch });
    } catch (e) {
      failed(`cannot reach ${base} (${e instanceof Error ? e.message : String(e)})`);
      return false;
    }
    if (RETRY_STATUSES.has(response.status) || response.status >= 500) {
      failed(`server answered ${response.status}`);
      return false;
    }
    succeeded();
    buffer = buffer.slice(batch.length);
    totals.sent += batch.length;
    if (!response.ok) {
      // A 4xx will not get better by sending the same reads again.
      totals.dropped += batch.length;
      log.warn(
        `simulator: ${batch.length} reads refused (${response.status}): ${await response.text()}`,
      );
      return true;
    }
    const parsed = IngestReadsResponseSchema.safeParse(await response.json().catch(() => null));
    if (parsed.success) {
      totals.accepted += parsed.data.Accepted;
      totals.duplicates += parsed.data.Duplicates;
      totals.rejected += parsed.data.Rejected.length;
      const first = parsed.data.Rejected[0];
      if (first) {
        log.warn(`simulator: ${parsed.data.Rejected.length} reads rejected, e.g. ${first.Reason}`);
      }
    }
    return true;
  }

  return {
    enqueue(reads) {
      // Not push(...reads): a catch-up window can exceed the engine's argument limit.
      for (const read of reads) buffer.push(read);
      const excess = buffer.length - maxBuffered;
      if (excess > 0) {
        buffer = buffer.slice(excess);
        totals.dropped += excess;
        log.warn(`simulator: buffer full, dropped the ${excess} oldest reads`);
      }
    },
    async flush() {
      while (buffer.length > 0 && now() >= retryAt) {
        if (!(await sendBatch())) return;
      }
    },
    async sendStatus(body) {
      if (now() < retryAt) return false;
      try {
        const response = await post('/api/v2/ingest/status', body);
        if (response.status >= 500) {
          failed(`server answered ${response.status} to a heartbeat`);
          return false;
        }
        await response.body?.cancel();
        succeeded();
        return response.ok;
      } catch (e) {
        failed(`cannot reach ${base} (${e instanceof Error ? e.message : String(e)})`);
        return false;
      }
    },
    buffered: () => buffer.length,
    totals: () => ({ ...totals }),
  };
}
