/**
 * Sentence templates that set a scene: where and when it happens and what it looks, sounds and smells
 * like. Slots are listed in `./index.ts`.
 */

/** First sentence of a chapter's first scene: the protagonist, a spot, the time or the weather. */
export const OPENING = [
  'It was {time} when {P} reached {spot}, and {weather}.',
  'By {time}, {weather}, and {P} was already at {spot}.',
  '{P} came to {spot} a little after {time}, [with {P.their} collar turned up|with nobody to see {P.them} go|later than {P.they} had meant to].',
  '{place} was quiet at {time}, and {P} had {spot} almost to {P.themself}.',
  '{Weather}, and {P} stood at {spot} [watching it|wondering what {P.they} had come for|and did not move].',
  'Later, {P} would remember that {weather} that [day|evening|morning], and that {P.they} had been standing at {spot} when it began.',
  '{P} had [meant|intended|promised {P.themself}] to stay away from {spot}, but at {time} {P.they} [went anyway|found {P.themself} there all the same].',
  'The first thing {P} noticed at {spot} was {sight}.',
  'Nobody else was at {spot} when {P} arrived, which suited {P.them} [well enough|perfectly|better than {P.they} would admit].',
  'At {time}, {P} [walked|made {P.their} way|went] down to {spot}, because there was nowhere else in {place} [to think|to be alone|that felt safe].',
];

/** First sentence of a later scene: time has moved on and the characters are somewhere new. */
export const ARRIVAL = [
  'By {time}, {P} and {C} had reached {spot}.',
  'It was {time} before they came to {spot}, and by then {weather}.',
  'They reached {spot} at {time}, [tired and short-tempered|sore-footed and silent|without having said much on the way].',
  'Later, at {spot}, {weather}.',
  '{P} and {C} [left the others|went on alone] and came, by {time}, to {spot}.',
  'The way to {spot} took longer than {P} had expected, and it was {time} when they arrived.',
  'At {time}, {C} led the way to {spot}, [and {P} followed|and {P} did not ask why|with {P} a step behind].',
  '{Weather} by the time they reached {spot}.',
];

/** Brings the companion in during the opening scene. */
export const COMPANY = [
  '{C} was waiting at {spot}[, as {C.they} had promised| and looked as if {C.they} had been there for hours| with {C.their} arms folded].',
  '{C} [found|caught up with] {P} there [not long after|a few minutes later|before {P.they} had caught {P.their} breath].',
  '{P} was not alone for long; {C} [came to stand beside {P.them}|arrived soon after|appeared at {P.their} shoulder] [without a word|as if by arrangement|out of breath].',
  'It was {C} who [spoke first|broke the silence], as {C.they} usually did.',
  '{C}, who was {C.role}, [had come too|had insisted on coming|had followed {P.them} there].',
];

/** Names the story's place early on, when the author gave no setting phrase to use. */
export const PLACE = [
  'This was {place}, and in {place} [nobody hurried|everyone watched everyone else|nothing was quite what it seemed].',
  'In {place}, people [remembered everything|kept their doors shut after {time}|knew better than to ask questions].',
  '{P} had known {place} all {P.their} life, or thought {P.they} had.',
  'Nobody came to {place} by accident[, and nobody left it quickly|; {P} had learned that early].',
  'There were older places than {place}, but none that [kept their secrets so well|felt so watchful|were so hard to leave].',
  '{place} had a way of [keeping its secrets|making strangers feel watched|swallowing sound], and {time} was when it was best at it.',
];

/** Ties the author's setting text into a scene (`{setting}` is a noun phrase such as "a fishing village"). */
export const SETTING = [
  '{place} was {setting}, and {P} knew every [stone|corner|face] of it.',
  'Whatever else it was, {place} was {setting}[, and it looked it that {time}| and had never pretended otherwise].',
  'People who had never been to {place} imagined {setting}; they were right, and they had no idea.',
];

