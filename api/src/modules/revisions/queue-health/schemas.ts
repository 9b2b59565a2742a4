// Route schemas of the moderation queue's health and the next item to review (tag "revisions").
import { NextPendingQuery, NextPendingReply, QueueHealthReply } from '@pads/contracts/api';
import { errorResponses } from '../../../openapi.js';

export const queueHealthRouteSchema = {
  tags: ['revisions'],
  summary: 'The moderation queue: pending items and the oldest one per tab, decisions in the last 24 h per admin',
  description: 'Read from kept counts (revision_counts, moderation_decision_hours), not by counting revisions.',
  response: { 200: QueueHealthReply },
};

export const nextPendingRouteSchema = {
  tags: ['revisions'],
  summary: 'The oldest pending Update (after `after`) that no other admin is reviewing: the merge screen’s next item',
  querystring: NextPendingQuery,
  response: { 200: NextPendingReply, ...errorResponses(422) },
};
