/**
 * Sentence templates about people: how the companion and the third character look and move, what the
 * protagonist remembers, and time passing between them. Slots are listed in `./index.ts`.
 */

/** A character seen through the protagonist's eyes. */
export const PORTRAIT = [
  '{C} looked [tired|older than {P} remembered|pale in this light|thinner than {C.they} had a month ago].',
  '{C} had a way of [standing very still|going quiet|tilting {C.their} head] when {C.they} was [thinking|worried|about to disagree].',
  "There was [mud|dust|a dark smear] on {C}'s sleeve that had not been there that morning.",
  "{C}'s hands were never still; [now they were|today they were|at the moment they were] [worrying at a loose thread|drumming on {C.their} knee|turning a coin over and over].",
  '{P} watched {C} [from the corner of {P.their} eye|for a long moment|when {C.they} was not looking] and [saw|noticed] how [tightly|carefully|stiffly] {C.they} held {C.themself}.',
  '{C} [smiled|nodded|shrugged] at nothing in particular, which was what {C.they} did when {C.they} was [frightened|lying|trying not to laugh].',
  'In this light {C} looked [like a stranger|very young|like {C.their} own ghost], and {P} did not like it.',
  '{O} [smiled|waited|watched them] the way a [cat|card player|patient creditor] does.',
  '{O} was [taller|older|younger|more careful] than {P} had expected, and [much too calm|far too polite|better dressed than anyone had a right to be].',
  "Nothing in {O}'s face [gave anything away|moved|changed], and {P} found that more unsettling than a threat.",
  '{C} had not [slept|eaten|sat down] [in a day|since noon|for hours], and it showed.',
  "{C}'s voice, when {C.they} spoke, was [steadier|rougher|quieter] than {P} expected.",
];

/** Remembering: short flashbacks that give the protagonist a past. */
export const MEMORY = [
  'Years ago, {P} had [stood|waited|sat] somewhere very like {spot} and [promised|told] {P.themself} [never to come back|that it would be different next time|that nothing could frighten {P.them} again].',
  '{P} remembered {memory}, and [how quiet everyone had been|what it had cost|how long ago it seemed now].',
  '{P} could still see [it|that day|the scene] if {P.they} closed {P.their} eyes: {memory}.',
  'Nobody had ever [explained|talked about] {memory}, and {P} had [stopped asking|learned not to ask|long since given up wondering].',
  '[Long ago|Once], {P.their} mother had [said|liked to say|warned] that [nothing stays buried|the past is a debt that collects its own interest|you cannot outrun your own shadow], and {P} had [never believed her|always hated how right she was|thought it only a saying].',
  'As a child, {P} had [been afraid of|dreamed about|been told stories about] [places like this|nights like this|exactly this kind of thing].',
  "Somewhere at the back of {P}'s mind, the memory of {memory} [stirred|surfaced|flickered] and was gone again.",
];

/** Time passing inside a scene. */
export const PASSING = [
  '[An hour|Half an hour|A long while] [passed|went by|crawled past] [that way|in near silence|before either of them moved].',
  'The [minutes|hours] [dragged|slid past|crept on], and {weather}.',
  'By the time {P} [looked up again|next checked|thought to look], {weather}.',
  'Time [stretched|wore on|thinned out], and still [nothing happened|nobody came|{C} did not speak].',
];
