import path from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { verifyEmailViaOutbox } from './mail';

/** The shared book corpus beside the repo (never copied into it); CORPUS_DIR overrides. */
export const corpusDir = process.env.CORPUS_DIR ?? path.resolve(import.meta.dirname, '../../shared/corpus');

/** A path inside the corpus' books folder. */
export function corpusBook(fileName: string): string {
  return path.join(corpusDir, 'books', fileName);
}

export interface TestUser {
  email: string;
  password: string;
  username: string;
  displayName: string;
}

let counter = 0;

/** A user no other test (or earlier run on the same server) has: unique email and username. */
export function uniqueUser(prefix = 'e2e'): TestUser {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  const username = `${prefix}_${tag}`;
  return {
    email: `${username}@example.test`,
    password: 'correct-horse-42',
    username,
    displayName: `${prefix[0]!.toUpperCase()}${prefix.slice(1)} ${tag.slice(-4)}`,
  };
}

/** Saves a full-page screenshot into this test's folder under test-results/. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

/**
 * Signs a new user up through the real UI: splash -> "Start Writing Together" -> the form ->
 * "Create Account", and waits for the signed-in home ("Creator Hub").
 */
export async function signUpViaUi(page: Page, user: TestUser = uniqueUser()): Promise<TestUser> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Writing Together' }).click();
  await expect(page.getByRole('heading', { name: 'Join the Future of Writing' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('Display Name', { exact: true }).fill(user.displayName);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Creator Hub' })).toBeVisible();
  return user;
}

/**
 * Creates a user through POST /api/auth/signup on `api` (which then holds its session cookie) and
 * verifies the email with the link of the emailed message (docs/reference/people.md#email: unverified users
 * cannot send direct messages), unless `options.verified` is false.
 */
export async function signUpViaApi(
  api: APIRequestContext,
  user: TestUser = uniqueUser(),
  options: { verified?: boolean } = {},
): Promise<TestUser> {
  const response = await api.post('/api/auth/signup', { data: user });
  expect(response.status(), await response.text()).toBe(201);
  // The outbox of the server that answered (the Stripe-mode journey runs a server of its own).
  if (options.verified !== false)
    await verifyEmailViaOutbox(api, user.email, Number(new URL(response.url()).port));
  return user;
}

/**
 * Signs a new user up through the API with the page's own request context (cookies are shared with
 * the page) and opens the signed-in home.
 */
export async function signUp(page: Page, user: TestUser = uniqueUser()): Promise<TestUser> {
  await signUpViaApi(page.request, user);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Creator Hub' })).toBeVisible();
  return user;
}

/** A new user signed up in a browser context of their own (a second person in a journey). */
export async function newSignedInUser(
  browser: Browser,
  baseURL: string,
  prefix: string,
): Promise<{ page: Page; user: TestUser }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const user = await signUp(page, uniqueUser(prefix));
  return { page, user };
}

/** A separate API client with its own cookie jar (another person's session). */
export async function newApiClient(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL });
}

export interface CreatedStory {
  id: number;
  title: string;
  chapters: { id: number; title: string; orderIndex: number }[];
}

/** Creates a published story with chapters as the user signed in on `api`. */
export async function createStoryViaApi(
  api: APIRequestContext,
  story: { title: string; genre?: string; chapters: { title: string; content: string }[] },
): Promise<CreatedStory> {
  const created = await api.post('/api/stories', {
    data: {
      title: story.title,
      genre: story.genre ?? 'Mystery',
      summary: 'Created by the e2e suite.',
      chapters: story.chapters,
      isPublished: true,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  const chapters = await api.get(`/api/stories/${id}/chapters`);
  expect(chapters.ok()).toBe(true);
  return { id, title: story.title, chapters: await chapters.json() };
}

const sentences = [
  'The lamps along the quay were lit one by one, and each flame leaned toward the water as if listening.',
  'Nobody in the harbour town remembered who had first written the ledger, only that it must be kept.',
  'She counted the boats twice, because the numbers never agreed on the first attempt after dark.',
  'A gull settled on the railing, folded its grey wings and watched her with an unhurried yellow eye.',
  'Somewhere below the boards the tide worked at the pilings with a patient, sucking sound.',
  'Her grandfather had said the ledger was a promise rather than a record, and she had not understood him.',
  'The wind brought salt and tar and, faintly, the smell of bread from the bakery on Tanner Street.',
  'When the last lamp caught she closed the book, pressed her palm flat on its cover, and waited.',
];

/**
 * Deterministic prose of about `words` words in paragraphs of four sentences, each paragraph opening
 * with `label` so pages of different chapters are told apart.
 */
export function prose(label: string, words: number): string {
  const paragraphs: string[] = [];
  let count = 0;
  let index = 0;
  while (count < words) {
    const paragraph: string[] = [`${label}, part ${paragraphs.length + 1}.`];
    for (let i = 0; i < 4; i += 1) paragraph.push(sentences[index++ % sentences.length]!);
    const text = paragraph.join(' ');
    count += text.split(/\s+/).length;
    paragraphs.push(text);
  }
  return paragraphs.join('\n\n');
}

/** The full-screen overlay reader (a modal dialog named "Reader"). */
export function readerDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Reader' });
}

export interface ReaderPosition {
  chapter: number;
  chapters: number;
  page: number;
  pages: number;
}

/** Parses the footer counter ("Ch n/N", "Pg n/N"); null while the pages are still being measured. */
export async function readerPosition(reader: Locator): Promise<ReaderPosition | null> {
  const text = (await reader.locator('footer').textContent()) ?? '';
  const match = /Ch (\d+)\/(\d+)\s*Pg (\d+)\/(\d+)/.exec(text);
  if (!match) return null;
  const [chapter, chapters, page, pages] = match.slice(1).map(Number) as [number, number, number, number];
  return { chapter, chapters, page, pages };
}

/** Waits until the reader's counter is settled (pages measured) and returns it. */
export async function settledPosition(reader: Locator): Promise<ReaderPosition> {
  let position: ReaderPosition | null = null;
  await expect
    .poll(async () => {
      position = await readerPosition(reader);
      return position !== null;
    })
    .toBe(true);
  return position!;
}

/** The footer counter as a pattern: counterPattern(1, 2, 3, 4) matches "Ch 1/2" + "Pg 3/4"; omitted parts match any. */
export function counterPattern(chapter: number, chapters: number, page?: number, pages?: number): RegExp {
  const pg = page === undefined ? 'Pg \\d+\\/\\d+' : `Pg ${page}\\/${pages ?? '\\d+'}`;
  return new RegExp(`Ch ${chapter}\\/${chapters}\\s*${pg}`);
}

/**
 * Turns one page forward with `turn` (a click on Next or a key press) and waits for the counter to
 * show the expected next position: the next page, or page 1 of the next chapter after the last page.
 */
export async function turnPage(
  reader: Locator,
  from: ReaderPosition,
  turn: () => Promise<void>,
): Promise<ReaderPosition> {
  await turn();
  const isLastPage = from.page === from.pages;
  const expected = isLastPage
    ? counterPattern(from.chapter + 1, from.chapters, 1)
    : counterPattern(from.chapter, from.chapters, from.page + 1, from.pages);
  await expect(reader.locator('footer')).toHaveText(expected);
  return settledPosition(reader);
}
