// The owner search of a pad's Owners table: users found by e-mail.
import { and, asc, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { users } from '../../../db/schema.js';
import { likePattern } from '../../../lists/operators.js';
import { ROLE } from '../../../plugins/auth.js';

/** Users (not admins, not archived) whose e-mail contains the text; at most 10, closest first. */
export async function searchOwnersByEmail(db: Db, text: string) {
  const pattern = likePattern(text);
  return db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      first_name: users.first_name,
      last_name: users.last_name,
      role: users.role,
    })
    .from(users)
    .where(
      and(
        // The indexed search text (users_search_trgm) finds the candidates; the e-mail test keeps them.
        sql`${users.search_text} LIKE lower(${pattern})`,
        sql`${users.email} ILIKE ${pattern}`,
        ne(users.role, ROLE.Admin),
        isNull(users.deleted_at),
      ),
    )
    .orderBy(sql`lower(${users.email}) = lower(${text}) DESC`, sql`length(${users.email})`, asc(users.id))
    .limit(10);
}
