// The pad a row is about, as the lists show it: its name, linking to the pad's page through the row's `pad_id`
// (the reviews, the moderation list and the logs). The list declares the `pad` relation (its join).
import { paths } from '@pads/contracts';
import { sql } from 'drizzle-orm';
import { pads } from '../db/schema.js';
import type { ColumnSpec } from './types.js';

export const padNameColumn = ({ sortable = true } = {}): ColumnSpec => ({
  column: 'name',
  relation: 'pad',
  display_name: 'Pad',
  select: sql`${pads.name}`,
  ...(sortable ? { sort: sql`${pads.name}` } : {}),
  link: paths.padView(),
  link_column: 'pad_id',
});
