// The campaign calls (spec part 3 §7): the table (a list on the list engine, 25 a page, sorted), create,
// rename and delete. Every write refreshes the table and the user list (its campaign filter options).
import { call, LIST_ENTITY, serverListKey } from '@pads/shared';
import { campaigns } from '@pads/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** The campaigns table on the list engine (a query list on the server): its key; its endpoint is campaigns.list. */
export const CAMPAIGN_LIST_KEY = LIST_ENTITY.campaigns;
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
  useCampaignWrite(async (body: { name: string }) => call(campaigns.create, { body }));
export const useRenameCampaign = () =>
  useCampaignWrite(async ({ id, name }: { id: number; name: string }) =>
    call(campaigns.rename, { params: { id }, body: { name } }),
  );
export const useDeleteCampaign = () =>
  useCampaignWrite(async (id: number) => call(campaigns.remove, { params: { id } }));
