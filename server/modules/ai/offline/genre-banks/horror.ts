import { exchanges, type GenreBank, list } from './bank.js';

/** Horror: a house or a town that is wrong, dread that builds, the thing that should not answer. */
export const horror: GenreBank = {
  key: 'horror',
  femaleNames: list(
    'Ada | Lottie | Marian | Nell | Dora | Sylvie | Maren | Thea | Grace | Cassie | Iris | Hester',
  ),
  maleNames: list(
    'Abel | Ezra | Tobias | Caleb | Wendell | Amos | Gil | Joel | Luther | Micah | Rhys | Simon',
  ),
  surnames: list('Harrow | Blackwood | Crane | Moss | Ashworth | Fell | Grady | Voss | Lorne | Pike'),
  placeNames: list(`
    Hollow Creek | Blackmoor House | Saint Agatha's | Gallows Hill | Mercy Falls | Wyvern Lodge
    Crowmarsh | the Pell farm | Dunmore | Candle Lake | Ashgrove | Harlow Point
  `),
  spots: list(`
    the top of the cellar stairs | the nursery at the end of the hall | the dry well behind the barn
    the chapel with the boarded windows | the attic | the old kitchen | the orchard's edge
    the pantry with the scratched door | the landing outside the locked room | the road past the quarry
    the back porch | the family plot beyond the fence
  `),
  sights: list(`
    wallpaper peeling in long curls like dead skin | a rocking chair moving very slightly in no wind
    small handprints in the dust on the window | a broken line of salt along the sill
    the shape of someone standing at the end of the field | a mirror turned to face the wall
    water stains on the ceiling in the shape of a face | a child's shoe at the foot of the stairs
    candles burned down to stubs in a circle on the floor | scratches on the inside of the door
  `),
  sounds: list(`
    the house settling board by board | a slow knocking inside the wall | breathing that was not {P.their} own
    a music box playing three notes and stopping | the creak of a rope | footsteps pacing in the room above
    a whisper that might have been the wind | water dripping somewhere in the dark | the scrape of something heavy being dragged
    a child humming very faintly | the dogs going silent all at once
  `),
  smells: list(`
    damp plaster and mould | something sweet and rotten | candle smoke | cold earth | wet ash
    mildew and old lavender | copper | stagnant water | dust and mouse droppings
  `),
  weather: list(`
    the wind dropped and the silence came in like fog | a storm had knocked the power out across the valley
    the moon was a thin, dirty smear behind the clouds | dusk came early and stayed too long
    a cold fog crept up from the creek and pressed against the windows | rain fell without sound
  `),
  objects: list(`
    music box | defaced photograph | broken rosary | antique key
    one-eyed doll | child's diary | cassette recorder | lantern
    mourning locket | cracked hand mirror | rusted bell | jar of grave dirt
  `),
  threats: list(`
    the thing in the cellar | the woman in the orchard | whatever was wearing the old man's face
    the hunger under the house | the voices on the tapes | the family curse | the one who knocked at three
    the ritual left unfinished | the dark at the bottom of the well
  `),
  goals: list(`
    get the children out before dark | find out what had happened to the last family
    finish the ritual before midnight | make it through one more night in the house
    find the grave no one had marked | break the pattern before it started again
  `),
  secrets: list(`
    the last family had never left the house | the doors had been locked from the inside
    the town had been feeding the thing for a hundred years | the voice on the tape was {P.their} own
    the child in the photographs had died in 1923 | the house had been built around something, not on top of it
  `),
  incidents: list(`
    every door on the landing slammed at once | the phone rang, and the line was full of breathing
    the lights went out and did not come back | something knocked three times from inside the wall
    the dog backed away from the cellar door, whining | the music box began to play by itself
    a cold hand closed around {P}'s wrist in the dark | the mirror showed the room with one more person in it
  `),
  actions: list(`
    held the lantern higher and made {themself} look | counted the steps down into the cellar
    pressed {their} ear to the door and held {their} breath | backed away from the window without turning
    locked the door and pushed the dresser against it | forced {themself} to open the diary again
    lit another candle from the stub of the last one | gripped the banister until {their} knuckles ached
  `),
  memories: list(`
    the stories {their} grandmother would not finish | the summer {their} sister went missing
    the nightmares {they} had had as a child in this very room | the funeral where nobody cried
    the first night in the house when everything had seemed almost normal
  `),
  roles: list(`
    the new caretaker | a paranormal investigator who no longer believed | the priest nobody called anymore
    the last of the Pell family | a nurse from the old asylum | the sheriff's deputy
  `),
  moods: list('wrong | still | waiting | airless | hungry | watchful | cold | sullen'),
  hooks: list(`
    From the cellar, very softly, someone began to knock back.
    When {P} finally looked in the mirror, the room behind {P.them} was empty, but {P.their} reflection was smiling.
    Upstairs, the door to the nursery, which {P} had locked, stood open.
    The voice on the tape said {P}'s name, and then it said where {P.they} was standing.
  `),
  exchanges: exchanges(`
    Did you hear that? / It's an old house. Old houses make noises. / Not like that, they don't.
    Don't go down there. / Someone has to. / Then let it be someone who isn't you.
    How long has it been like this? / Since before my mother was born. Maybe always.
    You shouldn't have opened the box, {to}. / It was already open. That's what scares me.
    Is it gone? / Things like that don't go. They wait.
    Why did the last family leave? / Who told you they left?
    Say something. Anything. / I can't. It's listening.
    Keep the light on. / The light isn't what keeps it away.
  `),
  titleNouns: list(`
    House | Cellar | Hollow | Orchard | Well | Door | Bell | Nursery | Whisper | Mirror | Grave
    Lantern | Hunger | Harvest | Attic | Night
  `),
  titleAdjectives: list(
    'Hungry | Quiet | Hollow | Crooked | Last | Drowned | Unquiet | Burning | Black | Empty',
  ),
  themes: list(`
    grief, guilt and the things that come back | family secrets and the houses that keep them
    fear, faith and the dark we inherit | the cost of not looking away
  `),
  kinds: list(
    'a creeping horror story | a gothic horror | a slow-building tale of dread | an unsettling horror',
  ),
  taglines: list(`
    Some houses remember. | It only wants to be let in. | Don't answer when it knocks.
    The dark is patient. You are not.
  `),
  flavour: {
    opening: ['Nobody in {place} went near {spot} after dark, and by {time} {P} understood why.'],
    description: [
      'The cold in {spot} was not the ordinary cold of an empty place; it had a direction, and it was coming from behind {P.them}.',
      'The silence had weight to it, as if the house were holding its breath.',
    ],
    action: ['{P} did not run; {P.they} had learned that running only told the dark where you were.'],
    reflection: [
      '{P} told {P.themself} there was nothing there, and did not believe a word of it.',
      'There were rules in {place}, unwritten and very old, and {P} was beginning to think they were not superstition.',
    ],
    complication: ["The temperature dropped so fast that {P}'s breath came out in a cloud."],
  },
};
