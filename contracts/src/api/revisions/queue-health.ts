// GET /admin/revisions/queue-health: the moderation queue's health (issue 35 part 4), from kept counts; GET
// /admin/revisions/next-pending: the merge screen's next item (part 1).
import { Type, type Static } from 'typebox';
import { Data, DateTime, errorResponses, Nullable } from '../common.ts';

/** A tab of the moderation list: its pending items and when the oldest of them came in. */
export const QueueTab = Type.Object({ tab: Type.String(), pending: Type.Integer(), oldest_at: Nullable(DateTime) });
export type QueueTab = Static<typeof QueueTab>;

/** An admin's decisions in the last 24 hours. */
export const AdminDecisions = Type.Object({
  admin: Type.Object({ id: Type.Integer(), name: Type.String() }),
  accepted: Type.Integer(),
  rejected: Type.Integer(),
});
export type AdminDecisions = Static<typeof AdminDecisions>;

export const QueueHealth = Type.Object({
  tabs: Type.Array(QueueTab),
  decisions: Type.Array(AdminDecisions),
  /** The server's clock when it answered: ages are counted from it. */
  now: DateTime,
});
export type QueueHealth = Static<typeof QueueHealth>;
export const QueueHealthReply = Data(QueueHealth);
export type QueueHealthReply = Static<typeof QueueHealthReply>;

/** GET /admin/revisions/next-pending: the oldest pending Update after `after` that nobody else is reviewing. */
export const NextPendingQuery = Type.Object({
  after: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
});
export const NextPendingReply = Data(Type.Object({ id: Nullable(Type.Integer()) }));
export type NextPendingReply = Static<typeof NextPendingReply>;

const tags = ['revisions'];

export const revisionQueueSchemas = {
  health: {
    tags,
    summary: 'The moderation queue: pending items and the oldest one per tab, decisions in the last 24 h per admin',
    description: 'Read from kept counts (revision_counts, moderation_decision_hours), not by counting revisions.',
    response: { 200: QueueHealthReply },
  },
  nextPending: {
    tags,
    summary: 'The oldest pending Update (after `after`) that no other admin is reviewing: the merge screen’s next item',
    querystring: NextPendingQuery,
    response: { 200: NextPendingReply, ...errorResponses(422) },
  },
};
