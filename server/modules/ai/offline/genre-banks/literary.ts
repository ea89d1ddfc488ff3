import { exchanges, type GenreBank, list } from './bank.js';

/** Literary fiction: ordinary lives looked at closely, memory, family, the weight of small choices. */
export const literary: GenreBank = {
  key: 'literary',
  isGentle: true,
  femaleNames: list(
    'Ruth | Helen | Miriam | Lena | Joan | Celia | Ines | Nadia | Claire | Vera | Esther | Agnes',
  ),
  maleNames: list(
    'Peter | Daniel | Anton | Michael | Paul | Samuel | Lukas | Tom | David | Isaac | Frank | Arthur',
  ),
  surnames: list('Lindqvist | Moreno | Brennan | Kessler | Ward | Novak | Aldous | Mercer | Haas | Quinlan'),
  placeNames: list(
    'Marlow | Saint Ives | the old quarter | Hollins Street | Ashby | the estuary town | Brisk Lane | Norbury',
  ),
  spots: list(`
    the kitchen table | the hospital corridor | the bus stop on the hill | the allotment
    the back step | the launderette | the empty classroom | the station café | the beach at low tide | the spare room
  `),
  sights: list(`
    a single glove left on a railing | the neighbour's washing stiff on the line | a calendar still on the wrong month
    light moving across the ceiling from passing cars | a stack of unopened letters | a jar of pens that no longer worked
    a child's drawing faded almost white on the fridge | the tide going out over the flats
    coats still hanging on the hooks by the door | a half-finished crossword on the arm of the chair
    dust on the piano lid | a row of birthday cards from years ago
  `),
  sounds: list(`
    the kettle coming to the boil | a radio murmuring in another flat | rain in the gutter
    a dog barking two streets away | the fridge humming | the buses changing gear on the hill | a clock with a loud tick
  `),
  smells: list(
    'toast and cold tea | wet pavements | hospital soap | cut grass | cheap aftershave | dust on a radiator | the sea',
  ),
  weather: list(`
    the light came in flat and white | it had rained all week without conviction | a low sun lit the dust in the air
    the afternoon went grey without anyone noticing | the first warm day of the year arrived
  `),
  objects: list(
    'photograph | letter | wristwatch | notebook | set of keys | old wool coat | teacup | postcard | ring',
  ),
  threats: list(`
    the diagnosis | the sale of the house | the silence between them | the anniversary
    the thing nobody in the family would say | the end of the lease | {their} father's decline
  `),
  goals: list(`
    clear the house before the new owners came | say what needed saying before it was too late
    forgive {their} mother, or at least stop pretending to | begin again somewhere no one knew {them}
    finish the letter {they} had started a year ago
  `),
  secrets: list(`
    the letters had been kept, every one of them | {their} father had known all along
    the marriage had ended long before anyone left | the money had been sent every month for years
  `),
  incidents: list(`
    the phone rang, and it was the hospital | a letter arrived in a hand {P} had not seen for years
    the lights went out across the whole street | someone knocked at the door and did not wait for an answer
  `),
  actions: list(`
    rinsed the cup and set it upside down on the rack | folded the letter into smaller and smaller squares
    sat down on the stairs, suddenly tired | opened the window to let the room breathe
    put the kettle on for something to do with {their} hands | stood in the doorway a long time
    wiped the same patch of counter twice | took down the calendar and did not put up a new one
    sorted the post into piles that meant nothing | sat on the edge of the bed with {their} shoes still on
  `),
  memories: list(`
    a holiday by the sea when everyone was still alive | {their} mother singing in the kitchen
    the last good conversation {they} had had with {their} father | the flat above the shop
    the year {they} stopped going home
  `),
  roles: list(
    'a piano teacher | a night nurse | a translator | a retired postman | a widow | a schoolteacher',
  ),
  moods: list('quiet | heavy | tender | ordinary | suspended | still'),
  hooks: list(`
    Inside the envelope was a photograph {P} had never seen, of a life {P.they} had never been told about.
    {P} turned off the light and sat in the dark for a long time, listening to the house.
  `),
  exchanges: exchanges(`
    Do you want tea? / I want you to sit down. / I can't sit down. If I sit down I'll think.
    You never told me. / You never asked, {to}.
    Are you happy? / I don't know. I'm not sure that's the question anymore.
    Do you remember the house on the coast? / I remember the wallpaper. I don't remember being happy there. / You were, though.
    She kept everything. / Of course she did. She thought if she kept it, it couldn't leave.
    What will you do with the piano? / Keep it. Nobody plays it, but it keeps the room from echoing.
    You sound like him. / Don't say that. / It isn't an insult.
    Did you ever tell her? / Tell her what? / You know what.
    We should talk about Dad. / We should. / But not today. / No. Not today.
  `),
  titleNouns: list(
    'House | Silence | Garden | Tide | Letter | Year | Winter | Light | Kitchen | Weather | Distance',
  ),
  titleAdjectives: list('Small | Quiet | Ordinary | Late | Narrow | Long | Borrowed | Last'),
  themes: list(
    'grief, family and the stories we tell to survive them | love, memory and time | what we owe the people we leave',
  ),
  kinds: list('a luminous literary novel | a quietly devastating story | an intimate literary novel'),
  taglines: list(
    'Some silences are louder than any argument. | It takes a lifetime to learn how to go home.',
  ),
  flavour: {
    description: ['It was an ordinary room, and that was the unbearable thing about it.'],
    reflection: [
      'Grief, {P} was learning, was mostly administration.',
      '{P} thought that there ought to be a word for missing someone who was still in the next room.',
    ],
  },
};
