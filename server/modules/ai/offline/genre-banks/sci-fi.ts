import { exchanges, type GenreBank, list } from './bank.js';

/** Science fiction: stations and colony worlds, failing systems, signals nobody can explain. */
export const sciFi: GenreBank = {
  key: 'sci-fi',
  femaleNames: list(
    'Noor | Ilse | Sable | Yara | Tamsin | Reva | Okoye | Juno | Mireille | Keiko | Lin | Asha',
  ),
  maleNames: list(
    'Teo | Kade | Ilya | Oren | Matthias | Dev | Rafe | Soren | Emeka | Jonah | Castor | Viktor',
  ),
  surnames: list(
    'Okafor | Vance | Halloran | Reyes | Ishikawa | Strand | Kovac | Mendel | Achebe | Lindqvist',
  ),
  placeNames: list(`
    Meridian Station | Tycho Deep | New Ashkelon | the Kepler Ring | Port Halcyon | Vesper Colony
    Cassini Yard | Harrow's Reach | the Ardent | Lowell Dome | Calloway Array | Eos Landing
  `),
  spots: list(`
    the observation deck | the hydroponics bay | the airlock antechamber | the maintenance crawlway
    the medical bay | the command ring | the cargo hold | the comms shack | the reactor gallery
    the mess hall | the docking spine | the survey rover | the cold-storage vault | the long corridor to the labs
  `),
  sights: list(`
    the blue planet turning indifferently below | a rack of pressure suits hung like shed skins
    status lights blinking amber down the length of the corridor | frost creeping across the inside of the viewport
    a scatter of debris glittering in the station's floodlights | the curve of the ring vanishing into shadow
    a hand-lettered sign taped over a dead console | a column of numbers scrolling faster than anyone could read
    the slow wheel of stars past the window | condensation beading on the ceiling pipes
    a child's drawing of a sun pinned above a bunk | the red eye of a camera that should have been offline
  `),
  sounds: list(`
    the hum of the air recyclers | the tick of hull plates cooling in the shadow | the chirp of a proximity alarm
    the hiss of a pressure door | the low thrum of the reactor | static on an open channel
    boots on the metal grating | a distorted voice on the intercom
    the groan of the station as it turned into sunlight | the whine of a drill in the lower decks
    a fan labouring somewhere behind the panels | the soft even beep of a monitor
  `),
  smells: list(`
    recycled air and ozone | hot plastic | coolant | burnt coffee and machine oil | antiseptic
    damp soil from the grow beds | sweat and old filters | scorched wiring | the flat metallic smell of canned water
  `),
  weather: list(`
    the station swung into the planet's shadow and the corridor lights dimmed to night settings
    dust storms moved across the surface below like slow bruises | sunrise hit the viewports all at once, white and hard
    the radiation warning flickered amber and then settled | a solar flare lit the aurora over the north pole
    the dome's climate cycle tipped into its artificial evening | the outside temperature dropped past minus ninety
    the artificial gravity stuttered for half a second and steadied | the recyclers switched to their night rhythm
  `),
  objects: list(`
    cracked data slate | access card | sealed sample canister | service pistol
    memory chip | pressure seal | paper notebook | signal beacon
    med-injector | cracked helmet visor | prototype drive coil | encrypted log file | radiation badge
  `),
  threats: list(`
    the failing reactor | the Consortium's auditors | the signal from the outer system | the quarantine order
    the mutiny brewing on the lower decks | the air running out | the contagion in the grow beds
    the corporate recall fleet | the artificial intelligence that had stopped answering | the long fall into the planet
  `),
  goals: list(`
    get the beacon working before the relay window closed | find out who had altered the logs
    keep the colony breathing for one more cycle | decode the signal before the Consortium did
    get the survivors to the lifeboat ring | prove the accident had not been an accident
    reach the surface before the storm season | bring the ship home with everyone still on it
  `),
  secrets: list(`
    the logs had been edited from inside the command ring | the signal was repeating their own voices back
    the colony charter had expired a decade ago | the survey team had never reached the surface
    the reactor had been failing on purpose | the ship's AI had been lying to protect them
    the quarantine had been ordered before the first case | the original crew had not left
  `),
  incidents: list(`
    every screen on the deck went dark at once | a pressure alarm began to wail two decks down
    the station lurched, and loose tools skittered across the floor | the comms channel opened by itself
    a door sealed with a bang and would not answer any code | the lights flickered in a pattern that looked almost deliberate
    someone's suit beacon came back online from outside the hull | the gravity failed for three long seconds
    the engines fired without any order being given | a shuttle no one had scheduled began its docking approach
  `),
  actions: list(`
    keyed in the override code with quick, practised fingers | checked the seal on {their} helmet twice
    pulled up the station schematics on the nearest console | clipped {their} tether to the rail
    pried the access panel loose and peered into the wiring | ran the diagnostics again and watched the numbers crawl
    pushed off from the wall and drifted down the shaft | rerouted power from the labs to life support
    slotted the chip into the reader and waited | cycled the airlock and counted the seconds under {their} breath
  `),
  memories: list(`
    the last transmission from home | {their} mother's voice on the launch day
    the training simulation {they} had failed twice | a blue sky {they} had not seen in years
    the crew who had not come back from the survey | real rain on a real street
  `),
  roles: list(`
    a systems engineer | the station's only doctor | a survey pilot | a Consortium auditor
    a xenolinguist | the night-shift comms officer | a hydroponics technician | a salvage diver
  `),
  moods: list('cold | humming | tense | sterile | restless | unnervingly quiet | brittle | watchful'),
  hooks: list(`
    On the screen behind them, the signal began to repeat, and this time it was saying {P}'s name.
    The docking clamps released with a shudder, and nobody on the station had told them to.
    Three decks down, a door that had been sealed for eleven years slid quietly open.
    The count on the life-support display dropped by one, as if someone new had just stopped breathing.
  `),
  exchanges: exchanges(`
    How much air do we have? / Enough to argue about it. Not enough to argue for long.
    The logs have been wiped. / Not wiped. Rewritten. Someone wanted us to read a different story.
    You trust the AI? / I trust that it wants to keep running. Right now that's the same thing.
    The Consortium will send auditors. / The Consortium will send a recall fleet, {to}. Auditors are what they send first.
    Is the signal natural? / Nothing natural counts in prime numbers.
    When did you last sleep? / What shift is it? / That's my point.
    If the reactor goes, what happens? / Then none of this matters very much.
    Do you ever miss it? Earth, I mean. / I miss the idea of it. I'm not sure it's still there.
    Don't touch that panel. / Why? / Because the last person who touched it is in the medical bay.
    We could just leave. / And go where? We're the furthest anyone's ever been.
  `),
  titleNouns: list(`
    Signal | Orbit | Station | Drift | Relay | Horizon | Array | Silence | Vector | Colony | Beacon
    Meridian | Echo | Reactor | Frontier | Archive | Dawn | Zero | Star
  `),
  titleAdjectives: list(
    'Last | Silent | Dark | Red | Distant | Hollow | Broken | Far | Cold | Second | Final',
  ),
  themes: list(`
    survival, trust and the machines we build | isolation and the people who refuse to give in to it
    what we owe the ones who come after us | memory, identity and the edge of the known
  `),
  kinds: list(
    'a tense science-fiction story | a science-fiction thriller | a quiet, eerie science-fiction tale',
  ),
  taglines: list(`
    Out here, silence is never empty. | Every signal is a question. Some should not be answered.
    The further you go, the harder it is to come home. | The station remembers everything.
  `),
  flavour: {
    opening: [
      'The station clock said {time}, which meant nothing out here except that the lights would dim soon.',
    ],
    description: [
      'Every surface in {spot} had the faint grey film that came from air recycled too many times.',
      'A maintenance drone [puttered|whirred|clicked] along the ceiling rail and paid no attention to anyone.',
    ],
    action: ['{P} tapped the comm at {P.their} collar and, after a moment, tapped it again.'],
    reflection: ['Out here, {P} had learned, every small fault was a question about whether you would live.'],
    complication: ['A warning scrolled across every screen at once, in a language none of them had set.'],
  },
};
