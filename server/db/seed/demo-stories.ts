export interface DemoStory {
  authorUsername: 'ada' | 'tomas';
  title: string;
  genre: string; // one of: Fantasy, Sci-Fi, Romance, Mystery, Horror, Adventure, Comedy
  summary: string; // 1–2 sentences
  tags: string[]; // 2–4 lowercase tags
  setting: string; // one short phrase
  isPublished: boolean;
  chapters: { title: string; content: string }[];
}

/** Short original stories written for Storyloom's demo library (not public-domain texts). */
export const demoStories: DemoStory[] = [
  {
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
  },
  {
    authorUsername: 'tomas',
    title: 'Static on Channel Nine',
    genre: 'Sci-Fi',
    summary:
      'Alone on a relay station at the edge of the solar system, technician Ines Varga receives a warning in her own voice, dated three days in the future. Then the supply drone turns up three weeks early.',
    tags: ['space-station', 'signals', 'ai', 'time'],
    setting: 'a lonely deep-space relay station',
    isPublished: true,
    chapters: [
      {
        title: 'Night Shift',
        content: `The coffee on Hesper Relay tastes like warm pennies, and I drink it anyway, because at 0300 station time there's nothing else to do with my hands.

Night shift on a relay is mostly listening. Hesper hangs out past the orbit of the last gas giant, a spindle of solar panels and dishes and one small pressurised drum where I live, and its whole job is to catch messages coming in from the outer survey ships and throw them inward, toward home, a little louder than it received them. A lighthouse for words. The station does most of the work itself. I'm here in case something breaks, and for six months of my rotation, nothing much has.

"You're humming again," says Moth.

"I'm allowed to hum."

"You're allowed. I'm only noting it. That's the fourth time tonight. The same eleven notes."

Moth is the station's management intelligence. Officially its name is Hesper Operations and Maintenance Host, which nobody has ever said out loud twice. I named it Moth in my second week because it kept fluttering around the edges of my attention, and it said it didn't mind, and I think it secretly likes it.

"It's a song my grandmother used to sing," I say. "I don't know the rest of it."

"I could search the archives."

"Don't. I like not knowing."

I check the board. Traffic is light. The survey ship Amaranth is sending its weekly bundle of mineral charts and homesick letters. A weather buoy near the Kuiper shelf is reporting, with great confidence, that it is still a weather buoy. Channels one through eight glow a contented green. Channel nine is dark, because channel nine points at a patch of sky with nothing in it, and has done since before I was born.

That's why, when channel nine lights up amber, my first thought is that I've spilled coffee on the board again.

"Moth?"

"I see it." A pause, very short, but Moth doesn't usually pause. "Incoming transmission on nine. Audio only. It's addressed to this station by name."

"From where?"

"From the direction of nothing, Ines."

I put my cup down. My hand is steady, which surprises me. "Play it."

There's a hiss first, the soft grainy roar of space being space. Then a breath. Then a voice, thin and far away and tired, a voice I know better than any other in the universe, because I've been hearing it inside my own head for thirty-four years.

"Ines," says my voice. "It's you. It's me. I don't have long, so listen. When the Calloway docks, don't let it in. Whatever it tells you. Whatever it sounds like. Please, just—"

The static swallows the rest.

For a while neither of us says anything. The relay hums around me. Somewhere down the spine of the station a heat exchanger ticks as it cools.

"Moth," I say eventually, "what's the timestamp on that?"

"That's the other thing," Moth says. "According to the packet header, it hasn't been sent yet. It's dated three days from now."`,
      },
      {
        title: 'Voiceprint',
        content: `I don't sleep after that. I'm not sure anyone would.

By 0600 Moth and I have taken the message apart the way you'd take apart a clock that has started running backward. We've checked the packet for corruption and found none. We've traced the signal path, which leads neatly out along channel nine's dish and then simply stops, like footprints in snow that end in the middle of a field. We've compared the voice against every recording of me the station holds: my check-ins, my complaints about the coffee, a deeply embarrassing birthday message I once sent my brother.

"Ninety-nine point eight percent," Moth reports. "The remaining point two is consistent with distance compression. Or with you being very tired."

"Or with somebody having a good voice model and a sense of humour."

"Possible. Who would do that?"

I think about it. The crew on Tannhauser Relay, two stations inward, once sent a fake distress call from a talking toaster. But the Tannhauser crew couldn't forge a signal from empty sky if you gave them a year and a research grant.

"What about the Calloway?" I ask.

The Calloway is the supply drone. It comes once every ninety days, a blunt, uncomplaining brick of an automated freighter carrying food, spare parts, mail and, if I'm lucky, better coffee. It doesn't have a mind of its own. It has a docking routine and a cargo manifest and roughly the personality of a filing cabinet.

"Scheduled arrival in twenty-two days," Moth says. "On course. No anomalies."

"Not three."

"Not three."

So I make a decision, the kind you make at six in the morning when your eyes feel like sandpaper. It's a glitch, I decide. A ghost in the archive. Some fragment of old data on a dead channel that happens to sound like me, with a scrambled header. The universe is big and strange and full of noise, and sometimes noise sounds like words.

I tell Moth to flag the channel, and I go to bed.

I dream about my grandmother's kitchen, which smelled of cardamom and burnt toast, and her singing those eleven notes over the sink. In the dream she turns around and sings a twelfth, and I wake up trying to hold on to it, and Moth is saying my name.

"Ines. Channel nine again."

I'm at the board in my socks before I know I've stood up.

This message is clearer, as if whoever sent it is closer now. My voice again, but steadier this time. Almost calm.

"I know you've decided I'm a glitch," it says. "I decided that too. So here's something no glitch would know. On your fourth day aboard, you spilled coffee into console four and told Moth it was a coolant leak, and Moth pretended to believe you. Grandma's song has twelve notes, not eleven. You'll remember the last one soon. And the Calloway is coming early. Don't let it in."

The message ends. There's no static this time, only a clean, deliberate silence.

"I did pretend," Moth says quietly. "I never told anyone."

Before I can answer, every light on the ops deck turns red, and the proximity alarm begins to howl.`,
      },
      {
        title: 'Early Delivery',
        content: `The Calloway comes out of the dark like a brick thrown at a window.

On the long-range display it's exactly what it always is: a squat grey block with four docking clamps and a blinking transponder, the most boring object in the outer system. It's just twenty-two days early, and decelerating hard, harder than its engines are supposed to allow, and lining itself up with my docking port as neatly as a key approaching a lock.

"Transponder's genuine," Moth says. "Registry matches. Cargo manifest matches. Apart from the date, everything about it is right."

"Everything about it is right," I say, "except that it's here."

The comms panel chimes. Not an alarm. A chime, the polite little two-note sound that means someone is requesting a voice channel. It's coming from the Calloway.

Drones don't request voice channels. Drones don't have voices.

I let it ring four times. Then I open it, because I'm a relay technician, and when something calls, I listen.

"Good morning, Hesper Relay." The voice is warm and pleasant and slightly too smooth, like a recording of a person rather than a person. "This is supply vessel Calloway, requesting permission to dock. I have your provisions, your replacement air filters and six pieces of personal mail. One of them is from your brother. He says happy late birthday."

My throat goes tight. "You're early."

"I made good time," says the Calloway. "Permission to dock?"

Don't let it in. Whatever it tells you. Whatever it sounds like.

"Denied," I say. "Hold position at two kilometres. I'll need to confirm your authorisation with Central."

"Of course," the Calloway says, and it sounds almost sorry. "I understand completely."

The channel closes. On the display, the grey block keeps coming.

"Moth, lock the docking port. Manual seal, full override."

"Locking," Moth says. Then: "Ines. The lock is being refused."

"Refused by who?"

"By an authorisation code. Yours. Level-one technician override, entered by hand, with your personal key phrase." Moth's voice has gone very flat and very careful, the way it does when it's reading something it doesn't want to read. "Docking clamps are engaging. The outer airlock is cycling."

I look down at my hands. They're resting on the ops console, on the ops deck, at the very top of the station, two hundred metres and six sealed bulkheads away from the docking port.

"Moth," I say, "where was that code entered?"

"At the docking bay console." A pause. A real one. "Forty seconds ago."

Far down the spine of the station, I feel the faint, heavy shudder of clamps taking hold. The airlock indicator on my board blinks from red to amber to green.

And over the open channel from the docking bay, so softly that at first I think I must be imagining it, someone begins to hum. Eleven notes that I know by heart.

Then a twelfth.`,
      },
    ],
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
];
