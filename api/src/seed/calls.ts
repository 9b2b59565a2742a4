// How the demo seed calls the API (app.inject with a user's bearer token), for the seed steps that make
// their data as the apps do.
export type Headers = Record<string, string>;

export type SeedCall = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) => Promise<{ data: Record<string, number> } & Record<string, unknown>>;
