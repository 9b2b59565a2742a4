// The pad-detail actions (spec part 2 §4, §7): moderation, private, purgatory, recommended, archive and
// the shareable link. Each write goes through writePad: locked, version-checked, logged.
import { actorOf } from '../../../domain/actor.js';
import type { FastifyRequest } from 'fastify';
import {
  archiveNoteSchema,
  moderationRefusal,
  privateRefusal,
  purgatoryRefusal,
  recommendedRefusal,
  STATUS_MODERATED,
  STATUS_UNMODERATED,
  validateWith,
  type PadActionFacts,
} from '@pads/contracts';
import { AppError, validationFailed } from '../../../errors.js';
import { writePad, type PadRow, type PadWriteOutcome, type Tx } from '../../../domain/padWrites.js';
import { diffFields } from '../../../domain/auditLog.js';
import { padNotFound } from '../detail/routes.js';
import { loadPadDetail } from '../detail/repository.js';
import { padActionFacts, writePadUndoably } from './repository.js';
import { endpoints, route } from '../../../endpoints.js';
import type { AppInstance } from '../../../openapi.js';

const { padState } = endpoints;

const refused = (message: string) => new AppError(422, 'validation_failed', message, { _: [message] });

/** A toggle may carry the version it was made on (query or body); a stale one is a 409. */
function versionOf(request: FastifyRequest): number | null {
  const fromQuery = (request.query as { version?: unknown } | undefined)?.version;
  const fromBody = (request.body as { version?: unknown } | undefined)?.version;
  const raw = fromQuery ?? fromBody;
  const n = Number(raw);
  return raw == null || raw === '' || !Number.isInteger(n) ? null : n;
}

export async function adminRoutes(app: AppInstance): Promise<void> {
  /** Runs one action: rule check on the locked row, then the change, its version bump and its log entry. */
  const act = async (
    request: FastifyRequest & { params: { id: number } },
    rule: ((facts: PadActionFacts) => string | null) | null,
    change: (
      tx: Tx,
      pad: PadRow,
    ) => Promise<Omit<PadWriteOutcome<null>, 'result'>> | Omit<PadWriteOutcome<null>, 'result'>,
    allowArchived = false,
    /** Recorded so its admin can take it back (the answer carries the ticket). */
    undoAction?: string,
  ) => {
    const options = {
      padId: request.params.id,
      ...actorOf(request),
      version: versionOf(request),
      allowArchived,
    };
    const write = async (tx: Tx, current: PadRow) => {
      const message = rule?.(await padActionFacts(tx, current));
      if (message) throw refused(message);
      const outcome = await change(tx, current);
      return {
        ...outcome,
        changes: outcome.changes ?? diffFields(current, { ...current, ...outcome.set }, Object.keys(outcome.set ?? {})),
        result: null,
      };
    };
    if (undoAction) {
      const { pad, undo } = await writePadUndoably(app.db, options, write, padNotFound, undoAction);
      return { ...pad, undo };
    }
    const { pad } = await writePad(app.db, options, write, padNotFound);
    return { ...pad, undo: null };
  };
  const detail = async (id: number) => {
    const pad = await loadPadDetail(app.db, id, app.config.publicUrl);
    if (!pad) throw padNotFound();
    return { data: pad };
  };

  route(app, padState.moderation, async (request) => {
    const pad = await act(request, moderationRefusal, (_tx, current) => {
      const moderate = current.status_id === STATUS_UNMODERATED;
      return {
        action: moderate ? 'pad_moderated' : 'pad_unmoderated',
        set: { status_id: moderate ? STATUS_MODERATED : STATUS_UNMODERATED, is_moderated: moderate },
      };
    });
    return detail(pad.id);
  });

  route(app, padState.private, async (request) => {
    const pad = await act(request, privateRefusal, (_tx, current) => ({
      action: 'pad_made_private',
      set: { user_id: current.submitter_user_id },
    }));
    return detail(pad.id);
  });

  route(app, padState.purgatory, async (request) => {
    const pad = await act(request, purgatoryRefusal, () => ({
      action: 'pad_added_to_purgatory',
      set: { is_added_to_purgatory: true },
    }));
    return { ...(await detail(pad.id)), message: 'Pad added to purgatory' };
  });

  route(app, padState.recommended, async (request) => {
    const pad = await act(request, recommendedRefusal, (_tx, current) => ({
      action: current.is_pads_recommended_admin ? 'pad_unrecommended' : 'pad_recommended',
      set: { is_pads_recommended_admin: !current.is_pads_recommended_admin },
    }));
    return detail(pad.id);
  });

  // The body is marked yup-validated (app.ts's validator compiler leaves it alone): ajv would judge the note (with
  // its coercion) before archiveNoteSchema, and only archiving takes one.
  route(app, padState.archive, async (request) => {
    const pad = await act(
      request,
      null,
      async (_tx, current) => {
        if (current.deleted_at) return { action: 'pad_unarchived', set: { deleted_at: null, archive_reason: null } };
        const checked = await validateWith(archiveNoteSchema, request.body ?? {});
        if (!checked.ok) throw validationFailed(checked.errors);
        return { action: 'pad_archived', set: { deleted_at: new Date(), archive_reason: checked.value.note } };
      },
      true,
      'pad_archive_toggled',
    );
    return {
      data: { id: pad.id, deleted_at: pad.deleted_at?.toISOString() ?? null, version: pad.version },
      undo: pad.undo,
    };
  });

  route(app, padState.link, async (request) => {
    const pad = await loadPadDetail(app.db, request.params.id, app.config.publicUrl);
    if (!pad) throw padNotFound();
    const template = request.query.device === 'mobile' ? app.config.padLinks.mobile : app.config.padLinks.web;
    return { data: template.replace('{id}', String(request.params.id)) };
  });
}
