// GET and PUT /api/admin/pads/{id}: the pad detail page's read and its Contact / Landing tab saves.
import { actorOf } from '../../../domain/actor.js';
import { padContactTabSchema, padLandingTabSchema, validateWith } from '@pads/contracts';
import type { SaveNotice } from '@pads/contracts/api';
import { notFound, validationFailed } from '../../../errors.js';
import { writePad } from '../../../domain/padWrites.js';
import { applyContactTab, applyLandingTab, hasEditableContacts } from './update.js';
import { loadPadDetail } from './repository.js';
import { endpoints, route } from '../../../endpoints.js';
import type { AppInstance } from '../../../openapi.js';

export const padNotFound = () => notFound('Pad');

function bodyOf(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw validationFailed({ _: ['The request body must be a JSON object.'] });
  return body as Record<string, unknown>;
}

/** The form types the handle without '@' and the API stores it with one: strip that one before the schema. */
function withoutAt(body: Record<string, unknown>): Record<string, unknown> {
  const twitter = body.twitter_handle;
  return typeof twitter === 'string' ? { ...body, twitter_handle: twitter.trim().replace(/^@/, '') } : body;
}

export async function adminRoutes(app: AppInstance): Promise<void> {
  route(app, endpoints.padDetail.get, async (request) => {
    const pad = await loadPadDetail(app.db, request.params.id, app.config.publicUrl);
    if (!pad) throw padNotFound();
    return { data: pad };
  });

  route(app, endpoints.padDetail.save, async (request) => {
    const body = withoutAt(bodyOf(request.body));
    if (body.tab !== 'contact' && body.tab !== 'landing')
      throw validationFailed({ tab: ['The tab must be contact or landing.'] });
    const padId = request.params.id;
    const { pad, result } = await writePad(
      app.db,
      {
        padId,
        ...actorOf(request),
        version: Number.isInteger(Number(body.version)) ? Number(body.version) : null,
      },
      async (tx, current) => {
        const context = { category_id: current.category_id, is_landing_permitted: current.is_landing_permitted };
        if (body.tab === 'contact') {
          const hadContacts = await hasEditableContacts(tx, current.id);
          const checked = await validateWith(padContactTabSchema, body, { ...context, had_contacts: hadContacts });
          if (!checked.ok) throw validationFailed(checked.errors);
          return applyContactTab(tx, current, checked.value);
        }
        const checked = await validateWith(padLandingTabSchema, body, context);
        if (!checked.ok) throw validationFailed(checked.errors);
        return applyLandingTab(tx, current, checked.value);
      },
      padNotFound,
    );
    let notice: SaveNotice = 'saved';
    if (result && !result.isContactable) notice = 'missing_contact';
    else if (result && !result.wasContactable) notice = 'now_visible';
    const detail = await loadPadDetail(app.db, pad.id, app.config.publicUrl);
    if (!detail) throw padNotFound();
    return { data: detail, notice };
  });
}
