/**
 * Sentence templates for what happens inside a character, and for the threads that tie a chapter to
 * its outline and to the chapter before it. Slots are listed in `./index.ts`.
 */

/** Inner reflection: memory, feeling, doubt and intent. */
export const REFLECTION = [
  "{P} thought of {memory}, and [wished {P.they} hadn't|the thought did not help|pushed the memory away].",
  'It occurred to {P} that {secret}, and the thought would not leave {P.them} alone.',
  'What {P} wanted, more than anything, was to {goal}.',
  '{P} had come to {place} to {goal}, and {P.they} had not [forgotten it|lost sight of it|changed {P.their} mind].',
  'If {C} felt {emotion}, {C.they} did not show it.',
  '{P} felt {emotion} [rise|settle|tighten] in {P.their} chest[ and did nothing about it|, and let it].',
  'There would be time later to think about {threat}.',
  '{P} tried not to think about {threat}, which meant {P.they} thought of very little else.',
  'Some part of {P} had known [for days|for weeks|all along] that it would come to this.',
  'It was {emotion}, {P} realised, more than anything else, that kept {P.them} [moving|awake|talking].',
  '{P} did not trust {O}, and {P.they} was no longer sure {P.they} trusted {P.themself}.',
  'For a moment {P} was [back in|lost in] {memory}, and then {P.they} was not.',
  '{P} [wondered|asked {P.themself}] what {C} was not telling {P.them}.',
  'The truth, if {P} was honest, was that {P.they} had no plan beyond the next hour.',
  '[Perhaps|Maybe] {secret}; {P} turned the idea over and did not like the shape of it.',
  '{P} thought of {O}, and of what {O} would say if {O.they} could see {P.them} now.',
  'It was strange, {P} thought, how {emotion} could feel so much like [courage|exhaustion|hunger].',
  'All {P} had to do was {goal}; put like that, it sounded almost simple.',
  "{P} knew that look on {C}'s face, and {P.they} knew better than to argue with it.",
  'There were things {P} had never told {C}; {memory}, for one.',
  '{P} found {P.themself} thinking of {memory} at the [strangest|worst|oddest] moments.',
  'Whatever happened next, {P} promised {P.themself}, {P.they} would not [run|lie|look away] this time.',
  '~It was not the danger that frightened {P}; it was how little {P.they} minded it.',
  '{P} realised {P.they} had been holding {P.their} breath, and let it go.',
  '{C} had always been braver than {P}, or at least better at pretending.',
  'The worst of it was the waiting, and {P} had never been good at waiting.',
  '{P} made a list in {P.their} head of everything that could go wrong, and stopped when it grew too long.',
  '{P} had the uneasy sense of having [missed something|walked into something|been here before].',
  'A year ago, {P} would have [laughed at all of this|turned back|asked for help]; a year ago seemed very far away.',
  '{P} glanced at {C} and saw {P.their} own {emotion} looking back.',
  'There was {emotion} in {P}, and under it, harder and quieter, something like resolve.',
  'Nothing about {threat} made sense yet, and {P} hated things that did not make sense.',
  '{P} wanted, very badly, to [be somewhere else|be someone else|go home], and knew {P.they} would not.',
  'It was [easier|simpler|safer] to think about the {obj} than about {threat}, so {P} [did|thought about the {obj}].',
  'Later, {P} would [wonder|ask {P.themself}|try to work out] [when exactly|how] it had all [begun to go wrong|started to change|slipped out of {P.their} hands].',
  '[Trust|Fear|Hope], {P} thought, was a [habit|muscle|luxury], and {P.they} was [out of practice|running low on it|not sure {P.they} could afford it].',
  '{P} had been [wrong|careless|lucky] before, and {P.they} [knew how that tended to end|remembered what it had cost|had not enjoyed it].',
  'If {C} was [right|lying|afraid], then everything {P} had [planned|assumed|believed] would have to change.',
  'Somewhere under the {emotion}, {P} [was surprised to find|found|recognised] something like [relief|hope|anger].',
  '{P} [did not want to|refused to|would not] think about what would happen if they [failed|were wrong|were caught].',
  'There was a question {P} had been [avoiding|putting off|circling] for days, and it had to do with {threat}.',
  '{P} [knew|suspected|had begun to think] that {C} [understood|guessed|had always known] more than {C.they} let on.',
  '~What frightened {P} most was not {threat}; it was how [ordinary|quiet|reasonable] everything looked.',
  '{P} [counted|reckoned up|listed] the hours until [morning|it would be too late|someone noticed], and did not like the answer.',
  '[For the first time|Not for the first time|Once again], {P} wondered whether {P.they} should have [stayed away|listened|said no].',
  'Perhaps it was [tiredness|{emotion}|stubbornness], but {P} felt [oddly calm|almost light|very clear-headed].',
];

/** Keeps the outline's people and things in the chapter (`{clue}` is a definite noun phrase). */
export const CLUE = [
  '{P} kept coming back to {clue}.',
  'Everything, {P} suspected, turned on {clue}.',
  '{C} would not talk about {clue}, which told {P} more than words would have.',
  'It all led back to {clue}; {P} was sure of that now.',
  'Whatever else happened, {P} meant to understand {clue}.',
  'If there was an answer anywhere, it had to do with {clue}.',
];

/** Recalls the previous chapter: `{echo}` is a thing from its last paragraphs, `{quote}` a line spoken there. */
export const ECHO = [
  '{P} had not stopped thinking about {echo} since the night before.',
  'Nothing had been the same since the business with {echo}.',
  'After what had happened with {echo}, {P} had barely slept.',
];

/** Recalls a line spoken in the previous chapter (`{quote}`); one of these at most per chapter. */
export const QUOTE = ['{P} could still hear it: "{quote}"', 'The words stayed with {P}: "{quote}"'];

/** Mentions a further named character (`{X}`) so everyone the author named has a place in the chapter. */
export const MENTION = [
  '{P} thought of {X}, who would have known what to do.',
  '{X} would have [laughed|been furious|understood], {P} thought, [if {X.they} could see this|and the thought helped a little].',
  'Somewhere, {X} was waiting for news, and {P} meant to bring {X.them} some.',
  'It was {X} who had first warned {P} about {threat}.',
];

/** Closing hooks: the chapter's last sentence, leaving a question open. */
export const HOOK = [
  '{P} did not yet know that {secret}, but {P.they} would [by morning|soon enough|before the week was out].',
  'Behind them, {sound} began again, and this time it did not stop.',
  'And somewhere in {place}, someone was already [waiting|watching|counting the hours].',
  '{C} said nothing; {C.they} was looking past {P}, at something near {spot2}.',
  'When {P} looked down at the {obj} again, it was not quite as {P.they} had left it.',
  'Whatever {O} wanted, {P} was certain of one thing: it had only just begun.',
  'It was only much later that {P} understood what {C} had been trying to tell {P.them}.',
  '{P} closed {P.their} eyes, and when {P.they} opened them, {O} was standing in the doorway.',
  '~By the time anyone thought to look for them, {P} and {C} were already gone.',
];
