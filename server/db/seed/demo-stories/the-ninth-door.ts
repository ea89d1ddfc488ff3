import type { DemoStory } from './demo-story.js';

/** Original demo story: "The Ninth Door". */
export const theNinthDoor: DemoStory = {
  authorUsername: 'ada',
  title: 'The Ninth Door',
  genre: 'Horror',
  summary:
    'In their new old farmhouse, a teenager who counts things finds eight doors by day and nine by night. Someone behind the ninth is humming, and she is very fond of children.',
  tags: ['haunted-house', 'eerie', 'siblings'],
  setting: 'an old farmhouse at the end of a fen road',
  isPublished: true,
  chapters: [
    {
      title: 'Eight Doors',
      content: `You count things when you're nervous. Stairs, lampposts, the tiles on a bathroom floor. Your dad calls it your abacus brain. Your mum calls it a coping strategy, in the voice she uses for words she has read in a leaflet. You just call it counting, and you do it in the car all the way from the city, along the long flat roads where the fields go on forever and the sky comes right down to meet them.

Four hundred and twelve fence posts. Nineteen windmills. One heron, standing in a ditch like a folded umbrella.

Then the car turns down a track with grass growing up its middle, and there is the house.

It's bigger than you thought. Grey stone, with a red roof gone green at the edges, and a porch with a bench on it, and an apple tree in the front garden so old that its branches are propped up on wooden crutches. Mrs Greave, who lived here for sixty years and left it to your mum in her will, was your mum's great-aunt. You never met her. From the look of the house, she did not believe in throwing things away.

"It's perfect," says Mum, with her hands still on the wheel.

"It's got a smell," says Sam, who is seven and says whatever comes into his head.

He's right. It smells of apples, and dust, and something else underneath that you can't name, something like the air before a thunderstorm. You stand in the hall with your bag over your shoulder while Dad goes round opening windows, and you do what you always do in a new place. You count the doors.

Front door. Kitchen. Sitting room. Then up the narrow stairs, which creak on the third step and the ninth. Your room, at the back, looking out over the fields. Sam's room next door, with wallpaper of faded blue birds. Mum and Dad's room at the front. The bathroom, with a bath that stands on feet like a lion's. The airing cupboard, warm and smelling of old linen.

Eight doors. Eight is a good number. It's even, and solid, and it divides nicely.

You sleep badly that night, the way you always do somewhere new. The house makes noises. It ticks and settles and sighs as the warmth goes out of its stones. At some point you hear Sam talking in his sleep through the wall, a long, murmuring, contented conversation, as if he's telling someone all about his day.

At ten past two you wake up needing the bathroom.

The landing is dark, but moonlight comes through the little round window at the top of the stairs, enough to see by. You walk along it, counting without meaning to. Your door. Sam's door. Mum and Dad's door. The bathroom.

Then a door you don't know.

It's between the bathroom and the airing cupboard, in a stretch of wall you're almost certain was blank this afternoon. It's painted the same chalky white as all the others. It has the same brass knob. There's a thin line of darkness beneath it, darker than the dark around it.

You stand in the moonlight and count again, slowly, lips moving. Your door. Sam's. Mum and Dad's. Bathroom. This one. Airing cupboard. Plus the three downstairs.

Nine.

You don't touch it. You go back to your room without going to the bathroom after all, and you lie awake until the window turns grey, listening.

In the morning, there are eight doors again.`,
    },
    {
      title: 'Three Knocks',
      content: `You don't tell anyone. Not at first.

It isn't that you think they won't believe you. It's that you know exactly how it would go. Dad would laugh, kindly, and say that old houses play tricks in the dark. Mum would tilt her head and ask whether you'd been counting again. And then she'd say it, the word from the leaflet, and you'd feel the way you always feel when she says it, like a puzzle somebody has decided to solve instead of a person.

So you spend the day unpacking, and helping Dad carry Mrs Greave's old furniture out to the barn, and you look at that stretch of wall on the landing every single time you pass it. It's just wall. Faded paper with a pattern of tiny green leaves. When nobody's looking you put your palm flat against it. It's cold, but so is everything in this house.

That night you set your alarm for two and put it under your pillow so it won't wake anyone else.

The door is there.

This time you go right up to it. Your heart is going so fast you can't count the beats, which frightens you more than anything else. The brass knob gleams in the moonlight. The line of darkness under the door is still there, and you kneel down, very slowly, and put your eye to it.

You can't see anything. But you can hear.

Someone on the other side is humming. An old tune, slow and wandering, the kind of song a person might hum while folding sheets or rolling out pastry. It isn't frightening. That's the strange part. It's the most peaceful sound you've heard since you arrived, and for a moment you just kneel there with your cheek against the cool floorboards, listening, feeling your heart begin to slow.

Then the humming stops.

Knock. Knock. Knock.

Three taps, polite and unhurried, from the other side of the door, at about the height of your head if you were standing.

You don't remember getting back to your room. You only remember being there, under the covers, with the duvet pulled over your head as if you were Sam's age, and the sky outside turning slowly from black to grey.

At breakfast Sam is eating cereal with his spoon clutched in his fist, swinging his legs, and looking extremely pleased with himself.

"The lady says hello," he tells you.

Mum is on the phone to the electrician. Dad is out in the barn. Nobody else hears.

"What lady?" you say.

"The lady in the extra room." Sam crunches thoughtfully. "She's nice. She hums. She says she's nearly finished tidying, and then we can all go in." He frowns at you, the way he does when you're being slow. "She says you mustn't knock back yet, though. She says you have to wait to be asked."

You go up to the attic that afternoon because you can't think of anywhere else to go. It's full of boxes, mostly old clothes and papers and china wrapped in yellowed newspaper. But one box, right at the bottom of the pile, holds nothing but notebooks: dozens of them, small and brown, with dates on the covers in a careful, old-fashioned hand.

You open the first one. Every line on every page is the same. A date, and a number.

8. 8. 8. 9. 8. 9. 9.`,
    },
    {
      title: "Mrs Greave's Rules",
      content: `You sit cross-legged on the dusty attic floor and read until the light begins to go.

Mrs Greave counted doors too. She counted them every night for sixty years, in notebook after notebook, a date and a number, a date and a number. Most nights the number is eight. But every few weeks there's a nine, and in the margin beside each nine she has written a few words, and the words are where the story is.

Humming again. Apples, this time.

Knocked three times. Did not answer.

She is very patient. I will give her that.

You flip forward through the years. The entries grow longer and the handwriting grows shakier, and the nines come closer together. Then, halfway through the very last notebook, there's a page that isn't a list at all. It's written more carefully than anything else, as if she knew that someone would one day need to find it.

Whoever comes after me, it says. There are rules. I learned them slowly and I would rather you did not have to. One. The door comes at night and goes by morning. It cannot stay in daylight, and neither can she. Two. She will hum. Let her. It does no harm, and it is a comfort on a bad night. Three. She will knock. Do not knock back. Knocking back is how you say yes. Four. She is fond of children. Keep them in their beds.

The next page is blank. So is the one after that, and all the rest.

You close the notebook. Downstairs you can hear Mum laughing at something on the radio, and Dad whistling as he lays the table, and Sam singing a wordless, wandering little tune as he drives his toy tractor up and down the hall.

You know that tune. You heard it last night, through a crack under a door.

At dinner you try to tell them. You really do. You start three times, and every time the words come out wrong, too small and too strange for the bright kitchen with its checked tablecloth and its smell of shepherd's pie. Dad ruffles your hair. Mum says it's been a big week for everyone. Sam looks at you across the table with his head on one side and says nothing at all.

That night you don't set an alarm. You don't need to. You lie in the dark with the notebook under your pillow, and you wait.

At two minutes past two, you hear it. Three soft knocks.

But they're wrong. They're too light, and too low down, the knocks of small knuckles that can't reach very high. They aren't coming from the other side of the ninth door.

They're coming from this side.

Knock. Knock. Knock.

You're out of bed and on the landing before you've finished understanding it.

Sam's door is open. His bed is empty, the blanket thrown back, the sheet still warm. And between the bathroom and the airing cupboard the ninth door stands wide, and from the room beyond it spills a soft golden light, and the smell of baking apples, and a voice you know better than your own.

"Come on," Sam calls happily, from somewhere far inside. "She's finished tidying. She's made the whole house again, only better. And she says she's been waiting ever so long for you."`,
    },
  ],
};
