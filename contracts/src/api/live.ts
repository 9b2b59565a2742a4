// GET /admin/live: the panel's event stream (Server-Sent Events, issue 35 part 2). Each event's data is a LiveEvent.
import { Type, type Static } from 'typebox';
import { errorResponses, StringEnum } from './common.ts';

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

export const liveSchemas = {
  stream: {
    tags: ['live'],
    summary: 'The panel’s event stream (Server-Sent Events): what changed, as it is committed on any instance',
    description:
      'Ask with `Accept: text/event-stream` and the bearer token in the Authorization header (never in the URL); ' +
      'anything else is answered 406. Each event’s data is `{ topic, at }`: `ready` first, then `claims`, ' +
      '`revisions`, `pairs`, `stats` as they change (`at`: when the change’s transaction started, ms), `resync` when ' +
      'the server may have missed changes (refresh what is shown), `session-ended` before it closes at the end of the ' +
      'session. The stream does not count as activity for the idle limit. A comment is sent every 25 s.',
    produces: ['text/event-stream'],
    response: {
      200: Type.String({ description: 'text/event-stream: `data: {"topic":…}` events' }),
      ...errorResponses(406, 503),
    },
  },
};
