import { call } from '@pads/core';
import type { ResultOf } from '@pads/contracts/endpoint';
import { lookups, padLookups, regions, stats } from '@pads/contracts/endpoints';
export type { NamedItem, Region, CodedItem } from '@pads/contracts/api';
export type { StatKey } from '@pads/contracts/api';

/** The headline counts of the status bar (a count the server could not read is absent or null). */
export type SiteStats = Partial<{ [K in keyof ResultOf<typeof stats.get>]: ResultOf<typeof stats.get>[K] | null }>;

/** The startup lookups, by name: each answers a list. */
export const LOOKUP_ENDPOINTS = {
  regions: regions.regions,
  countries: regions.countries,
  usStates: regions.usStates,
  categories: lookups.categories,
  contactTypes: lookups.contactTypes,
  warnings: lookups.warnings,
  facilities: lookups.facilities,
  tags: lookups.tags,
  userTags: lookups.userTags,
  statuses: lookups.statuses,
  landingFees: padLookups.landingFees,
} as const;

export type LookupName = keyof typeof LOOKUP_ENDPOINTS;
export type Lookups = { [Name in LookupName]: ResultOf<(typeof LOOKUP_ENDPOINTS)[Name]> };

/** Each lookup's API path (tests answer them by path). */
export const LOOKUP_PATHS = Object.fromEntries(
  Object.entries(LOOKUP_ENDPOINTS).map(([name, endpoint]) => [name, endpoint.path]),
) as Record<LookupName, string>;

// Startup data failures are tolerated: the app runs with empty lookups instead.
export async function fetchLookup<Name extends LookupName>(name: Name): Promise<Lookups[Name]> {
  try {
    const endpoint: (typeof LOOKUP_ENDPOINTS)[LookupName] = LOOKUP_ENDPOINTS[name];
    const rows = await call(endpoint);
    return (Array.isArray(rows) ? rows : []) as Lookups[Name];
  } catch (error) {
    console.warn(`startup lookup ${name} failed`, error);
    return [] as unknown as Lookups[Name];
  }
}

export async function fetchSiteStats(): Promise<SiteStats> {
  try {
    return (await call(stats.get)) ?? {};
  } catch (error) {
    console.warn('startup stats failed', error);
    return {};
  }
}
