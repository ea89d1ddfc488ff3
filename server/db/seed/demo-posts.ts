import type { PostAudience } from '../../../contract/posts.js';

/**
 * The demo authors' posts (docs/reference/people.md#posts), oldest first: a poll for everyone, a note for
 * one tier and up, and one for followers, so the author page's Posts tab, the post page and a
 * follower's home feed show each kind. `tier` names a tier of demo-tiers.ts.
 */
export const demoPosts: {
  authorUsername: 'ada' | 'tomas';
  title: string;
  body: string;
  audience: PostAudience;
  tier?: string;
  poll?: string[];
}[] = [
  {
    authorUsername: 'tomas',
    title: 'Two weeks on the night ferry',
    body: 'I am taking the ferry the story is named after, notebook in hand.\n\nThe next chapter of Static on Channel Nine comes out when I am back. Thank you for waiting with me.',
    audience: 'followers',
  },
  {
    authorUsername: 'ada',
    title: 'Which door should open next?',
    body: 'The Ninth Door has three endings in my drafts. Vote for the one you want first; the poll decides the order, not the ending.',
    audience: 'public',
    poll: ['The door under the stairs', 'The door in the lighthouse', 'The door that was never built'],
  },
  {
    authorUsername: 'ada',
    title: 'A letter from the writing desk',
    body: "This month I rewrote the bell scene four times.\n\nPatrons get the second draft attached to next week's chapter: tell me which lines you would keep.",
    audience: 'tier',
    tier: 'Patron',
  },
];

/** The welcome note of each demo tier with one (`author/tier name` → note). */
export const demoWelcomeNotes: Record<string, string> = {
  'ada/Reader': 'Welcome in! Every subscriber-only story is open to you now. New chapters land on Fridays.',
  'ada/Patron':
    'Thank you for becoming a Patron. You will find a letter from the writing desk in my posts each month, and your vote counts double in my polls.',
  'tomas/Night Owl': 'Welcome, night owl. The lights are low and the next story is already on the desk.',
};
