/** @jest-environment node */
import { ValidationError } from 'yup';
import {
  ownerContactSchema,
  ownerSearchSchema,
  padNoteSchema,
  padReportSchema,
  pendingStatusSchema,
  REVISION_MESSAGES as M,
  reviewReportSchema,
} from './revisions.ts';

async function errors(schema: { validate: (v: unknown, o: object) => Promise<unknown> }, value: unknown) {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    return Object.fromEntries(e.inner.map((i) => [i.path, i.errors]));
  }
}

test('a pad report needs a report type 0, 1 or 2', async () => {
  expect(await errors(padReportSchema, { pad_report_type: 2 })).toEqual({});
  expect(await errors(padReportSchema, { pad_report_type: '1' })).toEqual({});
  for (const bad of [{}, { pad_report_type: 3 }, { pad_report_type: -1 }])
    expect(await errors(padReportSchema, bad)).toEqual({ pad_report_type: [M.reportType] });
});

test('mark pending needs a reason unless it is the confirmation e-mail', async () => {
  expect(await errors(pendingStatusSchema, { comment: '  ' })).toEqual({ comment: [M.pendingReason] });
  expect(await errors(pendingStatusSchema, { comment: 'Waiting for deeds' })).toEqual({});
  expect(await errors(pendingStatusSchema, { is_confirmation: true })).toEqual({});
});

test('owner search from 3 characters; owner contacts are type 4 with a valid e-mail', async () => {
  expect(await errors(ownerSearchSchema, { email: 'ab' })).toEqual({ email: [M.atLeast3] });
  expect(await errors(ownerSearchSchema, { email: 'abc' })).toEqual({});
  expect(await errors(ownerContactSchema, { email: 'x', contact_type_id: 1, pad_id: 'a' })).toEqual({
    email: [M.email],
    contact_type_id: [M.ownerType],
    pad_id: [M.required],
  });
  expect(await ownerContactSchema.validate({ email: 'o@pads.test', pad_id: 3 })).toMatchObject({ contact_type_id: 4 });
});

test('notes must not be blank; a review report needs a review id', async () => {
  expect(await errors(padNoteSchema, { note: '   ' })).toEqual({ note: [M.noteRequired] });
  expect(await errors(reviewReportSchema, { review_id: 0 })).toEqual({ review_id: [M.required] });
});
