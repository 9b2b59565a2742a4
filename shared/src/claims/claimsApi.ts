// Who is reviewing what (issue 35 part 1): the claims in force (claims.list), for the lists and the pad view.
// Refreshed live when a claim is made, taken over or released, and when the earliest one runs out (claims end 60 s
// after their last heartbeat without any event).
import { call } from '@pads/core';
import { claims } from '@pads/contracts/endpoints';
import type { Claim } from '@pads/contracts/api';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLiveRefresh } from '../live';

export type { Claim } from '@pads/contracts/api';

export const claimsQueryKey = ['claims'] as const;

export async function fetchClaims(): Promise<Claim[]> {
  return call(claims.list);
}

/** The claims in force, kept current. */
export function useClaims() {
  const query = useQuery({ queryKey: claimsQueryKey, queryFn: fetchClaims, staleTime: 15_000 });
  useLiveRefresh(['claims'], [claimsQueryKey]);
  const { data, refetch } = query;
  useEffect(() => {
    const ends = (data ?? []).map((c) => Date.parse(c.expires_at));
    if (!ends.length) return;
    const timer = setTimeout(() => void refetch(), Math.max(0, Math.min(...ends) - Date.now()) + 500);
    return () => clearTimeout(timer);
  }, [data, refetch]);
  return query;
}

/** The claim on a revision (`b` omitted) or on a pair (either order). */
export function claimOn(
  claims: readonly Claim[] | undefined,
  kind: Claim['kind'],
  x: number,
  y = 0,
): Claim | undefined {
  const [a, b] = kind === 'pair' ? [Math.min(x, y), Math.max(x, y)] : [x, 0];
  return claims?.find((c) => c.kind === kind && c.item_a === a && c.item_b === b);
}

/** The claims on items about a pad (a revision of it, a pair it is in). */
export const claimsOnPad = (claims: readonly Claim[] | undefined, padId: number) =>
  (claims ?? []).filter((c) => c.pad_ids.includes(padId));
