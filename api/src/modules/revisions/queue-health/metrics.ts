// The queue's figures on /metrics (issue 35 part 4), for an operator's alerts: moderation_pending{type},
// moderation_oldest_pending_seconds{type} and moderation_decisions_total{decision}. A scrape reads the kept counts
// once (repository.ts) for all three: their collects share the read until the scrape's turn of the event loop ends.
import type promClient from 'prom-client';
import { Counter, Gauge } from 'prom-client';
import type { DbOrTx } from '../../../domain/auditLog.js';
import { decisionTotals, queueByType, TYPE_LABELS } from './repository.js';

export function registerQueueMetrics(db: DbOrTx, registry: promClient.Registry): void {
  const read = async () => {
    const types = await queueByType(db);
    return { types, totals: await decisionTotals(db), now: Date.now() };
  };
  let shared: ReturnType<typeof read> | undefined;
  const figures = () =>
    (shared ??= read().finally(() => {
      setImmediate(() => (shared = undefined));
    }));
  new Gauge({
    name: 'moderation_pending',
    help: 'Pending revisions (items waiting for a moderator), by revision type',
    labelNames: ['type'],
    registers: [registry],
    async collect() {
      for (const t of (await figures()).types) this.set({ type: TYPE_LABELS[t.type] }, t.pending);
    },
  });
  new Gauge({
    name: 'moderation_oldest_pending_seconds',
    help: 'Age of the oldest pending revision, by revision type (0 when none is pending)',
    labelNames: ['type'],
    registers: [registry],
    async collect() {
      const { types, now } = await figures();
      for (const t of types)
        this.set(
          { type: TYPE_LABELS[t.type] },
          t.oldest_at ? Math.max(0, Math.round((now - t.oldest_at.getTime()) / 1000)) : 0,
        );
    },
  });
  new Counter({
    name: 'moderation_decisions_total',
    help: 'Moderation decisions made (accepted, rejected) and taken back (undone), across every instance',
    labelNames: ['decision'],
    registers: [registry],
    async collect() {
      const { totals } = await figures();
      this.reset();
      for (const [decision, n] of Object.entries(totals)) this.inc({ decision }, n);
    },
  });
}
