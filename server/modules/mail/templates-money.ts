/**
 * The money emails (docs/reference/money.md#emails): receipts, monthly statements, renewal reminders,
 * failed-renewal notices and cancellation confirmations. Built with template-kit.ts; every amount arrives
 * already formatted from integer cents by `formatUsd` (ADR 0003), every date by `formatDay`. They are
 * transactional (ADR 0040): no unsubscribe footer.
 */
import { button, type EmailContent, html, page, type SafeHtml, signOff } from './template-kit.js';

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A date as the emails write it: "November 26, 2026" (UTC, the ledger's calendar). */
export function formatDay(date: Date): string {
  return dayFormat.format(date);
}

/** One "label: value" line of a receipt or statement, in both parts. */
interface Line {
  label: string;
  value: string;
}

function textLines(lines: Line[]): string {
  return lines.map((l) => `${l.label}: ${l.value}`).join('\n');
}

function htmlTable(lines: Line[]): SafeHtml {
  const rows = lines.map(
    (l) =>
      html`<tr><td style="padding:4px 12px 4px 0;color:#5c5850">${l.label}</td><td style="padding:4px 0"><strong>${l.value}</strong></td></tr>`,
  );
  return html`<table style="border-collapse:collapse;margin:16px 0">${rows.reduce((all, row) => html`${all}${row}`, html``)}</table>`;
}

/** The shape shared by every money email: greeting, paragraphs, lines, one button, sign-off. */
function moneyEmail(v: {
  subject: string;
  name: string;
  paragraphs: string[];
  lines?: Line[];
  after?: string[];
  link: string;
  linkLabel: string;
}): EmailContent {
  const after = v.after ?? [];
  const text = [
    `Hello ${v.name},`,
    ...v.paragraphs,
    ...(v.lines ? [textLines(v.lines)] : []),
    ...after,
    `${v.linkLabel}: ${v.link}`,
    signOff,
  ].join('\n\n');
  const paragraphs = (list: string[]) => list.reduce((all, p) => html`${all}<p>${p}</p>`, html``);
  return {
    subject: v.subject,
    text: `${text}\n`,
    html: page(
      v.subject,
      html`<p>Hello ${v.name},</p>${paragraphs(v.paragraphs)}${v.lines ? htmlTable(v.lines) : html``}${paragraphs(after)}
${button(v.link, v.linkLabel)}<p>${signOff}</p>`,
    ),
  };
}

/** The receipt of one completed payment, to its payer. */
export function receipt(v: {
  name: string;
  authorName: string;
  item: string;
  amount: string;
  fee: string;
  authorShare: string;
  date: string;
  reference: string;
  isDemo: boolean;
  link: string;
}): EmailContent {
  return moneyEmail({
    subject: `Your Storyloom receipt: ${v.amount} to ${v.authorName}`,
    name: v.name,
    paragraphs: [`Thank you for supporting ${v.authorName}. This is your receipt.`],
    lines: [
      { label: 'Item', value: v.item },
      { label: 'Author', value: v.authorName },
      { label: 'Amount paid', value: v.amount },
      { label: 'Platform fee', value: v.fee },
      { label: "Author's share", value: v.authorShare },
      { label: 'Date', value: v.date },
      { label: 'Reference', value: v.reference },
    ],
    after: v.isDemo ? ['This was a demo payment: no money moved.'] : [],
    link: v.link,
    linkLabel: 'See your payments',
  });
}

/** An author's statement of one calendar month (UTC). */
export function statement(v: {
  name: string;
  month: string;
  gross: string;
  fees: string;
  earnings: string;
  shares: string | null;
  counts: Line[];
  link: string;
}): EmailContent {
  return moneyEmail({
    subject: `Your Storyloom earnings for ${v.month}`,
    name: v.name,
    paragraphs: [`Here is what you earned on Storyloom in ${v.month} (UTC).`],
    lines: [
      { label: 'Paid by readers', value: v.gross },
      { label: 'Platform fees', value: v.fees },
      ...(v.shares ? [{ label: 'Shares with collaborators', value: v.shares }] : []),
      { label: 'Your earnings', value: v.earnings },
      ...v.counts,
    ],
    link: v.link,
    linkLabel: 'Open your earnings',
  });
}

/** The reminder a few days before an auto-renewing subscription renews. */
export function renewalReminder(v: {
  name: string;
  tier: string;
  authorName: string;
  amount: string;
  date: string;
  link: string;
}): EmailContent {
  return moneyEmail({
    subject: `Your subscription to ${v.authorName} renews on ${v.date}`,
    name: v.name,
    paragraphs: [
      `Your ${v.tier} subscription to ${v.authorName} renews on ${v.date} for ${v.amount} a month.`,
      'Nothing to do if you want to keep it. To stop it, cancel before that date: you keep access until then.',
    ],
    link: v.link,
    linkLabel: 'Manage your subscriptions',
  });
}

/** A renewal that could not be charged, and what happens next. */
export function paymentFailed(v: {
  name: string;
  tier: string;
  authorName: string;
  amount: string;
  next: string;
  link: string;
}): EmailContent {
  return moneyEmail({
    subject: `We could not renew your subscription to ${v.authorName}`,
    name: v.name,
    paragraphs: [
      `The ${v.amount} renewal of your ${v.tier} subscription to ${v.authorName} could not be charged.`,
      v.next,
    ],
    link: v.link,
    linkLabel: 'Manage your subscriptions',
  });
}

/** The confirmation of a cancellation: access kept until the period's end. */
export function subscriptionCancelled(v: {
  name: string;
  tier: string;
  authorName: string;
  accessUntil: string;
  link: string;
}): EmailContent {
  return moneyEmail({
    subject: `Your subscription to ${v.authorName} is cancelled`,
    name: v.name,
    paragraphs: [
      `Your ${v.tier} subscription to ${v.authorName} is cancelled and will not renew.`,
      `Access until ${v.accessUntil}. Nothing more will be charged.`,
      'Changed your mind? Subscribe again before then and it simply continues.',
    ],
    link: v.link,
    linkLabel: 'Manage your subscriptions',
  });
}
