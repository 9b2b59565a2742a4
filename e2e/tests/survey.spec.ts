// 360° survey (issue 12): on a pad made through the API, the app of a pilot who owns it (their claim
// accepted: only the pad's own people write its survey) starts the survey; the admin fills the seven steps
// from empty on the Survey Information tab, meeting every validation message once, uploads the four view
// photos, reaches Completed, reloads to see view mode with every answer and the progress, and downloads the
// PDF (its name, and that pdf.js opens it: pages, the pad's name).
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expectAccessible } from '../support/accessibility';
import { apiCall } from '../support/api';
import { expect, test } from '../support/fixtures';
import { choose, image } from '../support/forms';
import { claimPadViaApi, createPadViaApi } from '../support/pads';
import { unique } from '../support/unique';

test.describe('survey', { tag: '@pads' }, () => {
  test.describe.configure({ timeout: 240_000 });
  const slowExpect = expect.configure({ timeout: 45_000 });

  async function save(page: Page) {
    await page.getByRole('button', { name: 'Save changes' }).click();
  }
  /** Opens a step from the step bar (its title exactly, so 'Landing' is not 'Landing point'). */
  const step = (page: Page, title: string) =>
    page
      .getByTestId('survey-editor')
      .locator('.ant-steps-item')
      .filter({ has: page.locator('.ant-steps-item-title', { hasText: new RegExp(`^${title}$`) }) })
      .click();
  const message = (scope: Page | Locator, text: string) =>
    expect(scope.getByText(text, { exact: true }).first()).toBeVisible();

  test('fill the seven steps from empty, upload the view, reach Completed, reload, download the PDF', async ({
    adminPage: page,
    request,
    adminToken,
    pilot,
  }) => {
    const name = `Śliwka Survey ${unique()}`;
    const padId = await createPadViaApi(request, adminToken, name, { latitude: 53.3, longitude: -6.9 });
    await claimPadViaApi(request, adminToken, pilot.token, padId);
    await apiCall(request, pilot.token, 'POST', `/api/surveys/${padId}`, { status: 200, data: {} });

    await page.goto(`/dashboard/pad-view/${padId}?tab=survey`);
    const tab = page.getByTestId('survey-tab');
    await slowExpect(tab).toBeVisible();
    await expect(tab.getByTestId('survey-empty')).toBeVisible();
    await expect(tab.getByTestId('survey-status')).toHaveText('Not started');
    await tab.getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByTestId('survey-editor');

    // General: comment length, and PPR details required for Other notice.
    await editor.getByLabel('Notice details').fill('ab');
    await save(page);
    await message(editor, 'Must be between 3 and 200 characters');
    await editor.getByLabel('Notice details').fill('Two days ahead please');
    await choose(page, editor, 'Minimum notice', 'Other');
    await choose(page, editor, 'PPR by', 'Phone');
    await save(page);
    await message(editor, 'This field is required');
    await editor.getByLabel('PPR details').fill('Ring the farmhouse');

    // Landing: size, unit, surface and slope required once started; Other surface needs details.
    await step(page, 'Landing');
    await editor.getByLabel('Landing size').fill('35');
    await choose(page, editor, 'Surface', 'Other');
    await choose(page, editor, 'Slope', 'Gentle');
    await save(page);
    await message(editor, 'This field is required');
    await editor.getByLabel('Surface details').fill('Rolled clay');

    // Hazards (category 3: every option): Other needs details of 3 to 500 characters.
    await step(page, 'Hazards');
    await editor.getByRole('checkbox', { name: 'Power lines' }).check();
    await editor.getByRole('checkbox', { name: 'Other' }).check();
    await editor.getByLabel('Hazard details').fill('ok');
    await save(page);
    await message(editor, 'Must be between 3 and 500 characters');
    await editor.getByLabel('Hazard details').fill('Power lines along the lane');

    await step(page, 'Approach');
    await editor.getByLabel('Approach procedures').fill('From the south over the river');

    // Facilities: the fee details are 1 to 200 characters.
    await step(page, 'Facilities');
    await editor.getByRole('checkbox', { name: 'Wind indicator' }).check();
    await choose(page, editor, 'Landing fee charged', 'Yes');
    await editor.getByLabel('Fee range').fill('€20–€40');
    await editor.getByLabel('Fee details').fill('x'.repeat(201));
    await save(page);
    await message(editor, 'Must be between 1 and 200 characters');
    await editor.getByLabel('Fee details').fill('Cash or card');

    // 360° view: a comment under 100 characters, only .jpg/.jpeg/.png, the four photos.
    await step(page, '360° View');
    await editor.getByLabel('North comment').fill('y'.repeat(100));
    await save(page);
    await message(editor, 'Comment should be less than 100 characters');
    await editor.getByLabel('North comment').fill('Farmhouse');
    const north = editor.getByTestId('survey-photo-north');
    await north
      .locator('input[type="file"]')
      .setInputFiles({ name: 'north.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await message(north, 'This extension is not supported');
    const colours = { north: '#336699', east: '#996633', west: '#339966', south: '#663399' };
    for (const [direction, colour] of Object.entries(colours)) {
      const box = editor.getByTestId(`survey-photo-${direction}`);
      await box.locator('input[type="file"]').setInputFiles({
        name: `${direction}.png`,
        mimeType: 'image/png',
        buffer: await image(page, 'image/png', colour),
      });
      await slowExpect(box.getByRole('img', { name: `View ${direction}` })).toBeVisible();
    }

    await step(page, 'Landing point');
    await editor.getByLabel('Landing point latitude').fill('53.3004');
    await editor.getByLabel('Landing point longitude').fill('-6.9003');
    await expectAccessible(page);
    await save(page);

    await slowExpect(tab.getByTestId('survey-status')).toHaveText('Completed');
    await expect(tab.getByRole('progressbar', { name: 'Survey progress' })).toHaveAttribute('aria-valuenow', '100');

    // After a reload, view mode shows every step filled in, and the progress.
    await page.reload();
    await slowExpect(page.getByTestId('survey-view')).toBeVisible();
    for (const s of ['general', 'landing', 'hazards', 'approach', 'facilities', 'view', 'location'])
      await expect(page.getByTestId(`survey-step-${s}`)).toBeVisible();
    // Every value filled above, each under its own label in its own step.
    const filledIn: Record<string, [string, string][]> = {
      general: [
        ['Minimum notice', 'Other'],
        ['Notice details', 'Two days ahead please'],
        ['PPR by', 'Phone'],
        ['PPR details', 'Ring the farmhouse'],
      ],
      landing: [
        ['Size', '35 Meters'],
        ['Surface', 'Other'],
        ['Surface details', 'Rolled clay'],
        ['Slope', 'Gentle'],
      ],
      hazards: [
        ['Hazards', 'Power lines, Other'],
        ['Hazard details', 'Power lines along the lane'],
      ],
      approach: [['Procedures', 'From the south over the river']],
      facilities: [
        ['Facilities', 'Wind indicator'],
        ['Landing fee charged', 'Yes'],
        ['Fee range', '€20–€40'],
        ['Fee details', 'Cash or card'],
      ],
      location: [
        ['Latitude', '53.3004'],
        ['Longitude', '-6.9003'],
      ],
    };
    for (const [stepName, pairs] of Object.entries(filledIn)) {
      const card = page.getByTestId(`survey-step-${stepName}`);
      for (const [label, value] of pairs) {
        const item = card
          .locator('.ant-descriptions-item')
          .filter({ has: page.locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) }) });
        await expect(item.locator('.ant-descriptions-item-content')).toHaveText(value);
      }
    }
    const viewStep = page.getByTestId('survey-step-view');
    await expect(viewStep).toContainText('Farmhouse');
    for (const direction of Object.keys(colours))
      await expect(viewStep.getByRole('img', { name: `View ${direction}` })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Survey progress' })).toHaveAttribute('aria-valuenow', '100');
    await expectAccessible(page);

    // The PDF: Survey_{padname}.pdf, a PDF document with pages.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Survey_${name}.pdf`);
    const bytes = fs.readFileSync((await file.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // It opens: pdf.js reads it, with pages, and the pad's name on the first.
    const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
    expect(pdf.numPages).toBeGreaterThan(0);
    const first = await (await pdf.getPage(1)).getTextContent();
    expect(first.items.map((item) => ('str' in item ? item.str : '')).join(' ')).toContain(name);
  });
});
