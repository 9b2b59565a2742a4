// The merge screens' claim on their item (issue 35 part 1): claimed when the screen opens, renewed every
// CLAIM_HEARTBEAT_SECONDS (well within the server's 60 s), released when it closes (and, as the tab closes, by a
// keepalive request). A claim event on the page's stream asks again at once, so a take over shows within a moment
// rather than at the next heartbeat. `mine` false: another admin holds it, and the screen is read-only.
import { apiBaseUrl, call, claimsQueryKey, useLiveEvents, useSessionStore, type Claim } from '@pads/shared';
import { pathOf } from '@pads/contracts/endpoint';
import { claims } from '@pads/contracts/endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

export const CLAIM_HEARTBEAT_SECONDS = 20;

export type ClaimedItem = { kind: 'revision'; id: number } | { kind: 'pair'; a: number; b: number };

export async function claimItem(item: ClaimedItem) {
  return item.kind === 'revision'
    ? call(claims.claimRevision, { params: { id: item.id } })
    : call(claims.claimPair, { params: { a: item.a, b: item.b } });
}

export async function takeOverItem(item: ClaimedItem) {
  return item.kind === 'revision'
    ? call(claims.takeOverRevision, { params: { id: item.id } })
    : call(claims.takeOverPair, { params: { a: item.a, b: item.b } });
}

export async function releaseItem(item: ClaimedItem): Promise<void> {
  if (item.kind === 'revision') await call(claims.releaseRevision, { params: { id: item.id } });
  else await call(claims.releasePair, { params: { a: item.a, b: item.b } });
}

/** The release's path, for the keepalive request a closing tab sends. */
const releasePath = (item: ClaimedItem) =>
  item.kind === 'revision'
    ? pathOf(claims.releaseRevision, { id: item.id })
    : pathOf(claims.releasePair, { a: item.a, b: item.b });

/** The release a closing tab still sends: fetch with keepalive outlives the page, with the bearer token as ever. */
function releaseAsPageCloses(item: ClaimedItem) {
  const token = useSessionStore.getState().token;
  if (!token) return;
  void fetch(`${apiBaseUrl()}${releasePath(item)}`, {
    method: 'DELETE',
    keepalive: true,
    headers: { Authorization: `Bearer ${token}` },
  }).catch(() => {});
}

export interface ItemClaim {
  /** The item's claim as last heard (null until the first answer). */
  claim: Claim | null;
  /** Whether this admin holds it; null until the first answer (or when not claiming). */
  mine: boolean | null;
  /** Who took the item over from this admin, while this screen was open. */
  takenOverBy: Claim['admin'] | null;
  takeOver: () => Promise<void>;
}

export function useItemClaim(item: ClaimedItem, enabled = true): ItemClaim {
  const queryClient = useQueryClient();
  const [state, setState] = useState<Omit<ItemClaim, 'takeOver'>>({ claim: null, mine: null, takenOverBy: null });
  const mine = useRef(false);
  const key = JSON.stringify(item);
  const current = useRef(item);
  current.current = item;

  const heard = useCallback(
    (answer: { claim: Claim; mine: boolean }) => {
      setState((before) => ({
        claim: answer.claim,
        mine: answer.mine,
        takenOverBy: answer.mine ? null : before.mine || before.takenOverBy ? answer.claim.admin : before.takenOverBy,
      }));
      mine.current = answer.mine;
      void queryClient.invalidateQueries({ queryKey: claimsQueryKey });
    },
    [queryClient],
  );

  const ask = useCallback(() => {
    if (!enabled) return;
    const asked = key;
    claimItem(current.current).then(
      (answer) => asked === JSON.stringify(current.current) && heard(answer),
      () => {},
    );
  }, [enabled, key, heard]);

  useEffect(() => {
    if (!enabled) return;
    const item = JSON.parse(key) as ClaimedItem;
    setState({ claim: null, mine: null, takenOverBy: null });
    mine.current = false;
    ask();
    const heartbeat = setInterval(ask, CLAIM_HEARTBEAT_SECONDS * 1000);
    const onPageHide = () => mine.current && releaseAsPageCloses(item);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      clearInterval(heartbeat);
      window.removeEventListener('pagehide', onPageHide);
      if (mine.current) void releaseItem(item).catch(() => {});
      mine.current = false;
    };
  }, [enabled, key, ask]);

  // Another admin's claim or take over, heard live: ask where this item stands now.
  useLiveEvents(['claims'], ask);

  const takeOver = useCallback(async () => {
    heard(await takeOverItem(current.current));
  }, [heard]);

  return { ...state, takeOver };
}
