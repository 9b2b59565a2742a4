// The campaign calls (spec part 3 §7): the table (a list on the list engine, 25 a page, sorted), create,
// rename and delete. Every write refreshes the table and the user list (its campaign filter options).
import { apiClient, LIST_ENTITY, serverListKey, type Campaign } from '@pads/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** The campaigns table on the list engine (a query list on the server): its key and path. */
export const CAMPAIGN_LIST_KEY = LIST_ENTITY.campaigns;
export const CAMPAIGN_LIST_URL = '/admin/campaigns';
/** Current users, most first (spec part 3 §9); a header click sorts descending first. */
export const CAMPAIGN_DEFAULT_SORT = { column: 'count', direction: 'descend' } as const;

function useCampaignWrite<Args, Result>(write: (args: Args) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: serverListKey(CAMPAIGN_LIST_KEY) }),
        queryClient.invalidateQueries({ queryKey: serverListKey(LIST_ENTITY.users) }),
      ]),
  });
}

export const useCreateCampaign = () =>
  useCampaignWrite(
    async (body: { name: string }) => (await apiClient.post<{ data: Campaign }>('/admin/campaigns', body)).data.data,
  );
export const useRenameCampaign = () =>
  useCampaignWrite(
    async ({ id, name }: { id: number; name: string }) =>
      (await apiClient.put<{ data: Campaign }>(`/admin/campaigns/${id}`, { name })).data.data,
  );
export const useDeleteCampaign = () =>
  useCampaignWrite(async (id: number) => (await apiClient.delete(`/admin/campaigns/${id}`)).data);
