/**
 * The building blocks of every email (docs/reference/people.md#email): a subject, a plain-text part and
 * an HTML part built from the same values. Plain TypeScript: `html` escapes every interpolated value, so a
 * display name cannot inject markup (ADR 0036 says why no template engine). Each group of emails has its
 * own templates file (templates.ts for the account, templates-notify.ts, templates-money.ts).
 */

/** One email's content: the subject line and its two alternative parts (RFC 2046 multipart/alternative). */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** A string already safe to place in HTML. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** `value` with the five HTML-significant characters escaped (OWASP XSS Prevention Cheat Sheet, rule 1). */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Tagged template: interpolated values are escaped unless they are `SafeHtml` (from another `html`). */
export function html(strings: TemplateStringsArray, ...values: (string | SafeHtml)[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += (value instanceof SafeHtml ? value.value : escapeHtml(value)) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** A whole HTML document: the Storyloom card around `body`. */
export function page(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>
<body style="margin:0;padding:24px;background:#f6f4ef;font-family:Georgia,serif;color:#1f1d1a">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
<p style="font-size:20px;margin:0 0 16px">Storyloom</p>
${body}
</div></body></html>
`.value;
}

/** A call-to-action button with the link spelled out below it (for clients that block buttons). */
export function button(href: string, label: string): SafeHtml {
  return html`<p style="margin:24px 0"><a href="${href}" style="background:#6b3fa0;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${label}</a></p>
<p style="font-size:13px;color:#5c5850">Or copy this link into your browser:<br><span style="word-break:break-all">${href}</span></p>`;
}

/** The sign-off line of every email. */
export const signOff = 'The Storyloom team';
