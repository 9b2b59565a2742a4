// The instance's open event streams (Server-Sent Events): each gets every event of the hub, a comment now and then
// so proxies keep the idle connection open, and ends when its session does. A stream does not count as activity
// (the route does not touch the session), so the panel's idle limit still applies; each stream's token is looked
// at again every `checkEveryMs` (LIVE_SESSION_CHECK_MS, 30 s), for all streams at once, and a stream whose session has ended (idle, lifetime,
// signed out elsewhere) is told so and closed. A stream that cannot keep up (its unsent bytes pass MAX_BUFFERED)
// is closed: its panel reconnects and refreshes, which costs less than an unbounded buffer.
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { LiveEvent } from '@pads/contracts/api';
import type { Db } from '../../db/client.js';
import { sessionEndReason, type SessionLimits } from '../../domain/sessionPolicy.js';
import { ROLE } from '../../plugins/auth.js';

export const PING_EVERY_MS = 25_000;
const MAX_BUFFERED = 256 * 1024;

const frame = (event: LiveEvent) => `data: ${JSON.stringify(event)}\n\n`;

interface OpenStream {
  out: PassThrough;
  tokenId: number;
}

export class StreamSet {
  private readonly open = new Set<OpenStream>();
  private readonly timers: NodeJS.Timeout[];

  constructor(
    private readonly db: Db,
    private readonly limits: SessionLimits,
    checkEveryMs: number,
  ) {
    this.timers = [
      setInterval(() => this.writeAll(': ping\n\n'), PING_EVERY_MS),
      setInterval(() => void this.checkSessions().catch(() => {}), checkEveryMs),
    ];
    for (const timer of this.timers) timer.unref();
  }

  get size(): number {
    return this.open.size;
  }

  /** A new stream for the session of `tokenId`, its first event written. `onEnd` runs once when it ends. */
  add(tokenId: number, onEnd: () => void): PassThrough {
    const out = new PassThrough();
    const stream = { out, tokenId };
    this.open.add(stream);
    out.once('close', () => {
      this.open.delete(stream);
      onEnd();
    });
    out.write(frame({ topic: 'ready' }));
    return out;
  }

  send(event: LiveEvent): void {
    this.writeAll(frame(event));
  }

  /** Ends every stream (the instance is closing). */
  endAll(): void {
    for (const timer of this.timers) clearInterval(timer);
    for (const { out } of this.open) out.end();
  }

  private writeAll(text: string): void {
    // One Buffer for every stream: a string written to each stream is encoded once per stream, and at 500 streams
    // and 50 events a second that churn was the instance's garbage (the streams bench, docs/decisions).
    const chunk = Buffer.from(text);
    for (const { out } of this.open) {
      if (out.writableLength > MAX_BUFFERED) out.destroy();
      else out.write(chunk);
    }
  }

  /** Closes the streams whose session has ended, saying so first. */
  async checkSessions(now = Date.now()): Promise<void> {
    const streams = [...this.open];
    if (!streams.length) return;
    const ids = [...new Set(streams.map((s) => s.tokenId))];
    const { rows } = await this.db.execute<{
      id: number;
      created_at: Date | string;
      last_used_at: Date | string | null;
      revoked_at: Date | string | null;
      role: number;
      deleted_at: Date | string | null;
    }>(sql`SELECT t.id, t.created_at, t.last_used_at, t.revoked_at, u.role, u.deleted_at
      FROM access_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    // Raw rows carry their times as text.
    const at = (value: Date | string | null) => (value == null ? null : new Date(value));
    const live = new Set(
      rows
        .filter(
          (r) =>
            r.role === ROLE.Admin &&
            !r.deleted_at &&
            !sessionEndReason(
              { created_at: at(r.created_at)!, last_used_at: at(r.last_used_at), revoked_at: at(r.revoked_at) },
              this.limits,
              now,
            ),
        )
        .map((r) => r.id),
    );
    for (const stream of streams) {
      if (live.has(stream.tokenId)) continue;
      stream.out.end(frame({ topic: 'session-ended' }));
    }
  }
}
