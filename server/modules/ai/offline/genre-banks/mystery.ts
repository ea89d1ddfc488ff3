import { exchanges, type GenreBank, list } from './bank.js';

/** Mystery: a death or a disappearance, a closed circle of suspects, clues hidden in plain sight. */
export const mystery: GenreBank = {
  key: 'mystery',
  femaleNames: list(
    'Harriet | Agnes | Vera | Miriam | Beatrix | Constance | Delia | Ottilie | Judith | Margery | Ruth | Ivy',
  ),
  maleNames: list(
    'Walter | Ambrose | Felix | Gideon | Lionel | Edmund | Silas | Cyril | Percival | Arthur | Hugo | Roland',
  ),
  surnames: list(
    'Pryce | Marchbanks | Lowe | Fenwick | Carrow | Ashcombe | Tremaine | Stroud | Quarles | Deverell',
  ),
  placeNames: list(`
    Wexcombe | Little Harrowby | Saltcote | Kingsmere | Amberley Cross | Fallowfield | Ravensworth
    Monks Hollow | Scarsby | Thornbury Green | Coldharbour | Lydgate
  `),
  spots: list(`
    the vicarage study | the library with the locked cabinet | the churchyard wall | the station waiting room
    the Crown and Anchor's snug | the boathouse on the lake | the walled garden | the police house
    the long gallery | the lychgate | the manor's back stairs | the reading room of the institute
  `),
  sights: list(`
    a teacup with a faint lipstick mark on its rim | muddy footprints that stopped halfway across the hall
    a clock that had been stopped at twenty past nine | the curtains drawn in the middle of the day
    a fresh scratch on the brass of the lock | a row of boots by the door with one pair still wet
    the newspaper folded to the obituaries | a window left open an inch in the cold
    ash in the grate that was far too fine for coal | a smear of green paint on the gatepost
  `),
  sounds: list(`
    the slow tick of the hall clock | footsteps on the floor above | rain on the conservatory glass
    the rattle of the last train | a door closing somewhere deep in the house | murmured voices behind a door
    the scratch of a pen | the church bell tolling for a funeral | the crunch of gravel on the drive
    a telephone ringing in an empty room
  `),
  smells: list(`
    pipe smoke and damp tweed | furniture polish | lilies going over | coal smoke | wet leaves
    bitter almonds | carbolic soap | old paper and dust | brandy | cold tea
  `),
  weather: list(`
    a fog came up from the river and swallowed the lanes | the rain had not let up since the inquest
    a hard frost lay on the churchyard | the afternoon light failed early, as it did in November
    a wind got up and rattled the sash windows | the sky was the colour of dishwater
  `),
  objects: list(`
    pocket diary | train ticket | spent match | brass button | pawn ticket
    scratched photograph | silver cigarette case | unsigned letter | gun-room key
    bottle of sleeping powder | torn glove | estate ledger
  `),
  threats: list(`
    the killer still among them | the Colonel's temper | the inquest on Friday
    the blackmailer's next letter | the rumour spreading through the village | the Inspector's patience
    the storm that had cut them off | the second death everyone feared
  `),
  goals: list(`
    find out who had been in the library at nine | prove the maid had not taken the necklace
    work out why the clock had been stopped | find the missing page of the ledger
    learn who had written the anonymous letters | discover where the Colonel had really been that night
    clear {their} brother's name before the inquest
  `),
  secrets: list(`
    the victim had changed the will the night before | the vicar had not been at evensong at all
    the letters had been typed on the machine in the estate office | the necklace had been paste for years
    two people had lied about the time | the body had been moved after death | the doctor had signed a false certificate
  `),
  incidents: list(`
    a scream came from the direction of the lake | the lights failed and the house went black
    the Inspector's car came up the drive too fast | a letter was pushed under the door while they talked
    someone had been through {P}'s room | the dog began to bark at the locked door of the study
    the telephone line went dead | a second body was found in the boathouse
  `),
  actions: list(`
    lifted the blotter and read the ghost of the last letter | crouched to look at the scratches by the lock
    took out {their} notebook and wrote down the time | ran a finger along the mantel and examined the dust
    turned the key very slowly in the lock | held the ticket up to the light
    walked the length of the gallery, counting {their} steps | checked the window catch and found it loose
  `),
  memories: list(`
    the last conversation {they} had had with the dead man | the case {they} had got wrong years ago
    {their} father's lessons in patience | the village as it had been before the war
    the night of the party | the look on the widow's face at the graveside
  `),
  roles: list(`
    the vicar's sister | a retired schoolmistress | the young constable | a visiting solicitor
    the family's former governess | a crime reporter from London | the doctor's wife | the housekeeper
  `),
  moods: list('watchful | hushed | close | brooding | tense | airless | secretive | still'),
  hooks: list(`
    On the last page of the diary, in a hand {P} did not recognise, someone had written {P}'s own name.
    The clock in the hall began to tick again, though no one had touched it.
    It was only much later that {P} realised what had been wrong with the teacup.
    By morning, one of the people at dinner would be lying, and {P} was almost sure who.
  `),
  exchanges: exchanges(`
    Where were you at nine o'clock? / In the library, reading. / Alone? / Is that a crime now?
    You think it was one of us. / I think someone in this house is lying. Whether that makes them a killer is another question.
    The Inspector says it was an accident. / The Inspector hasn't looked at the lock.
    Did she have enemies? / Everyone in {place} had a reason to dislike her. Not everyone had a key.
    You're enjoying this. / I'm paying attention, {to}. It's not the same thing.
    Who else knew about the will? / The solicitor. The family. Anyone who listened at doors.
    It's only a button. / It's a button from a coat nobody admits to owning.
    You should leave this to the police. / I would, if the police were asking the right questions.
    What time did the last train leave? / Twelve minutes past ten. Why? / Because someone says they were on it.
  `),
  titleNouns: list(`
    Clock | Key | Inquest | Letter | Lake | Library | Widow | Alibi | Ledger | Bell | Garden
    Inheritance | Fog | Verdict | Stranger | Window | Button | Silence
  `),
  titleAdjectives: list(
    'Stopped | Silent | Locked | Missing | Last | Quiet | Hidden | Drowned | Poisoned | Crooked',
  ),
  themes: list(`
    secrets, lies and the price of the truth | small villages and the long memory of their people
    guilt, justice and the things people do to protect their own | what we see and what we choose to notice
  `),
  kinds: list(
    'a classic mystery | a twisting village mystery | a slow-burning whodunit | an atmospheric mystery',
  ),
  taglines: list(`
    Everyone has something to hide. Only one of them has a body. | The truth was there all along.
    In a village this small, nobody is a stranger, and nobody is innocent. | Every clue is a question.
  `),
  flavour: {
    opening: [
      'The inquest was set for Friday, and by {time} on Tuesday the whole of {place} had decided the verdict.',
    ],
    description: [
      'Nothing in {spot} looked out of place, which was, {P} thought, precisely the problem.',
      'Whoever had tidied the room had done it too well.',
    ],
    action: ['{P} wrote it down, underlined it twice, and then crossed out the second line.'],
    reflection: [
      'People lied, in {P.their} experience, about small things far more often than large ones.',
      '{P} made {P.themself} set the facts out in order, the way a careful person lays out cards.',
    ],
    complication: ['It was {C} who noticed that one of the chairs had been moved since the morning.'],
  },
};
