import type { DemoStory } from './demo-story.js';

/** Original demo story: "The Overdue Book". */
export const theOverdueBook: DemoStory = {
  authorUsername: 'ada',
  title: 'The Overdue Book',
  genre: 'Mystery',
  summary:
    "When a bird guide is returned to Gullsby Library forty-one years overdue, with a note inside addressed to her, librarian Hattie Boswell is pulled back into the town's oldest unsolved theft.",
  tags: ['cozy-mystery', 'library', 'small-town'],
  setting: 'a seaside town library',
  isPublished: true,
  chapters: [
    {
      title: 'Returned Without Explanation',
      content: `The book came back on a Tuesday, which was the first odd thing, because nothing interesting has ever happened in Gullsby on a Tuesday.

I found it in the returns chute at a quarter to nine, lying on top of the usual overnight drift of picture books and paperback thrillers with sand in their spines. It was a small, fat, green cloth volume, A Field Guide to the Shorebirds of the Northern Coast, and it had the heavy, faintly sulky smell that books acquire when they have lived too long in an attic.

I knew before I opened it that it was one of ours. I have been librarian at Gullsby for thirty-one years, and a junior assistant for seven before that, and I can tell our old bindings across a room, the way a shepherd knows her own sheep. What I was not prepared for was the date-due slip pasted inside the front cover.

The last stamp on it, in faded purple ink, said 14 MAR 1983.

"Forty-one years overdue," said Priya, peering over my shoulder. Priya is sixteen and volunteers on Tuesdays and Thursdays, and has the kind of mind that does arithmetic without being asked. "What's the fine on that?"

"We stopped charging fines years ago," I said. "Before that it was capped at two pounds."

"Bargain," said Priya.

I turned the pages. The book was in fair condition, considering: a few brown spots, a water stain on the back board, a pressed sea-pink flattened between the pages on terns. And inside the back cover, where the old borrowers' pocket still held its little buff card, someone had tucked a folded sheet of blue notepaper.

I am not, by temperament, a person who reads other people's notes. Librarians find all sorts of things in returned books: shopping lists, love letters, bus tickets, and on one memorable occasion a rasher of bacon used as a bookmark. We put them in the lost property box and think no more about it.

But this note was addressed to me.

Mrs Boswell, it said, in careful capitals. I know you remember the cup. I know who took it. It wasn't me, whatever they said. Page 112. I'm sorry it took so long.

It wasn't signed.

I sat down rather suddenly on the returns trolley, which is not designed for sitting, and Priya asked if I was all right, and I said of course I was, and she looked at me with the frank disbelief of the young.

Because I did remember the cup. Everyone in Gullsby over the age of fifty remembered the cup. The Gullsby Regatta Cup, solid silver, a hundred and twenty years old, which had stood in a glass case in the library foyer every winter between races, until one night in March 1983 it did not. No broken glass. No forced lock. No cup. The police came from the county town, asked a great many questions, and went away again with no answers, and in the end the town simply stopped talking about it, the way towns do.

I slid the buff card out of its pocket and read the last name written there, in a child's round, careful pencil.

R. Fennimore.`,
    },
    {
      title: 'Page One Hundred and Twelve',
      content: `Rupert Fennimore had been twelve years old in March 1983. He was fifty-three now, and the harbourmaster, and the grumpiest man in Gullsby by a margin that was not close.

I remembered him as a boy, too, which is the curse of a long career in a small town. A thin, serious child who read everything we had about boats and birds and nothing else whatsoever, and who had been, for about a fortnight in the spring of 1983, the town's chief suspect. His mother had been the library cleaner. She had keys. He had been seen in the foyer after closing. Nothing was ever proved, but in Gullsby nothing ever needs to be.

His mother moved them both away that summer. He came back, alone, twenty years later, and had never once set foot in the library since.

"So he's the one who returned it," Priya said.

"Perhaps," I said. "Let's not decide that yet. Deciding too early is how they got it wrong the first time."

We turned to page 112 together.

It was the oystercatcher: a handsome black and white bird with a long orange bill, painted in slightly startled watercolour. Someone had drawn a neat pencil circle around its feet. And in the margin beside it, in that same round child's hand, were written five small figures.

942.73

Priya frowned. "A grid reference?"

"Not quite," I said, and felt something stir in me that I had not felt in a long while, something I can only describe as the pleasure of being exactly the right person in exactly the right place. "It's a class mark. Dewey decimal. The nine hundreds are history and geography. Nine forty-two is British history, and the decimals narrow it down to a region." I stood up. "Ours, as it happens. Local history. Back room, third bay."

The local history section at Gullsby is not, I admit, our most visited. It lives in the back reading room behind the large-print romances, a dim place of parish registers and privately printed memoirs and tide tables nobody has consulted in decades. The shelf at 942.73 held eleven books. I took them down one by one and shook them, gently, over the reading table.

The ninth was a slim history of the Gullsby lifeboat, published by the parish in 1979. When I lifted it, it was heavier on one side than the other.

Inside the back cover, beneath the pocket, someone had cut a neat rectangle into the pasteboard and fitted something into it, then covered it over with a second pocket so carefully that nobody, in forty-one years of not reading the book, had noticed.

I eased it out with my letter knife.

A small iron key, old-fashioned, with a bow shaped like a clover leaf. Tied to it with a length of faded red thread was a paper tag, and on the tag, in capitals: M.C.

"What's M.C.?" Priya asked.

I didn't answer straight away. I was looking across the reading room at the tall oak map cabinet in the corner, with its twelve shallow drawers and its single brass keyhole, which had been locked for as long as Priya had been alive, and for a good while before that. The key had been lost, we always said. Lost years ago. Nobody could quite remember when.`,
    },
    {
      title: 'The Map Cabinet',
      content: `I should say, before I go any further, that I did think about telephoning someone. The police, perhaps, or the library committee, or at the very least Rupert Fennimore, who had a better claim than anyone to know what was in that cabinet.

I thought about it for almost a full minute. Then I put the key in the lock.

It turned as if it had been waiting to. Forty-one years of salt air should have rusted it solid, but the cabinet had been built by someone who understood oak and brass, and the mechanism gave with a soft, satisfied click, like a person settling into a favourite chair.

Priya held the torch. I opened the drawers one at a time, from the top.

Maps, mostly. Of course they were maps. Hand-drawn charts of the harbour from before the breakwater was built. An estate plan of the old Carrow farm on the cliff road. A surveyor's sketch of the lighthouse with its measurements pencilled in feet and inches. A treasure map, which turned out on inspection to have been drawn by a child in crayon and labelled, with great confidence, PIRATES. Priya photographed everything, and I made a note to catalogue the lot, because whatever else happened that afternoon I was still a librarian.

The cup was not in any of them. I had not truly expected it to be. A silver cup that size does not hide in a drawer two inches deep.

But in the eleventh drawer, lying on top of a chart of the sandbanks, there was a brown envelope, and in the envelope there was a photograph.

It was a square colour print of the kind everyone's parents kept in shoeboxes, its colours gone warm and orange with age. It had been taken at night, through the library's front window, from the street. The flash had bounced off the glass and left a white star in one corner, but the picture was clear enough. It showed the foyer. It showed the glass display case, with its little brass lock and the empty place on its velvet shelf where, a moment before, something had stood.

And it showed a figure walking away from the case toward the back of the building, with something large and round and wrapped in a blanket held against its chest.

You could not see the figure's face. It had its back to the camera. But you could see what it was wearing, quite clearly, because the flash had lit it up like a lamp. A long cardigan, knitted in thick cream wool, with a band of little blue fish swimming around the hem.

I knew that cardigan very well. I had knitted it myself, the winter I turned twenty-five, over eleven weeks of evenings, from a pattern I had invented and never written down. There had never been another like it in Gullsby. There had never been another like it anywhere.

"Mrs Boswell?" said Priya. "You've gone a funny colour."

I had worn that cardigan to work every day for a year. There had been exactly one night, in the spring of 1983, when I had not, because I had lent it to somebody who was cold and had a long walk home.

M.C., said the tag on the key.

Maud Carrow. My little sister, before she married. Who had lived in Gullsby all her life, three streets from this very room, and who was, as far as I knew, at home at that moment, baking scones for Saturday's church fair.`,
    },
  ],
};
