/**
 * Word lists for telling names from ordinary capitalised words (`names.ts`). Lower case throughout.
 */

/** Words that are capitalised only because they start a sentence or a title, never names. */
export const COMMON_WORDS = new Set(
  `a about above across after again against all also although always among an and another any anyone
  anything are around as at away back be because been before behind below beneath beside besides between
  beyond both but by can could dear did do does don't down during each even ever every everyone everything
  few first for from further had has have he her here hers herself him himself his how however i if in
  inside into is it its itself just last later least less let like many maybe me meanwhile might mine more
  most much must my myself never next no nobody none nor not nothing now of off oh on once one only onto
  or other others our out outside over perhaps please rather second she should since so some someone
  something sometimes somewhere soon still such suddenly than that the their theirs them then there these
  they this those though three through to today together tomorrow tonight too toward towards two under
  unless until up upon us very was we well were what whatever when whenever where wherever whether which
  while who whoever whom whose why will with within without would yes yesterday yet you your yours
  finally eventually instead already almost years days weeks months hours minutes morning evening night
  dawn dusk afternoon chapter part book prologue epilogue act scene volume story summary title note
  hello goodbye thanks sorry okay ok ah oh hey listen look come go wait stop run tell said says asked
  january february march april may june july august september october november december monday tuesday
  wednesday thursday friday saturday sunday christmas easter god english french german spanish american
  british everybody somebody anybody nowhere anywhere everywhere inside whoever kind sort many several
  her his its their an after before later earlier years decades centuries generations people men women
  children everyone things whatever somewhere`.split(/\s+/),
);

/** Titles before a name ("Inspector Hale"); the value is the pronoun set they imply, if any. */
export const HONORIFICS: Record<string, 'she' | 'he' | undefined> = {
  mr: 'he',
  mrs: 'she',
  ms: 'she',
  miss: 'she',
  lady: 'she',
  lord: 'he',
  sir: 'he',
  dame: 'she',
  king: 'he',
  queen: 'she',
  prince: 'he',
  princess: 'she',
  father: 'he',
  mother: 'she',
  sister: 'she',
  brother: 'he',
  aunt: 'she',
  uncle: 'he',
  madame: 'she',
  monsieur: 'he',
  captain: undefined,
  inspector: undefined,
  detective: undefined,
  doctor: undefined,
  dr: undefined,
  professor: undefined,
  sergeant: undefined,
  commander: undefined,
  agent: undefined,
  colonel: undefined,
  major: undefined,
  lieutenant: undefined,
  officer: undefined,
  sheriff: undefined,
  judge: undefined,
  marshal: undefined,
};

/** Last words that make a run of capitalised words a place ("Brannock Bay", "Hollow Creek"). */
export const PLACE_WORDS = new Set(
  `bay cove harbour harbor port point island isle islands creek river lake falls valley vale hill hills
  mountain mountains mount peak ridge forest wood woods moor marsh fen field fields city town village
  street road lane avenue square station colony dome base ring reach abbey castle hall manor house keep
  tower court inn farm ranch springs spring crossing pass gorge canyon desert coast shore sea ocean
  district quarter sector ward estate gate gardens park bridge landing docks yard wells heights
  kingdom empire republic county shire province march marches deep array`.split(/\s+/),
);

/** First words that make a run a place ("Mount Arden", "Port Halcyon"). */
export const PLACE_FIRST_WORDS = new Set([
  'mount',
  'lake',
  'port',
  'fort',
  'cape',
  'isle',
  'saint',
  'st',
  'new',
]);

/** Well-known cities and countries the writers' own banks mention: places, never people. */
export const KNOWN_PLACES = new Set(
  `london paris rome boston york dublin edinburgh lisbon madrid vienna berlin venice florence
  chicago detroit texas california england scotland ireland wales france spain italy germany
  america europe africa india china japan egypt mexico canada russia`.split(/\s+/),
);

/** Prepositions after which a capitalised word is usually a place ("in Paris", "near Lyme"). */
export const PLACE_PREPOSITIONS = new Set([
  'in',
  'at',
  'near',
  'across',
  'into',
  'through',
  'beyond',
  'outside',
  'toward',
  'towards',
  'from',
  'around',
]);

/** Common given names beyond the banks' own, so pronouns fit names authors often use. */
export const EXTRA_FEMALE_NAMES = `emma olivia ava sophia isabella mia amelia harper evelyn abigail emily
  elizabeth sofia avery ella scarlett grace chloe victoria riley aria lily aurora zoey nora hannah lucy
  sarah jessica laura kate katherine alice rose ellie jane mary anna elena eva julia leah sara rachel
  fiona claire emily megan amy helen ruth elspeth morag isla freya maeve niamh siobhan aoife catriona`;
export const EXTRA_MALE_NAMES = `liam noah oliver elijah james william benjamin lucas henry alexander mason
  michael ethan daniel jacob logan jackson levi sebastian mateo jack owen theodore aiden samuel joseph
  john david wyatt matthew luke asher carter julian grayson leo jayden gabriel isaac lincoln anthony
  hudson dylan ezra thomas charles christopher jaxon maverick josiah isaiah andrew elias joshua nathan
  caleb ryan adrian miles robert peter paul mark george edward harry alfie callum angus hamish ewan
  rory finlay duncan`;
