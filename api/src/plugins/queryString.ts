// How query strings are read: flat keys (the list engine parses `filters[column:operator]` itself), a key
// ending in `[]` collects its values, and any other key given twice is refused with a 422 naming it:
// keeping one of its values would answer a question the caller did not ask.
import type { FastifyInstance } from 'fastify';
import { validationFailed } from '../errors.js';

const REPEATED = Symbol('repeated query keys');

export const REPEATED_PARAMETER = 'Give this parameter once (a list of values is written name[]=a&name[]=b).';

export function parseQuery(s: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const repeated = new Set<string>();
  for (const [key, value] of new URLSearchParams(s)) {
    if (key.endsWith('[]')) {
      const prev = out[key];
      out[key] = prev === undefined ? [value] : [...[prev].flat(), value];
    } else {
      if (Object.hasOwn(out, key)) repeated.add(key);
      out[key] = value;
    }
  }
  // A symbol: invisible to schemas, handlers and serialisers; read once by the hook below.
  if (repeated.size) Object.defineProperty(out, REPEATED, { value: [...repeated] });
  return out;
}

/** Before validation (so after the admin guard's 401/403): a repeated key is a 422 on that key. */
export function refuseRepeatedQueryKeys(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const keys = (request.query as { [REPEATED]?: string[] } | undefined)?.[REPEATED];
    if (keys) throw validationFailed(Object.fromEntries(keys.map((key) => [key, [REPEATED_PARAMETER]])));
  });
}
