// Photos of the pad view: upload one (with progress), delete one, save the order (spec §7 Uploads).
import { apiClient } from '@pads/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { padKeys, type PadUpload } from './padDetail';
import { padLogKeys } from './padLogs';

export async function uploadPadPhoto(
  padId: number,
  file: File,
  direction: string,
  onProgress: (percent: number) => void,
): Promise<PadUpload> {
  const body = new FormData();
  body.append('direction', direction);
  body.append('upload', file, file.name);
  const { data } = await apiClient.post<{ data: PadUpload }>(`/uploads/pads/${padId}`, body, {
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  return data.data;
}

export async function deletePadPhoto(uploadId: number): Promise<void> {
  await apiClient.delete(`/uploads/${uploadId}`);
}

export async function saveUploadOrder(order: { id: number; order: number }[]): Promise<void> {
  await apiClient.post('/uploads/add-upload-order', order);
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
