// Form helpers of the suites that fill the panel's antd forms (pad create, duplicates, the list filters).
import { expect, type Locator, type Page } from '@playwright/test';

/** The antd form item whose label is exactly `label` (optionally inside `scope`). */
export function fieldItem(scope: Page | Locator, label: string): Locator {
  // `has` is matched inside each form item, so it must start from the page, not from `scope`.
  const page = 'page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page);
  return scope.locator('.ant-form-item').filter({ has: page.locator(`label:text-is("${label}")`) });
}

/** Picks the option titled `option` of the antd select with this test id. */
export async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).first().click();
}

/** Picks an option of an antd select, retrying when a busy machine swallows the click. */
export async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  const combobox = scope.getByLabel(label, { exact: true });
  const select = combobox.locator(
    'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  await expect(async () => {
    await combobox.click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
      .first()
      .click({ timeout: 5_000 });
    await expect(select).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
}

/** PNG/JPEG bytes drawn by the browser, so the test needs no image library. */
export async function image(page: Page, type: 'image/png' | 'image/jpeg', color: string): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([mime, fill]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 400;
      canvas.height = 300;
      const context = canvas.getContext('2d')!;
      context.fillStyle = fill!;
      context.fillRect(0, 0, 400, 300);
      return canvas.toDataURL(mime, 0.9);
    },
    [type, color],
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}
