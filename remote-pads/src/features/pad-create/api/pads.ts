// POST /api/admin/pads: the multipart create. A new pad changes the pad list, its map and the header
// stats, so a success refreshes those queries.
import { call, LIST_ENTITY, serverListKey, startupQueryKey } from '@pads/shared';
import { pads } from '@pads/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedPad } from '@pads/contracts/api';
export type { CreatedPad } from '@pads/contracts/api';

export async function createPad(body: FormData, onProgress: (percent: number) => void): Promise<CreatedPad> {
  return call(
    pads.create,
    { body },
    {
      onUploadProgress: (event) => {
        if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
      },
    },
  );
}

/** Creates the pad with upload progress (0-100); on success the pad list (table and map,
 * both under its list key) and the stats reload. */
export function useCreatePad(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) => createPad(body, onProgress),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: serverListKey(LIST_ENTITY.pads) });
      void queryClient.invalidateQueries({ queryKey: startupQueryKey('stats') });
    },
  });
}
