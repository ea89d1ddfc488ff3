import { expect, test } from '@playwright/test';
import { createStoryViaApi, newSignedInUser, prose, snap } from './fixtures';

/**
 * docs/reference/stories.md#collaborators: an owner invites a second writer as co-author on the story's
 * Manage tab; the invitation reaches the co-author (notification, then Library > Collaborations), who
 * accepts, adds and publishes a chapter through the chapter editor, and both names show on the story page.
 */
test('an owner invites a co-author who accepts, writes a chapter, and shares the byline', async ({
  browser,
  baseURL,
}) => {
  const owner = await newSignedInUser(browser, baseURL!, 'ada');
  const coauthor = await newSignedInUser(browser, baseURL!, 'ben');
  const tag = Date.now().toString(36);
  const story = await createStoryViaApi(owner.page.request, {
    title: `The Two Lanterns ${tag}`,
    chapters: [{ title: 'The First Lantern', content: prose('First', 120) }],
  });

  // The owner invites Ben on the Manage tab; a wrong username is answered next to the field.
  const ownerPage = owner.page;
  await ownerPage.goto(`/reading/${story.id}?tab=manage`);
  const team = ownerPage.getByRole('region', { name: 'Collaborators' });
  await expect(team.getByText('No collaborators yet.')).toBeVisible();
  await team.getByLabel('Username').fill(`nobody_${tag}`);
  await team.getByRole('button', { name: 'Send invitation' }).click();
  await expect(team.getByRole('alert')).toContainText(`No one is called @nobody_${tag}`);
  await team.getByLabel('Username').fill(`@${coauthor.user.username}`);
  await team.getByLabel('Role').selectOption('coauthor');
  await team.getByLabel('Share % (optional)').fill('25');
  await team.getByRole('button', { name: 'Send invitation' }).click();
  const row = team.getByRole('listitem').filter({ hasText: coauthor.user.username });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Co-author');
  await expect(row).toContainText('Share 25 %');
  await row.scrollIntoViewIfNeeded();
  await snap(ownerPage, '01-owner-invited');

  // Ben opens the invitation from his notifications and lands on Library > Collaborations.
  const page = coauthor.page;
  await page.goto('/notifications');
  await page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('link', { name: new RegExp(`invited you to co-write .${story.title}`) })
    .click();
  await expect(page).toHaveURL(/\/library#collaborations$/);
  const collaborations = page.getByRole('region', { name: 'Collaborations' });
  const invitation = collaborations.getByRole('listitem').filter({ hasText: story.title });
  await expect(invitation).toContainText('invites you as Co-author');
  await expect(collaborations).toBeInViewport();
  await snap(page, '02-invitation-in-library');
  await invitation.getByRole('button', { name: 'Accept' }).click();
  const link = collaborations.getByRole('link', { name: story.title });
  await expect(link).toBeVisible();
  await snap(page, '03-accepted');

  // As co-author, Ben reaches the Manage tab without the owner's controls and adds a chapter.
  await link.click();
  await expect(page.getByRole('heading', { name: story.title, level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Manage' }).click();
  await expect(page.getByRole('button', { name: 'Leave story' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Publish|Unpublish)$/ })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Community voting' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
  await snap(page, '04-coauthor-manage-tab');
  await page.getByRole('button', { name: 'New Chapter' }).click();
  await expect(page).toHaveURL(new RegExp(`/create-chapter/${story.id}$`));
  await page.getByLabel('Chapter Title').fill('The Second Lantern');
  await page.getByLabel('Content').fill(prose('Second', 120));
  await page.getByRole('button', { name: 'Create Chapter' }).click();
  await expect(page).toHaveURL(new RegExp(`/reading/${story.id}\\?tab=manage$`));
  await expect(page.getByRole('heading', { name: /The Second Lantern/ })).toBeVisible();

  // Both names on the story page, and the new chapter in the readers' list.
  const ownerName = owner.user.displayName;
  const benName = coauthor.user.displayName;
  await ownerPage.goto(`/reading/${story.id}`);
  const byline = ownerPage.getByText(/^by /).first();
  await expect(byline).toHaveText(`by ${ownerName} & ${benName}`);
  await expect(byline.getByRole('link', { name: benName })).toHaveAttribute(
    'href',
    `/author/${coauthor.user.username}`,
  );
  await expect(ownerPage.getByText('2 chapters').first()).toBeVisible();
  await ownerPage.getByRole('tab', { name: 'Manage' }).click();
  await expect(ownerPage.getByRole('heading', { name: /The Second Lantern/ })).toBeVisible();
  await expect(
    ownerPage
      .getByRole('region', { name: 'Collaborators' })
      .getByRole('listitem')
      .filter({ hasText: 'Accepted' }),
  ).toHaveCount(1);
  await ownerPage.getByRole('region', { name: 'Collaborators' }).scrollIntoViewIfNeeded();
  await snap(ownerPage, '05-owner-sees-team');

  // A reader sees the shared byline and the new chapter; Ben's author page lists the story.
  const reader = await browser.newContext({ baseURL });
  const readerPage = await reader.newPage();
  await readerPage.goto(`/reading/${story.id}`);
  await expect(readerPage.getByText(`by ${ownerName} & ${benName}`)).toBeVisible();
  await expect(readerPage.getByText('The Second Lantern').first()).toBeVisible();
  await snap(readerPage, '06-reader-story-page');
  await readerPage.goto(`/author/${coauthor.user.username}`);
  await readerPage.getByRole('tab', { name: 'Stories' }).click();
  await expect(readerPage.getByRole('link', { name: story.title })).toBeVisible();
  await snap(readerPage, '07-coauthor-author-page');

  // Tablet: the owner's team section at 820x1180.
  await ownerPage.setViewportSize({ width: 820, height: 1180 });
  await ownerPage.getByRole('region', { name: 'Collaborators' }).scrollIntoViewIfNeeded();
  await snap(ownerPage, '08-tablet-collaborators');
  await reader.close();
});
