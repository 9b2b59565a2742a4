// The survey as a PDF, built here (spec part 2 §7 had it posted to an outside service): pdfkit with an
// embedded Unicode font (DejaVu Sans: the built-in Helvetica garbles 'Łódź' and Greek), the pad's name,
// category, coordinates and address, every completed step's values, and the four direction photos resized
// with sharp to about 1,200 px JPEG (pdfkit embeds JPEG as it is; transparency is flattened on white).
import type { SurveyPdfData } from '@pads/contracts/api';
import {
  SURVEY_STATUS_LABELS,
  SURVEY_STEP_TITLES,
  SURVEY_STEPS,
  surveyStepRows,
  type SurveyStep,
  type SurveySteps,
} from '@pads/contracts';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

const fonts = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const REGULAR = path.join(fonts, 'DejaVuSans.ttf');
const BOLD = path.join(fonts, 'DejaVuSans-Bold.ttf');

export const PDF_PHOTO_WIDTH = 1200;

export function pdfStepsOf(steps: SurveySteps, completed: Record<SurveyStep, boolean>): SurveyPdfData['steps'] {
  return SURVEY_STEPS.filter((s) => completed[s]).map((step) => ({
    step,
    title: SURVEY_STEP_TITLES[step],
    rows: surveyStepRows(steps, step),
  }));
}

/** A photo as pdfkit takes it: JPEG, at most PDF_PHOTO_WIDTH wide, no transparency. */
export async function pdfPhoto(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes)
    .rotate()
    .resize({ width: PDF_PHOTO_WIDTH, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The PDF as a stream (pipe it into the reply); photos are already prepared JPEG bytes by direction. */
export function surveyPdf(data: SurveyPdfData, photos: Map<string, Buffer>): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Survey ${data.pad.name}` } });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  doc.font('bold').fontSize(20).text(data.pad.name);
  doc.moveDown(0.3).font('regular').fontSize(11).fillColor('#333333');
  doc.text(`Category: ${data.pad.category}`);
  doc.text(`Coordinates: ${data.pad.latitude.toFixed(6)}, ${data.pad.longitude.toFixed(6)}`);
  if (data.pad.address || data.pad.country)
    doc.text(`Address: ${[data.pad.address, data.pad.country].filter(Boolean).join(', ')}`);
  doc.text(`360° survey: ${data.status}, ${data.progress}% complete`);
  for (const step of data.steps) {
    doc.moveDown(0.8).font('bold').fontSize(14).fillColor('#000000').text(step.title);
    doc.font('regular').fontSize(11).fillColor('#333333');
    for (const [k, v] of step.rows) doc.text(`${k}: ${v}`);
  }
  for (const photo of data.photos) {
    const bytes = photos.get(photo.direction);
    if (!bytes) continue;
    doc.addPage();
    doc.font('bold').fontSize(14).fillColor('#000000').text(`View ${photo.direction}`);
    if (photo.comment) doc.font('regular').fontSize(11).fillColor('#333333').text(photo.comment);
    doc.moveDown(0.5).image(bytes, { fit: [495, 600], align: 'center' });
  }
  doc.end();
  return doc;
}

/** `Survey_{padname}.pdf`, with an ASCII fallback and the exact name in `filename*` (RFC 6266). */
export function pdfDisposition(padName: string): string {
  const name = `Survey_${padName}.pdf`;
  const ascii = name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export { SURVEY_STATUS_LABELS };
