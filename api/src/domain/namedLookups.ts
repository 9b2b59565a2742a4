// The { id, name } reference tables the panel and the apps load after sign-in (categories, statuses, tags…):
// each is one module named after its URL, mounted with this one helper (GET <path>, any signed-in user).
import { NamedItem } from '@pads/contracts/api';
import { asc } from 'drizzle-orm';
import { Type } from 'typebox';
import { categories, contactTypes, facilities, landingFees, statuses, tags, userTags, warnings } from '../db/schema.js';
import { errorResponses, type AppInstance } from '../openapi.js';

const NAMED_TABLES = { categories, contactTypes, facilities, landingFees, statuses, tags, userTags, warnings };
export type NamedTable = keyof typeof NAMED_TABLES;

/** GET `path`: the table's rows `{ id, name }` in id order. Small tables, read on every panel start. */
export function mountNamedLookup(app: AppInstance, path: string, name: NamedTable, summary: string): void {
  const table = NAMED_TABLES[name];
  app.get(
    path,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['lookups'],
        summary,
        response: {
          200: Type.Object({ data: Type.Array(NamedItem) }, { description: summary }),
          ...errorResponses(401),
        },
      },
    },
    async () => ({
      data: await app.db.select({ id: table.id, name: table.name }).from(table).orderBy(asc(table.id)),
    }),
  );
}
