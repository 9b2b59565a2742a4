// The screenshot-free proof of spec part 1 §9's one date format (issue 39): a screen's text holds its dates only as
// 'DD MMM YYYY HH:mm' (or 'DD MMM YYYY' for a day), never in another shape.

const MONTHS = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec';
/** The one format: '05 Mar 2025 14:30', or '05 Mar 2025' for a day. */
// Digits, not word boundaries, delimit it: a label and its date may share a text node ('on 05 Mar 2025').
export const ONE_DATE_FORMAT = new RegExp(`(?<!\\d)\\d{2} (${MONTHS}) \\d{4}( \\d{2}:\\d{2})?(?!\\d)`, 'g');
/** Other shapes a date could take: ISO, 2025-03-05, 05/03/2025, 05-03-2025, 5.3.2025, 'Mar 5, 2025', a bare time. */
const OTHER_SHAPES = [
  /(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)/,
  /(?<!\d)\d{1,2}\/\d{1,2}\/\d{2,4}(?!\d)/,
  /(?<!\d)\d{1,2}-\d{1,2}-\d{4}(?!\d)/,
  /(?<!\d)\d{1,2}\.\d{1,2}\.\d{4}(?!\d)/,
  new RegExp(`(${MONTHS})[a-z]* \\d{1,2},? \\d{4}(?!\\d)`),
  /(?<!\d)\d{1,2}:\d{2}(:\d{2})?\s?(AM|PM|am|pm)\b/,
];

/** The dates shown in `root`, each in the one format; at least `minimum` of them (so the fixture's dates showed). */
export function expectOneDateFormat(root: HTMLElement, minimum: number): string[] {
  // Each text node on its own: table cells side by side would run one date into the next.
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? '');
  const text = parts.join(' | ').replace(/\s+/g, ' ');
  const shown = text.match(ONE_DATE_FORMAT) ?? [];
  const rest = text.replace(ONE_DATE_FORMAT, ' ');
  const others = OTHER_SHAPES.flatMap((shape) => rest.match(new RegExp(shape, 'g')) ?? []);
  expect(others).toEqual([]);
  expect(shown.length).toBeGreaterThanOrEqual(minimum);
  return shown;
}
