import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Records a shipment on the console's order page (the Shipments panel's form): `qty` for the first open line when
 * given (else all that is left of every line), one carton row, the carrier and tracking number; `freight` fills a sea
 * or air shipment's fields before the cartons.
 */
export async function recordShipmentInConsole(staff: Page, options: { carrier: string; trackingNo: string; qty?: number; freight?: (form: Locator) => Promise<void>; screenshot?: () => Promise<void> }) {
  await staff.getByTestId('record-shipment').click();
  const form = staff.getByTestId('shipment-form');
  await expect(form).toBeVisible();
  if (options.qty !== undefined) await form.getByTestId('shipment-line-qty').first().fill(String(options.qty));
  await form.getByTestId('shipment-carrier-input').fill(options.carrier);
  await form.getByTestId('shipment-tracking-input').fill(options.trackingNo);
  if (options.freight) await options.freight(form);
  const carton = form.getByTestId('carton-row').first();
  await carton.getByTestId('carton-count').fill('2');
  await carton.getByTestId('carton-lengthCm').fill('40.5');
  await carton.getByTestId('carton-widthCm').fill('30');
  await carton.getByTestId('carton-heightCm').fill('25');
  await carton.getByTestId('carton-grossKg').fill('12.345');
  await carton.getByTestId('carton-netKg').fill('11.2');
  if (options.screenshot) await options.screenshot();
  await form.getByTestId('shipment-submit').click();
  await expect(form).toHaveCount(0);
}
