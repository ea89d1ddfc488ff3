import type { DemoStory } from './demo-story.js';

/** Original demo story: "Static on Channel Nine". */
export const staticOnChannelNine: DemoStory = {
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
};
