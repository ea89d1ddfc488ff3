import { exchanges, type GenreBank, list } from './bank.js';

/** Western: frontier towns, cattle and railroads, a reckoning that has been riding a long way. */
export const western: GenreBank = {
  key: 'western',
  femaleNames: list(
    'Josephine | Clara | Abigail | Ruth | Mattie | Lorena | Cora | Delphine | Hattie | Maggie',
  ),
  maleNames: list('Eli | Jesse | Wade | Cyrus | Amos | Hank | Virgil | Ezra | Clay | Luke'),
  surnames: list('McCall | Reyes | Cade | Holt | Bodine | Garrett | Tate | Calloway | Stroud | Hollister'),
  placeNames: list(
    'Dry Fork | Redemption | Copper Springs | Bitter Creek | Hollow Rock | Sweetwater | Gila Crossing | Lone Pine',
  ),
  spots: list(`
    the saloon porch | the livery stable | the sheriff's office | the water tower | the dry wash
    the general store | the railroad depot | the church on the rise | the corral | the ridge above the canyon
  `),
  sights: list(`
    dust devils spinning across the flats | a buzzard circling high over the wash | a wanted poster curling in the heat
    the rail line running straight to the horizon | a lone rider on the ridge | cattle bunched against the wind
  `),
  sounds: list(`
    the jingle of spurs on the boardwalk | a piano from the saloon | the creak of the windmill
    hooves in the distance | the lonesome whistle of the train | a coyote calling from the rimrock
  `),
  smells: list(
    'dust and sage | horse sweat | coffee gone bitter on the stove | gun oil | rain on dry earth | leather and tobacco',
  ),
  weather: list(`
    the heat came up off the flats in waves | a norther blew in cold and mean | thunderheads piled up over the mountains
    the sun went down red behind the mesa | the wind never stopped
  `),
  objects: list(
    'revolver | tin star | deed to the ranch | saddlebag | letter from back East | silver dollar | rifle | railroad bond',
  ),
  threats: list(`
    the Calloway gang | the railroad's hired guns | the drought | the man who had sworn to kill {them}
    the cattle baron's claim on the water | the hanging judge
  `),
  goals: list(`
    hold the ranch until the rains came | bring the Calloway boys to trial | get the herd to the railhead
    find the man who had killed {their} brother | keep the town from tearing itself apart
  `),
  secrets: list(`
    the sheriff was on the railroad's payroll | the deed had been signed under duress
    the stage had been robbed by someone in town | {their} brother was still alive
  `),
  incidents: list(`
    a shot cracked out from the saloon | riders came in fast off the flats | the stage came in with no driver
    the water tower burst | someone set the livery stable alight
  `),
  actions: list(`
    checked the loads in the revolver | pulled {their} hat brim low | swung up into the saddle
    spat in the dust and waited | leaned on the rail and watched the street | loosened the rifle in its scabbard
  `),
  memories: list(
    "the war, and what {they} had done in it | {their} mother's grave on the prairie | the drive up from Texas",
  ),
  roles: list(
    'a bounty hunter | the town doctor | a widow running the ranch | a deputy | a card sharp | a schoolteacher from Boston',
  ),
  moods: list('hard | dusty | restless | sun-bleached | watchful | lonesome'),
  hooks: list(`
    By sundown, the Calloway gang would ride into town, and every door on the street was already shut.
    The rider on the ridge lifted a hand to {P}, slow and deliberate, and then was gone.
  `),
  exchanges: exchanges(`
    You ain't from around here. / No. / Then you'd best keep riding.
    Can you shoot? / Well enough to be sorry about it.
    The railroad's coming whether we like it or not. / Then we make sure it comes on our terms, {to}.
    Is he dead? / Not yet. / Then we've got time.
  `),
  titleNouns: list('Rider | Canyon | Badge | Drifter | Creek | Gun | Reckoning | Frontier | Dust | Trail'),
  titleAdjectives: list('Last | Long | Lonesome | Bitter | Dry | Red | Hard'),
  themes: list('justice, revenge and the cost of both | land, water and the people who fight for them'),
  kinds: list('a gritty western | a sweeping frontier story | a classic western'),
  taglines: list('Out here, the law is whoever is left standing. | Every trail ends somewhere.'),
  flavour: {
    description: ['Out here, the land did not care who lived and who died, and it did not pretend to.'],
    reflection: ['{P} had come west to outrun the past, and the past, as usual, had bought a faster horse.'],
  },
};
