/**
 * Every email Storyloom sends, each as a subject, a plain-text part and an HTML part built from the same
 * values (docs/reference/people.md#email). Plain TypeScript: `html` escapes every interpolated value, so
 * a display name cannot inject markup (ADR 0036 says why no template engine).
 */

/** One email's content: the subject line and its two alternative parts (RFC 2046 multipart/alternative). */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** A string already safe to place in HTML. */
class SafeHtml {
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
function html(strings: TemplateStringsArray, ...values: (string | SafeHtml)[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += (value instanceof SafeHtml ? value.value : escapeHtml(value)) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

function page(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>
<body style="margin:0;padding:24px;background:#f6f4ef;font-family:Georgia,serif;color:#1f1d1a">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
<p style="font-size:20px;margin:0 0 16px">Storyloom</p>
${body}
</div></body></html>
`.value;
}

function button(href: string, label: string): SafeHtml {
  return html`<p style="margin:24px 0"><a href="${href}" style="background:#6b3fa0;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${label}</a></p>
<p style="font-size:13px;color:#5c5850">Or copy this link into your browser:<br><span style="word-break:break-all">${href}</span></p>`;
}

const signOff = 'The Storyloom team';

/** "Verify your email": the link verifies `email` for 7 days. */
export function verifyEmail(v: { name: string; email: string; link: string }): EmailContent {
  const subject = 'Verify your email for Storyloom';
  return {
    subject,
    text: `Hello ${v.name},

Please confirm that ${v.email} is your email address by opening this link:

${v.link}

The link works once and expires in 7 days. Until you verify, you can read and write but not send direct messages.
If you did not create a Storyloom account, ignore this email.

${signOff}
`,
    html: page(
      subject,
      html`<p>Hello ${v.name},</p><p>Please confirm that <strong>${v.email}</strong> is your email address.</p>
${button(v.link, 'Verify my email')}
<p>The link works once and expires in 7 days. Until you verify, you can read and write but not send direct messages.</p>
<p>If you did not create a Storyloom account, ignore this email.</p><p>${signOff}</p>`,
    ),
  };
}

/** "Reset your password": the link sets a new password, once, within 1 hour. */
export function passwordReset(v: { name: string; link: string }): EmailContent {
  const subject = 'Reset your Storyloom password';
  return {
    subject,
    text: `Hello ${v.name},

Someone asked to reset the password of your Storyloom account. To choose a new password, open this link:

${v.link}

The link works once and expires in 1 hour. If you did not ask for this, ignore this email: your password stays as it is.

${signOff}
`,
    html: page(
      subject,
      html`<p>Hello ${v.name},</p><p>Someone asked to reset the password of your Storyloom account.</p>
${button(v.link, 'Choose a new password')}
<p>The link works once and expires in 1 hour. If you did not ask for this, ignore this email: your password stays as it is.</p>
<p>${signOff}</p>`,
    ),
  };
}

/** The notice after a reset: the password changed and every session was signed out. */
export function passwordChanged(v: { name: string; forgotLink: string }): EmailContent {
  const subject = 'Your Storyloom password was changed';
  return {
    subject,
    text: `Hello ${v.name},

The password of your Storyloom account was just changed with a reset link, and every device was signed out.

If this was not you, reset your password now and check your email account's security:

${v.forgotLink}

${signOff}
`,
    html: page(
      subject,
      html`<p>Hello ${v.name},</p><p>The password of your Storyloom account was just changed with a reset link, and every device was signed out.</p>
<p>If this was not you, reset your password now and check your email account's security.</p>
${button(v.forgotLink, 'Reset my password')}<p>${signOff}</p>`,
    ),
  };
}

/** The notice to the OLD address after an email change (OWASP Authentication Cheat Sheet). */
export function emailChanged(v: { name: string; newEmail: string; forgotLink: string }): EmailContent {
  const subject = 'Your Storyloom email was changed';
  return {
    subject,
    text: `Hello ${v.name},

The email address of your Storyloom account was changed to ${v.newEmail}. Emails now go to that address.

If this was not you, reset your password at once:

${v.forgotLink}

${signOff}
`,
    html: page(
      subject,
      html`<p>Hello ${v.name},</p><p>The email address of your Storyloom account was changed to <strong>${v.newEmail}</strong>. Emails now go to that address.</p>
<p>If this was not you, reset your password at once.</p>
${button(v.forgotLink, 'Reset my password')}<p>${signOff}</p>`,
    ),
  };
}
