import { MARKER_HEIGHT, MARKER_WIDTH } from './constants';

interface CategoryStyle {
  color: string;
  glyph: string;
  label: string;
}

// Inline SVG so markers never depend on the network. Category 1 (aerial point of interest) is drawn
// like an aerodrome, as the spec's maps do.
export const CATEGORY_STYLES: Record<number, CategoryStyle> = {
  1: { color: '#6d28d9', glyph: 'A', label: 'Aerial Point of Interest' },
  2: { color: '#db2777', glyph: 'B', label: 'B&B' },
  3: { color: '#16a34a', glyph: 'H', label: 'Landing Site' },
  4: { color: '#2563eb', glyph: 'S', label: 'Hotel' },
  5: { color: '#b45309', glyph: 'P', label: 'Pub' },
  6: { color: '#dc2626', glyph: 'E', label: 'Restaurant' },
  7: { color: '#0f766e', glyph: 'A', label: 'Aerodrome' },
  8: { color: '#7c3aed', glyph: '8', label: 'Category 8' },
  9: { color: '#475569', glyph: '9', label: 'Category 9' },
};

const FALLBACK: CategoryStyle = { color: '#64748b', glyph: '?', label: 'Pad' };

/** A 27×33 map pin in the category's colour with its letter. */
export function categoryIconSvg(categoryId: number): string {
  const { color, glyph } = CATEGORY_STYLES[categoryId] ?? FALLBACK;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${MARKER_WIDTH}" height="${MARKER_HEIGHT}" viewBox="0 0 27 33">` +
    `<path d="M13.5 32.5C13.5 32.5 1 20.2 1 12.8A12.5 12.5 0 0 1 26 12.8C26 20.2 13.5 32.5 13.5 32.5Z" fill="${color}" stroke="#ffffff" stroke-width="1.5"/>` +
    `<circle cx="13.5" cy="12.8" r="8" fill="#ffffff"/>` +
    `<text x="13.5" y="16.8" text-anchor="middle" font-family="Arial, sans-serif" font-size="11" font-weight="700" fill="${color}">${glyph}</text>` +
    `</svg>`
  );
}

const urlCache = new Map<number, string>();

/** The category icon as a data: URL (for <img>, Leaflet icons and Google marker icons). */
export function categoryIconUrl(categoryId: number): string {
  let url = urlCache.get(categoryId);
  if (!url) {
    url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(categoryIconSvg(categoryId))}`;
    urlCache.set(categoryId, url);
  }
  return url;
}

/** The location pin of pad creation, red so it stands out from category markers. */
export const PIN_ICON_URL = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${MARKER_WIDTH}" height="${MARKER_HEIGHT}" viewBox="0 0 27 33">` +
    `<path d="M13.5 32.5C13.5 32.5 1 20.2 1 12.8A12.5 12.5 0 0 1 26 12.8C26 20.2 13.5 32.5 13.5 32.5Z" fill="#e11d48" stroke="#ffffff" stroke-width="1.5"/>` +
    `<circle cx="13.5" cy="12.8" r="4.5" fill="#ffffff"/></svg>`,
)}`;
