import { exchanges, type GenreBank, list } from './bank.js';

/** Adventure: maps and expeditions, rivals on the trail, the wild as both prize and danger. */
export const adventure: GenreBank = {
  key: 'adventure',
  femaleNames: list('Ines | Freya | Amara | Rosa | Kit | Talia | Hana | Molly | Esme | Zara | Petra | Lou'),
  maleNames: list(
    'Rafe | Jonah | Arlo | Tomas | Kofi | Sebastian | Eli | Mateo | Gus | Nikolai | Bram | Sol',
  ),
  surnames: list('Drake | Castell | Mbeki | Larkin | Sterling | Ortega | Finch | Ravel | Hardy | Navarro'),
  placeNames: list(`
    the Serpent River | Cape Sorrow | the Kessarine Mountains | Isla Calavera | the Amber Delta
    Port Verity | the Sunken City | Cathedral Pass | the Mirage Flats | Skarra Island | Dunmore Gorge | Tullan Falls
  `),
  spots: list(`
    the riverbank camp | the mouth of the cave | the rope bridge | the ridge above the valley
    the deck of the riverboat | the ruined temple steps | the trading post | the glacier's edge
    the dry riverbed | the lighthouse on the point | the jungle clearing | the old mission
  `),
  sights: list(`
    a condor riding the thermals far below | vines as thick as a man's arm choking the old stones
    the glitter of the river through the trees | a rival's campfire on the far bank
    carvings of serpents coiling up the pillars | the peak wreathed in cloud
    a rusted aeroplane half swallowed by the jungle | the sea breaking white on the reef
  `),
  sounds: list(`
    the roar of the falls | parrots screeching in the canopy | the drone of insects | ropes groaning under weight
    the putter of the outboard motor | thunder rolling down the valley | the crack of a branch underfoot
    surf booming on the reef | the wind keening over the ridge
  `),
  smells: list(`
    river mud and diesel | crushed leaves | salt spray | sweat and insect repellent | woodsmoke
    wet stone | orchids and rot | gunpowder | coffee boiled over a fire
  `),
  weather: list(`
    the heat pressed down like a hand | a squall came racing across the water | the mist burned off the river by mid-morning
    the afternoon storm broke right on time | the wind at the summit cut like a blade | the stars came out thick and bright over the camp
  `),
  objects: list(`
    compass | hand-drawn map | serpent coin | grappling hook | journal
    machete | coil of rope | stone idol | brass telescope | water-stained letter | fish-shaped key
  `),
  threats: list(`
    the rival expedition | the rainy season | the mercenaries hired by the Sterling company
    the rapids below the falls | the fever | the collapse of the temple | the smugglers on the delta
  `),
  goals: list(`
    find the lost city before the rains came | reach the summit while the weather held
    get the map back from the smugglers | follow {their} father's route to its end
    beat the rival expedition to the temple | bring everyone home alive
  `),
  secrets: list(`
    the map had been drawn to lead people to their deaths | {their} father had reached the city after all
    the guide had been paid by the rival expedition | the treasure had been moved a century ago
    the temple was a tomb | the expedition's sponsor wanted the city destroyed
  `),
  incidents: list(`
    the rope bridge lurched as a plank gave way | a rockfall thundered down the slope behind them
    the boat struck something hidden under the water | a shot rang out from the ridge
    the porters dropped their loads and ran | the floor of the temple tilted under their feet
  `),
  actions: list(`
    hacked through the vines with the machete | checked the compass against the sun
    tested the rope before trusting it with {their} weight | waded out until the water reached {their} chest
    scrambled up the scree on hands and knees | took a bearing on the peak | hauled the boat up onto the bank
  `),
  memories: list(`
    {their} father's stories around the kitchen table | the first expedition that went wrong
    the promise made on the dock at Port Verity | the map pinned above {their} bed as a child
  `),
  roles: list(
    'a bush pilot | a river guide | a disgraced archaeologist | a cartographer | a treasure hunter | a naturalist',
  ),
  moods: list('wild | restless | ancient | breathless | vast | watchful'),
  hooks: list(`
    On the far side of the falls, exactly where the map said it would be, a stair had been cut into the rock.
    The rival camp was empty, and its fire was still warm.
    And far below, in the green dark of the valley, something glinted gold.
  `),
  exchanges: exchanges(`
    How far to the pass? / Two days, if the weather holds. / And if it doesn't? / Then we find out what we're made of.
    You've been here before. / Once. I swore I'd never come back.
    Is the bridge safe? / Nothing out here is safe. The bridge is just less dangerous than the alternative.
    They're ahead of us. / Then we go where they won't think to follow.
    What's in it for you, {to}? / Same as you. Proof that the old stories were true.
    Can you swim? / Does it matter? / It's about to.
  `),
  titleNouns: list(
    'Map | River | Summit | Expedition | Compass | Island | Temple | Pass | Falls | Serpent | Gold | Horizon',
  ),
  titleAdjectives: list('Lost | Sunken | Golden | Last | Forgotten | Wild | Hidden | Distant'),
  themes: list(
    'courage, rivalry and the pull of the unknown | fathers, maps and the roads they leave us | greed and wonder',
  ),
  kinds: list('a rip-roaring adventure | a breathless adventure story | an old-fashioned adventure'),
  taglines: list('Every map leads somewhere. Not every road leads back. | X never marks the spot for free.'),
  flavour: {
    opening: [
      'By {time} the expedition had covered eleven miles, and {P} had stopped counting the blisters.',
    ],
    description: [
      'Everything out here was trying to either eat them or drown them, and some of it was beautiful.',
    ],
    action: ['{P} grinned despite everything and went first, because somebody had to.'],
    reflection: ['{P} had wanted adventure, once; now {P.they} mostly wanted dry socks.'],
    complication: ['The compass needle swung, wavered and pointed, quite firmly, the wrong way.'],
  },
};
