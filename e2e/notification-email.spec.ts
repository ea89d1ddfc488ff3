import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { createStoryViaApi, newApiClient, newSignedInUser, signUpViaApi, snap, uniqueUser } from './fixtures';
import { waitForEmail } from './mail';

/**
 * docs/reference/people.md#notifications and #email at 390x844: a reader chooses a type's email in
 * Settings (Daily digest, then back to Immediately); follows an author with the Follow button, and the
 * author's new chapter arrives by email
 * with a one-click unsubscribe link; opening that link shows what would stop and changes nothing until
 * the button is pressed; then Settings shows the type's email Off.
 */
test('email choices in Settings, a new-chapter email, and its unsubscribe link', async ({
  browser,
  baseURL,
}) => {
  const { page, user: reader } = await newSignedInUser(browser, baseURL!, 'mailreader');
  const authorApi = await newApiClient(baseURL!);
  const author = uniqueUser('mailauthor');
  await signUpViaApi(authorApi, author);
  const story = await createStoryViaApi(authorApi, {
    title: `Letters ${Date.now().toString(36)}`,
    chapters: [{ title: 'The First Letter', content: 'It began with a letter under the door. '.repeat(30) }],
  });
  // Follow the author for free, on the author page.
  await page.goto(`/author/${author.username}`);
  const followed = page.waitForResponse(
    (r) => r.url().endsWith(`/api/authors/${author.username}/follow`) && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  expect((await followed).ok()).toBe(true);
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Settings: the type's email to the daily digest and back, saved on the server each time.
  await page.goto('/settings');
  const email = page.getByRole('combobox', { name: 'New chapters: email' });
  await expect(email).toHaveValue('immediate');
  const saved = async () =>
    (
      (await (await page.request.get('/api/user/notification-preferences')).json()) as {
        type: string;
        email: string;
      }[]
    ).find((p) => p.type === 'new_chapter')?.email;
  await email.selectOption({ label: 'Daily digest' });
  await expect.poll(saved).toBe('digest');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'New chapters: email' })).toHaveValue('digest');
  await page.getByRole('combobox', { name: 'New chapters: email' }).selectOption({ label: 'Immediately' });
  await expect.poll(saved).toBe('immediate');
  await snap(page, 'notification-settings');
  await expectAccessible(page, '/settings notifications');

  // A new chapter: the email carries the RFC 8058 headers.
  const added = await authorApi.post('/api/chapters', {
    data: {
      storyId: story.id,
      title: 'The Second Letter',
      content: 'The second letter was shorter. '.repeat(30),
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const mail = await waitForEmail(reader.email, `New chapter in ${story.title}`);
  const lines = new Map(mail.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()]));
  expect(lines.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const target = /^<(https?:\/\/[^>]+)>$/.exec(lines.get('list-unsubscribe') ?? '')?.[1];
  expect(target, lines.get('list-unsubscribe')).toBeTruthy();
  const token = new URL(target!).searchParams.get('token')!;
  expect(mail.text).toContain('The second letter was shorter.'); // a public story: its opening

  // The link opened in a browser (signed out, as from a mail app): a page that asks first.
  const visitor = await browser.newContext({ baseURL });
  const linkPage = await visitor.newPage();
  await linkPage.goto(`/api/email/unsubscribe?token=${encodeURIComponent(token)}`);
  await expect(linkPage).toHaveURL(/\/unsubscribe\?token=/);
  await expect(linkPage.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await expect(linkPage.getByText('emails about new chapters')).toBeVisible();
  expect(await saved()).toBe('immediate'); // opening the link changed nothing
  await expectAccessible(linkPage, '/unsubscribe');
  await linkPage.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(linkPage.getByRole('status')).toContainText('Emails about new chapters are off.');
  await snap(linkPage, 'unsubscribed');
  await expect(linkPage.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
    'href',
    '/settings',
  );
  await visitor.close();

  // Settings shows it off.
  await page.goto('/settings');
  await expect(page.getByRole('combobox', { name: 'New chapters: email' })).toHaveValue('off');
  await expect(page.getByRole('checkbox', { name: 'New chapters: in app' })).toBeChecked();
});
