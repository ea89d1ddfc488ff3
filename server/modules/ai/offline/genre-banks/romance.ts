import { exchanges, type GenreBank, list } from './bank.js';

/** Romance: small towns and big cities, second chances, the thing neither of them will say. */
export const romance: GenreBank = {
  key: 'romance',
  isGentle: true,
  femaleNames: list(
    'Clara | Eliza | Nora | Juliet | Maya | Rosalind | Hattie | Imogen | Sadie | Lucia | Josie | Anna',
  ),
  maleNames: list(
    'Jude | Nate | Gabriel | Theo | Callum | Rafael | Leo | Finn | Sebastian | Owen | Miles | Daniel',
  ),
  surnames: list('Whitlock | Bennett | Hale | Moreau | Carver | Ashby | Delaney | Price | Rowe | Sinclair'),
  placeNames: list(`
    Larkspur Bay | Willow Creek | Port Aster | Harrowgate | Saint Clement | Marigold Row
    Bramble Hill | Cassidy Harbor | Wrenfield | Ivy Lane | Solano Beach | Fernhollow
  `),
  spots: list(`
    the bakery on the corner | the end of the pier | the bookshop's back room | the orchard gate
    the vineyard terrace | the little station platform | the rooftop garden | the boathouse
    the kitchen of the old inn | the dance hall on the square | the bench by the lighthouse | the flower market
  `),
  sights: list(`
    fairy lights strung between the lamp posts | a chalkboard menu in looping handwriting
    the harbour turning gold in the late sun | two coffee cups left side by side on the railing
    a bicycle leaning against the wall with a basket full of lemons | rain streaking the café windows
    wildflowers pushing up between the paving stones | the lit windows of the inn across the square
    a note tucked under the windscreen wiper | the last ferry sliding out of the harbour
  `),
  sounds: list(`
    the chime of the shop bell | laughter drifting from the terrace | a piano being played badly and happily
    the hiss of the espresso machine | gulls over the harbour | rain drumming on the awning
    a radio playing an old love song | the creak of the porch swing | the church clock striking the half hour
    waves folding onto the shingle | the clatter of plates from the kitchen
  `),
  smells: list(`
    fresh bread and cinnamon | coffee and rain | salt and sun cream | cut grass | lavender
    oranges and woodsmoke | old books | jasmine on the evening air | warm sugar | sea air and diesel
  `),
  weather: list(`
    the evening had gone soft and golden | a summer storm rolled in off the water
    the first snow began to fall, large and slow | the sun came out as if someone had switched it on
    the air was warm enough that nobody wanted to go inside | a light rain misted the windows
    the sky over the bay turned pink, then violet | a breeze carried the smell of the sea up the lane
  `),
  objects: list(`
    handwritten letter | old photograph | spare key | silver locket | annotated paperback
    borrowed scarf | ticket stub | ring box | recipe card | Lisbon postcard
    mixtape | pressed flower
  `),
  threats: list(`
    the sale of the inn | the job offer in the city | the wedding neither of them wanted to talk about
    the secret from that last summer | {their} family's disapproval | the lease running out at the end of the month
    the ex who had just come back to town | the distance they both kept pretending was fine
  `),
  goals: list(`
    save the bakery before the bank took it | finally say what {they} should have said years ago
    get through the summer without falling for anyone | win back the trust {they} had thrown away
    make the festival a success | decide whether to stay or go | keep the promise made to {their} grandmother
  `),
  secrets: list(`
    the letter had been written years ago and never sent | the sale had been arranged behind everyone's back
    the last summer had ended because of a lie | the ring had been bought and returned twice
    nobody in town had ever believed the story about the break-up | the job in the city had already been accepted
  `),
  incidents: list(`
    the power went out along the whole street | the door opened and the one person {P} had been avoiding walked in
    a glass slipped and shattered on the tiles | the rain came down all at once and drove everyone under the awning
    the phone lit up with a name {P} had not seen in years | someone started a slow song on the jukebox
    a bouquet arrived with no card | the ferry horn sounded, long and final
  `),
  actions: list(`
    tucked a strand of hair behind {their} ear | wiped {their} hands on {their} apron and looked up
    held the door open a moment longer than necessary | slid the coffee across the counter
    kicked off {their} shoes and sat on the sea wall | folded the letter and put it back in {their} pocket
    laughed before {they} could stop {themself} | reached for the same book at the same moment
    turned the ring over in {their} fingers | leaned against the railing and watched the harbour
  `),
  memories: list(`
    the summer they were seventeen | the last dance at the harvest fair | {their} grandmother's kitchen at Christmas
    the night on the pier when nobody said anything important | a kiss at a bus stop in the rain
    the first time {they} had seen the town from the lighthouse | the day {they} had packed up and left
  `),
  roles: list(`
    the new owner of the bakery | a carpenter restoring the boathouse | the town's only vet
    a chef who had left the city | a florist with opinions | an architect back for one summer
  `),
  moods: list('warm | drowsy | golden | hopeful | bittersweet | charmed | restless | tender'),
  hooks: list(`
    {C} was already gone when {P} turned around, but the [scarf|note|key] was still there on the railing.
    The letter was addressed to {P}, in handwriting {P.they} would have known anywhere.
    Across the square, the lights of the inn went out one by one, except for the window on the top floor.
    And for the first time in years, {P} did not want the summer to end.
  `),
  exchanges: exchanges(`
    You came back. / I said I would. / You said a lot of things, {to}.
    Do you want to dance? / I don't dance. / That isn't what I asked.
    You still take it with two sugars. / Some things don't change. / Some things do.
    Why did you leave? / Because staying would have meant saying it out loud.
    Are we going to talk about it? / About what? / Don't do that. Not tonight.
    I'm not good at this. / Nobody is. That's how you know it matters.
    You look tired. / I've been up since four making bread for people who don't say thank you. / Thank you.
    Stay for dinner. / I shouldn't. / That isn't a no.
    It was a long time ago. / It was last summer, {to}. / It feels longer.
    I kept the letter. / You never wrote back. / I never knew what to say.
  `),
  titleNouns: list(`
    Summer | Harbor | Letter | Heart | Promise | Bakery | Season | Lighthouse | Orchard | Song
    Secret | Kiss | Tide | Bloom | Shore | Wedding | Cottage | Postcard
  `),
  titleAdjectives: list(
    'Last | Little | Second | Sweet | Sunlit | Unexpected | Borrowed | Golden | Late | Secret',
  ),
  themes: list(`
    second chances and the courage to take them | home, family and the people we choose
    old wounds, new beginnings and the spaces in between | trust, timing and the art of staying
  `),
  kinds: list('a warm-hearted romance | a slow-burn romance | a bittersweet love story | a charming romance'),
  taglines: list(`
    Some people are worth the risk of coming home. | Love rarely arrives on time.
    One summer can change everything. | Some letters are worth the wait.
  `),
  flavour: {
    opening: [
      '{place} did not change much from one summer to the next, which was exactly why {P} had come back.',
    ],
    description: [
      "Everyone in {place} knew everyone else's business, and most of them had opinions about it.",
      'The light at {time} made everything look kinder than it was.',
    ],
    action: ['{P} caught {C} looking and, for once, did not look away.'],
    reflection: [
      'It was ridiculous, {P} told {P.themself}, to feel this way about someone {P.they} had known half {P.their} life.',
      '{P} had promised {P.themself} a quiet summer, and {C} was anything but quiet.',
    ],
    complication: [
      "Then {C}'s phone buzzed, and {P} saw the name on the screen before {C} could turn it over.",
    ],
  },
};
