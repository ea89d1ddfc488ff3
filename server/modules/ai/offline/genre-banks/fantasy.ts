import { exchanges, type GenreBank, list } from './bank.js';

/** Fantasy: old roads, oaths, small magic with a cost, a power stirring beyond the hills. */
export const fantasy: GenreBank = {
  key: 'fantasy',
  femaleNames: list(
    'Mara | Tamsin | Wren | Isolde | Brisa | Elowen | Sefa | Rhian | Anwen | Ysolde | Kestra | Liesl',
  ),
  maleNames: list(
    'Corin | Aldric | Tobin | Hale | Emrys | Bran | Oswin | Cael | Dorran | Piers | Fenn | Idris',
  ),
  surnames: list(
    'Quill | Ashdown | Vell | Thorne | Marrow | Greaves | Holloway | Brand | Locke | Fairweather',
  ),
  placeNames: list(`
    Eldermere | Thornwall | Ashford March | Hollin Vale | Caer Audra | Saltmarrow | Greywater
    Ravensgate | the Wending Hills | Brackenholt | Vellmoor | Ostry Reach
  `),
  spots: list(`
    the old ford | the shrine at the crossroads | the keep's lower hall | the edge of the wildwood
    the market under the walls | the ruined watchtower | the mill race | the tithe barn
    the stair to the bell tower | the standing stones above the village | the hedge gate
    the smithy yard | the river landing | the archive beneath the temple
  `),
  sights: list(`
    a line of rooks along the ridge | the smoke of cookfires rising straight into the still air
    a banner so faded its device could no longer be read | the pale scar of the old road across the moor
    a ring of mushrooms in the wet grass | lanterns hung in the doorways against the dark
    the broken teeth of the old wall | a hawk turning slow circles over the fields
    frost ferns creeping across the shutters | the black line of the forest creeping closer
    carvings worn almost smooth by centuries of hands | the glint of the river between the alders
  `),
  sounds: list(`
    the creak of a cart on the ford road | the bell of the temple counting the hour
    the hiss of rain in the thatch | the clink of harness in the stable yard
    a dog barking somewhere beyond the hedges | the low roar of the weir
    the wind moving through the wildwood like breath | the ring of a hammer on the anvil
    rooks quarrelling in the elms | the crackle of a fire that needed feeding
    the murmur of the river under the bridge | a horn very far off
  `),
  smells: list(`
    woodsmoke and wet wool | crushed nettles | tallow and old parchment | horse sweat and leather
    bread from the ovens | cold iron | pine resin | river mud and reeds | beeswax and incense
    peat smoke | apples going soft in the loft | rain on hot stone
  `),
  weather: list(`
    a thin rain drifted in off the moor | mist lay in the hollows like spilled milk
    the wind turned and brought the smell of snow | the sun came through the clouds in long pale bars
    frost had silvered every blade of grass | low cloud sat on the hills and did not move
    the first stars came out over the ridge | a gusting wind rattled every shutter in the lane
    the light went copper and then grey | thunder grumbled somewhere beyond the hills
    the air was so still that the smoke stood in columns | a cold drizzle began to fall
  `),
  objects: list(`
    brass compass | iron key | sealed letter | silver ring
    calfskin map | bone-handled knife | oathstone | copper lantern
    hare token | clasped book | shard of blue glass
    signet ring | spindle of white thread | horn cup
  `),
  threats: list(`
    the Warden's riders | the blight in the western fields | the thing that walked the wildwood at night
    the debt owed to the hill folk | the Regent's new tithe | the war that was coming down from the north
    the broken oath | the grey sickness | the Hollow King's hunters | the winter that would not end
  `),
  goals: list(`
    reach the pass before the snows | find out who had broken the seal
    keep the oath without losing everything else | bring the stone back to where it belonged
    learn what the old songs had been warning about | get home before the gates were shut
    find the one person who could still read the old script | pay the debt before it came due
    warn the village before the riders came | understand what {their} mother had given away
  `),
  secrets: list(`
    the old maps had been drawn to deceive | someone inside the keep had opened the gate
    the oath had never been meant to be kept | the stone was not a stone at all
    the hill folk had been bargaining with the Regent for years | the sickness had begun with a gift
    the songs had been changed, one word at a time | the Warden had been dead for a month
  `),
  incidents: list(`
    a rider came down the hill road at a gallop | every candle in the hall guttered at once
    the temple bell began to ring, though no one was in the tower | a crow dropped dead onto the path
    the river ran suddenly cold and fast | a child came running with mud to the knees and no breath to speak
    the ground shuddered, very slightly, and was still | someone screamed in the lane
    the door of the archive stood open, its lock melted like wax | a stranger in a grey cloak stepped out of the trees
  `),
  actions: list(`
    tightened the straps of {their} pack | drew the knife and tested its edge with {their} thumb
    knelt to read the tracks in the mud | pulled {their} hood up against the weather
    laid a palm flat against the carved stone | counted the coins in {their} purse for the third time
    led the horse across the ford by its bridle | banked the fire and set the kettle on
    climbed the last of the stair with {their} breath sawing | unrolled the map and weighted its corners with stones
    traced the old letters with a fingertip | set {their} shoulder to the swollen door until it gave
  `),
  memories: list(`
    the winter {their} father did not come home from the hills | {their} grandmother's half-remembered songs
    the night the town gates burned | the first time {they} had held a sword and dropped it
    the smell of the temple on feast days | a promise made at a graveside
    the cold mornings of {their} apprentice years | the kind and tired face of the last Warden
  `),
  roles: list(`
    a cartographer who had lost {their} commission | the smith's apprentice | a hedge-witch from the hills
    a disgraced knight of the old order | the ferry keeper's child | a temple archivist
    a tithe-clerk with a conscience | a ranger who knew the wildwood paths
  `),
  moods: list('watchful | hushed | uneasy | expectant | sullen | brittle | patient | secretive'),
  hooks: list(`
    Far off, beyond the hills, a horn sounded once and did not sound again.
    The seal on the letter, {P} saw now, had been broken and pressed closed again by a careful hand.
    In the morning the standing stones above the village were one fewer than they had been.
    Somewhere in the wildwood, something that had been sleeping for a very long time opened its eyes.
    And the map, when {P} looked at it again, showed a road that had not been there before.
  `),
  exchanges: exchanges(`
    You've been to the standing stones. / How can you tell? / You have that look. Like the ground moved under you.
    The Warden won't wait for us. / Then we don't wait for the Warden.
    Do you know what that mark means? / I know what my grandmother said it meant. I'd rather she was wrong.
    If we cross the ford tonight, there's no coming back. / There hasn't been a way back for a while, {to}.
    Who taught you to read the old script? / Someone who paid for it. Don't ask me more than that.
    Keep the oath, and it keeps you. That's what they say. / They say a lot of things in {place}.
    You should sleep. / I'll sleep when the riders are past the river.
    Is it magic? / Everything's magic if you don't know how it's done. This, I don't know how it's done.
    They'll hang us for this. / Only if they catch us. And only if they can find a rope long enough.
    What does the stone want? / The same thing everyone wants. To go home.
  `),
  titleNouns: list(`
    Crown | Oath | Ford | Stone | Hollow | Lantern | Thorn | Road | Gate | Tithe | Raven | Winter
    Hill | Warden | Ember | Spindle | Harrow | Key | Song | Salt
  `),
  titleAdjectives: list(
    'Hollow | Silver | Broken | Last | Green | Iron | Sleeping | Unquiet | Ashen | Drowned | Hidden',
  ),
  themes: list(`
    oaths and what they cost | loyalty, memory and old bargains | the price of small magic
    home, exile and the roads between | power, mercy and the people caught between them
  `),
  kinds: list(
    'an atmospheric fantasy | a sweeping fantasy | a fantasy of old roads and older debts | a folkloric fantasy',
  ),
  taglines: list(`
    Some oaths outlive the people who swore them. | The old roads remember everyone who walks them.
    Every kingdom is built on a promise someone broke. | Magic always asks for something back.
  `),
  flavour: {
    opening: [
      'The road into {place} was older than the kingdom, and {P} felt every mile of it by {time}.',
      'Bells were ringing for the [evening|morning] office when {P} came to {spot}, and {weather}.',
    ],
    description: [
      'Someone had hung rowan over the doors along the lane, the way people did when they were frightened and would not say so.',
      'The nearest stones were carved with the old script, the letters softened by [rain|moss|centuries].',
      'In {place} they still [left milk out|shut the shutters] at {time}, and nobody [laughed at it|said why].',
    ],
    action: [
      '{P} made the sign against ill luck without thinking, the way {P.their} grandmother had taught {P.them}.',
    ],
    reflection: [
      'Magic, in {P.their} experience, always asked for something back, and it rarely asked first.',
      'The old stories had been right about one thing: nothing in {place} came free.',
    ],
    complication: [
      'The [hedge|river|old wall] was wrong, somehow, as if it had moved a little in the night.',
    ],
  },
};
