import { call, type AnnouncementDevice } from '@pads/shared';
import { announcements } from '@pads/contracts/endpoints';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { announcementListQueryKey } from './announcementList';
import type { Announcement } from './types';

export const announcementKeys = {
  all: ['announcement'] as const,
  detail: (id: number) => ['announcement', id] as const,
};

export async function fetchAnnouncement(id: number, signal?: AbortSignal): Promise<Announcement> {
  return call(announcements.show, { params: { id } }, { signal });
}

export function useAnnouncement(id: number) {
  return useQuery({
    queryKey: announcementKeys.detail(id),
    queryFn: ({ signal }) => fetchAnnouncement(id, signal),
  });
}

/** A write answered with the announcement: put it in the cache and refresh the list. */
export function storeAnnouncement(queryClient: QueryClient, announcement: Announcement) {
  queryClient.setQueryData(announcementKeys.detail(announcement.id), announcement);
  void queryClient.invalidateQueries({ queryKey: announcementListQueryKey() });
}

function useAnnouncementWrite<Input>(write: (input: Input) => Promise<Announcement>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (announcement) => storeAnnouncement(queryClient, announcement),
  });
}

export const renameAnnouncement = (input: { id: number; name: string; version: number }) =>
  call(announcements.save, { body: { announcement_id: input.id, name: input.name, version: input.version } });

export const useRenameAnnouncement = () => useAnnouncementWrite(renameAnnouncement);

export const setPublished = (input: { id: number; device: AnnouncementDevice; is_published: boolean }) =>
  call(announcements.publish, {
    params: { id: input.id },
    body: { device: input.device, is_published: input.is_published },
  });

export const useSetPublished = () => useAnnouncementWrite(setPublished);

export const toggleArchived = (id: number) => call(announcements.archive, { params: { id } });

export const useToggleArchived = () => useAnnouncementWrite(toggleArchived);
