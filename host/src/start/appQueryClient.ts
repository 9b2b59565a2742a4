import { createQueryClient } from '@pads/shared';
import type { QueryClient } from '@tanstack/react-query';

let client: QueryClient | undefined;

/**
 * The page's one query client, the signed-in app's. Made on first use, so that a sign-in can start the
 * first screen's requests in it before the signed-in app is first drawn.
 */
export const appQueryClient = (): QueryClient => (client ??= createQueryClient());
