// GET /admin/live: the panel's event stream (Server-Sent Events, issue 35 part 2). Each event's data is a LiveEvent.
import { Type, type Static } from 'typebox';
import { StringEnum } from './common.ts';

/** What changed: claims, revisions (rows and tab counts), duplicate pairs (and the badge), the stats bar. */
export const LIVE_TOPICS = ['claims', 'revisions', 'pairs', 'stats'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/**
 * `ready`: the stream is listening (sent first); `resync`: the server may have missed changes (its database
 * connection came back), so a panel refreshes what it shows; `session-ended`: the stream closes, the session is over.
 */
export const LiveEvent = Type.Object({
  topic: StringEnum([...LIVE_TOPICS, 'ready', 'resync', 'session-ended']),
  /** When the change's transaction started (ms since 1970): the delivery delay is counted from it. */
  at: Type.Optional(Type.Number()),
});
export type LiveEvent = Static<typeof LiveEvent>;
