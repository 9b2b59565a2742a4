// Survey rows: read with their photos and pad, created by the app call, saved with the status and
// progress the shared rules compute, each change logged on the pad's change log (spec part 2 §7).
import {
  completedSteps,
  surveyProgress,
  surveyStepsSchema,
  SURVEY_STATUS_LABELS,
  type SurveyDirection,
  type SurveySteps,
} from '@pads/contracts';
import type { Survey } from '@pads/contracts/api';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, pads, surveys, surveyUploads } from '../../db/schema.js';
import { diffFields, writeAuditLog, type DbOrTx } from '../../domain/auditLog.js';
import { conflict, notFound } from '../../errors.js';
import { fileUrl } from '../../storage/index.js';
import type { Actor } from '../../domain/actor.js';

export type { Actor };

export type SurveyRow = typeof surveys.$inferSelect;
export type SurveyUploadRow = typeof surveyUploads.$inferSelect;

/** Stored steps read through the schema, so a survey saved before a field existed gets its default. */
export const stepsOf = (row: Pick<SurveyRow, 'steps'>): SurveySteps =>
  surveyStepsSchema.cast(row.steps ?? {}) as SurveySteps;

export async function findSurvey(db: DbOrTx, by: { id: number } | { padId: number }): Promise<SurveyRow | undefined> {
  const [row] = await db
    .select()
    .from(surveys)
    .where('id' in by ? eq(surveys.id, by.id) : eq(surveys.pad_id, by.padId))
    .limit(1);
  return row;
}

export async function uploadsOf(db: DbOrTx, surveyId: number): Promise<SurveyUploadRow[]> {
  return db.select().from(surveyUploads).where(eq(surveyUploads.survey_id, surveyId)).orderBy(asc(surveyUploads.id));
}

export async function padOf(db: DbOrTx, padId: number) {
  const [pad] = await db
    .select({ id: pads.id, name: pads.name, category_id: pads.category_id, deleted_at: pads.deleted_at })
    .from(pads)
    .where(eq(pads.id, padId));
  return pad;
}

/** The survey as the screens read it: steps, which are complete, status, progress and the photo URLs. */
export async function presentSurvey(db: DbOrTx, row: SurveyRow, publicUrl: string): Promise<Survey> {
  const uploads = await uploadsOf(db, row.id);
  const steps = stepsOf(row);
  const pad = await padOf(db, row.pad_id);
  return {
    id: row.id,
    pad_id: row.pad_id,
    pad: pad ? { id: pad.id, name: pad.name, category_id: pad.category_id } : null,
    survey_status: row.status,
    status_label: SURVEY_STATUS_LABELS[row.status] ?? '',
    progress_percentage: row.progress,
    steps,
    completed: completedSteps(
      steps,
      uploads.map((u) => u.direction),
    ),
    uploads: uploads.map((u) => ({
      id: u.id,
      // Written only after its check against SURVEY_DIRECTIONS.
      direction: u.direction as SurveyDirection,
      file_url: fileUrl(publicUrl, u.file_key),
      thumb_url: u.thumb_key ? fileUrl(publicUrl, u.thumb_key) : null,
    })),
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

async function recompute(tx: DbOrTx, surveyId: number, steps: SurveySteps) {
  const photos = (await uploadsOf(tx, surveyId)).map((u) => u.direction);
  return surveyProgress(completedSteps(steps, photos));
}

/** The pad's survey, made empty (Not started) if it has none; the pad points at it (`survey_id`). */
export async function ensureSurvey(db: Db, padId: number, actor: Actor): Promise<SurveyRow> {
  return db.transaction(async (tx) => {
    // The pad row is locked so two first saves make one survey.
    await tx.execute(sql`SELECT id FROM pads WHERE id = ${padId} FOR UPDATE`);
    const existing = await findSurvey(tx, { padId });
    if (existing) return existing;
    const [row] = await tx
      .insert(surveys)
      .values({ pad_id: padId, steps: {} as SurveySteps })
      .returning();
    await tx.update(pads).set({ survey_id: row!.id }).where(eq(pads.id, padId));
    await writeAuditLog(tx, {
      userId: actor.userId,
      action: 'survey_created',
      entityType: 'survey',
      entityId: row!.id,
      padId,
      device: actor.device,
    });
    return row!;
  });
}

/**
 * Saves the steps (already validated) on the version they were loaded with: a stale version is a 409.
 * Status and progress follow from the steps and photos; the log entry names the steps that changed.
 */
export async function saveSteps(
  db: Db,
  surveyId: number,
  steps: SurveySteps,
  version: number | null,
  actor: Actor,
): Promise<SurveyRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(surveys).where(eq(surveys.id, surveyId)).for('update');
    if (!current) throw notFound('Survey');
    if (version !== null && version !== current.version)
      throw conflict('This survey was changed by someone else after you opened it. Reload it to see the changes.', {
        version: current.version,
      });
    const { status, progress } = await recompute(tx, surveyId, steps);
    const [row] = await tx
      .update(surveys)
      .set({ steps, status, progress, version: current.version + 1, updated_at: new Date() })
      .where(eq(surveys.id, surveyId))
      .returning();
    const before = stepsOf(current) as unknown as Record<string, unknown>;
    const changes = diffFields(
      { ...before, status: current.status, progress: current.progress },
      { ...(steps as unknown as Record<string, unknown>), status, progress },
    );
    if (Object.keys(changes).length)
      await writeAuditLog(tx, {
        userId: actor.userId,
        action: 'survey_updated',
        entityType: 'survey',
        entityId: surveyId,
        padId: current.pad_id,
        changes,
        device: actor.device,
      });
    return row!;
  });
}

