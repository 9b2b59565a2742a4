import { apiClient } from '@pads/core';
import type { NamedItem, Region, CodedItem } from '@pads/contracts/api';
export type { NamedItem, Region, CodedItem } from '@pads/contracts/api';

export type StatKey =
  | 'moderated_pads'
  | 'unmoderated_pads'
  | 'claimed_pads'
  | 'free_owners'
  | 'premium_owners'
  | 'free_pilots'
  | 'premium_pilots'
  | 'freemium_pilots'
  | 'active_free_pilots'
  | 'active_premium_pilots'
  | 'active_freemium_pilots'
  | 'deleted_accounts';

export type SiteStats = Partial<Record<StatKey, number | null>>;

/** Lookup name → API path; each answers `{ data: [...] }`. */
export const LOOKUP_PATHS = {
  regions: '/regions',
  countries: '/regions/countries',
  usStates: '/regions/us-states',
  categories: '/categories',
  contactTypes: '/contact-types',
  warnings: '/warnings',
  facilities: '/facilities',
  tags: '/tags',
  userTags: '/user-tags',
  statuses: '/statuses',
  landingFees: '/pads/landing-fees',
} as const;

export type LookupName = keyof typeof LOOKUP_PATHS;

export interface Lookups {
  regions: Region[];
  countries: CodedItem[];
  usStates: CodedItem[];
  categories: NamedItem[];
  contactTypes: NamedItem[];
  warnings: NamedItem[];
  facilities: NamedItem[];
  tags: NamedItem[];
  userTags: NamedItem[];
  statuses: NamedItem[];
  landingFees: NamedItem[];
}

// Startup data failures are tolerated: the app runs with empty lookups instead.
export async function fetchLookup<Name extends LookupName>(name: Name): Promise<Lookups[Name]> {
  try {
    const { data } = await apiClient.get<{ data: Lookups[Name] }>(LOOKUP_PATHS[name]);
    return Array.isArray(data?.data) ? data.data : ([] as unknown as Lookups[Name]);
  } catch (error) {
    console.warn(`startup lookup ${name} failed`, error);
    return [] as unknown as Lookups[Name];
  }
}

export async function fetchSiteStats(): Promise<SiteStats> {
  try {
    const { data } = await apiClient.get<{ data: SiteStats }>('/admin/stats');
    return data?.data ?? {};
  } catch (error) {
    console.warn('startup stats failed', error);
    return {};
  }
}
