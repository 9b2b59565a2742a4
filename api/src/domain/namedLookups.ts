// The { id, name } reference tables the panel and the apps load after sign-in (categories, statuses, tags…):
// each is one module named after its URL, mounted with this one helper (GET <path>, any signed-in user).
import type { namedLookup } from '@pads/contracts/api';
import { asc } from 'drizzle-orm';
import { categories, contactTypes, facilities, landingFees, statuses, tags, userTags, warnings } from '../db/schema.js';
import { route, type BoundEndpoint } from '../endpoints.js';
import type { AppInstance } from '../openapi.js';

const NAMED_TABLES = { categories, contactTypes, facilities, landingFees, statuses, tags, userTags, warnings };
export type NamedTable = keyof typeof NAMED_TABLES;

/** A named lookup's endpoint: the table's rows `{ id, name }` in id order. Small tables, read on every panel start. */
export function mountNamedLookup(
  app: AppInstance,
  endpoint: BoundEndpoint<ReturnType<typeof namedLookup>>,
  name: NamedTable,
): void {
  const table = NAMED_TABLES[name];
  route(app, endpoint, { onRequest: app.requireUser }, async () => ({
    data: await app.db.select({ id: table.id, name: table.name }).from(table).orderBy(asc(table.id)),
  }));
}
