// /api/admin/claims…: who is reviewing which item (a revision's merge screen, a duplicate pair's), issue 35. A claim
// is a lease: the open screen renews it (PUT) every CLAIM_HEARTBEAT_SECONDS, and it ends at `expires_at`.
import { Type, type Static } from 'typebox';
import { Data, DateTime, errorResponses, IdsParams, StringEnum } from './common.ts';
import { PadConflict } from './pads/detail.ts';

export const CLAIM_KINDS = ['revision', 'pair'] as const;

/** One claim: the item (a revision: `item_a` its id, `item_b` 0; a pair: its pads, `item_a` < `item_b`), who and since when. */
export const Claim = Type.Object({
  kind: StringEnum(CLAIM_KINDS),
  item_a: Type.Integer(),
  item_b: Type.Integer(),
  /** The pads the item is about (the pad view shows the claims on its pad). */
  pad_ids: Type.Array(Type.Integer()),
  admin: Type.Object({ id: Type.Integer(), name: Type.String() }),
  claimed_at: DateTime,
  expires_at: DateTime,
});
export type Claim = Static<typeof Claim>;

/** GET /admin/claims: every claim in force. */
export const ClaimListReply = Data(Type.Array(Claim));
export type ClaimListReply = Static<typeof ClaimListReply>;

/**
 * PUT /admin/claims/…: claim or renew, and POST …/take-over: the item's claim after the call. `mine` false: another
 * admin holds it (the screen is read-only and offers Take over).
 */
export const ClaimState = Type.Object({ claim: Claim, mine: Type.Boolean() });
export type ClaimState = Static<typeof ClaimState>;
export const ClaimStateReply = Data(ClaimState);
export type ClaimStateReply = Static<typeof ClaimStateReply>;

export const RevisionClaimParams = IdsParams('id');
export const PairClaimParams = IdsParams('a', 'b');

/** Who holds the claim a refused decision ran into. */
export const ClaimHolder = Type.Object({ id: Type.Integer(), name: Type.String(), claimed_at: DateTime });

/**
 * The 409 of a decision (accept, reject, merge, 'not duplicate') on an item: another admin is reviewing it
 * (`claimed_by`, the message "{name} is reviewing this."), or, for a merge, the pad changed since (PadConflict's
 * fields), or it is already resolved.
 */
export const DecisionConflict = Type.Object({
  ...PadConflict.properties,
  claimed_by: Type.Optional(ClaimHolder),
});
export type DecisionConflict = Static<typeof DecisionConflict>;

const tags = ['claims'];

const claimDoc = <P extends typeof RevisionClaimParams | typeof PairClaimParams>(params: P, what: string) => ({
  claim: {
    tags,
    summary: `Claim ${what}, or renew this admin's claim (the screen's heartbeat)`,
    description:
      'A claim lasts 60 s after its last renewal. When another admin holds it, nothing changes and the answer ' +
      'names them (`mine` false): the screen is read-only and offers Take over.',
    params,
    response: { 200: ClaimStateReply, ...errorResponses(404, 422) },
  },
  takeOver: {
    tags,
    summary: `Take over ${what} from whoever is reviewing it (logged)`,
    params,
    response: { 200: ClaimStateReply, ...errorResponses(404, 422) },
  },
  release: {
    tags,
    summary: `Release this admin's claim on ${what} (leaving or closing the screen)`,
    params,
    response: { 200: ClaimReleasedReply, ...errorResponses(422) },
  },
});

/** DELETE /admin/claims/…: whether this admin held the claim it released. */
export const ClaimReleasedReply = Data(Type.Object({ released: Type.Boolean() }));
export type ClaimReleasedReply = Static<typeof ClaimReleasedReply>;

const revision = claimDoc(RevisionClaimParams, 'a revision');
const pair = claimDoc(PairClaimParams, 'a duplicate pair');

export const claimsSchemas = {
  list: {
    tags,
    summary: 'Every claim in force: who is reviewing which revision or duplicate pair, and since when',
    response: { 200: ClaimListReply },
  },
  claimRevision: revision.claim,
  takeOverRevision: revision.takeOver,
  releaseRevision: revision.release,
  claimPair: pair.claim,
  takeOverPair: pair.takeOver,
  releasePair: pair.release,
};
