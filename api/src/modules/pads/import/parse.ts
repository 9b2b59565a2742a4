// Reading an uploaded pad CSV into text rows keyed by the import's field names (spec part 2 §3, §5).
// Accepts what spreadsheets write: UTF-8 with or without a BOM, Excel's Windows-1252, UTF-16 with its BOM
// (Excel's "Unicode Text", little- or big-endian, tab-separated), comma, semicolon or tab delimiters, headers in any case and order, quoted newlines, and the `'` our own export puts before
// formula-like cells. Malformed quoting is refused (csv-parse reports it; a lenient parser would shift
// every later column silently).
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  REQUIRED_IMPORT_COLUMNS,
  unguardCsvCell,
  type ImportField,
} from '@pads/contracts';
import { CsvError, parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { LONE_SURROGATE } from '../../../plugins/inputGuard.js';

export class ImportFileError extends Error {}

export interface ParsedCsv {
  /** Fields the header names, in canonical column order. */
  columns: ImportField[];
  /** One record per data row: its spreadsheet row number (the header is row 1) and its cells. */
  records: { row: number; cells: Partial<Record<ImportField, string>>; width: number }[];
  headerWidth: number;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16_BOMS = [
  { bom: [0xff, 0xfe], encoding: 'utf-16le' },
  { bom: [0xfe, 0xff], encoding: 'utf-16be' },
] as const;

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((b, i) => bytes[i] === b);

/**
 * UTF-16 when the file starts with its BOM (every other byte of Latin text is then 0, so this comes before the
 * binary check); UTF-8 when the bytes are valid UTF-8 (BOM dropped); else Windows-1252, which is what Excel
 * saves as "CSV".
 */
export function decodeCsv(bytes: Uint8Array): string {
  const utf16 = UTF16_BOMS.find(({ bom }) => startsWith(bytes, bom));
  if (utf16) {
    const text = iconv.decode(Buffer.from(bytes.subarray(2)), utf16.encoding);
    if (text.includes('\u0000')) throw new ImportFileError('The file is not a CSV text file.');
    // A lone surrogate is not text PostgreSQL (or the audit log's jsonb) can store: shown as U+FFFD, as
    // the UTF-8 decoders here show bytes that are not characters.
    return text.replace(new RegExp(LONE_SURROGATE, 'g'), '\ufffd');
  }
  if (bytes.includes(0)) throw new ImportFileError('The file is not a CSV text file.');
  const body = startsWith(bytes, UTF8_BOM) ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    // Node's own decoder reads 'windows-1252' as Latin-1 (0x80 is not '€'); iconv-lite has the real table.
    return iconv.decode(Buffer.from(body), 'windows-1252');
  }
}

/** Header text → field key: case, spaces, underscores and hyphens do not matter ('Jet_A1' = 'jet a1'). */
const normaliseHeader = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
const HEADER_KEYS = new Map<string, ImportField>([
  ...IMPORT_COLUMNS.map((c) => [normaliseHeader(c.header), c.key] as [string, ImportField]),
  ...IMPORT_COLUMNS.map((c) => [normaliseHeader(c.key), c.key] as [string, ImportField]),
  ['avgas', 'avgas'],
  ['100ll', 'avgas'],
]);

/** The delimiter the header line uses most: ',', ';' (Excel in many European locales) or a tab (Excel's "Unicode Text"). */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => firstLine.split(c).length - 1;
  return [',', ';', '\t'].reduce((best, c) => (count(c) > count(best) ? c : best));
}

export function parseImportCsv(bytes: Uint8Array): ParsedCsv {
  const text = decodeCsv(bytes);
  let table: string[][];
  try {
    table = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      // A row of only delimiters (a spreadsheet's trailing blank rows) is empty too.
      skip_records_with_empty_values: true,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError)
      throw new ImportFileError(`The file is not valid CSV (line ${error.lines ?? '?'}): ${error.message}`);
    throw error;
  }
  const [header, ...body] = table;
  if (!header) throw new ImportFileError('The file is empty.');
  const keys = header.map((h) => HEADER_KEYS.get(normaliseHeader(h)) ?? null);
  const missing = REQUIRED_IMPORT_COLUMNS.filter((k) => !keys.includes(k));
  if (missing.length)
    throw new ImportFileError(
      `The header must name the columns ${missing.map((k) => `'${IMPORT_COLUMNS.find((c) => c.key === k)!.header}'`).join(', ')} (found: ${header.join(', ') || 'nothing'}).`,
    );
  if (!body.length) throw new ImportFileError('The file has a header but no rows.');
  if (body.length > IMPORT_MAX_ROWS)
    throw new ImportFileError(
      `The file has ${body.length.toLocaleString('en-GB')} rows; at most ${IMPORT_MAX_ROWS.toLocaleString('en-GB')} can be imported at once. Split it into smaller files.`,
    );
  const present = new Set(keys.filter((k): k is ImportField => k !== null));
  const columns = IMPORT_COLUMNS.map((c) => c.key).filter((k) => present.has(k));
  const records = body.map((cells, i) => {
    const out: Partial<Record<ImportField, string>> = {};
    keys.forEach((key, c) => {
      // Our export puts `'` before cells a spreadsheet would run as formulas: the import takes it off.
      if (key) out[key] = unguardCsvCell(cells[c] ?? '');
    });
    return { row: i + 2, cells: out, width: cells.length };
  });
  return { columns, records, headerWidth: header.length };
}
