import type { DemoStory } from './demo-story.js';

/** Original demo story: "The Salt Bell of Harrowmere". */
export const theSaltBellOfHarrowmere: DemoStory = {
  authorUsername: 'ada',
  title: 'The Salt Bell of Harrowmere',
  genre: 'Fantasy',
  summary:
    'On the tidal island of Harrowmere, a drowned bell rings only before storms, and only the listener can hear it. When it tolls for fourteen-year-old Wren Callow under a cloudless sky, the sea itself begins to leave.',
  tags: ['sea-magic', 'islands', 'coming-of-age'],
  setting: 'a tidal island at the edge of a grey northern sea',
  isPublished: true,
  chapters: [
    {
      title: "The Listener's Daughter",
      content: `Every child on Harrowmere learned two rules before they learned to swim. Never whistle on the causeway. Never argue with the bell.

The bell lay forty fathoms beneath the harbour, where it had rested since the old chapel slid into the sea three hundred years ago. Nobody living had seen it, and nobody needed to. When a storm gathered beyond the horizon, the bell rang: a deep, green, drowned sound that rose through the water and the stone of the harbour wall and into the bones of whoever was listening. The listener heard it. The listener told the boats to stay home. The boats stayed home, and the island went on.

Wren Callow's mother had been the listener for nineteen years. Wren had grown up with the smell of her oilskin coat steaming by the stove, and the sight of her at the end of the harbour wall every dawn, eyes shut, head tilted, as though someone beneath the water were telling her a secret she already half knew.

Then came the winter fever. Her mother recovered from everything but the silence it left behind. She could hear the kettle if she stood close to it, and Wren's voice if Wren shouted, but the bell was gone from her. The island council met in the chapel hall and decided, with a great deal of throat-clearing, that the gift ran in families, and that Wren was fourteen, which was old enough.

So now it was Wren on the harbour wall at dawn, in a coat that was too big for her, with her eyes shut and her head tilted, hearing nothing at all.

She heard gulls. She heard the halyards tapping against the masts like impatient fingers. She heard Tam Maddock's engine coughing itself awake and old Mrs Pryce complaining to her cat. What she did not hear, morning after morning, was anything that sounded like a bell.

"Well?" Tam's father called up to her on the ninth day. He was standing in his boat with his hands on his hips, and behind him a dozen other faces had turned toward the wall. Fishermen did not like to wait. They liked even less to wait for a girl who might be guessing.

"It's clear," Wren said. "Go on."

They went. The sky stayed blue. Nobody drowned. She supposed that meant she had been right, but it did not feel like being right. It felt like getting away with something.

That evening she sat with her mother at the kitchen table and wrote on the slate they used for talking now. How do you know it's the bell and not just the sea?

Her mother read it, smiled, and took the chalk. You'll know. It sounds like being called by your name in a crowd.

Wren rubbed the slate clean with her sleeve and did not write what she was thinking, which was that she had never once been called by name in a crowd, because on Harrowmere there was never a crowd, and everyone always knew exactly where she was.

She went to bed early. She lay awake late. And some time after midnight, with the window shut and the wind asleep and the whole island as still as a held breath, something far below the harbour said her name.`,
    },
    {
      title: 'A Ring Under Clear Skies',
      content: `She was on the wall before the sky had finished turning grey, barefoot, her coat thrown over her nightgown. The sea was as flat as a plate. There was not a cloud between Harrowmere and the edge of the world.

And the bell was ringing.

It was not loud. It was not a sound at all, exactly, so much as a pressure, a slow bronze swell that began somewhere beneath her feet and climbed her spine one bone at a time. Each stroke left a hum behind it that had not finished fading before the next one came. Wren pressed both palms against the cold stone of the wall and felt it there too, patient and enormous, like the heartbeat of something asleep.

Her mother had been right. It was exactly like hearing her name.

By the time the boats began to stir she had counted forty-one strokes, and she was shaking, and not from the cold.

"Stay in," she said, when Mr Maddock looked up.

He looked at the sky. Everyone looked at the sky. It was the bluest it had been all spring, and the barometer in the harbourmaster's window, which the younger men trusted far more than any bell, stood high and steady at Fair.

"Stay in," Wren said again, louder. "It's ringing. I can hear it. It's ringing right now."

There was a long moment in which she could see them deciding whether she was her mother's daughter or only a frightened child in a borrowed coat. Then Mrs Pryce, who did not own a boat and had come down purely to watch, said, "Well, you heard her," in the voice she used on her cat, and one by one the engines were switched off.

Not all of them. Tam Maddock was sixteen and had his own small skiff, and he had been waiting all year for a morning this calm. He gave Wren a look that was half apology and half dare, and puttered out past the harbour mouth with his lines and his flask of tea, and nobody could stop him.

The morning passed. Nothing happened. The sea stayed flat and the sky stayed blue. By noon the fishermen had stopped looking at the horizon and started looking at Wren, and by two o'clock Tam was back with a bucket of mackerel and a grin he did not bother to hide.

"Bit of a breeze out past the Needles," he said, to nobody in particular. "Shocking. Nearly lost my hat."

Wren went home with her face burning. She wrote on the slate: It rang and there was no storm. Her mother read it three times. Then she did something Wren had never seen her do. She went to the window and stood there a long while with her hand pressed over her mouth, and she did not pick up the chalk.

At six o'clock the tide began to go out.

That was ordinary. The tide went out twice a day on Harrowmere, as it did everywhere. But at seven it was still going, past the low-water mark, past the green weed line that had not been dry in living memory. By eight the harbour was empty, and the boats lay tilted on their keels in the mud like sleeping dogs, and the sea was a thin silver line very far away, and still going.`,
    },
    {
      title: 'What the Tide Left',
      content: `The whole island came down to watch. People did not speak much. They stood along the harbour wall in slippers and Sunday hats, in whatever they had been wearing when someone knocked on the door, and they stared at the wet brown floor of the world.

Things lay there that nobody had ever seen. An anchor as tall as a man, furred with rust. A cartwheel. A great many bottles. The ribs of a boat so old its timbers had turned black and soft as cake. And farther out, where the harbour shelved down into what should have been forty fathoms of cold green water, a dark shape sat in the mud with the last of the light on its shoulder.

"That's the chapel stones," someone whispered. "That's where it went down."

Wren was already climbing down the iron ladder.

She heard her name shouted behind her, by Mr Maddock and Mrs Pryce and then by a great many people at once. She did not stop. The mud was cold and sucked at her bare feet, and it smelled of iodine and old secrets, and with every step the hum in her bones grew stronger, until she could feel it in her teeth.

The bell stood upright among the tumbled chapel stones, as if someone had set it there with care. It was bigger than she had imagined, taller than her father's old shed, its bronze gone the soft blue-green of a beetle's back. Barnacles crusted its lip. Letters ran around its shoulder in a script she could not read, and where the letters ended there was a small engraved picture: a little bird with its wings folded, sitting on a wave.

A wren, she thought. Or something very like one.

She put out her hand and laid it flat against the metal. It was warm. Not sun-warm, because there had been no sun down here for three hundred years, but warm from the inside, the way a sleeping animal is warm.

It had stopped ringing. She understood that slowly, the way you understand that a room has gone quiet only after the noise has been gone a while. The hum in her bones was fading. Whatever the bell had been calling for all morning, it had finished calling.

Which meant that whatever it was had come.

Wren ducked her head and looked up inside the bell, into the dark bronze hollow where the clapper should have hung.

There was no clapper. There was only a rusted iron ring at the crown, and a length of chain that ended in nothing, its last link snapped clean through.

She stepped back. She looked down. In the smooth wet mud beside her own small footprints there was another set, long and narrow and bare, coming out from under the lip of the bell. They were fresh. Water was still seeping into them. They walked straight past the chapel stones and across the empty harbour floor toward the island, toward the iron ladder and the crowd on the wall and the crooked row of houses beyond.

Toward one house in particular, with a lamp lit in the kitchen window, where her mother sat alone at the table and would not hear the door.`,
    },
  ],
};
