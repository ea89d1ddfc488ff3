import { exchanges, type GenreBank, list } from './bank.js';

/** Historical fiction: a past age made close, with its work, its rules and its upheavals. */
export const historical: GenreBank = {
  key: 'historical',
  femaleNames: list(
    'Eleanor | Margaret | Catherine | Lydia | Mary | Hannah | Sophia | Frances | Alice | Charlotte | Martha | Jane',
  ),
  maleNames: list(
    'Thomas | William | Edward | Samuel | Henry | John | George | Nathaniel | Robert | James | Francis | Benjamin',
  ),
  surnames: list(
    'Whitcombe | Ashford | Pennington | Hale | Caldwell | Morrow | Barrington | Sutton | Fairfax | Lowther',
  ),
  placeNames: list(`
    Spitalfields | Bath | Lyme | Whitby | Norwich | Chatham Dockyard | Harrowfield Hall | Lambeth
    Deptford | Boston | Calais | the Yorkshire Dales
  `),
  spots: list(`
    the mill floor | the parlour | the churchyard | the quay | the counting house | the servants' hall
    the printing shop | the coaching inn | the assembly rooms | the market cross | the ropewalk | the workhouse gate
  `),
  sights: list(`
    a peeling broadside pasted to the wall | a hay cart stuck in the ruts of the lane
    the masts of the fleet crowding the river | chimneys smoking against a grey sky
    a girl selling watercress from a basket | a coach and four rattling past with its blinds down
    soldiers in red coats lounging by the inn | candlelight in every window of the great house
  `),
  sounds: list(`
    the clatter of the looms | the cry of the watchman | hooves on cobbles | church bells across the city
    the creak of the pump in the yard | the rumble of a coach | a fiddle from the tavern | the town crier's bell
  `),
  smells: list(`
    tallow and coal smoke | horse dung and straw | beeswax | tar from the docks | wet wool
    baking bread | the river | lye soap | ink and hot metal
  `),
  weather: list(`
    a raw wind blew off the estuary | the summer heat made the streets stink | snow lay in the gutters
    a fine rain soaked through every cloak | the fog came up the river with the tide
  `),
  objects: list(`
    letter of introduction | pocket watch | ledger | miniature portrait | purse of coins
    pamphlet | seal ring | bundle of letters | locket | indenture paper
  `),
  threats: list(`
    the enclosure of the common | the press gang | the fever in the lower town | the debtors' prison
    the magistrate's suspicion | the war across the Channel | the family's ruin
  `),
  goals: list(`
    keep the family out of the debtors' prison | get the letter to London before the mail coach left
    win the right to {their} own wages | find {their} brother among the pressed men
    keep the print shop open against the magistrate
  `),
  secrets: list(`
    the will had been forged | the captain had never been lost at sea | the mill's accounts had been cooked for years
    the pamphlets were being printed in the cellar | the family fortune came from the slave trade
  `),
  incidents: list(`
    the press gang came down the lane | a rider brought news from the coast | the mill bell rang out of hours
    a stone came through the window | the constables hammered on the door
  `),
  actions: list(`
    drew {their} shawl tighter | broke the seal on the letter | trimmed the candle wick | counted out the shillings
    pulled on {their} gloves with care | climbed into the coach | set the type letter by letter
  `),
  memories: list(`
    {their} mother's hands at the spinning wheel | the winter of the great frost | the day the letter came from the Admiralty
    the hymn sung at {their} father's burial | the house as it had been before the debts
  `),
  roles: list(
    "a seamstress | a printer's apprentice | a curate | a surgeon's widow | a clerk in the counting house | a governess",
  ),
  moods: list('sombre | bustling | grey | uneasy | proud | weary'),
  hooks: list(`
    The seal on the letter bore the arms of a family {P} had been told was extinct.
    By morning, the broadside on the market cross carried {P}'s name.
  `),
  exchanges: exchanges(`
    It isn't proper. / Nothing about this year has been proper, {to}.
    Will they hang him? / They hang men for less.
    You could lose everything. / I have very little left to lose.
    Does your father know? / My father knows what he chooses to.
  `),
  titleNouns: list(
    'Letter | Mill | Winter | Widow | Inheritance | Harbour | Printer | Daughter | Loom | Tide | Coach',
  ),
  titleAdjectives: list('Last | Long | Cold | Quiet | Hidden | Bitter | Gilded'),
  themes: list(
    'duty, family and the price of change | work, class and the courage to defy them | memory and the lives history forgets',
  ),
  kinds: list('a richly drawn historical novel | a sweeping historical drama | an intimate historical story'),
  taglines: list(
    'History remembers kings. This is the story of everyone else. | Some debts are paid across generations.',
  ),
  flavour: {
    description: [
      'It was the kind of street where everyone knew the price of bread and the names of the men who set it.',
    ],
    reflection: ['{P} had been raised to know {P.their} place, and had never once been content in it.'],
  },
};
