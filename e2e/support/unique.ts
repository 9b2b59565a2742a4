/** A short random tag, so that names a test creates stay unique across tests, workers and runs on one database. */
export const unique = () => Math.random().toString(36).slice(2, 8);
