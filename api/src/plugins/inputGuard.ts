// Input no route can store or walk safely is refused before any route validates or reads it, on every
// route at once: text PostgreSQL cannot hold (NUL) or that is not Unicode (a lone UTF-16 surrogate, which
// also breaks the jsonb audit write), numbers beyond any integer column (int4), integer path parameters
// beyond int4, and bodies nested too deep or with too many items to walk recursively or bind in one
// statement. Faults are named by the field's dotted path (`contacts.0.email`), as the forms read them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, validationFailed, type FieldErrors } from '../errors.js';

export const INT4_MAX = 2_147_483_647;
/** Deeper than any body of this API (the survey's steps are 4 levels), far below what recursion survives. */
export const MAX_DEPTH = 32;
/** More ids than any list field takes, well below PostgreSQL's 65,535 bind parameters. */
export const MAX_ITEMS = 1000;
/** Errors reported at most: the first few name the problem. */
const MAX_ERRORS = 20;

export const INPUT_MESSAGES = {
  nul: 'Contains a NUL character.',
  surrogate: 'Contains an invalid character (a lone UTF-16 surrogate).',
  range: `Is out of range (at most ${INT4_MAX.toLocaleString('en-GB')} either side of 0).`,
  depth: `Is nested more than ${MAX_DEPTH} levels deep.`,
  items: (max: number) => `Has more than ${max.toLocaleString('en-GB')} items.`,
  id: (name: string) => `The ${name} must be a positive integer.`,
  reservedKey: 'Is not a field name this API takes.',
} as const;

/**
 * Names every JavaScript object inherits (`toString`, `constructor`, …): as body keys they reach code that
 * looks fields up by name on a plain object (yup's object schemas do) and find a function there.
 */
const RESERVED_KEYS = new Set(Object.getOwnPropertyNames(Object.prototype));

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that takes longer lists than MAX_ITEMS (the pad import's rows) says how many. */
    maxInputItems?: number;
  }
}

interface Faults {
  /** NUL, lone surrogates, numbers out of range: 422. */
  invalid: FieldErrors;
  /** Too deep or too many items: 413. */
  tooLarge: FieldErrors;
  count: number;
}

const add = (errors: FieldErrors, faults: Faults, path: string, message: string) => {
  // Own properties only: the path may itself be `toString` (that fault is what is being reported).
  const messages = Object.hasOwn(errors, path) ? errors[path]! : (errors[path] = []);
  if (faults.count >= MAX_ERRORS || messages.includes(message)) return;
  messages.push(message);
  faults.count++;
};

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
export const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function checkText(text: string, path: string, faults: Faults): void {
  if (text.includes('\u0000')) add(faults.invalid, faults, path, INPUT_MESSAGES.nul);
  if (LONE_SURROGATE.test(text)) add(faults.invalid, faults, path, INPUT_MESSAGES.surrogate);
}

/**
 * Walks a parsed input without recursion (a 5,000-level body must not overflow the stack here either). A query
 * string's repeated values (`state_codes[]=a&state_codes[]=b`) are named by their parameter, not by position.
 */
function findFaults(input: unknown, root: string, maxItems: number, indexLists = true): Faults {
  const faults: Faults = { invalid: {}, tooLarge: {}, count: 0 };
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: input, path: root, depth: 0 }];
  while (stack.length && faults.count < MAX_ERRORS) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') checkText(value, path || '_', faults);
    else if (typeof value === 'number') {
      if (!Number.isFinite(value) || Math.abs(value) > INT4_MAX)
        add(faults.invalid, faults, path || '_', INPUT_MESSAGES.range);
    } else if (value && typeof value === 'object') {
      // The top-level field carries the fault of a deep body: its full path would be 33 names long.
      if (depth >= MAX_DEPTH) {
        add(faults.tooLarge, faults, path.split('.')[0] || '_', INPUT_MESSAGES.depth);
        continue;
      }
      if (Array.isArray(value)) {
        if (value.length > maxItems) add(faults.tooLarge, faults, path || '_', INPUT_MESSAGES.items(maxItems));
        else
          for (let i = value.length - 1; i >= 0; i--)
            stack.push({ value: value[i], path: indexLists ? join(path, i) : path, depth: depth + 1 });
      } else {
        const entries = Object.entries(value);
        if (entries.length > maxItems) add(faults.tooLarge, faults, path || '_', INPUT_MESSAGES.items(maxItems));
        else {
          for (let i = entries.length - 1; i >= 0; i--) {
            const [key, child] = entries[i]!;
            checkText(key, join(path, key), faults);
            if (RESERVED_KEYS.has(key)) add(faults.invalid, faults, join(path, key), INPUT_MESSAGES.reservedKey);
            stack.push({ value: child, path: join(path, key), depth: depth + 1 });
          }
        }
      }
    }
  }
  return faults;
}

function refuse(faults: Faults): void {
  if (Object.keys(faults.tooLarge).length) {
    const [field, [message] = []] = Object.entries(faults.tooLarge)[0]!;
    throw new AppError(413, 'payload_too_large', `The ${field} field is too large: ${message}`, faults.tooLarge);
  }
  if (Object.keys(faults.invalid).length) throw validationFailed(faults.invalid);
}

/** Throws the 413 or 422 for a parsed input (a JSON body, or a JSON field of a multipart form at `root`). */
export function assertSafeInput(input: unknown, root = '', maxItems = MAX_ITEMS): void {
  refuse(findFaults(input, root, maxItems));
}

/** Integer path parameters (declared `type: integer` in the route schema) must be whole numbers from 1 to int4's maximum. */
function integerParamNames(request: FastifyRequest): string[] {
  const properties = (
    request.routeOptions.schema?.params as { properties?: Record<string, { type?: string }> } | undefined
  )?.properties;
  return Object.entries(properties ?? {})
    .filter(([, s]) => s.type === 'integer')
    .map(([name]) => name);
}

function checkParams(request: FastifyRequest): void {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  for (const name of integerParamNames(request)) {
    const raw = params[name];
    if (raw === undefined) continue;
    if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > INT4_MAX)
      errors[name] = [INPUT_MESSAGES.id(name)];
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
}

export default fp(async function inputGuard(app: FastifyInstance) {
  // preValidation: after the admin guard (401/403 answer first), before any schema or handler reads the input.
  app.addHook('preValidation', async (request) => {
    checkParams(request);
    const maxItems = request.routeOptions.config?.maxInputItems ?? MAX_ITEMS;
    refuse(findFaults(request.params, '', MAX_ITEMS));
    refuse(findFaults(request.query, '', MAX_ITEMS, false));
    refuse(findFaults(request.body, '', maxItems));
  });
});
