import { LIMITS } from '@sw/protocol';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const CODE_USES = {
  reset: {
    use: 'Enter it in the "Forgot password" window to choose a new password.',
    ignore: 'If you did not ask to reset your password, you can ignore this email: your password stays as it is.',
  },
  confirm: {
    use: 'Enter it on your My Account page to confirm your email address.',
    ignore: 'If you did not create an account with us, you can ignore this email.',
  },
} as const;

/**
 * A verification-code message (password reset or address confirmation): plain text first, a simple HTML
 * version beside it. `secret` is the code, which the outbox copy leaves out.
 */
export function codeMail({ code, brand, purpose }: { code: string; brand: string; purpose: keyof typeof CODE_USES }) {
  const minutes = LIMITS.verificationCodeTtlMs / 60_000;
  const { use, ignore } = CODE_USES[purpose];
  const subject = `${brand}: your verification code`;
  const text = [
    'Hello,',
    '',
    `Your verification code is ${code}. It is valid for ${minutes} minutes.`,
    '',
    use,
    ignore,
    '',
    `${brand}`,
  ].join('\n');
  const safeBrand = escapeHtml(brand);
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:0;background:#f7f5f2;font-family:Helvetica,Arial,sans-serif;color:#1c1b19">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f7f5f2;padding:32px 0">
<tr><td align="center">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border:1px solid #e6e1d9;border-radius:8px">
<tr><td style="padding:28px 32px 8px;font-family:Georgia,'Times New Roman',serif;font-size:22px;letter-spacing:0.5px">${safeBrand}</td></tr>
<tr><td style="padding:8px 32px;font-size:15px;line-height:1.6">
<p style="margin:0 0 16px">Hello,</p>
<p style="margin:0 0 16px">Your verification code is <strong>${code}</strong>. It is valid for ${minutes} minutes.</p>
<p style="margin:0 0 20px;text-align:center"><span style="display:inline-block;padding:12px 24px;border-radius:6px;background:#f3ece1;font-size:28px;font-weight:bold;letter-spacing:8px">${code}</span></p>
<p style="margin:0 0 16px">${escapeHtml(use)}</p>
<p style="margin:0 0 24px;color:#6b665f;font-size:13px">${escapeHtml(ignore)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body></html>`;
  return { subject, text, html, secret: code, fromName: brand };
}
