// The user reports under /api/admin/users: Onboarding Drop Off, Concurrent Pilot Logins and Pilot aircrafts
// (query lists).
import { Type, type Static } from 'typebox';
import { DateTime, Nullable } from '../common.ts';
import { QueryListPage, reportSchemas } from '../lists.ts';

/** GET /admin/users/undefined-users-report: users stopped at each registration step. */
export const DropOffRow = Type.Object({ step: Type.Integer(), label: Type.String(), count: Type.Integer() });
export type DropOffRow = Static<typeof DropOffRow>;
export const DropOffPage = QueryListPage(DropOffRow);

/** GET /admin/users/concurrent-logins-report: live sessions per pilot. */
export const ConcurrentLoginsRow = Type.Object({
  id: Type.Integer(),
  full_name: Type.String(),
  email: Type.String(),
  username: Type.String(),
  active_tokens: Type.Integer(),
});
export type ConcurrentLoginsRow = Static<typeof ConcurrentLoginsRow>;
export const ConcurrentLoginsPage = QueryListPage(ConcurrentLoginsRow);

/** GET /admin/users/pilot-aircrafts-report: aircraft by tail number, with their pilot. */
export const PilotAircraftRow = Type.Object({
  id: Type.Integer(),
  tail_number: Type.String(),
  type: Nullable(Type.String()),
  user_id: Type.Integer(),
  created_at: DateTime,
  pilot: Nullable(Type.String()),
  email: Nullable(Type.String()),
});
export type PilotAircraftRow = Static<typeof PilotAircraftRow>;
export const PilotAircraftsPage = QueryListPage(PilotAircraftRow);

export const userReportsSchemas = {
  dropOff: reportSchemas('Onboarding Drop Off: users stopped at each registration step', DropOffRow),
  concurrentLogins: reportSchemas('Concurrent Pilot Logins: live sessions per pilot', ConcurrentLoginsRow),
  pilotAircrafts: reportSchemas('Pilot aircrafts', PilotAircraftRow),
};
