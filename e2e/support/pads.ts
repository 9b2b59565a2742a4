// Pads made through the API, as the panel's create call and the pilot app make them, and the pad actions
// the pad view's buttons call (suites that need pads in a given state to act on or to find in a list).
import type { APIRequestContext } from '@playwright/test';
import { apiCall } from './api';
import { unique } from './unique';

/** What the panel's geocoder fills in beside the coordinates, when it finds the place. */
export interface GeocodedPlace {
  country_code: string;
  country: string;
  region: string;
}

export const CATEGORY = { AerialPointOfInterest: 1, LandingSite: 3, Hotel: 4, Pub: 5 } as const;

/**
 * Somewhere in England, different for each pad: pads made at one spot would become duplicate pairs of each
 * other once moderated, and the duplicates suites count pairs.
 */
const somewhere = () => ({ latitude: 51.5 + Math.random() * 3.5, longitude: -2.8 + Math.random() * 2.3 });

/** The pad-create body both the panel and the apps send, for a landing site with one contact. */
function padBody(name: string, location: Record<string, unknown>, contact: Record<string, unknown>) {
  return {
    name,
    category_id: CATEGORY.LandingSite,
    is_landing_permitted: true,
    tags: [],
    warnings: [],
    facilities: [],
    location: { address: `${name} Lane`, ...location },
    contacts: [{ email: `desk-${unique()}@pads.test`, contact_type_id: 1, ...contact }],
  };
}

export async function createPadViaApi(
  request: APIRequestContext,
  adminToken: string,
  name: string,
  at: { latitude: number; longitude: number } = somewhere(),
  place?: GeocodedPlace,
  over: Record<string, unknown> = {},
): Promise<number> {
  const { data } = await apiCall<{ data: { id: number } }>(request, adminToken, 'POST', '/api/admin/pads', {
    status: 201,
    data: { ...padBody(name, { ...at, ...place }, { name: 'Front Desk', phone: '' }), ...over },
  });
  return data.id;
}

/** A pad a pilot submitted through the app (status 1, the pilot as submitter): its id and its Addition's id. */
export async function submitPadViaApp(
  request: APIRequestContext,
  pilotToken: string,
  name: string,
  over: Record<string, unknown> = {},
): Promise<{ padId: number; additionId: number }> {
  const location = { country_code: 'IE', latitude: 52.1, longitude: -9.5 };
  const { data } = await apiCall<{ data: { pad_id: number; revision_id: number } }>(
    request,
    pilotToken,
    'POST',
    '/api/app/pads',
    { status: 201, data: { ...padBody(name, location, { name: 'Ann', phone: '+353123' }), ...over } },
  );
  return { padId: data.pad_id, additionId: data.revision_id };
}

/** Moderates (or unmoderates) a pad as the pad view's button does. */
export async function toggleModeration(request: APIRequestContext, adminToken: string, id: number): Promise<void> {
  await apiCall(request, adminToken, 'PATCH', `/api/admin/pads/toggle-moderation/${id}`);
}

/** Archives a pad with a reason, as the pad view's Archive dialog does. */
export async function archivePad(request: APIRequestContext, adminToken: string, id: number): Promise<void> {
  await apiCall(request, adminToken, 'POST', `/api/admin/pads/toggle-pad-deletion/${id}`, {
    data: { note: 'Archived by the e2e suites' },
  });
}

/** Saves a pilot's pad as private (the pad view's 'Save as Private'). */
export async function makePrivate(request: APIRequestContext, adminToken: string, id: number): Promise<void> {
  await apiCall(request, adminToken, 'PUT', `/api/admin/pads/toggle-pad-private-status/${id}`);
}

/** The pad as the pad view reads it. */
export async function padNow<T = Record<string, unknown>>(
  request: APIRequestContext,
  adminToken: string,
  id: number,
): Promise<T> {
  return (await apiCall<{ data: T }>(request, adminToken, 'GET', `/api/admin/pads/${id}`)).data;
}

/**
 * Makes an app user a claimed owner of the pad, as the apps and the panel do it: the user claims the pad in
 * the app, the admin accepts the claim. Only the pad's own people write its survey (docs/decisions/0081-surveys.md).
 */
export async function claimPadViaApi(
  request: APIRequestContext,
  adminToken: string,
  appToken: string,
  padId: number,
): Promise<void> {
  const { data } = await apiCall<{ data: { revision_id: number } }>(
    request,
    appToken,
    'POST',
    `/api/app/pads/${padId}/claim`,
    { status: 201, data: { comment: 'This is my place' } },
  );
  await apiCall(request, adminToken, 'GET', `/api/admin/revisions/accept/${data.revision_id}?type=2`, { status: 200 });
}