/** Sensory description: sights, sounds, smells, weather and mood. */
export const DESCRIPTION = [
  'The air smelled of {smell}.',
  'The air smelled of {smell} and, faintly, of {smell}.',
  'Somewhere [nearby|close by|below|behind them], {P} could hear {sound}.',
  '{P} could hear {sound}, and beneath it, fainter, {sound}.',
  'From where {P.they} stood, {P} could see {sight}.',
  '{P} noticed {sight}, and beyond that {sight}.',
  '{Weather}, and the light [thinned|shifted|turned grey|went soft].',
  'The smell of {smell} [drifted|hung|lingered] over {spot}.',
  'For a moment {P} heard nothing but {sound}.',
  '{P} breathed in {smell} and [felt steadier|held it|let it out slowly].',
  'Nobody who had grown up in {place} ever stopped noticing {sound}.',
  '{place} felt {mood} [today|in a way {P} could not name|at this hour].',
  'Everything about {spot} felt {mood}, as if it were waiting [for something|for them|for a verdict].',
  'Beyond {spot}, {sight} [caught the light|was just visible|drew {P.their} eye].',
  '[Without meaning to|Almost idly|Out of old habit], {P} [took in|noticed|made a note of] {sight}.',
  'Light fell across {spot} in [long|thin|uneven] [bars|stripes|patches].',
  '[Overhead|Outside|All around them], {weather}.',
  'It was the kind of [place|hour|quiet] where {sound} carried a long way.',
  '{Sight} [was the only thing that moved|stood out against the grey|looked exactly as it had the day before].',
  'The [cold|damp|stillness] got into everything, even the smell of {smell}.',
  '[Once|Twice|Again], {sound} [broke the quiet|made {P} turn|made {C} look up].',
  'Even {sound} seemed muffled, as though {place} were holding its breath.',
  'There was {a-mood} quality to the quiet, broken only by {sound}.',
  '{P} let {P.their} gaze travel over {sight}, and then over {sight}.',
  '{Smell}, {smell} and the [faint|sharp|stale] edge of {smell}: {place} had a smell all its own.',
  'It had been a long time since {P} had [stood|been] at {spot} at {time}, and {P.they} had forgotten {sound}.',
  '{Sound} [faded|stopped|died away], and after a while {sound} took its place.',
  '[Not far off|Behind them|Again], {sound} [started up|began], and {P} [listened|tried not to listen|waited for it to stop].',
  '{C} [stopped|paused] to look at {sight}, and {P} [waited|looked too|did not hurry {C.them}].',
  '{P} [noticed|became aware of] {smell} first, and then {sound}.',
  'The ground underfoot was [wet|uneven|hard with cold], and every step [sounded too loud|took effort|had to be thought about].',
  'A [draught|breath of wind|cold current of air] [moved|stirred] through {spot}, carrying {smell} with it.',
  'It was [colder|warmer|stiller] than it had any right to be, and {P} [pulled {P.their} coat closer|felt it on {P.their} skin|noticed it at once].',
  '[Here|At {spot}], even {sound} sounded [far away|muted|strangely close].',
  'Past {spot}, the way [narrowed|bent|fell away] toward {spot2}.',
  'Someone had been here [recently|not long ago|within the hour]; {P} could tell from [the marks in the dust|the smell of {smell}|the way things had been left].',
  'The [quiet|hush|stillness] of {spot} pressed [in on them|against {P.their} ears|close around them] like [a hand|deep water|a held breath].',
  'Whatever {spot} had been [once|in better days|before], it was {mood} now.',
  '{P} could taste {smell} at the back of {P.their} throat.',
  '{P} took in the details one by one: {sight}; {sight}; the [usual|everyday|patient] clutter of a place people [used|lived in|passed through].',
  'Far off, {sound} [rose|sounded|came], and then there was only {sound} again.',
  'Nothing moved except {sight}.',
];
