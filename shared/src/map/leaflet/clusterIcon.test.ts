import { clusterIcon } from './clusterIcon';

test('the bubble is styled through style properties, with no style attribute in markup (CSP)', () => {
  const icon = clusterIcon(1234).createIcon();
  const bubble = icon.querySelector<HTMLElement>('[data-testid="pad-map-cluster"]')!;
  expect(bubble.textContent).toBe('1234');
  expect(bubble.style.width).toBe('50px');
  expect(bubble.style.borderRadius).toBe('50%');
  // The markup Leaflet parses (innerHTML) holds no style attribute.
  expect(String(clusterIcon(1234).options.html)).not.toContain('style=');
  // Each marker gets its own element.
  expect(clusterIcon(1234).createIcon()).not.toBe(icon);
  expect(clusterIcon(12_345).createIcon().textContent).toBe('12k');
});
