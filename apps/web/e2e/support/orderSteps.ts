import type { Browser, Page } from '@playwright/test';
import { API, type CartChange, type GoodsDetailView, type InquiryCreated, type OrderPlaced } from '@sw/protocol';
import { registerBuyer, signInFromHeader } from './buyers';
import { backend, confirmEmailByCall, sendQuotation, staffContext } from './quotations';
import { expect, type TestSmtp } from './smtp';

/** The order's later steps in the browser, shared by the proofs, production and whole-lifecycle specs. */

const address = { contactName: 'Ana Silva', phone: '+351 912 345 678', country: 'PT', city: 'Porto', street: 'Rua das Flores 12' };

/** A proof sheet as the studio would draw it: the engraving on the band, as a PNG. */
export async function proofPicture(browser: Browser, version: number): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width: 800, height: 560 } });
  const sheet = await context.newPage();
  await sheet.setContent(`<body style="margin:0;font-family:Georgia,serif;background:#faf7f2">
    <div style="height:560px;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:28px">
      <div style="width:300px;height:300px;border-radius:50%;border:38px solid #c9c9cf;box-shadow:inset 0 0 0 3px #9a9aa2,0 0 0 3px #9a9aa2;display:flex;align-items:center;justify-content:center">
        <span style="font-size:${version === 1 ? 22 : 40}px;letter-spacing:6px;color:#3a3a40">AURUM</span>
      </div>
      <p style="margin:0;font-size:18px;color:#555">Proof v${version} · laser engraving · 316L steel</p>
    </div></body>`);
  const png = await sheet.screenshot({ type: 'png' });
  await context.close();
  return png;
}

/** A buyer with a placed order of one customized line (a technique and an engraving note), quoted by the desk. */
export async function customizedOrder(page: Page, browser: Browser, smtp: TestSmtp, goods: GoodsDetailView) {
  const buyer = await registerBuyer(page.request, 'proof');
  await page.goto('/');
  await signInFromHeader(page, buyer);
  await confirmEmailByCall(page.request, smtp, buyer.email);
  const defaults = await backend<{ defaultTechnique: string }>(page.request, API.inquiryCart.getLogoDefaultData, { goodsId: goods.goodsId });
  const added = await backend<CartChange>(page.request, API.inquiryCart.putIntoCart2, {
    goodsId: goods.goodsId,
    variants: [{ specId: goods.skus[0]?.specId, qty: goods.moq }],
    customization: { technique: defaults.defaultTechnique, notes: 'Engrave AURUM inside the band.' },
  });
  const created = await backend<InquiryCreated>(page.request, API.inquiryOrder.confirmOrder, { lineIds: [added.line!.lineId], address });
  const desk = await staffContext(browser);
  const quotation = await sendQuotation(desk.request, created.inquiryId, goods.title, goods.moq, 2);
  await desk.close();
  await backend(page.request, API.inquiryOrder.acceptQuotation, { inquiryId: created.inquiryId, quotationId: quotation.quotationId });
  const placed = await backend<OrderPlaced>(page.request, API.erp.placeOrder, { inquiryId: created.inquiryId, quotationId: quotation.quotationId, address });
  return { buyer, orderId: placed.orderId, orderNo: placed.orderNo, inquiryId: created.inquiryId, total: placed.total };
}

/** The desk uploads a proof picture with a note and sends it. */
export async function postProofFromDesk(staff: Page, browser: Browser, version: number, note: string) {
  const form = staff.getByTestId('post-proof-form');
  await form.getByTestId('upload-input').setInputFiles({ name: `proof-v${version}.png`, mimeType: 'image/png', buffer: await proofPicture(browser, version) });
  await expect(form.getByTestId('uploaded-file')).toBeVisible();
  await form.getByTestId('post-proof-note').fill(note);
  await form.getByTestId('post-proof-send').click();
  await expect(staff.getByTestId('desk-proof-line').getByTestId('proof-version').first()).toHaveAttribute('data-version', String(version));
}

/** A product photo as a factory would send it: the goods' own picture drawn onto a PNG in the page. */
export async function photoOf(page: Page, imageUrl: string, background: string): Promise<Buffer> {
  const dataUrl = await page.evaluate(async ({ src, tint }) => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 675;
    const context = canvas.getContext('2d')!;
    context.fillStyle = tint;
    context.fillRect(0, 0, canvas.width, canvas.height);
    const image = new Image();
    image.src = src;
    await image.decode().catch(() => undefined);
    if (image.naturalWidth) context.drawImage(image, 150, 40, 600, 600);
    return canvas.toDataURL('image/png');
  }, { src: imageUrl, tint: background });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

