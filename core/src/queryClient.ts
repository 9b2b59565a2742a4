import { QueryClient } from '@tanstack/react-query';
import { httpStatusOf } from './api/errors';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        // Client errors (4xx) will not change on retry.
        retry: (failureCount, error) => {
          const status = httpStatusOf(error);
          return failureCount < 1 && (status === undefined || status >= 500);
        },
      },
    },
  });
}
