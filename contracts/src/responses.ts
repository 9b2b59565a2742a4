// Response shapes the API sends and the apps read (docs/api-contract.md): each declared once, as a TypeBox schema
// of ./api (which the API serialises and documents with), re-exported here as types only, so no bundle carries
// TypeBox and no second copy can drift.
import type { LoginReply } from './api/index.ts';

export type {
  AdminSession,
  AdminSettings,
  Campaign,
  Enrolment as TwoFactorEnrolment,
  FieldChanges as LogChanges,
  GeoPlace,
  LogEntry,
  PadReviews,
  PairRow,
  Prediction,
  PublicUser,
  ResolvedGeoPlace,
  Review,
  ReviewAuthor,
  ReviewPhoto,
  ReviewStars,
  TwoFactorStatus,
  UserPadRow,
} from './api/index.ts';

/** What POST /auth/login answers instead of a token when a second factor is needed. */
export type SecondFactorChallenge = Required<Pick<LoginReply, 'two_factor' | 'challenge'>> & Pick<LoginReply, 'setup'>;

export { NOT_AUTHORIZED } from './messages.ts';

/**
 * The one error shape of every API error (ErrorBody of ./api), as the apps read it: loosely, since an error may
 * come from a proxy or the network rather than the API.
 */
export interface ApiErrorBody {
  message?: string;
  code?: string;
  errors?: Record<string, string[] | string>;
}
