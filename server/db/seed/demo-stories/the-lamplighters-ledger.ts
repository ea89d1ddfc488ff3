import type { DemoStory } from './demo-story.js';

/** Original demo story: "The Lamplighter's Ledger" (premium: bought once; chapter 1 free). */
export const theLamplightersLedger: DemoStory = {
  authorUsername: 'ada',
  title: "The Lamplighter's Ledger",
  genre: 'Fantasy',
  summary:
    'Every lamp in the city of Vell is paid for with a memory. When the new lamplighter finds a debt in the ledger that nobody remembers owing, the streets start going dark one by one.',
  tags: ['city', 'magic', 'debts'],
  setting: 'the lamplit canal city of Vell',
  isPublished: true,
  access: { accessLevel: 'premium', individualPrice: '2.99', freeChapters: 1 },
  chapters: [
    {
      title: 'The First Wick',
      content: `In Vell, the lamps are not lit with oil. They are lit with remembering.

Odile learned the trade from her grandmother, who learned it from hers. You climb the ladder at dusk, you open the little glass door, and you hold a memory against the wick until it catches: the smell of bread on a winter morning, the weight of a sleeping cat, the first time someone said your name kindly. The lamp burns all night on it, and in the morning the memory is gone from you, soft as a coin worn smooth.

The city pays you back, of course. That is what the ledger is for. Every memory you spend is written down in brown ink, and once a year the Guild of Lamps returns what it can: a stranger's happy afternoon, a song you never heard, a summer by the sea in a town you have never visited. It is not the same. Nobody pretends it is the same. But the streets are bright, and the canals shine, and nobody in Vell has been robbed after dark for two hundred years.

On her first night alone, Odile lit forty-one lamps along the Tallow Canal. On her way home she opened the ledger to write them down, and found a line that was already there, in ink that was still wet.

Owed by the lamplighter of the Tallow Canal: one memory of the name of your mother.

Odile stood under the last lamp for a long time. She could remember her mother's face, her hands, the way she hummed while she peeled apples. She could not, however hard she tried, remember what anyone had ever called her.`,
    },
    {
      title: 'Brown Ink',
      content: `The Guild of Lamps keeps its office above a chandler's shop, up a staircase so narrow that the clerks go up it sideways. The Master of the Ledger was a small, tidy man with ink on both thumbs, and he did not look up when Odile put the book down on his desk.

"A debt I never made," she said. "Written before I lit a single lamp."

He turned the ledger towards him with one finger and read the line twice. Then he closed the book very gently, the way you close a door on a sleeping child.

"Debts are written when they are owed," he said, "not when they are made. The ink knows before we do. That is rather the point of ink."

"Then who owes it?"

"You do, lamplighter. It says so." He slid the book back. "Pay it, and the Tallow Canal stays bright. Refuse, and it goes dark, lamp by lamp, until the debt is settled some other way."

That night Odile climbed the first ladder and held her grandmother's laugh against the wick, because it was the dearest thing she could spare, and the lamp would not take it. The flame leaned away from her hand as if it were ashamed.

By midnight six lamps on the Tallow Canal had gone out. In the dark between them, something walked along the towpath, slowly, counting the doors.`,
    },
    {
      title: 'What the Dark Collects',
      content: `It was not a thief. Odile saw that at once, when it stopped in front of her in the blackness between the sixth lamp and the seventh. Thieves want things. This wanted to be remembered.

It had her grandmother's way of standing, with one hand on the small of its back. It had her mother's apple-peeling hum. It had a hundred other people's gestures too, stitched together out of every memory the lamps of Vell had ever burned, and in the middle of its face, where a name should have been, there was nothing at all.

"You are what we spend," Odile said.

"I am what you spent," it said, in a voice made of many voices. "Two hundred years of bright streets. Someone has to carry the dark."

She understood then why the debt had been written in her name. Not because she owed it, but because she was the first lamplighter in two hundred years to open the ledger and read it.

Odile took the pen out of her pocket, the guild's pen with its brown ink, and she wrote a new line under the old one: Owed by the city of Vell, to everything it has forgotten: one name each.

The ink did not dry. It began, very slowly, to spread.`,
    },
  ],
};
