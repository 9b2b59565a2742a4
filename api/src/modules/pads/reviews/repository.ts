// A pad's reviews as its Reviews tab reads them: one page, hidden ones included.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { padReviewPage, type PresentOptions } from '../../../domain/reviews.js';

export const padReviewsPage = (
  db: Db,
  padId: number,
  options: PresentOptions,
  paging: { page: number; perPage: number },
) => padReviewPage(db, sql`r.pad_id = ${padId}`, options, paging);
