// One LISTEN connection per API instance on channel pads_live (issue 35 part 2): the triggers of migration
// `moderation_team` notify it at each commit that changes what a panel shows, whichever instance (or the pilot app)
// made the change, and the hub hands each notification to the instance's open streams. Its own connection, not a
// pooled one: a LISTEN lasts as long as its session, which a pool (or PgBouncer in transaction mode) does not keep;
// DATABASE_LISTEN_URL names a direct connection when DATABASE_URL goes through such a pooler. A lost connection is
// made again with backoff, and the streams are then told to resync: notifications sent meanwhile are lost.
import pg from 'pg';
import { LIVE_TOPICS, type LiveEvent } from '@pads/contracts/api';

export const LIVE_CHANNEL = 'pads_live';

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;

export type LiveListener = (event: LiveEvent) => void;

export class LiveHub {
  private client: pg.Client | undefined;
  private listening: Promise<void> | undefined;
  private readonly listeners = new Set<LiveListener>();
  private retryMs = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly warn: (message: string, error?: unknown) => void,
  ) {}

  /** Starts handing events to `listener` once the instance listens (rejects when the database cannot be reached). */
  async subscribe(listener: LiveListener): Promise<() => void> {
    this.listeners.add(listener);
    try {
      await this.listen();
    } catch (error) {
      this.listeners.delete(listener);
      throw error;
    }
    return () => this.listeners.delete(listener);
  }

  get subscribers(): number {
    return this.listeners.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.listeners.clear();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private listen(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the live hub is closed'));
    this.listening ??= this.connect().catch((error: unknown) => {
      this.listening = undefined;
      throw error;
    });
    return this.listening;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      keepAlive: true,
      connectionTimeoutMillis: 10_000,
    });
    client.on('notification', (message) => this.deliver(message.payload));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      throw new Error('the live hub is closed');
    }
    this.client = client;
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.listening = undefined;
    void client.end().catch(() => {});
    if (this.closed) return;
    this.warn('live updates: the LISTEN connection was lost; reconnecting', error);
    this.reconnect();
  }

  private reconnect(): void {
    this.retryMs = Math.min(Math.max(this.retryMs * 2, FIRST_RETRY_MS), MAX_RETRY_MS);
    this.retryTimer = setTimeout(() => {
      this.listen().then(
        () => {
          this.retryMs = 0;
          // What was committed while nobody listened is not replayed: every panel refreshes instead.
          this.broadcast({ topic: 'resync' });
        },
        () => this.reconnect(),
      );
    }, this.retryMs);
  }

  private deliver(payload: string | undefined): void {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload ?? '') as LiveEvent;
    } catch {
      return;
    }
    if ((LIVE_TOPICS as readonly string[]).includes(event.topic)) this.broadcast(event);
  }

  broadcast(event: LiveEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
