// The moderation queue's health (issue 35 part 4), read from what is kept, never from a count of the revisions:
// pending per type from revision_counts, the oldest pending item per type from one entry of the partial index
// revisions_pending_age_idx, decisions from moderation_decision_hours and moderation_decision_totals (kept by the
// trigger of migration `moderation_team`). Purgatory, a tab that is not a type, reads the few pending revisions of
// the pads in purgatory, as the list's tab does.
import { REVISION_TYPE, type RevisionType } from '@pads/contracts';
import type { AdminDecisions, QueueTab } from '@pads/contracts/api';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../domain/auditLog.js';
import { adminNameSql } from '../../../domain/claims.js';
import { revisionPadInPurgatory } from '../revisions.list.js';

const T = REVISION_TYPE;

/** The moderation list's tabs (revisions.list.ts `scope`) by the types they show; purgatory is apart. */
const TAB_TYPES: Array<[string, RevisionType[]]> = [
  ['all', Object.values(T)],
  ['additions', [T.Addition]],
  ['reported', [T.ReportedPad, T.ReportedReview, T.ReportedUpload]],
  ['claims', [T.Claim]],
  ['updates', [T.Update]],
  ['moderation_requested', [T.ModerationRequested]],
  ['converted', [T.Converted]],
];

/** Each type's name as /metrics labels it. */
export const TYPE_LABELS: Record<RevisionType, string> = {
  [T.Addition]: 'addition',
  [T.Claim]: 'claim',
  [T.Update]: 'update',
  [T.ReportedPad]: 'reported_pad',
  [T.ModerationRequested]: 'moderation_requested',
  [T.ReportedReview]: 'reported_review',
  [T.ReportedUpload]: 'reported_upload',
  [T.Converted]: 'converted',
};

export interface TypeQueue {
  type: RevisionType;
  pending: number;
  oldest_at: Date | null;
}

/** Pending revisions and the oldest one's arrival, per type: 8 kept counts and 8 index entries. */
export async function queueByType(db: DbOrTx): Promise<TypeQueue[]> {
  const { rows } = await db.execute<{ type: RevisionType; pending: number; oldest_at: Date | null }>(sql`
    SELECT t.type,
      coalesce((SELECT sum(c.n) FROM revision_counts c WHERE c.status = 1 AND c.type = t.type), 0)::int AS pending,
      (SELECT r.created_at FROM revisions r WHERE r.status = 1 AND r.type = t.type ORDER BY r.created_at LIMIT 1) AS oldest_at
    FROM unnest(${sql.raw(`ARRAY[${Object.values(T).join(', ')}]`)}::smallint[]) AS t(type)`);
  return rows.map((r) => ({ ...r, oldest_at: r.oldest_at && new Date(r.oldest_at) }));
}

const earliest = (dates: Array<Date | null>) =>
  dates.reduce<Date | null>((min, d) => (d && (!min || d < min) ? d : min), null);

/** The tabs of the moderation list: pending items and the oldest one's arrival. */
export async function queueTabs(db: DbOrTx): Promise<QueueTab[]> {
  const [types, purgatory] = await Promise.all([
    queueByType(db),
    db.execute<{
      pending: number;
      oldest_at: Date | null;
    }>(sql`SELECT count(*)::int AS pending, min(created_at) AS oldest_at
      FROM revisions WHERE status = 1 AND ${revisionPadInPurgatory}`),
  ]);
  const tabs = TAB_TYPES.map(([tab, of]): QueueTab => {
    const rows = types.filter((t) => of.includes(t.type));
    const oldest = earliest(rows.map((r) => r.oldest_at));
    return { tab, pending: rows.reduce((n, r) => n + r.pending, 0), oldest_at: oldest?.toISOString() ?? null };
  });
  const p = purgatory.rows[0]!;
  tabs.splice(2, 0, {
    tab: 'purgatory',
    pending: p.pending,
    oldest_at: p.oldest_at ? new Date(p.oldest_at).toISOString() : null,
  });
  return tabs;
}

/** Each admin's decisions in the last 24 hours (whole hours: the hour 24 h ago counts whole), most first. */
export async function recentDecisions(db: DbOrTx): Promise<AdminDecisions[]> {
  const { rows } = await db.execute<{ id: number; name: string | null; accepted: number; rejected: number }>(sql`
    SELECT h.admin_id AS id, ${adminNameSql('u')} AS name,
      coalesce(sum(h.n) FILTER (WHERE h.decision = 2), 0)::int AS accepted,
      coalesce(sum(h.n) FILTER (WHERE h.decision = 3), 0)::int AS rejected
    FROM moderation_decision_hours h LEFT JOIN users u ON u.id = h.admin_id
    WHERE h.hour >= date_trunc('hour', now() - interval '24 hours')
    GROUP BY h.admin_id, u.id HAVING sum(h.n) > 0
    ORDER BY sum(h.n) DESC, h.admin_id`);
  return rows.map((r) => ({
    admin: { id: r.id, name: r.name ?? 'A deleted admin' },
    accepted: r.accepted,
    rejected: r.rejected,
  }));
}

/** Every decision ever made, by kind (accepted, rejected, undone). */
export async function decisionTotals(db: DbOrTx): Promise<Record<string, number>> {
  const { rows } = await db.execute<{ decision: string; n: number }>(
    sql`SELECT decision, n FROM moderation_decision_totals`,
  );
  return { accepted: 0, rejected: 0, undone: 0, ...Object.fromEntries(rows.map((r) => [r.decision, Number(r.n)])) };
}
