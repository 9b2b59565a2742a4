import { newAdminSchema, passwordChangeSchema, profileSchema, userEditSchema } from '@pads/contracts';
import { IdParams, PublicUserReply, UserEditReply } from '@pads/contracts/api';
import { boolean, object } from 'yup';
import { validationFailed } from '../../errors.js';
import { errorResponses, yupBodies, yupBody } from '../../openapi.js';

const tags = ['admin users'];

// Server-only bodies (no form validates them): strict, so "yes" or 1 is not silently a boolean.
const flag = (name: string) =>
  boolean()
    .strict()
    .required(`The ${name} field must be true or false.`)
    .typeError(`The ${name} field must be true or false.`);
/** The optional `version` of an edit; anything but a positive integer is a 422. */
export function versionOf(body: unknown): number | undefined {
  const version = (body as { version?: unknown } | null)?.version;
  if (version === undefined || version === null) return undefined;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw validationFailed({ version: ['The version must be a positive integer.'] });
  return version;
}

export const userMapToggleSchema = object({ is_user_map_on: flag('is_user_map_on') });

export const createAdminRouteSchema = {
  tags,
  summary: 'Register a new admin (role is always 1: any other role is refused)',
  body: yupBody(newAdminSchema),
  response: { 201: PublicUserReply, ...errorResponses(401, 403, 422) },
};

export const updateUserRouteSchema = {
  tags,
  summary:
    "Update a profile ({ first_name, last_name, username, email, version? }), a password ({ password, password_confirmation }) or, with tab 'info', the user page's Info fields (answered with the user page's shape)",
  params: IdParams,
  body: yupBodies(yupBody(profileSchema), yupBody(passwordChangeSchema), yupBody(userEditSchema, "With tab: 'info'.")),
  response: { 200: UserEditReply, ...errorResponses(401, 403, 404, 409, 422) },
};

export const userMapToggleRouteSchema = {
  tags,
  summary: "Store the user list's map switch in the admin settings",
  body: yupBody(userMapToggleSchema),
  response: { 200: PublicUserReply, ...errorResponses(401, 403, 422) },
};
