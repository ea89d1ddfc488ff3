import { exchanges, type GenreBank, list } from './bank.js';

/** Comedy: plans that go wrong, eccentric neighbours, dignity lost and found again. */
export const comedy: GenreBank = {
  key: 'comedy',
  isGentle: true,
  femaleNames: list('Penny | Dot | Maud | Gwen | Lizzie | Bea | Florence | Tilly | Pip | Marge'),
  maleNames: list('Bernard | Nigel | Reggie | Colin | Archie | Percy | Neville | Barry | Gus | Stanley'),
  surnames: list('Pickering | Buttons | Crumb | Fothergill | Wibley | Snodgrass | Plum | Bottomley'),
  placeNames: list(
    'Little Muddling | Upper Snoring | Bramblecombe | Puddleford | Chipping Wendle | Mugwell-on-Sea',
  ),
  spots: list(`
    the village hall | the tea room | the allotments | the church fete | the pub quiz table
    the bandstand | the garden centre café | the bowls club | the kitchen of the vicarage
  `),
  sights: list(`
    a marrow of truly alarming size | bunting that had seen better decades | a goat wearing a hat for reasons nobody explained
    a queue for the raffle that had become a small political movement | a chewed sign reading NO DOGS
  `),
  sounds: list(`
    a brass band tuning up in three different keys | the vicar clearing his throat into a microphone
    a goat bleating with great conviction | the urn coming to the boil | competitive whispering
  `),
  smells: list(
    'scones slightly burnt | instant coffee | wet dog | lavender talc | frying onions | fresh paint',
  ),
  weather: list(`
    it had been forecast to stay dry, which the sky took as a personal challenge | the sun came out at the least convenient moment
    a brisk wind began rearranging the bunting
  `),
  objects: list(
    'prize-winning jam | raffle ticket | false moustache | marrow trophy | spare key | novelty teapot',
  ),
  threats: list(`
    the judging at four o'clock | the visiting inspector | Mrs Fothergill's disapproval | the goat
    the planning committee | the rival tea room
  `),
  goals: list(
    'win the jam competition without cheating, probably | get through the fete with dignity intact | find the missing goat before the judging',
  ),
  secrets: list(
    'the prize jam had been bought at a supermarket | the vicar had been running the betting ring | the goat had been a gift from an ex',
  ),
  incidents: list(`
    the goat got loose | the marquee sagged slowly and then all at once | the microphone began to shriek
    someone sat on the prize-winning cake | the brass band started the wrong anthem
  `),
  actions: list(`
    tried to look as if {they} had meant to do that | straightened {their} hat with great dignity
    hid behind a tea urn | waved with the enthusiasm of someone who had not been invited
  `),
  memories: list(
    'the great tombola disaster of last year | the time {they} had been banned from the bowls club',
  ),
  roles: list(
    "the chair of the fete committee | a retired magician | the village's only estate agent | a baker with ambitions",
  ),
  moods: list('chaotic | cheerful | faintly hysterical | bustling'),
  hooks: list("And that was when the goat ate the only copy of the judges' scores."),
  exchanges: exchanges(`
    Is that a goat? / I prefer not to answer questions about the goat.
    This is a disaster. / It's a setback. / It's on fire, {to}. / A fiery setback.
    Did you win? / Define win.
  `),
  titleNouns: list('Fete | Goat | Jam | Disaster | Vicar | Teapot | Raffle | Marrow'),
  titleAdjectives: list('Great | Slight | Unfortunate | Grand | Little'),
  themes: list('friendship, pride and jam | small-town rivalries and big hearts'),
  kinds: list('a warm, ridiculous comedy | a gently chaotic comedy'),
  taglines: list('What could possibly go wrong? Everything, in order.'),
  flavour: {
    reflection: [
      '{P} decided to treat this as a learning experience, chiefly so {P.they} would not have to treat it as a catastrophe.',
    ],
  },
};
