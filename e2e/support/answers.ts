// What the API answered the page: the suites check that a screen sends the parameters its controls set and
// shows exactly the answer it got, not totals recounted from a database other tests are writing to.
import { expect, type Page } from '@playwright/test';

export interface Answer<T> {
  params: URLSearchParams;
  body: T;
}

/** Records every successful GET the page makes to `path` (e.g. '/api/admin/users/get-admins'). */
export function watchAnswers<T = { data: Record<string, unknown>[] }>(page: Page, path: string) {
  const seen: Answer<T>[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname !== path || response.request().method() !== 'GET' || !response.ok()) return;
    const body = (await response.json().catch(() => undefined)) as T | undefined;
    if (body !== undefined) seen.push({ params: url.searchParams, body });
  });
  /** Whether `answer` was asked with these query parameters (null: the parameter is absent). */
  const matches = (answer: Answer<T>, params: Record<string, string | null>) =>
    Object.entries(params).every(([key, value]) => answer.params.get(key) === value);
  return {
    /** The latest answer to a call with these parameters, once the page has made one. */
    async latest(params: Record<string, string | null> = {}, timeout = 45_000): Promise<Answer<T>> {
      const find = () => [...seen].reverse().find((answer) => matches(answer, params));
      await expect
        .poll(() => find() !== undefined, { message: `a call to ${path} with ${JSON.stringify(params)}`, timeout })
        .toBe(true);
      return find()!;
    },
    /** Forgets what came so far: the next `latest` waits for a call made from now on. */
    clear: () => seen.splice(0),
  };
}
