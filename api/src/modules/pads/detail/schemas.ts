// Route schemas of the pad detail area: answers and parameters from @pads/contracts/api; the tab saves' bodies
// documented from the shared yup schemas that validate them.
import { padContactTabSchema, padLandingTabSchema } from '@pads/contracts';
import { PadConflict, PadDetailReply, PadIdParams, PadSaved } from '@pads/contracts/api';
import type { TSchema } from 'typebox';
import { errorResponses, yupBodies, yupBody } from '../../../openapi.js';

export const padTags = ['pad detail'];

/** A pad route's schema: its answer, the pad id in the path, and a stale version's 409 naming who changed it. */
export const doc = <R extends TSchema, E extends object = object>(
  summary: string,
  reply: R,
  codes: number[],
  extra: E = {} as E,
) => ({
  tags: padTags,
  summary,
  params: PadIdParams,
  response: { 200: reply, ...errorResponses(401, 403, 404, 422, ...codes), 409: PadConflict },
  ...extra,
});

export const padDetailRouteSchema = doc('The pad with everything the detail page shows', PadDetailReply, []);

export const padSaveRouteSchema = doc(
  'Save the Contact or the Landing tab (body.tab), carrying the version it was loaded with',
  PadSaved,
  [409],
  {
    body: yupBodies(
      yupBody(padContactTabSchema, "tab: 'contact', version"),
      yupBody(padLandingTabSchema, "tab: 'landing', version"),
    ),
  },
);
