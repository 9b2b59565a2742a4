// GET /api/admin/reviews declared for the list engine: every review, newest first, with its pad and
// author (spec part 2 §2 `/dashboard/comments-list`). Photos ride along as keys; the route turns them
// into URLs (routes.ts), since the storage's public address is configuration, not SQL.
import { ReviewListRow } from '@pads/contracts/api';
import { LIST_ENTITY, paths, Role } from '@pads/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { pads, reviewCounts, reviews, users } from '../../db/schema.js';
import type { ColumnSpec, ListDefinition } from '../../lists/index.js';
import { padNameColumn } from '../../lists/padColumn.js';

const author = sql.identifier('author');
const by = (column: string) => sql`${author}.${sql.identifier(column)}`;
/** The author's value, or NULL on an anonymous review: the list and its CSV never name the author. */
const unlessAnonymous = (value: SQL) => sql`CASE WHEN ${reviews.is_anonymous} THEN NULL ELSE ${value} END`;

const col = (column: keyof typeof reviews.$inferSelect, display_name: string, nullable = false): ColumnSpec => ({
  column,
  display_name,
  select: sql`${reviews[column]}`,
  sort: sql`${reviews[column]}`,
  nullable,
});

const STARS = [1, 2, 3, 4, 5].map((n) => ({ value: n, label: `${n} ★` }));

export const reviewList: ListDefinition = {
  entity: LIST_ENTITY.reviews,
  row: ReviewListRow,
  exportName: 'reviews',
  // LEFT JOINs on unique keys: a count or a page that does not read them skips them.
  from: sql`${reviews}
    LEFT JOIN ${pads} ON ${pads.id} = ${reviews.pad_id}
    LEFT JOIN ${users} AS ${author} ON ${by('id')} = ${reviews.user_id}`,
  id: sql`${reviews.id}`,
  // Totals over shown, reported and rating come from review_counts (aliased as the list's table, so
  // the same conditions apply); any other filter counts the rows, and a keyword counts them up to its cap
  // (docs/decisions/0106-keyword-totals-capped.md).
  countFrom: {
    from: sql`${reviewCounts} AS ${sql.identifier('reviews')}`,
    sum: sql`${sql.identifier('reviews')}.n`,
    columns: ['is_review_approved', 'is_reported', 'rating'],
  },
  deferredJoin: true,
  columns: [
    col('id', 'ID'),
    padNameColumn(),
    {
      column: 'username',
      relation: 'user',
      display_name: 'Author',
      // An anonymous author stays anonymous on the screen and in the export, and sorts as no author.
      select: unlessAnonymous(by('username')),
      sort: unlessAnonymous(by('username')),
      nullable: true,
      link: paths.userView(),
      link_column: 'user_id',
    },
    col('rating', 'Rating'),
    { column: 'comment', display_name: 'Comment', select: sql`${reviews.comment}` },
    {
      column: 'is_review_approved',
      display_name: 'Shown',
      select: sql`${reviews.is_approved}`,
      sort: sql`${reviews.is_approved}`,
    },
    col('is_reported', 'Reported'),
    col('is_visited_again', 'Would visit again'),
    col('created_at', 'Created'),
  ],
  extra: {
    pad_id: sql`${reviews.pad_id}`,
    user_id: unlessAnonymous(sql`${reviews.user_id}`),
    // The Admin badge would name an anonymous admin's role.
    'user.role': unlessAnonymous(by('role')),
    'user.is_anonymous': sql`${reviews.is_anonymous}`,
    landing: sql`${reviews.landing}`,
    helifriendliness: sql`${reviews.helifriendliness}`,
    food: sql`${reviews.food}`,
    service: sql`${reviews.service}`,
    photo_keys: sql`(SELECT json_agg(json_build_array(u.id, u.file_key, u.thumb_key) ORDER BY u.id)
      FROM review_uploads u WHERE u.review_id = ${reviews.id})`,
  },
  filters: {
    id: { display_name: 'ID', expr: sql`${reviews.id}`, value: 'integer' },
    pad_id: { display_name: 'Pad ID', expr: sql`${reviews.pad_id}`, value: 'integer' },
    // An anonymous review has no author to filter by (reviews_named_author_idx).
    user_id: { display_name: 'Author (user ID)', expr: unlessAnonymous(sql`${reviews.user_id}`), value: 'integer' },
    rating: {
      display_name: 'Rating',
      expr: sql`${reviews.rating}`,
      value: 'integer',
      input: 'multiple',
      options: STARS,
      operators: ['equals', 'not_equals', 'in', 'not_in', 'greater_than', 'less_than'],
    },
    is_review_approved: { display_name: 'Shown', expr: sql`${reviews.is_approved}`, value: 'boolean' },
    is_reported: { display_name: 'Reported', expr: sql`${reviews.is_reported}`, value: 'boolean' },
    // Anonymous reviews are never "by an admin": the filter would reveal who wrote them.
    is_admin: {
      display_name: 'By an admin',
      expr: sql`(NOT ${reviews.is_anonymous} AND ${by('role')} = ${Role.Admin})`,
      value: 'boolean',
    },
    has_photos: {
      display_name: 'With photos',
      expr: sql`EXISTS (SELECT 1 FROM review_uploads u WHERE u.review_id = ${reviews.id})`,
      value: 'boolean',
    },
    created_at: { display_name: 'Created', expr: sql`${reviews.created_at}`, value: 'date' },
  },
  // The pad name is matched on pads (pads_name_trgm), then its reviews found by pad_id: testing the name
  // through the join read every review with its pad (a keyword took ~0.5 s at 500k reviews).
  keyword: [
    sql`${reviews.comment}`,
    { key: sql`${reviews.pad_id}`, table: sql`${pads}`, id: sql`${pads.id}`, text: sql`${pads.name}` },
  ],
  keywordMatchesId: true,
};
