// /api/admin/pads/import: the CSV pad import (spec part 2 §7). Validate reads the file and answers the
// rows and their conflicts (or every refused cell); import writes the rows with the admin's decisions.
import { actorOf } from '../../../domain/actor.js';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, PAD_IMPORT_MESSAGES } from '@pads/contracts';
import { importBodySchema, type ImportRow } from '@pads/contracts/api';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { vacuumAfterBulkWrite } from '../../../domain/bulkWrites.js';
import { AppError, validationFailed } from '../../../errors.js';
import { yupBodyValidator, type AppInstance } from '../../../openapi.js';
import { validate } from '../../../validation.js';
import { ImportFileError } from './parse.js';
import { checkRowFlags } from './schemas.js';
import { endpoints, route } from '../../../endpoints.js';
import { importRows, validateImportFile } from './service.js';

const FILE_FIELD = 'csv_import';
const tooLarge = () =>
  new AppError(413, 'payload_too_large', `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`, {
    [FILE_FIELD]: [`The file may not be larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`],
  });

async function readCsvUpload(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw validationFailed({ [FILE_FIELD]: ['Send the file as multipart/form-data.'] });
  let upload: { name: string; bytes: Buffer } | undefined;
  for await (const part of request.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== FILE_FIELD) {
      part.file.resume();
      continue;
    }
    try {
      upload = { name: part.filename, bytes: await part.toBuffer() };
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw error;
    }
  }
  if (!upload) throw validationFailed({ [FILE_FIELD]: ['Choose a CSV file.'] });
  if (!/\.csv$/i.test(upload.name)) throw validationFailed({ [FILE_FIELD]: [PAD_IMPORT_MESSAGES.onlyCsv] });
  return upload;
}

export async function adminRoutes(app: AppInstance): Promise<void> {
  // This module's own scope reads multipart (the file upload); the import call itself takes JSON.
  await app.register(multipart);
  route(app, endpoints.padImport.validate, async (request) => {
    const upload = await readCsvUpload(request);
    try {
      return { data: { ...(await validateImportFile(app.db, upload.bytes)), file_name: upload.name } };
    } catch (error) {
      if (error instanceof ImportFileError) throw validationFailed({ [FILE_FIELD]: [error.message] });
      throw error;
    }
  });

  // The body schema documents; yup and checkRowFlags check it (ajv would coerce the flags and answer first).
  route(
    app,
    endpoints.padImport.import,
    {
      validatorCompiler: yupBodyValidator,
      bodyLimit: 40 * 1024 * 1024,
      // A file's rows: the input guard's list limit is the import's own.
      config: { maxInputItems: IMPORT_MAX_ROWS },
    },
    async (request) => {
      const body = await validate(importBodySchema, request.body);
      const flagErrors = checkRowFlags(body.rows);
      if (Object.keys(flagErrors).length) throw validationFailed(flagErrors);
      const result = await importRows(app.db, actorOf(request), {
        columns: body.columns,
        rows: body.rows as ImportRow[],
        file_name: body.file_name,
      });
      // A large file leaves thousands of new and changed rows: vacuumed now, not at autovacuum's next round.
      const written = result.created + result.updated + result.replaced;
      void vacuumAfterBulkWrite(
        app.db,
        // Each created or changed pad had its duplicate pairs deleted and found again.
        { pads: written, contacts: result.created, activity_logs: written, duplicate_pairs: written },
        request.log,
      );
      return { data: result };
    },
  );
}
