import { call, type AnnouncementDevice } from '@pads/shared';
import { announcements, uploads } from '@pads/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcementKeys, storeAnnouncement } from './announcement';
import type { Announcement } from './types';

export async function uploadSlide(input: {
  announcementId: number;
  device: AnnouncementDevice;
  file: Blob & { name?: string };
  onProgress?: (percent: number) => void;
}): Promise<Announcement> {
  const form = new FormData();
  form.append('device_type', input.device);
  form.append('upload', input.file, input.file.name ?? 'image');
  return call(
    announcements.slideUpload,
    { params: { id: input.announcementId }, body: form },
    {
      onUploadProgress: (event) => {
        if (event.total) input.onProgress?.(Math.round((event.loaded / event.total) * 100));
      },
    },
  );
}

export function useUploadSlide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSlide,
    onSuccess: (announcement) => storeAnnouncement(queryClient, announcement),
  });
}

export async function deleteSlide(id: number): Promise<void> {
  await call(uploads.remove, { params: { id } });
}

/** Removing a slide: a failure is not shown (spec §8) but logged, and the slides are reloaded either way. */
export function useDeleteSlide(announcementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSlide,
    onError: (error) => console.error('Removing an announcement slide failed', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementKeys.detail(announcementId) }),
  });
}

export async function saveSlideOrder(items: { id: number; order: number }[]): Promise<void> {
  await call(uploads.order, { body: items });
}

export function useSaveSlideOrder(announcementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSlideOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementKeys.detail(announcementId) }),
  });
}
