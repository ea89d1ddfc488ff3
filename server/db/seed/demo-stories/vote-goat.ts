import type { DemoStory } from './demo-story.js';

/** Original demo story: "Vote Goat". */
export const voteGoat: DemoStory = {
  authorUsername: 'tomas',
  title: 'Vote Goat',
  genre: 'Comedy',
  summary:
    'When a bitter parish election ends in a protest vote, the village of Lower Dimbleby finds itself governed by Bartholomew, a goat of large appetites and mysterious intentions.',
  tags: ['village-life', 'politics', 'animals'],
  setting: 'a sleepy village with a duck pond and a disputed green',
  isPublished: false,
  chapters: [
    {
      title: 'A Protest Vote',
      content: `Nobody in Lower Dimbleby would later admit to having started it, which was a shame, because it was the most successful political campaign in the village's four-hundred-year history.

The facts, as far as they could be established, were these. Every five years, Lower Dimbleby elected a chair of the parish council, a position that came with a chain of office, a parking space outside the village hall, and the right to cut the ribbon at the summer fete. For twenty years this position had been held by Councillor Reginald Pike, a man with a magnificent moustache and a voice that could be heard clearly in the next village when the wind was right.

This year, for the first time in living memory, Councillor Pike had an opponent. Mrs Mavis Dunmore, who ran the hardware shop, had announced her candidacy in a strongly worded letter to the parish newsletter, in which she described the state of the duck pond as a national disgrace and Councillor Pike's moustache as a distraction.

The campaign that followed was bitter. There were leaflets. There were counter-leaflets. There was a public debate in the village hall that ended with Councillor Pike accusing Mrs Dunmore of selling substandard drawing pins, and Mrs Dunmore offering to demonstrate their quality on his campaign posters. By polling day, the village was heartily sick of them both.

Which is where Bartholomew came in.

Bartholomew was a goat. He belonged, in a general sense, to the whole village, having been left to it in the will of a retired sea captain on condition that he be allowed to graze the village green for the rest of his natural life. He was brown and white and shaggy, with yellow eyes and a beard that was frankly better than Councillor Pike's moustache, and over the years he had eaten two bicycles' worth of tyres, a vicar's hat, several hundred geraniums, and the better part of a deckchair.

On the night before the election, at the Thursday quiz in the Plough and Harrow, the team calling itself Les Quizerables lost by a single point and, in a spirit of pure sour grapes, announced that they would be writing Bartholomew's name on their ballot papers as a protest.

Somebody laughed. Somebody else put it on the village group chat. Somebody's teenage grandson made a poster showing Bartholomew gazing statesmanlike into the distance, with the slogan HE'S NOT LISTENING EITHER. By midnight it had been shared four hundred times, which was impressive in a village of three hundred and eighty-two people.

The count was held the following evening in the village hall. The returning officer, a nervous young man from the district council named Colin, read out the results in a voice that climbed higher and higher as he went.

Councillor Reginald Pike: one hundred and eleven votes.

Mrs Mavis Dunmore: one hundred and fourteen votes.

Spoiled ballots: six.

Bartholomew (goat): one hundred and nineteen.

There was a long silence. Outside on the green, in the last of the evening light, Bartholomew lifted his head from a flowerbed, chewing thoughtfully on a petunia, and regarded the village hall with an expression of profound and mysterious satisfaction.`,
    },
    {
      title: 'The Chain of Office',
      content: `The first problem was that nobody knew whether it was allowed.

Colin from the district council spent the whole of Saturday on the telephone. He rang his supervisor, who rang her supervisor, who rang a solicitor, who rang back four hours later sounding somewhat shaken to report that the rules of the Lower Dimbleby parish council had been drafted in 1784 and said nothing whatsoever about candidates needing to be human. They did say that the chair must be a resident of the parish, of good character, and present at the count. Bartholomew had lived on the green for eleven years. His character was a matter of opinion. And he had been, technically speaking, present at the count, because halfway through it he had wandered in and eaten the doormat.

"So he's won," said Colin faintly.

"He's won," said the solicitor. "Please pass on my congratulations. I'm going to have a lie down."

Councillor Pike demanded a recount. The recount gave Bartholomew one more vote, because a ballot was found among the spoiled papers on which someone had written GOAT in very small letters and underlined it twice.

Mrs Dunmore, to general astonishment, took it rather well. "At least he isn't Reginald," she told anyone who would listen, and went back to the shop and put a sign in the window reading PROUD SUPPLIER OF FENCING TO THE MAYOR.

The swearing-in took place on Monday morning on the green, because nobody could get Bartholomew into the village hall a second time. Half the village turned out. The vicar said a few words. The primary school sang a song they had written very quickly over the weekend, which rhymed goat with vote, boat, coat and, more ambitiously, antidote. Then Colin, who had been sent back on account of having been there the first time, stepped forward holding the chain of office on a velvet cushion.

The chain was a heavy, handsome thing of silver links and enamelled medallions, each showing a scene from Lower Dimbleby's history. It had been worn by every chair of the parish council since 1802. Colin lowered it, very gingerly, over Bartholomew's horns.

Bartholomew looked at the crowd. The crowd looked at Bartholomew. Somebody began to clap, and then everyone did, and for one brief and shining moment the village of Lower Dimbleby was more united than it had been in twenty years.

Then Bartholomew leaned forward, took a corner of the velvet cushion delicately between his teeth, and ate it, tassels and all.

It was, as the parish newsletter later observed, the first decision of his administration, and it set the tone for everything that followed.

By Wednesday he had eaten the planning application for the new car park on the edge of the green, which had been the subject of three years of furious argument, and public opinion swung so strongly in his favour that the car park was quietly abandoned. By Thursday he had butted the door of the village hall until somebody let him into the council meeting, where he climbed onto the table and knocked the agenda into the tea urn, and everyone agreed it was the shortest and most productive meeting in living memory.

And on Friday morning a long black car came rolling down the lane from the main road, and a woman in a very smart suit got out, looked at the green, looked at the goat, and produced a clipboard.

"I'm from the county," she said. "We've had a complaint."`,
    },
  ],
};
