// Route schema of GET /api/admin/live (tag "live").
import { Type } from 'typebox';
import { errorResponses } from '../../openapi.js';

export const liveRouteSchema = {
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
};
