// Pads made through the admin API, as the panel's create call makes them (suites that need a pad to act on).
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E } from './env';
import { unique } from './unique';

/** What the panel's geocoder fills in beside the coordinates, when it finds the place. */
export interface GeocodedPlace {
  country_code: string;
  country: string;
  region: string;
}

export async function createPadViaApi(
  request: APIRequestContext,
  adminToken: string,
  name: string,
  at: { latitude: number; longitude: number } = { latitude: 54.5, longitude: -3.2 },
  place?: GeocodedPlace,
): Promise<number> {
  const res = await request.post(`${E2E.apiUrl}/api/admin/pads`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      name,
      category_id: 3,
      is_landing_permitted: true,
      tags: [],
      warnings: [],
      facilities: [],
      location: { address: `${name} Lane`, ...at, ...place },
      contacts: [{ name: 'Front Desk', email: `desk-${unique()}@pads.test`, phone: '', contact_type_id: 1 }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.id as number;
}

/**
 * Makes an app user a claimed owner of the pad, as the apps and the panel do it: the user claims the pad in
 * the app, the admin accepts the claim. Only the pad's own people write its survey (docs/decisions.md).
 */
export async function claimPadViaApi(
  request: APIRequestContext,
  adminToken: string,
  appToken: string,
  padId: number,
): Promise<void> {
  const claim = await request.post(`${E2E.apiUrl}/api/app/pads/${padId}/claim`, {
    headers: { authorization: `Bearer ${appToken}` },
    data: { comment: 'This is my place' },
  });
  expect(claim.status(), await claim.text()).toBe(201);
  const revisionId = (await claim.json()).data.revision_id as number;
  const accepted = await request.get(`${E2E.apiUrl}/api/admin/revisions/accept/${revisionId}?type=2`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}
