/** Sentence templates for physical action and for things that go wrong. Slots are listed in `./index.ts`. */

/** Action beats: what the characters do with their hands and feet. */
export const ACTION = [
  '{P} {action}.',
  '{C} {action:C}, and {P} {action}.',
  '[Without a word,|Quietly,|Before anyone could stop {P.them},] {P} {action}.',
  '{P} {action}, [then|and then] {action}.',
  'While {C} {action:C}, {P} {action}.',
  '{C} {action:C}[ without being asked|, more carefully than before|, muttering under {C.their} breath].',
  '{P} laid the {obj} [on the nearest flat surface|on the ground between them|where the light was better] and [stepped back|studied it|waited].',
  '{P} turned the {obj} over in {P.their} hands, [as if it might tell {P.them} something|looking for anything {P.they} had missed|and then put it away].',
  '{C} went ahead, and {P} followed [a pace behind|without a word|more slowly].',
  '{P} crossed to {spot2} [in a few quick strides|without hurrying|keeping low], [and {C} came after {P.them}|then stopped].',
  '{P} checked the {obj} [again|for the third time|one more time], [as if it might have changed|out of habit|because it steadied {P.their} hands].',
  '{C} held out a hand, and after a moment {P} gave {C.them} the {obj}.',
  '~{P} [tried|forced] the door, [found it locked|felt it give], and [swore softly|looked at {C}|stood back].',
  '[Slowly|Carefully|Quickly], {P} {action}.',
  '{P} wiped {P.their} hands on {P.their} [coat|sleeves|knees] and {action}.',
  'It took {P} [two|three|several] attempts, but in the end {P.they} {action}.',
  '{C} [knelt|crouched] beside the {obj} and [looked at it for a long time|did not touch it|touched it with one finger].',
  '{P} [pocketed|picked up|slipped away] the {obj} before {C} could [say anything|object|see].',
  'They [walked|moved|went on] in silence [for a while|as far as {spot2}|until {sound} had faded behind them].',
  '~{P} stopped so suddenly that {C} almost walked into {P.them}.',
  '~{C} caught {P.their} arm, and {P} [stopped|turned|froze].',
  '{P} made {P.themself} [slow down|breathe|look properly], and then {action}.',
  'Between them, {P} and {C} [managed it|got it done|made short work of it], though neither of them [enjoyed it|said a word|was quick about it].',
  '~{P} [leaned|pressed] against the wall and [listened|waited|counted to ten].',
  '[When|Once] {C} [nodded|gave the signal|looked away], {P} {action}.',
  '{P} looked from the {obj} to {C} and back again.',
  '[At last|After a long moment|Eventually], {C} {action:C}.',
  '{P} {action}; it was something to do, and {P.they} needed something to do.',
  '{P} [straightened|stood up|got to {P.their} feet], [brushed {P.themself} down|steadied {P.themself}|rolled {P.their} shoulders], and {action}.',
  '{C} [handed|passed|pushed] the {obj} back [without a word|with a look {P} could not read|as if it were hot].',
  'With [a grunt|a sigh|an effort], {C} {action:C}.',
  '{P} [dragged|pulled|hauled] the [door|shutter|gate] [closed|open] behind them and [leaned on it|listened|waited for {C}].',
  '~{P} [moved|edged|slipped] along [the wall|the edge of {spot}|the shadows] until {P.they} could see {spot2}.',
  '~{P} [held|raised] a hand for silence, and {C} [froze|obeyed|stopped mid-step].',
  'They [split up|took turns|worked in silence]: {C} {action:C}, while {P} {action}.',
  '{P} [counted|checked|took stock of] what they had: the {obj}, {a-item}, and very little else.',
  '{P} picked up {a-item}, [weighed it|looked at it|turned it over], and put it [back|down|in {P.their} pocket].',
  '{P} [ran|hurried|went] the last few [steps|yards|paces] and [stopped|caught {P.their} breath|looked back].',
  '~{C} [shoved|pushed|nudged] {P} [toward|in the direction of] {spot2}, and {P} [went|did not argue|stumbled and went].',
  '{P} {action}, and for a while neither of them said anything.',
  '{P} did not [wait|hesitate|look back]; {P.they} {action}.',
  '~Carefully, so as not to [wake anyone|make a sound|draw attention], {P} {action}.',
];

/** Complications: something changes, goes wrong or arrives. */
export const COMPLICATION = [
  'Then {incident}.',
  'That was when {incident}.',
  'They had almost [finished|decided|reached {spot2}] when {incident}.',
  '[Without any warning|All at once|Just then], {incident}.',
  'It happened [fast|quickly|in a moment]: {incident}.',
  '{P} had [just|barely] begun to relax when {incident}.',
  'Before either of them could [move|speak|decide], {incident}.',
  "~Somewhere near {spot2}, [someone|something] [shouted|moved|cried out], and {P} [spun round|went still|grabbed {C}'s sleeve].",
  'The {obj} was not where {P} had left it.',
  '{C} went very still and [pointed|nodded] toward {spot2}.',
  'It was {C} who [noticed|saw|heard] it first, and {C.their} face [changed|went pale|hardened].',
];

/** Reactions right after a complication: bodies and voices catching up with what happened. */
export const REACTION = [
  'For a long moment nobody moved.',
  '{C} swore under {C.their} breath, [softly|viciously|with feeling].',
  "{P}'s heart was [hammering|racing|going like a drum], and {P.they} made {P.themself} [stand still|breathe|count to five].",
  "~{C} grabbed {P}'s [arm|sleeve|wrist] and [pulled {P.them} back|held on|did not let go].",
  'Neither of them [spoke|breathed|dared to look away] until it was over.',
  '{P} [flinched|went rigid|took a step back] before {P.they} could stop {P.themself}.',
  '~"[Down|Wait|Quiet|Don\'t move]," {C} [hissed|breathed|whispered], and {P} [obeyed|did as {C.they} said|froze].',
  '~Somewhere close by, [a door|a voice|something] [answered|moved|gave way], and then the [silence|stillness|quiet] came back, worse than before.',
  '{P} looked at {C}, and {C} [shook {C.their} head|looked back|already had the same thought].',
  'It took {P} a moment to understand what {P.they} had [seen|heard|just watched happen].',
];

/** Brings the third character on stage (after this, `{O}` may act in action and dialogue beats). */
export const ENCOUNTER = [
  'That was when {O} appeared at {spot}, [as if {O.they} had been waiting|out of breath|unhurried, as always].',
  '{O} was [standing|waiting] at {spot2} when they turned, [and there was no telling how long {O.they} had been there|watching them].',
  'They were not alone; {O} [had followed them|had got there first|stepped out from beside {spot2}].',
  'Footsteps, and then {O}, [looking from one of them to the other|with a smile that did not reach {O.their} eyes|{O.role}, whom {P} had not expected to see].',
];
