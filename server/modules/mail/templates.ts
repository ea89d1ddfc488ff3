/**
 * The account's emails (docs/reference/people.md#email): verification, password reset, and the notices
 * after a password or email change. Built with template-kit.ts.
 */
import { button, type EmailContent, html, page, signOff } from './template-kit.js';

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
