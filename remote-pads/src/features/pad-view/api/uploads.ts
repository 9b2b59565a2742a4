// Photos of the pad view: upload one (with progress), delete one, save the order (spec §7 Uploads).
import { call } from '@pads/shared';
import { padPhotos, uploads } from '@pads/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { padKeys } from './padDetail';
import { padLogKeys } from './padLogs';

export async function uploadPadPhoto(
  padId: number,
  file: File,
  direction: string,
  onProgress: (percent: number) => void,
) {
  const body = new FormData();
  body.append('direction', direction);
  body.append('upload', file, file.name);
  return call(
    padPhotos.upload,
    { params: { entity: 'pads', id: padId }, body },
    {
      onUploadProgress: (event) => {
        if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
      },
    },
  );
}

export async function deletePadPhoto(uploadId: number): Promise<void> {
  await call(uploads.remove, { params: { id: uploadId } });
}

export async function saveUploadOrder(order: { id: number; order: number }[]): Promise<void> {
  await call(uploads.order, { body: order });
}

/** After any photo change the pad (its uploads) and its log are read again. */
export function usePhotoMutations(padId: number) {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: padKeys.detail(padId) });
    void client.invalidateQueries({ queryKey: padLogKeys.pad(padId) });
  };
  return {
    upload: useMutation({
      mutationFn: (v: { file: File; direction: string; onProgress: (p: number) => void }) =>
        uploadPadPhoto(padId, v.file, v.direction, v.onProgress),
      onSettled: refresh,
    }),
    remove: useMutation({ mutationFn: deletePadPhoto, onSettled: refresh }),
    reorder: useMutation({ mutationFn: saveUploadOrder, onSettled: refresh }),
  };
}
