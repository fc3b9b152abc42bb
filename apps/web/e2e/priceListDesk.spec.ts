import type { Page } from '@playwright/test';
import { generateGoods } from '@sw/api/demo/catalogue';
import { PRICE_SHEET_COLUMNS } from '@sw/protocol';
import { expectAccessible } from './support/axe';
import { staffPage } from './support/buyers';
import { expect, test } from './support/smtp';

/**
 * The price-list desk (issue 51, browser test 4): a sales manager makes a list, imports a 500-row spreadsheet with one
 * bad row, reads that row's error (nothing imported), fixes the row and imports all 500; the lines page through.
 * The demo catalogue's item codes come from its generator (360 goods, each with its specifications).
 */

const BAD_ROW = 137;

/** 500 specification rows over the demo's item codes, fixed tiers each; `bad` spoils one row's price. */
function sheet(bad: boolean): string {
  const codes = Array.from({ length: 360 }, (_, i) => generateGoods(i, 360).specs.map((s) => s.skuCode)).flat().slice(0, 500);
  const rows = codes.map((code, i) => {
    const row = i + 2;
    const tiers = bad && row === BAD_ROW ? '1: 2,4O' : `1: ${(2 + (i % 50) / 10).toFixed(2)}; 12: ${(1.8 + (i % 50) / 10).toFixed(2)}`;
    return ['spec', code, '', `"${tiers}"`, '', '', '', '', row % 10 === 0 ? '6' : '', ''].join(',');
  });
  return [PRICE_SHEET_COLUMNS.join(','), ...rows].join('\r\n');
}

/** Pictures to look at by eye (they check nothing), taken only with SCREENSHOTS=1; the axe walk at both widths. */
async function look(page: Page, name: string) {
  for (const [label, width] of [['desktop', 1366], ['phone', 390]] as const) {
    await page.setViewportSize({ width, height: label === 'phone' ? 844 : 900 });
    if (process.env.SCREENSHOTS === '1') await page.screenshot({ path: `/tmp/price-${name}-${label}.png`, fullPage: true });
    await expectAccessible(page, `price lists: ${name}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('the desk imports a 500-row sheet: one bad row is named and nothing changes, then the fixed sheet imports whole', async ({ browser }) => {
  test.setTimeout(120_000);
  const staff = await staffPage(browser);
  await staff.goto('/admin/price-lists');
  const name = `Key account ${Date.now()}`;
  const form = staff.getByTestId('new-price-list');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Currency').selectOption('EUR');
  await form.getByLabel('Priority').fill('5');
  await form.getByLabel('Reorder minimum').fill('500');
  await form.getByTestId('price-list-save').click();
  const editor = staff.getByTestId('price-list-editor');
  await expect(editor.getByRole('heading', { name })).toBeVisible();
  await expect(editor).toHaveAttribute('data-version', '1');

  const file = editor.getByTestId('sheet-file');
  await file.setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(sheet(true)) });
  const problems = editor.getByTestId('sheet-problems');
  await expect(problems).toContainText('Nothing was imported from prices.csv: fix this row');
  await expect(problems.getByTestId('sheet-problem')).toHaveText([`Row ${BAD_ROW}: the price "2,4O" is not an amount more than 0 with at most two decimals.`]);
  await expect(editor.getByTestId('price-lines')).toContainText('Lines (0)');
  await expect(editor).toHaveAttribute('data-version', '1');
  await look(staff, 'editor-row-error');

  await file.setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(sheet(false)) });
  await expect(editor.getByTestId('sheet-imported')).toHaveText('prices.csv: 500 lines imported (version 2).');
  await expect(editor).toHaveAttribute('data-version', '2');
  const lines = editor.getByTestId('price-lines');
  await expect(lines).toContainText('Lines (500)');
  await expect(lines.getByTestId('lines-page')).toHaveText('Page 1 of 20');
  await lines.getByRole('button', { name: 'Next' }).click();
  await expect(lines.getByTestId('lines-page')).toHaveText('Page 2 of 20');
  const code = generateGoods(0, 360).specs[0]!.skuCode;
  await lines.getByLabel('Search the lines').fill(code);
  await lines.getByRole('button', { name: 'Search' }).click();
  await expect(lines).toContainText('Lines (1)');
  await expect(lines.getByTestId('price-line')).toHaveAttribute('data-target', code);
  await look(staff, 'editor');

  await staff.goto('/admin/price-lists');
  await expect(staff.getByTestId('price-list-row').filter({ hasText: name })).toContainText('500');
  await look(staff, 'index');
  await staff.getByTestId('price-calculation-link').click();
  await expect(staff.getByRole('heading', { name: 'Price calculation details' })).toBeVisible();
  await look(staff, 'calculation');
  await staff.context().close();
});
