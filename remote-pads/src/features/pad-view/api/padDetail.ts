// GET and PUT /api/admin/pads/{id}: the pad the page shows and the Contact / Landing tab saves.
import { call } from '@pads/shared';
import type { BodyOf } from '@pads/contracts/endpoint';
import { padDetail } from '@pads/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { padLogKeys } from './padLogs';
import type { PadDetail } from '@pads/contracts/api';
export type { NamedRef, DisplayRef, PadContact, PadUpload, PadDetail } from '@pads/contracts/api';

export { UPLOAD_ROLES, type UploadRole } from '@pads/shared';

/** The save message of a Contact tab save (spec §8). */
export type SaveNotice = 'saved' | 'now_visible' | 'missing_contact';

export const padKeys = {
  all: ['pad-detail'] as const,
  detail: (id: number) => ['pad-detail', id] as const,
};

export async function fetchPad(id: number): Promise<PadDetail> {
  return call(padDetail.get, { params: { id } });
}

export function usePad(id: number) {
  return useQuery({ queryKey: padKeys.detail(id), queryFn: () => fetchPad(id) });
}

/** A tab's save: the Contact or the Landing tab's values with `tab` and the `version` they were loaded with. */
export type PadTabSave = BodyOf<typeof padDetail.save>;

export async function savePadTab(id: number, body: PadTabSave) {
  return call(padDetail.save, { params: { id }, body });
}

/** A tab save: the answer is the fresh pad, put straight into the cache (and the log refreshed). */
export function useSavePadTab(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PadTabSave) => savePadTab(id, body),
    onSuccess: (answer) => {
      client.setQueryData(padKeys.detail(id), answer.data);
      void client.invalidateQueries({ queryKey: padLogKeys.pad(id) });
    },
  });
}
