// Columns many tables share, written once. Each call makes a new builder: Drizzle binds a column builder to the
// one table it is declared in. The referenced column is passed lazily (`() => pads.id`), so this file imports no
// table and every table file, the core one included, may use it. The generated SQL is what the tables wrote out
// before (drizzle-kit generate finds no change).
import { integer, serial, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The row's serial primary key. */
export const serialId = () => serial('id').primaryKey();

/** When the row was made. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A required reference: the row goes with what it points at. */
export const refCascade = <N extends string>(name: N, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/** An optional reference: the row stays, pointing at nothing, when what it points at goes. */
export const refSetNull = <N extends string>(name: N, target: () => AnyPgColumn) =>
  integer(name).references(target, { onDelete: 'set null' });
