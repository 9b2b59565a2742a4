import L from 'leaflet';

const cache = new Map<string, L.DivIcon>();

/**
 * A counted bubble, larger for bigger clusters. Its look is set through the element's style properties,
 * never a style="" attribute in markup, which the Content-Security-Policy refuses (no 'unsafe-inline').
 */
class ClusterBubble extends L.DivIcon {
  constructor(
    private readonly bubble: { size: number; color: string; label: string },
    options: L.DivIconOptions,
  ) {
    super(options);
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    const icon = super.createIcon(oldIcon);
    const { size, color, label } = this.bubble;
    const div = document.createElement('div');
    div.dataset.testid = 'pad-map-cluster';
    div.textContent = label;
    Object.assign(div.style, {
      width: `${size}px`,
      height: `${size}px`,
      borderRadius: '50%',
      background: color,
      color: '#fff',
      font: `600 12px/${size}px Arial,sans-serif`,
      textAlign: 'center',
      boxShadow: `0 0 0 4px ${color}55`,
    });
    icon.replaceChildren(div);
    return icon;
  }
}

export function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 30 : count < 100 ? 36 : count < 1000 ? 42 : 50;
  // Dark enough for the white count to keep 4.5:1 contrast (antd blue-7, orange-8, red-7), drawn opaque.
  const color = count < 10 ? '#0958d9' : count < 100 ? '#ad4e00' : '#cf1322';
  const key = `${size}:${color}:${count}`;
  let icon = cache.get(key);
  if (!icon) {
    const label = count >= 10000 ? `${Math.round(count / 1000)}k` : String(count);
    icon = new ClusterBubble(
      { size, color, label },
      { className: 'pad-map-cluster', iconSize: [size, size], html: '' },
    );
    if (cache.size > 500) cache.clear();
    cache.set(key, icon);
  }
  return icon;
}
