// With no Google key and no MAP_TILE_URL (as the e2e stack is served), the Leaflet maps draw Natural
// Earth coastlines and borders under the markers. Checked by geography (Ireland west of Great Britain,
// both inside the map) and by the pixels of a screenshot (land and sea both present), not by a pixel
// baseline: markers and clusters vary with the data other tests create.
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { offlineMaps } from '../support/runtimeConfig';

const LAND = [0xf7, 0xf5, 0xef];
const SEA = [0xcf, 0xe2, 0xee];

/** Share of the screenshot's pixels close to each colour, counted by the browser's own PNG decoder. */
async function colourShares(page: Page, png: Buffer): Promise<{ land: number; sea: number }> {
  return page.evaluate(
    async ({ base64, land, sea }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      const near = (i: number, [r, g, b]: number[]) =>
        Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) < 12;
      let landCount = 0;
      let seaCount = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (near(i, land)) landCount++;
        else if (near(i, sea)) seaCount++;
      }
      const pixels = data.length / 4;
      return { land: landCount / pixels, sea: seaCount / pixels };
    },
    { base64: png.toString('base64'), land: LAND, sea: SEA },
  );
}

async function expectCoastlines(page: Page, map: Locator, testInfo: TestInfo, name: string) {
  // Countries outside the view are empty paths (hidden); Ireland is in view on both maps.
  await expect(map.locator('[data-testid="map-basemap"] path.pads-basemap-372')).toBeVisible({ timeout: 15_000 });
  expect(await map.locator('[data-testid="map-basemap"] path.pads-basemap-country').count()).toBeGreaterThan(100);

  const mapBox = (await map.boundingBox())!;
  const ireland = (await map.locator('path.pads-basemap-372').boundingBox())!;
  const britain = (await map.locator('path.pads-basemap-826').boundingBox())!;
  expect(ireland.width).toBeGreaterThan(20);
  expect(ireland.x + ireland.width).toBeLessThan(britain.x + britain.width / 2);
  for (const box of [ireland, britain]) {
    expect(box.x + box.width / 2).toBeGreaterThan(mapBox.x);
    expect(box.x + box.width / 2).toBeLessThan(mapBox.x + mapBox.width);
  }

  // The markers, clusters and controls are hidden for the picture: only the basemap is judged.
  const png = await map.screenshot({
    style:
      '.leaflet-marker-pane, .leaflet-shadow-pane, .leaflet-popup-pane, .leaflet-control-container { visibility: hidden; }',
  });
  await testInfo.attach(`${name}.png`, { body: png, contentType: 'image/png' });
  const shares = await colourShares(page, png);
  expect(shares.land).toBeGreaterThan(0.1);
  expect(shares.sea).toBeGreaterThan(0.1);
}

test.describe('offline basemap', { tag: '@pads' }, () => {
  test.beforeEach(async () => {
    test.skip(!(await offlineMaps()), 'the deployment configures Google maps or a tile server: no offline basemap');
  });

  test('the pad list map draws coastlines and borders without tiles', async ({ adminPage: page }, testInfo) => {
    await page.goto('/dashboard/pad-list');
    await expect(page.getByTestId('pad-list-page')).toBeVisible({ timeout: 30_000 });
    if ((await page.getByTestId('map-switch').getAttribute('aria-checked')) !== 'true') {
      await page.getByTestId('map-switch').click();
    }
    const map = page.getByTestId('pad-map');
    await expect(map).toHaveAttribute('data-provider', 'open');
    await expect(map.locator('.leaflet-tile')).toHaveCount(0);
    await expectCoastlines(page, map, testInfo, 'pad-list-map');
  });

  test('the pad create map draws coastlines and borders without tiles', async ({ adminPage: page }, testInfo) => {
    await page.goto('/dashboard/pad-create');
    await expect(page.getByTestId('pad-create-page')).toBeVisible({ timeout: 30_000 });
    const map = page.getByTestId('pad-create-map');
    await expect(map).toHaveAttribute('data-provider', 'open');
    await expectCoastlines(page, map, testInfo, 'pad-create-map');
  });
});
