import { call, LIST_ENTITY, serverListKey } from '@pads/shared';
import { announcements } from '@pads/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Announcement } from './types';

/** The list's key: its sessionStorage state and its saved filters' entity. */
export const ANNOUNCEMENT_LIST_KEY = LIST_ENTITY.announcements;
export const ANNOUNCEMENT_DEFAULT_SORT = { column: 'order', direction: 'ascend' } as const;

/** Every query of the list (its pages under useServerList) sits under this key. */
export const announcementListQueryKey = () => serverListKey(ANNOUNCEMENT_LIST_KEY);

export interface OrderItem {
  id: number;
  order: number;
}

export async function saveAnnouncementOrder(items: OrderItem[]): Promise<Announcement[]> {
  return call(announcements.order, { body: { announcement: items } });
}

/** Saves a drag's new order; the list is reloaded afterwards (positions are renumbered from 1). */
export function useSaveAnnouncementOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnnouncementOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementListQueryKey() }),
  });
}

export async function createAnnouncement(values: { name: string; order: number }): Promise<Announcement> {
  return call(announcements.save, { body: values });
}

export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementListQueryKey() }),
  });
}
