import type { DemoStory } from './demo-story.js';

/** Original demo story: "The Umbrella Exchange". */
export const theUmbrellaExchange: DemoStory = {
  authorUsername: 'tomas',
  title: 'The Umbrella Exchange',
  genre: 'Romance',
  summary:
    "A piano tuner and a translator accidentally swap identical yellow umbrellas at a rainy tram stop and begin trading notes. Neither knows the other's name, or just how close to home the other one lives.",
  tags: ['meet-cute', 'letters', 'rainy-city', 'slow-burn'],
  setting: 'a rain-soaked harbour city',
  isPublished: true,
  chapters: [
    {
      title: 'Mustard Yellow',
      content: `It rains in Port Alder the way other cities have traffic: constantly, loudly, and with a faint air of personal grievance.

June Okafor has lived here for three years and has learned the rules. You do not trust a blue sky before noon. You do not wear suede. And you buy a good umbrella, a serious umbrella, an umbrella with opinions, because the wind that comes off the harbour in October will turn a cheap one inside out and carry it off toward the lighthouse like a startled crow.

Her umbrella is mustard yellow, with a carved wooden handle shaped like a duck's head. She bought it at the Saturday market from a woman who swore it was the only one of its kind, and June loves it with the uncomplicated love she otherwise reserves for fresh bread and well-tempered pianos.

She tunes pianos for a living. It's a quiet, strange, lovely job that takes her into other people's front rooms and church halls and school gymnasiums, and leaves her head full of other people's photographs and other people's cats. Every weekday morning at 7:52 she catches the number 9 tram from the stop on Linden Street, with her tool bag over one shoulder and her duck umbrella hooked on her wrist.

On the Tuesday it all begins, the rain is coming sideways.

The Linden Street shelter is crowded and steaming, full of damp wool and bad temper. There's an umbrella stand in the corner, a battered old brass thing nobody remembers installing, and June, who needs both hands to dig out her tram pass, drops her umbrella into it for no more than a minute. The tram arrives. The crowd surges. She grabs the duck-handled umbrella and is carried aboard on a tide of elbows.

It isn't until she's three stops down the line, shaking it out, that she notices the duck is facing the wrong way.

She looks closer. Same mustard canvas. Same carved handle. But this duck has a small chip out of its beak, and its eyes have been painted in, very carefully, with what looks like black nail varnish. And wrapped around the handle, held on with a rubber band, is a folded square of paper.

June has manners. She also has a forty-minute tram ride and a strong sense of curiosity. The manners last approximately one stop.

The note says, in small, neat handwriting: If you are reading this, you have my umbrella, which means I have yours. I'm sorry. I was told this duck was one of a kind. It seems we were both lied to by the same woman at the market. I'll leave yours in the brass stand at Linden Street tomorrow at eight. Please leave mine. His name is Gerald. He doesn't like the wind.

June reads it twice, and then, to the alarm of the elderly man beside her, laughs out loud.

Her duck does not have a name. It has never once occurred to her that it should.

That evening she digs out a pen and a sheet of the heavy cream paper she uses for tuning invoices, and she sits at her kitchen table for a long time, listening to the rain drum on the skylight, trying to think of something to say to a stranger that is half as good as Gerald.`,
    },
    {
      title: 'Gerald and Marguerite',
      content: `Felix Brandt translates instruction manuals for a living, which means he spends his days turning sentences like Insert tab A into slot B into eleven other languages, and trying not to wonder too hard whether anyone, anywhere, has ever actually read them.

He's good at it. He's patient and precise, and he likes the small puzzles of the work: the way a word that is perfectly innocent in one language turns faintly rude in another, the way some languages need three words for what another can say in one. What he is not good at, it has turned out over thirty-one years, is saying things of his own.

Which is why it's so strange that he has now written nine notes to a woman he has never met.

The first one, the one about Gerald, was an accident, scribbled on the back of a receipt in the tram shelter when he realised his mistake. The reply was waiting in the brass stand the next morning, wrapped around the handle of a duck umbrella that was definitely Gerald, chipped beak and all.

Dear Owner of Gerald, it said. Thank you for returning my umbrella, whose name, I have just decided, is Marguerite. She is braver than Gerald in the wind, but a terrible snob about puddles. I catch the 7:52. I gather you catch something later. I hope Gerald enjoyed his adventure. Marguerite says he snores.

He read it three times standing in the shelter and missed his tram.

Since then the notes have gone back and forth like a slow game of chess. They have agreed, by careful unspoken treaty, to use the brass stand as a post office. Whoever passes first leaves a note tucked into the spokes of an umbrella, and whoever passes second collects it. Sometimes they swap the umbrellas themselves, just for the joke of it, so that Gerald and Marguerite can see the world from a different angle.

He knows now that she tunes pianos, and hums while she works, and that the hardest piano she ever tuned was in a lighthouse, up a spiral staircase of a hundred and nine steps. She knows that he lives alone with a cactus called Doctor Spines that has never once flowered, and that he translated the manual for a toaster into Icelandic and still worries he got the word for crumb tray wrong.

He does not know her name. She does not know his. At first it seemed like part of the game. Now it seems like the only thing that matters.

On the second Friday in November he writes a tenth note, and tears it up, and writes it again, in his smallest and most careful hand, the way he would approach a very difficult sentence.

I think I would like to meet you, it says. No pressure. No obligation. If you would rather keep things as they are, I will understand, and Gerald will understand, and we will go on exactly as we were. But if you would like to, I will be at Linden Street on Monday at 7:52, holding a yellow umbrella and trying very hard to look like someone worth meeting.

He rolls it up, tucks it into Gerald's spokes, and slides Gerald into the brass stand.

Then he walks home in the rain without an umbrella at all, and doesn't even notice that he's getting soaked.`,
    },
    {
      title: 'The 7:52',
      content: `On Monday morning June changes her outfit four times, which is absurd, because she is a grown woman of twenty-nine and she is going to a tram stop.

She settles on her good green coat. She puts her hair up, takes it down, puts it up again. She tells herself firmly that it doesn't matter what she looks like, because the man who owns Gerald has fallen for her handwriting and her opinions about puddles, not her hair. Then she changes her earrings anyway.

It's raining, naturally. A soft, fine, silvery rain, the kind that makes the streetlamps look like dandelion clocks. Marguerite is hooked over her wrist. June's heart is doing something irregular that she would, professionally speaking, describe as a problem with the tension.

She leaves the flat at 7:38. On the landing she pauses, as she does every morning, to glare at the door of 4B.

She has never actually met the man in 4B. She knows him only as a presence: a heavy tread on the stairs, and a radio played loudly every evening, tuned to shipping forecasts and plays in languages she doesn't speak. She has complained about it twice to the landlord. He, in turn, has complained about her piano practice three times, once by way of a typed note slipped under her door that said, in its entirety, Some of us work at night.

"Good morning, 4B," she tells the door, not kindly, and clatters off down the stairs.

The shelter at Linden Street is almost empty. A schoolboy in headphones. A woman with a poodle in a tartan raincoat. And at the far end, by the brass stand, a tall man in a grey coat, standing very straight, holding a mustard-yellow umbrella with a chipped wooden duck for a handle.

He's looking the wrong way, up the street toward the tram, so she has a moment to take him in. Dark hair going grey at the temples, though he can't be much older than she is. He's shifting his weight from one foot to the other, like someone rehearsing a sentence under his breath.

June lifts Marguerite a little, so that the duck can see.

He turns. He sees the umbrella first, and then her, and then his whole face does something she wasn't ready for, a slow, astonished brightening, like a room when someone opens the curtains.

"Marguerite," he says. "I presume."

"Gerald," says June. "You're taller than I expected."

"Gerald is about average," he says gravely. "I'm Felix."

"June."

They shake hands, which is ridiculous, and then both of them laugh, which is better. The rain taps on the shelter roof. She can hear the tram grinding round the corner by the bakery, and realises with a jolt that she doesn't want to get on it. Not yet. Not for hours.

"I should warn you," Felix says, "I almost didn't come. I'm not very good at this. I work nights, mostly. I'm a bit of a hermit. My neighbour thinks I'm a menace."

"Your neighbour sounds unreasonable," says June warmly.

"Oh, I'm sure she's lovely. She plays the piano at seven in the morning. Beautifully, actually. I just never told her that." He smiles, a little sheepishly. "I live round the corner. Harrow Street, number twelve. Flat 4B."

The tram pulls in beside them in a hiss of brakes and a spray of rain, and June Okafor, who tunes pianos for a living and has perfect pitch, hears her own heart strike a note she has never heard before.`,
    },
  ],
};