/** Sets the survey status the app reports (its separate status call); refused when the steps say otherwise. */
export async function statusOf(db: DbOrTx, row: SurveyRow): Promise<number> {
  return (await recompute(db, row.id, stepsOf(row))).status;
}

/** Puts the direction's photo in place of the old one; returns the old keys for deletion after commit. */
export async function replacePhoto(
  db: Db,
  surveyId: number,
  direction: SurveyDirection,
  stored: { fileKey: string; thumbKey: string; mime: string; size: number },
  actor: Actor,
): Promise<{ old: string[] }> {
  return db.transaction(async (tx) => {
    const [survey] = await tx.select().from(surveys).where(eq(surveys.id, surveyId)).for('update');
    if (!survey) throw notFound('Survey');
    const [previous] = await tx
      .select()
      .from(surveyUploads)
      .where(and(eq(surveyUploads.survey_id, surveyId), eq(surveyUploads.direction, direction)));
    if (previous) await tx.delete(surveyUploads).where(eq(surveyUploads.id, previous.id));
    await tx.insert(surveyUploads).values({
      survey_id: surveyId,
      direction,
      user_id: actor.userId,
      file_key: stored.fileKey,
      thumb_key: stored.thumbKey,
      mime: stored.mime,
      size: stored.size,
    });
    const { status, progress } = await recompute(tx, surveyId, stepsOf(survey));
    await tx
      .update(surveys)
      .set({ status, progress, version: survey.version + 1, updated_at: new Date() })
      .where(eq(surveys.id, surveyId));
    await writeAuditLog(tx, {
      userId: actor.userId,
      action: 'survey_photo_uploaded',
      entityType: 'survey',
      entityId: surveyId,
      padId: survey.pad_id,
      details: { direction, replaced: Boolean(previous) },
      changes: status !== survey.status ? { status: { before: survey.status, after: status } } : null,
      device: actor.device,
    });
    return { old: previous ? [previous.file_key, previous.thumb_key].filter((k): k is string => Boolean(k)) : [] };
  });
}

/** The pad as the survey PDF heads it: name, category, position and address. */
export async function pdfPadOf(db: Db, padId: number) {
  const [pad] = await db
    .select({
      name: pads.name,
      category: categories.name,
      latitude: pads.latitude,
      longitude: pads.longitude,
      address: pads.address,
      country: pads.country,
    })
    .from(pads)
    .leftJoin(categories, eq(categories.id, pads.category_id))
    .where(eq(pads.id, padId));
  return pad;
}
