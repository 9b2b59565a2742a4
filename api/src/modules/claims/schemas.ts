// Route schemas of /api/admin/claims… (tag "claims"): answers and parameters from @pads/contracts/api.
import { ClaimListReply, ClaimStateReply, PairClaimParams, RevisionClaimParams } from '@pads/contracts/api';
import { Type } from 'typebox';
import { errorResponses } from '../../openapi.js';

const tags = ['claims'];

export const listClaimsRouteSchema = {
  tags,
  summary: 'Every claim in force: who is reviewing which revision or duplicate pair, and since when',
  response: { 200: ClaimListReply },
};

const claimDoc = (params: typeof RevisionClaimParams | typeof PairClaimParams, what: string) => ({
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
    response: { 200: Type.Object({ data: Type.Object({ released: Type.Boolean() }) }), ...errorResponses(422) },
  },
});

export const revisionClaimSchemas = claimDoc(RevisionClaimParams, 'a revision');
export const pairClaimSchemas = claimDoc(PairClaimParams, 'a duplicate pair');
