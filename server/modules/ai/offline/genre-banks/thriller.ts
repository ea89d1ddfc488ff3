import { exchanges, type GenreBank, list } from './bank.js';

/** Thriller: a ticking clock, people who cannot be trusted, the city as a maze. */
export const thriller: GenreBank = {
  key: 'thriller',
  femaleNames: list(
    'Kat | Nadia | Sloane | Erin | Vivian | Lena | Dana | Priya | Reese | Marisol | Tess | Zoe',
  ),
  maleNames: list(
    'Cole | Marcus | Ellis | Anton | Jack | Reid | Damon | Luka | Grant | Sami | Victor | Nash',
  ),
  surnames: list('Cross | Harlan | Voss | Mercer | Kade | Lindgren | Sato | Brandt | Osei | Rourke'),
  placeNames: list(`
    the Meridian Hotel | Vienna | Harbor District | Kessler Plaza | the Lisbon embassy | Port Arden
    Marseille | the Halden Building | Berlin | Canal Street | Dock Nine | the Rialto Exchange
  `),
  spots: list(`
    the underground car park | the hotel bar | the platform of the last train | the safe house kitchen
    the fire escape | the fourteenth floor | the back booth of an all-night diner | the loading dock
    the server room | the bridge over the canal | the embassy gates | the stairwell
  `),
  sights: list(`
    a black sedan idling across the street | a security camera turning slowly to follow them
    a burner phone with one number in its memory | the city spread out below in sodium orange
    rain sheeting down the glass of the tower | a man in a grey coat reading the same page for an hour
    a rental car with the engine still warm | police lights flickering three blocks over
    a stack of passports in different names | a bloodstain someone had tried to wipe away
  `),
  sounds: list(`
    sirens somewhere across the river | the buzz of a phone on a table | footsteps echoing in the stairwell
    the click of a safety catch | traffic hissing on the wet road | a helicopter circling
    the elevator chiming floor after floor | a voice on a police scanner | a car door shutting softly
  `),
  smells: list(`
    cordite | rain on hot asphalt | cheap coffee | cigarette smoke and diesel | bleach
    expensive cologne | the river at low tide | burned toast and fear
  `),
  weather: list(`
    rain had been falling on the city since midnight | the streetlights came on one block at a time
    a grey dawn crept up between the towers | the heat had not broken in a week
    wind off the river cut through every coat | fog turned the headlights into smears
  `),
  objects: list(`
    burner phone | USB drive | hotel keycard | photograph of a stranger | encrypted laptop
    untraceable handgun | envelope of cash | forged passport | memory stick
    spare car key | list of names
  `),
  threats: list(`
    the people who had killed {their} partner | the leak inside the agency | the deadline at midnight
    the man in the grey coat | the bomb nobody could find | the cartel's enforcers | the police who thought {they} had done it
    the buyer arriving on the morning flight
  `),
  goals: list(`
    get the drive to the embassy before midnight | find out who inside the agency had sold them out
    stay alive until the hearing | clear {their} name before the warrant went out
    find the girl before the buyer did | stop the transfer before the market opened
  `),
  secrets: list(`
    the handler had been working for the other side all along | the list had {P}'s own name on it
    the accident had been an execution | the safe house had been compromised since Tuesday
    the witness was already dead | the money had never been stolen, only moved
  `),
  incidents: list(`
    a shot shattered the window behind them | the phone buzzed with a message from a dead man
    the lights in the car park went out | two men in suits stepped out of the lift
    the car behind them turned when they turned | the safe house door was standing open
    a motorbike pulled alongside with its rider's visor down | the line went dead mid-sentence
  `),
  actions: list(`
    checked the magazine and slid it home | pulled the battery from the phone | memorised the licence plate
    took the stairs two at a time | ducked into the crowd and let it carry {them} | swapped jackets in the doorway
    wiped the keycard and dropped it in a bin | counted the exits without seeming to
    watched the street in the reflection of the shop window | kept {their} back to the wall
  `),
  memories: list(`
    the op in Kyiv that had gone wrong | {their} partner's last phone call | the training at the farm
    the night {they} had walked away from all of it | the funeral with the closed casket
  `),
  roles: list(`
    a burned agent | an investigative journalist | a forensic accountant | a police negotiator
    a courier who asked no questions | a hacker with a grudge
  `),
  moods: list('tense | watchful | electric | paranoid | restless | brittle'),
  hooks: list(`
    The phone buzzed once: a photograph of {P}, taken ten minutes ago, from across the street.
    When the lift doors opened, the man in the grey coat was already inside, smiling.
    The countdown on the laptop had not stopped; it had only been waiting for them.
    And the voice on the line said, very calmly, "You have until midnight."
  `),
  exchanges: exchanges(`
    Who else knows? / Nobody. / Then why is there a car outside?
    You said this was clean. / It was clean. Until someone talked.
    Can you trust {O}? / I don't trust anyone. I just know what {O.they} wants.
    How long do we have? / Long enough if you stop asking questions.
    They'll come for the drive. / Then we make sure it isn't here.
    You could walk away. / That's what they're counting on.
    Give me one reason not to call it in. / I'm the only one who knows where she is, {to}.
  `),
  titleNouns: list(
    'Protocol | Asset | Deadline | Cipher | Handler | Ledger | Witness | Exchange | Hour | Safe House | Dossier',
  ),
  titleAdjectives: list('Last | Dark | Silent | Burned | Zero | Cold | Final | Black | Hidden'),
  themes: list(`
    loyalty, betrayal and the cost of the truth | trust in a world built on lies | power and the people it crushes
  `),
  kinds: list('a tense thriller | a fast-paced thriller | a relentless conspiracy thriller'),
  taglines: list(`
    Trust no one. Especially yourself. | The clock is already running. | Some secrets get people killed.
  `),
  flavour: {
    opening: ['At {time}, {P} was exactly where {P.they} had promised not to be: {spot}.'],
    description: ['Everybody in {spot} looked like a civilian, and that was what worried {P}.'],
    action: ['{P} walked, did not run, and did not look back; looking back was how people got remembered.'],
    reflection: ['Somewhere, someone was already three moves ahead, and {P} had only just seen the board.'],
    complication: ['The number on the screen was one {P} had deleted years ago.'],
  },
};
