// The campaign calls (spec part 3 §7): the table (25 a page, sorted), create, rename and delete. Every
// write refreshes the table and the user list (its campaign filter options).
import { apiClient, LIST_ENTITY, serverListKey, type Campaign, type ListMeta } from '@pads/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type CampaignSort = 'count' | 'converted' | 'reverted' | 'name';
export interface CampaignQuery {
  page: number;
  sort_column: CampaignSort;
  sort_direction: 'asc' | 'desc';
}

export const campaignKeys = {
  all: ['campaigns'] as const,
  page: (query: CampaignQuery) => ['campaigns', query] as const,
};

export async function fetchCampaigns(query: CampaignQuery) {
  return (await apiClient.get<{ data: Campaign[]; meta: ListMeta }>('/admin/campaigns', { params: query })).data;
}

export const useCampaigns = (query: CampaignQuery) =>
  useQuery({
    queryKey: campaignKeys.page(query),
    queryFn: () => fetchCampaigns(query),
    placeholderData: keepPreviousData,
  });

function useCampaignWrite<Args, Result>(write: (args: Args) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
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
