import type { Locator, Page } from '@playwright/test';
import { signInThroughProxy } from './support/buyers';
import { expect, test } from './support/smtp';

/**
 * The address book on My Account, as a fresh buyer (the demo buyer's book stays untouched for other specs):
 * add, add a second, edit, set the default, delete, a field left empty, and a reload that keeps it all.
 */

let seq = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${(++seq).toString(36)}@example.com`;

/** Registers a new buyer and signs in through the proxy, as the sign-in dialog does. */
async function signInNewBuyer(page: Page) {
  await page.goto('/');
  await signInThroughProxy(page, uniqueEmail('addresses'), 'Ship1234');
}

const book = (page: Page) => page.getByTestId('address-book');
const cards = (page: Page) => book(page).getByTestId('address-card');
const cardOf = (page: Page, contact: string) => cards(page).filter({ has: page.getByTestId('address-contact').getByText(contact, { exact: true }) });
const form = (page: Page) => page.getByTestId('address-form');

async function fillAddress(dialog: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const control = dialog.getByLabel(label, { exact: false }).first();
    if ((await control.evaluate((node) => node.tagName)) === 'SELECT') await control.selectOption(value);
    else await control.fill(value);
  }
}

const hamburg = {
  'Contact name': 'Lena Vogel',
  Phone: '+49 40 555 0100',
  Company: 'Vogel Schmuck GmbH',
  'Street address': 'Speicherstadt 12, 3. OG',
  City: 'Hamburg',
  Postcode: '20457',
  Country: 'DE',
};

const lyon = {
  'Contact name': 'Camille Roux',
  Phone: '+33 4 72 00 00 00',
  'Street address': '8 Rue de la République',
  City: 'Lyon',
  'State / Province / Region': 'Auvergne-Rhône-Alpes',
  Country: 'FR',
};

test('a buyer adds, edits, sets the default and deletes addresses; a reload keeps the book', async ({ page }) => {
  await signInNewBuyer(page);
  await page.goto('/myAccount');
  await expect(book(page).getByTestId('address-book-empty')).toBeVisible();

  // The first address becomes the default.
  await book(page).getByRole('button', { name: 'Add address' }).click();
  await fillAddress(form(page), hamburg);
  await expect(form(page).getByRole('checkbox')).toBeChecked();
  await expect(form(page).getByRole('checkbox')).toBeDisabled();
  await form(page).getByRole('button', { name: 'Save address' }).click();
  await expect(form(page)).toBeHidden();
  await expect(cards(page)).toHaveCount(1);
  const first = cardOf(page, 'Lena Vogel');
  await expect(first.getByTestId('default-badge')).toBeVisible();
  await expect(first).toContainText('Vogel Schmuck GmbH');
  await expect(first.getByTestId('address-lines')).toHaveText(/Speicherstadt 12, 3\. OGHamburg, 20457Germany/);
  await expect(first).toContainText('+49 40 555 0100');

  // A field left empty is named in the page and nothing is sent.
  await book(page).getByRole('button', { name: 'Add address' }).click();
  await fillAddress(form(page), { ...lyon, City: '' });
  await form(page).getByRole('button', { name: 'Save address' }).click();
  await expect(form(page).getByTestId('field-error')).toHaveText(['Please enter the city.']);
  await expect(form(page).getByLabel('City')).toHaveAttribute('aria-invalid', 'true');

  // The second address is added beside it, not as the default.
  await form(page).getByLabel('City').fill('Lyon');
  await form(page).getByRole('button', { name: 'Save address' }).click();
  await expect(form(page)).toBeHidden();
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).first()).toContainText('Lena Vogel');
  const second = cardOf(page, 'Camille Roux');
  await expect(second.getByTestId('default-badge')).toHaveCount(0);
  await expect(second).toContainText('Auvergne-Rhône-Alpes');
  await expect(second).toContainText('France');

  // Edit it: the form opens with its values.
  await second.getByRole('button', { name: 'Edit' }).click();
  await expect(form(page).getByLabel('Contact name')).toHaveValue('Camille Roux');
  await expect(form(page).getByLabel('Country')).toHaveValue('FR');
  await form(page).getByLabel('Street address').fill('14 Quai Saint-Antoine');
  await form(page).getByLabel('Postcode').fill('69002');
  await form(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(form(page)).toBeHidden();
  await expect(second.getByTestId('address-lines')).toContainText('14 Quai Saint-Antoine');
  await expect(second.getByTestId('address-lines')).toContainText('Lyon, Auvergne-Rhône-Alpes 69002');

  // Set it as the default: it moves first and takes the badge.
  await second.getByRole('button', { name: 'Set as default' }).click();
  await expect(second.getByTestId('default-badge')).toBeVisible();
  await expect(first.getByTestId('default-badge')).toHaveCount(0);
  await expect(cards(page).first()).toContainText('Camille Roux');

  // Delete the first, after the confirm dialog (cancel first keeps it).
  await first.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText('Lena Vogel');
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(cards(page)).toHaveCount(2);
  await first.getByRole('button', { name: 'Delete' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(cardOf(page, 'Lena Vogel')).toHaveCount(0);

  // The book is the back-end's: a reload shows the same.
  await page.reload();
  await expect(cards(page)).toHaveCount(1);
  const kept = cardOf(page, 'Camille Roux');
  await expect(kept.getByTestId('default-badge')).toBeVisible();
  await expect(kept).toContainText('14 Quai Saint-Antoine');
  await expect(kept).toContainText('69002');
});

test("a refusal of the back-end is shown in the buyer's words under its field", async ({ page }) => {
  await signInNewBuyer(page);
  await page.goto('/myAccount');
  await book(page).getByRole('button', { name: 'Add address' }).click();
  await fillAddress(form(page), { ...lyon, Country: 'FR' });
  // A country code the form does not offer: the shared schema accepts its shape, the back-end checks the list.
  await form(page).getByLabel('Country').evaluate((select: HTMLSelectElement) => {
    select.add(new Option('Atlantis', 'ZZ'));
    select.value = 'ZZ';
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await form(page).getByRole('button', { name: 'Save address' }).click();
  await expect(form(page).getByTestId('field-error')).toHaveText(['Please choose a country from the list.']);
  await expect(cards(page)).toHaveCount(0);
});
