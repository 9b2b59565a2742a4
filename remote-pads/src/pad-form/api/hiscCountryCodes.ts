// GET /api/admin/regions/get-hisc-country-codes: the HISC country prefixes.
import { apiClient } from '@pads/shared';
import { useQuery } from '@tanstack/react-query';
import type { HiscCountryCodes } from '@pads/contracts/api';

export const hiscCountryCodesQueryKey = () => ['hisc-country-codes'] as const;

/** `{ data: { GB: 'United Kingdom', … } }` → options sorted by code. */
export async function fetchHiscCountryCodes(): Promise<{ value: string; label: string }[]> {
  const { data } = await apiClient.get<{ data: HiscCountryCodes }>('/admin/regions/get-hisc-country-codes');
  return Object.entries(data.data ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, name]) => ({ value: code, label: `${code} — ${name}` }));
}

export function useHiscCountryCodes() {
  return useQuery({ queryKey: hiscCountryCodesQueryKey(), queryFn: fetchHiscCountryCodes, staleTime: Infinity });
}
