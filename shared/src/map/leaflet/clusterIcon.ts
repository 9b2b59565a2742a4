import L from 'leaflet';

const cache = new Map<string, L.DivIcon>();

/** A counted bubble, larger for bigger clusters, drawn with inline styles (no extra CSS file). */
export function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 30 : count < 100 ? 36 : count < 1000 ? 42 : 50;
  // Dark enough for the white count to keep 4.5:1 contrast (antd blue-7, orange-8, red-7), drawn opaque.
  const color = count < 10 ? '#0958d9' : count < 100 ? '#ad4e00' : '#cf1322';
  const key = `${size}:${color}:${count}`;
  let icon = cache.get(key);
  if (!icon) {
    const label = count >= 10000 ? `${Math.round(count / 1000)}k` : String(count);
    icon = L.divIcon({
      className: 'pad-map-cluster',
      iconSize: [size, size],
      html: `<div data-testid="pad-map-cluster" style="width:${size}px;height:${size}px;border-radius:50%;background:${color};color:#fff;font:600 12px/${size}px Arial,sans-serif;text-align:center;box-shadow:0 0 0 4px ${color}55">${label}</div>`,
    });
    if (cache.size > 500) cache.clear();
    cache.set(key, icon);
  }
  return icon;
}
