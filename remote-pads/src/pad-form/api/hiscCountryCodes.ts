// GET /api/admin/regions/get-hisc-country-codes: the HISC country prefixes.
import { call } from '@pads/shared';
import { regions } from '@pads/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';

export const hiscCountryCodesQueryKey = () => ['hisc-country-codes'] as const;

/** `{ GB: 'United Kingdom', … }` → options sorted by code. */
export async function fetchHiscCountryCodes(): Promise<{ value: string; label: string }[]> {
  const codes = await call(regions.hiscCountryCodes);
  return Object.entries(codes ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, name]) => ({ value: code, label: `${code} — ${name}` }));
}

export function useHiscCountryCodes() {
  return useQuery({ queryKey: hiscCountryCodesQueryKey(), queryFn: fetchHiscCountryCodes, staleTime: Infinity });
}
