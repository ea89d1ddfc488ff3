import type { DemoStory } from './demo-story.js';

/** Original demo story: "Letters from the Night Ferry" (for Tomas's subscribers; chapter 1 free). */
export const lettersFromTheNightFerry: DemoStory = {
  authorUsername: 'tomas',
  title: 'Letters from the Night Ferry',
  genre: 'Romance',
  summary:
    'A ferry purser and a night-shift nurse share a locker on the last boat across the bay, and a correspondence neither of them meant to start.',
  tags: ['letters', 'slow-burn', 'sea'],
  setting: 'the 23:40 ferry across a northern bay',
  isPublished: true,
  access: { accessLevel: 'subscribers', freeChapters: 1 },
  chapters: [
    {
      title: 'Locker Nineteen',
      content: `The 23:40 ferry has twenty-four lockers on the car deck, and every one of them sticks except number nineteen.

Marit found that out in her first week as purser, and she found out something else in her second: number nineteen was already in use. Every night when the ferry docked on the far side, there was a thermos in it, a folded paper bag and a library book with a bus ticket for a bookmark. Every morning, when the boat came back, they were gone.

She should have reported it. Lockers are for passengers, and passengers are supposed to take their things with them. Instead, on the ninth night, she left a note under the thermos.

To whoever owns this locker: the book you are reading has a twist on page 212 and it is not worth it. Sorry. Also your thermos leaks. The purser.

The next night the thermos had a new rubber seal, and under it there was a reply on the back of a hospital vending-machine receipt.

To the purser: I had just got to page 211. I hope you are proud of yourself. I am a nurse, I work nights at the Harbour General, and this locker is the only place on earth where nobody asks me for anything. Please do not spoil anything else. N.

Marit read it twice on the car deck, in the diesel-smelling wind, and found she was smiling.`,
    },
    {
      title: 'Page 212',
      content: `They wrote every night after that.

Not long letters, at first. A line about the weather in the bay, which was always the same and always worth mentioning. A line about the patient in bed four who sang sea shanties in his sleep. A recommendation for a better book, and then, when N. had finished it, a long, furious, delighted argument about its ending that ran across five receipts and the inside of a sugar packet.

Marit learned that N. took the ferry because the bus along the coast road took an hour longer and she liked to sleep those sixty minutes away in the lounge with her coat over her head. N. learned that Marit had grown up on an island with no trees and had never seen a forest until she was fourteen.

They never met. It seemed, without either of them saying so, to be a rule. The 23:40 carried four hundred people on a busy night, and any one of the tired women in nurse's shoes asleep under a coat could have been her.

Then, one night in February, locker nineteen was empty. No thermos, no book. Only a note, in handwriting that was shakier than usual.

Not taking the ferry for a while. Don't spoil anything. N.`,
    },
    {
      title: 'The Last Crossing',
      content: `It was three weeks before Marit went to the Harbour General. She told herself she was going for a cough.

She did not know N.'s name. She knew her handwriting, her opinions about the endings of novels and that she hated tinned peaches, which is not much to ask a hospital receptionist about. In the end she simply walked the corridors at ten at night, when the shifts changed, and looked at the nurses' shoes.

She found her on the fourth floor, sitting on a plastic chair outside a ward with her arm in a sling, doing a crossword with her left hand and getting it wrong.

"Seven down is 'purser'," said Marit.

N. looked up. She had a tired face, a kind one, with a bruise along the jaw that was going yellow at the edges. "I fell off my bike," she said. "On the coast road. Turns out the ferry is safer." Then she looked properly, and her pen stopped. "You're early. You were supposed to spoil the ending."

"I brought you something," Marit said, and held out a thermos with a brand-new rubber seal.`,
    },
  ],
};
