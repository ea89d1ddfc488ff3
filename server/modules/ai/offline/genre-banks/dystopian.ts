import { exchanges, type GenreBank, list } from './bank.js';

/** Dystopian: a controlled city, rationing and surveillance, the first crack in the system. */
export const dystopian: GenreBank = {
  key: 'dystopian',
  femaleNames: list('Vesna | Ayla | Rune | Mira | Kess | Ona | Tova | Lark | Sable | Nyla'),
  maleNames: list('Ash | Dax | Orrin | Pell | Jory | Tamas | Cato | Rook | Evander | Silas'),
  surnames: list('Seven | Harte | Kovac | Orlan | Vance | Mire | Stone | Okoro | Lisk | Dray'),
  placeNames: list(
    'Sector Nine | the Commonwealth | New Haven Arcology | the Wall | Ward Twelve | Ember City | the Outer Ring | Eastgate',
  ),
  spots: list(`
    the ration line | the checkpoint | the rooftop water tanks | the abandoned metro tunnel | the assembly hall
    the black market under the overpass | the dormitory block | the edge of the exclusion zone | the recycling plant
  `),
  sights: list(`
    propaganda screens flickering on every corner | drones drifting over the rooftops in slow patterns
    the grey and endless Wall | a slogan painted over and over until the paint was thick
    empty shelves in the commissary | a child's chalk drawing of a tree
  `),
  sounds: list(`
    the curfew siren | the drone of surveillance craft | boots marching in step | the announcer's calm voice
    static from a hidden radio | the hiss of the sealed doors | the hum of the Wall's fences
  `),
  smells: list(
    'recycled air | burnt protein bars | disinfectant | rust and rain | smoke from the outer districts',
  ),
  weather: list(`
    acid rain hissed on the rooftops | the smog turned the sun into a dull coin | the dome's lights dimmed for curfew
    ash drifted down from the burning districts | a hot wind carried dust over the Wall
  `),
  objects: list(
    'ration card | identity chip | contraband book | tunnel map | radio | forged pass | seed packet',
  ),
  threats: list(`
    the Council's enforcers | the loyalty tests | the quota | the informant among them | the next purge | the drones
  `),
  goals: list(`
    get {their} sister past the checkpoint | find out what lay beyond the Wall | get the broadcast out before curfew
    keep the resistance cell hidden | pass the loyalty test without betraying anyone
  `),
  secrets: list(`
    the land beyond the Wall was not poisoned | the Council had engineered the famine
    the resistance had been founded by the Council | {their} own file had been rewritten
  `),
  incidents: list(`
    the curfew siren started an hour early | enforcers sealed both ends of the street | every screen showed {P}'s face
    the lights in the block failed | a drone dropped low and hovered, watching
  `),
  actions: list(`
    pulled {their} collar up over the scanner's line of sight | kept {their} eyes down in the line
    slipped the chip into {their} boot | pressed into the doorway as the drone passed | memorised the patrol pattern
  `),
  memories: list(
    "the time before the Wall, which {they} barely remembered | {their} father's arrest | the last real apple {they} had eaten",
  ),
  roles: list(
    'a ration clerk | a tunnel runner | an enforcer who had begun to doubt | a forger | a teacher of the approved curriculum',
  ),
  moods: list('grey | watchful | sullen | rigid | exhausted | tense'),
  hooks: list(`
    On every screen in the city, the announcer paused, and then said {P}'s name.
    Beyond the Wall, where nothing was supposed to live, a light came on.
  `),
  exchanges: exchanges(`
    They're watching the tunnels now. / They've always watched the tunnels. Now they want us to know it.
    Do you ever think about what's out there? / Every day. That's why they test us.
    If they catch you, {to}— / They won't. / If they do, you don't know me.
  `),
  titleNouns: list('Wall | Quota | Ration | Sector | Curfew | Signal | Ash | Ward | Archive | Ember'),
  titleAdjectives: list('Grey | Last | Silent | Burning | Hollow | Outer'),
  themes: list('freedom, complicity and the cost of hope | truth in a world built on lies'),
  kinds: list('a gripping dystopian novel | a bleak and hopeful dystopian story'),
  taglines: list('Obedience is safety. Safety is a lie. | The Wall was built to keep something in.'),
  flavour: {
    description: [
      'The slogans had been repeated so often that nobody read them anymore, which was, {P} suspected, the point.',
    ],
    reflection: ['{P} had learned early that a face with no expression was the only kind of armour left.'],
  },
};
