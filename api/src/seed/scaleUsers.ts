// Who the scale seed's users are: names, usernames and e-mail addresses shaped like a real directory's (a few
// thousand first/last name pairs, usernames such as "oliver.hughes4821" or "ohughes", a handful of mail domains),
// so a keyword search meets the spread of trigrams a real user table has. The bench once named every user
// "scale-<n>": 2M usernames sharing one prefix, whose trigrams' posting lists held every user, a case no real
// directory has (issue 38).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';

export const SCALE_FIRST_NAMES = (
  'Oliver Amelia Harry Isla George Sophie James Chloe Jack Lucy William Emily Noah Grace Charlie Ava ' +
  'Jacob Mia Alfie Ella Freddie Poppy Oscar Evie Leo Ruby Archie Lily Henry Freya Joshua Florence ' +
  'Daniel Alice Samuel Hannah Edward Charlotte Max Rosie Liam Aoife Conor Niamh Sean Ciara Patrick ' +
  'Saoirse Cian Orla Darragh Roisin Eoin Caoimhe Oisin Aisling Fionn Sinead Declan Clodagh Callum ' +
  'Eilidh Angus Kirsty Fraser Mhairi Rhys Megan Owen Cerys Dylan Seren Gareth Bethan Ewan Morag Hamish ' +
  'Isobel Struan Catriona Michael Sarah David Laura John Rachel Robert Claire Richard Helen Paul Joanne ' +
  'Mark Nicola Andrew Karen Peter Susan Stephen Julie Christopher Emma Matthew Jessica Anthony Victoria ' +
  'Simon Rebecca Nigel Fiona Louis Camille Hugo Manon Marco Chiara Lukas Hanna Pieter Ingrid'
).split(' ');

export const SCALE_LAST_NAMES = (
  'Smith Jones Williams Brown Taylor Davies Evans Wilson Johnson Roberts Robinson Wright Walker White ' +
  'Edwards Hughes Green Hall Lewis Harris Clarke Patel Jackson Wood Turner Martin Cooper Hill Ward ' +
  'Morris Moore Clark Lee King Baker Harrison Morgan Allen Holt Scott Phillips Watson Davis Parker ' +
  'Price Bennett Young Griffiths Mitchell Kelly Cook Carter Richardson Bailey Collins Bell Shaw Murphy ' +
  'Miller Cox Richards Khan Marshall Anderson Simpson Ellis Adams Singh Begum Wilkinson Foster Chapman ' +
  'Powell Webb Rogers Gray Mason Ali Hunt Hussain Campbell Matthews Lowe Palmer Holmes Mills Barnes ' +
  'Knight Lloyd Butler Russell Barker Fisher Stevens Jenkins Murray Dixon Harvey Graham Pearson Walsh ' +
  "Byrne Ryan O'Brien Doyle O'Connor O'Sullivan McCarthy Gallagher Doherty Kennedy Lynch Quinn Kavanagh " +
  'Nolan Brennan Fitzgerald Daly Keane Duffy Stewart MacLeod MacDonald Reid Sinclair Munro Ross Grant ' +
  'Buchanan Cameron Dubois Moreau Laurent Fontaine Rossi Bianchi Muller Schmidt Jansen Larsen'
).split(' ');

/** The scale users' mail domains (reserved `.example` names: no address can reach anyone). */
export const SCALE_EMAIL_DOMAINS = [
  'mailbox.example',
  'inbox.example',
  'post.example',
  'airmail.example',
  'webmail.example',
  'homemail.example',
];

/** Usernames' shapes: the first and last name in lower case letters only, `n` a number or nothing. */
export const USERNAME_SHAPES = [
  'first.last{n}',
  'f{last}{n}',
  '{first}{last}{n}',
  '{last}.{first}{n}',
  'first_{last}{n}',
];

const letters = (name: string) =>
  name
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

const textArray = (items: string[]) => sql.raw(`(ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}])`);

/**
 * The SQL of a scale user's names from the row number `g` (an integer expression), as columns `first_name`,
 * `last_name`, `username` and `email`. `g` is scrambled by a multiplication modulo the prime 2^31 − 1 (a
 * bijection), and the scrambled value's digits in mixed radix pick the first name, the last name, the shape and
 * the number: two rows never get the same username, no two names are tied to the row order, and the numbers run
 * from none to five digits, as people choose them.
 */
export function scaleUserNames(g: SQL): SQL {
  const F = sql.raw(String(SCALE_FIRST_NAMES.length));
  const L = sql.raw(String(SCALE_LAST_NAMES.length));
  const S = sql.raw(String(USERNAME_SHAPES.length));
  const D = sql.raw(String(SCALE_EMAIL_DOMAINS.length));
  const first = textArray(SCALE_FIRST_NAMES);
  const last = textArray(SCALE_LAST_NAMES);
  const firstSlug = textArray(SCALE_FIRST_NAMES.map(letters));
  const lastSlug = textArray(SCALE_LAST_NAMES.map(letters));
  const domains = textArray(SCALE_EMAIL_DOMAINS);
  return sql`SELECT ${first}[1 + h % ${F}] AS first_name, ${last}[1 + (h / ${F}) % ${L}] AS last_name,
      u.username, u.username || '@' || ${domains}[1 + (h / 7) % ${D}] AS email
    FROM (SELECT (${g}::bigint * 1583458089) % 2147483647 AS h) s
    CROSS JOIN LATERAL (SELECT ${firstSlug}[1 + h % ${F}] AS f, ${lastSlug}[1 + (h / ${F}) % ${L}] AS l,
      (h / (${F} * ${L})) % ${S} AS shape, h / (${F} * ${L} * ${S}) AS n) p
    CROSS JOIN LATERAL (SELECT CASE p.shape
        WHEN 0 THEN f || '.' || l WHEN 1 THEN left(f, 1) || l WHEN 2 THEN f || l WHEN 3 THEN l || '.' || f
        ELSE f || '_' || l END || CASE WHEN n = 0 THEN '' ELSE n::text END AS username) u`;
}

/** Scale users, told from the demo's and from users the apps or tests create by their mail domain. */
export const isScaleUser = (alias?: string): SQL =>
  sql`split_part(${sql.raw(alias ? `${alias}.email` : 'email')}, '@', 2) IN (${sql.join(
    SCALE_EMAIL_DOMAINS.map((d) => sql`${d}`),
    sql`, `,
  )})`;

/** The id range of the scale users (they are inserted in one statement, so their ids are consecutive). */
export async function scaleUserRange(db: { execute: Db['execute'] }): Promise<{ lo: number; span: number }> {
  const { rows } = await db.execute(sql`SELECT min(id) AS lo, max(id) AS hi FROM users WHERE ${isScaleUser()}`);
  return { lo: Number(rows[0]!.lo), span: Number(rows[0]!.hi) - Number(rows[0]!.lo) + 1 };
}
