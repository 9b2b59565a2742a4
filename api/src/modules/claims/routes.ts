// /api/admin/claims…: who is reviewing what (issue 35 part 1; domain/claims.ts). The merge screens claim their item
// when they open, renew it every CLAIM_HEARTBEAT_SECONDS and release it when they close; the lists and the pad view
// read the claims in force.
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../domain/actor.js';
import { pairItem, revisionItem, type ClaimItem } from '../../domain/claims.js';
import { idsValidator } from '../../domain/routeParams.js';
import { notFound, validationFailed } from '../../errors.js';
import type { AppInstance } from '../../openapi.js';
import { activeClaims, claimItem, padsExist, pruneClaims, releaseItem, revisionPads } from './repository.js';
import { endpoints, route } from '../../endpoints.js';

/** How often an instance removes claims long over (any instance may: the delete is idempotent). */
const PRUNE_EVERY_MS = 10 * 60_000;

const { claims } = endpoints;

export async function adminRoutes(app: AppInstance): Promise<void> {
  const common = { validatorCompiler: idsValidator };

  route(app, claims.list, async () => ({ data: await activeClaims(app.db) }));

  const claim = async (
    item: ClaimItem,
    padsOf: (item: ClaimItem) => Promise<number[] | undefined>,
    request: Parameters<typeof actorOf>[0],
    takeOver: boolean,
  ) => {
    const pads = await padsOf(item);
    if (!pads) throw notFound(item.kind === 'pair' ? 'Pad' : 'Revision');
    return { data: await claimItem(app.db, item, pads, actorOf(request), { takeOver }) };
  };
  const release = async (item: ClaimItem, adminId: number) => ({
    data: { released: await releaseItem(app.db, item, adminId) },
  });

  // A revision's merge screen.
  const revisionPadsOf = (item: ClaimItem) => revisionPads(app.db, item.a);
  route(app, claims.claimRevision, common, async (request) =>
    claim(revisionItem(request.params.id), revisionPadsOf, request, false),
  );
  route(app, claims.takeOverRevision, common, async (request) =>
    claim(revisionItem(request.params.id), revisionPadsOf, request, true),
  );
  route(app, claims.releaseRevision, common, async (request) =>
    release(revisionItem(request.params.id), request.user!.id),
  );

  // A duplicate pair's merge screen.
  const pairOf = ({ a, b }: { a: number; b: number }) => {
    if (a === b) throw validationFailed({ b: ['Two different pads are needed.'] });
    return pairItem(a, b);
  };
  const pairPadsOf = async (item: ClaimItem) =>
    (await padsExist(app.db, [item.a, item.b])) ? [item.a, item.b] : undefined;
  route(app, claims.claimPair, common, async (request) => claim(pairOf(request.params), pairPadsOf, request, false));
  route(app, claims.takeOverPair, common, async (request) => claim(pairOf(request.params), pairPadsOf, request, true));
  route(app, claims.releasePair, common, async (request) => release(pairOf(request.params), request.user!.id));

  const prune = setInterval(() => void pruneClaims(app.db).catch(() => {}), PRUNE_EVERY_MS);
  prune.unref();
  (app as unknown as FastifyInstance).addHook('onClose', async () => clearInterval(prune));
}
