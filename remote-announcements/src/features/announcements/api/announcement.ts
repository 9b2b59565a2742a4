import { apiClient, type AnnouncementDevice } from '@pads/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { announcementListQueryKey } from './announcementList';
import type { Announcement } from './types';

export const announcementKeys = {
  all: ['announcement'] as const,
  detail: (id: number) => ['announcement', id] as const,
};

export async function fetchAnnouncement(id: number, signal?: AbortSignal): Promise<Announcement> {
  const { data } = await apiClient.get<{ data: Announcement }>(`/admin/announcement/show/${id}`, { signal });
  return data.data;
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

export const renameAnnouncement = async (input: { id: number; name: string; version: number }) =>
  (
    await apiClient.post<{ data: Announcement }>('/admin/announcement', {
      announcement_id: input.id,
      name: input.name,
      version: input.version,
    })
  ).data.data;

export const useRenameAnnouncement = () => useAnnouncementWrite(renameAnnouncement);

export const setPublished = async (input: { id: number; device: AnnouncementDevice; is_published: boolean }) =>
  (
    await apiClient.put<{ data: Announcement }>(`/admin/announcement/toggle-published-device/${input.id}`, {
      device: input.device,
      is_published: input.is_published,
    })
  ).data.data;

export const useSetPublished = () => useAnnouncementWrite(setPublished);

export const toggleArchived = async (id: number) =>
  (await apiClient.put<{ data: Announcement }>(`/admin/announcement/toggle-announcement-deletion/${id}`)).data.data;

export const useToggleArchived = () => useAnnouncementWrite(toggleArchived);
