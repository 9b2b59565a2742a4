// The page's query parameters (spec §2): tab, edit_mode (with tab=contact opens editing), edit_active
// (contact opens editing) and reported_id (opens that report, then is removed). Without a tab in the URL
// the tab last used on this pad (session storage) is shown.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export const PAD_TABS = ['contact', 'landing', 'reviews', 'admin', 'survey'] as const;
export type PadTab = (typeof PAD_TABS)[number];

const storageKey = (padId: number) => `pad-view-tab:${padId}`;
const isTab = (value: string | null): value is PadTab => PAD_TABS.includes(value as PadTab);

export function storedTab(padId: number): PadTab | null {
  try {
    const value = sessionStorage.getItem(storageKey(padId));
    return isTab(value) ? value : null;
  } catch {
    return null;
  }
}

export function usePadViewParams(padId: number) {
  const [params, setParams] = useSearchParams();
  const urlTab = params.get('tab');
  const editContact =
    (urlTab === 'contact' && params.get('edit_mode') === 'true') || params.get('edit_active') === 'contact';
  // edit_active=contact without a tab opens the Contact tab, where that edit is, not the tab last used.
  const [tab, setTabState] = useState<PadTab>(() =>
    isTab(urlTab) ? urlTab : editContact ? 'contact' : (storedTab(padId) ?? 'contact'),
  );
  const [reportedId, setReportedId] = useState<string | null>(params.get('reported_id'));

  useEffect(() => {
    if (isTab(urlTab)) setTabState(urlTab);
  }, [urlTab]);

  useEffect(() => {
    try {
      sessionStorage.setItem(storageKey(padId), tab);
    } catch {
      // storage disabled: the tab is simply not remembered
    }
  }, [padId, tab]);

  // reported_id opens its modal once, then leaves the address bar.
  useEffect(() => {
    if (!params.has('reported_id')) return;
    setReportedId(params.get('reported_id'));
    const next = new URLSearchParams(params);
    next.delete('reported_id');
    setParams(next, { replace: true });
  }, [params, setParams]);

  const setTab = (next: PadTab) => {
    setTabState(next);
    if (params.has('tab')) {
      const updated = new URLSearchParams(params);
      updated.set('tab', next);
      updated.delete('edit_mode');
      updated.delete('edit_active');
      setParams(updated, { replace: true });
    }
  };
  /** Leaving the Contact edit drops edit_mode / edit_active, so a reload shows the saved summary. */
  const clearEditParams = () => {
    if (!params.has('edit_mode') && !params.has('edit_active')) return;
    const updated = new URLSearchParams(params);
    updated.delete('edit_mode');
    updated.delete('edit_active');
    setParams(updated, { replace: true });
  };
  return { tab, setTab, editContact, clearEditParams, reportedId, closeReport: () => setReportedId(null) };
}
