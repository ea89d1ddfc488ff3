/**
 * The notification emails (docs/reference/people.md#email): one notification at once, a new chapter,
 * and the daily digest. Built with template-kit.ts; every one ends with the footer that unsubscribes
 * from its category in one click and links to the notification settings (RFC 8058, ADR 0037).
 */
import { button, type EmailContent, html, page, SafeHtml, signOff } from './template-kit.js';

/** Several pieces of HTML as one. */
const joined = (parts: SafeHtml[]) => new SafeHtml(parts.map((part) => part.value).join(''));

/** The links of every notification email's footer. */
export interface NotifyFooter {
  /** What the unsubscribe link stops, in words ("Emails about new chapters"). */
  topic: string;
  /** The /unsubscribe page for this email's category. */
  unsubscribeLink: string;
  /** The notification settings (/settings). */
  settingsLink: string;
}

function footerText(f: NotifyFooter): string {
  return `--
You get this email because of your notification settings.
Stop these (${f.topic.toLowerCase()}): ${f.unsubscribeLink}
All notification settings: ${f.settingsLink}`;
}

function footerHtml(f: NotifyFooter): SafeHtml {
  return html`<hr style="border:none;border-top:1px solid #e5e1d8;margin:24px 0 12px">
<p style="font-size:13px;color:#5c5850">You get this email because of your notification settings.
<a href="${f.unsubscribeLink}" style="color:#5c5850">Unsubscribe from ${f.topic.toLowerCase()}</a> ·
<a href="${f.settingsLink}" style="color:#5c5850">Notification settings</a></p>`;
}

/** One email: the text and HTML parts around the same values, with the greeting, sign-off and footer. */
function compose(
  subject: string,
  v: { name: string; footer: NotifyFooter },
  text: string,
  body: SafeHtml,
): EmailContent {
  return {
    subject,
    text: `Hello ${v.name},\n\n${text}\n\n${signOff}\n\n${footerText(v.footer)}\n`,
    html: page(subject, html`<p>Hello ${v.name},</p>${body}<p>${signOff}</p>${footerHtml(v.footer)}`),
  };
}

/** Any notification by email: its title as the subject, its body, and a button to its page. */
export function notificationEmail(v: {
  name: string;
  title: string;
  body: string;
  link: string;
  footer: NotifyFooter;
}): EmailContent {
  const text = [v.title, v.body, `Open it on Storyloom: ${v.link}`].filter(Boolean).join('\n\n');
  const body = html`<p><strong>${v.title}</strong></p>${v.body ? html`<p>${v.body}</p>` : html``}
${button(v.link, 'Open on Storyloom')}`;
  return compose(v.title, v, text, body);
}

/**
 * A new chapter (or post): its title, and either its opening paragraphs (`opening`, only when the
 * reader may read it in full; an ellipsis when it `continues`) or the reason it is not in the email
 * (`lockedFor`, e.g. "for subscribers"), then the link to read it.
 */
export function newWorkEmail(v: {
  name: string;
  subject: string;
  heading: string;
  opening: string[] | null;
  continues: boolean;
  lockedFor: string | null;
  link: string;
  footer: NotifyFooter;
}): EmailContent {
  const more = v.opening && v.continues ? '…' : '';
  const lock = v.lockedFor ? `This one is ${v.lockedFor}: read it on Storyloom.` : 'Read it on Storyloom.';
  const text = [v.heading, ...(v.opening ?? []), more, `${lock}\n${v.link}`].filter(Boolean).join('\n\n');
  const opening = v.opening
    ? html`<blockquote style="margin:16px 0;padding-left:12px;border-left:3px solid #e5e1d8">${joined(
        v.opening.map((p) => html`<p>${p}</p>`),
      )}${more ? html`<p>…</p>` : html``}</blockquote>`
    : html``;
  const body = html`<p><strong>${v.heading}</strong></p>${opening}<p>${lock}</p>
${button(v.link, 'Read it on Storyloom')}`;
  return compose(v.subject, v, text, body);
}

/** One line of the digest: a notification's title and the absolute link to it. */
export interface DigestItem {
  title: string;
  link: string;
}

/** The daily digest of `day` (YYYY-MM-DD, UTC): titles and links only, `more` left unlisted. */
export function digestEmail(v: {
  name: string;
  day: string;
  items: DigestItem[];
  more: number;
  notificationsLink: string;
  footer: NotifyFooter;
}): EmailContent {
  const count = v.items.length + v.more;
  const subject = `Your Storyloom digest: ${count} update${count === 1 ? '' : 's'}`;
  const rest = v.more > 0 ? `And ${v.more} more: ${v.notificationsLink}` : '';
  const text = [
    `Here is what happened on ${v.day} (UTC):`,
    v.items.map((item) => `- ${item.title}\n  ${item.link}`).join('\n'),
    rest,
  ]
    .filter(Boolean)
    .join('\n\n');
  const body = html`<p>Here is what happened on ${v.day} (UTC):</p>
<ul>${joined(v.items.map((item) => html`<li style="margin:6px 0"><a href="${item.link}">${item.title}</a></li>`))}</ul>
${v.more > 0 ? html`<p><a href="${v.notificationsLink}">And ${String(v.more)} more</a></p>` : html``}`;
  return compose(subject, v, text, body);
}
