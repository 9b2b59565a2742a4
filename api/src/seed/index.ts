import type { Db } from '../db/client.js';

export const DEMO_ADMIN = { email: 'admin@pads.test', password: 'password' } as const;

/** Placeholder until the seed module lands. */
export async function seedIfEmpty(_db: Db): Promise<void> {}
