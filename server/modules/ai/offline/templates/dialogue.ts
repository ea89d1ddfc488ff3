import { exchanges } from '../genre-banks/bank.js';

/**
 * Dialogue material for every genre: short exchanges (speakers alternate, the first line is spoken by
 * whoever the chapter picks), and the pieces that attribute a line to its speaker. In a line, `{to}`
 * is the listener's name; other slots are listed in `./index.ts`. A leading `~` marks a tense exchange.
 */
export const GENERIC_EXCHANGES = exchanges(`
  You're up early. / I never went to bed.
  You should have told me about the {obj}. / I'm telling you now. / That isn't the same thing, and you know it.
  What do you think it means? / I think it means someone wanted us to find it.
  ~How long do we have? / Less than I'd like. More than we need, if we're careful.
  ~Are you afraid? / Of course I am. I'm just not going to let it decide for me.
  You don't have to do this alone, {to}. / I know. That's what frightens me.
  ~We could still turn back. / Could we? I stopped being sure of that a while ago.
  Tell me the truth. / Which part? / Start with the part you've been saving.
  ~Who else knows about this? / Nobody I'd trust. / That isn't what I asked.
  You look terrible. / Thank you. I've been practising.
  What happens if we're wrong? / Then we'll be wrong together, and that will have to do.
  I don't like this. / You don't have to like it. You just have to stay close.
  Why are you helping me? / Because nobody else will. And because I want to know how it ends.
  Did you sleep at all? / An hour, maybe. It didn't take.
  There's something you're not telling me. / There are a lot of things I'm not telling you, {to}. Pick one.
  We need a plan. / We have a plan. / Walking in and hoping is not a plan.
  You've changed. / Everyone changes. Some of us just do it where people can see.
  I keep thinking about {threat}. / So do I. I'm trying not to let it show.
  Is it always like this here? / Only on the days that end in Y.
  Promise me something. / That depends on the something. / Promise me you won't do anything stupid. / I can't promise that.
  You knew, didn't you? / I suspected. That's not the same as knowing.
  Where did you find the {obj}? / Where nobody was supposed to look.
  Say it, then. / Say what? / Whatever you've been trying not to say since this morning.
  ~We should rest. / You should rest. I'll keep watch.
  Do you trust {O}? / I trust {O.them} to be exactly who {O.they} is. That isn't the same thing.
  What would you have done? / The same, probably. Only slower, and with more complaining.
  It's not your fault, {to}. / It feels like it is. / Feelings aren't evidence.
  ~I thought I'd lost you. / You nearly did. Don't make a habit of it.
  ~Listen. Do you hear that? / I don't hear anything. / Exactly.
  Are we doing the right thing? / I don't know. I know it's the only thing left.
  There has to be another way. / If there is, I haven't found it.
  You're shaking. / It's cold. / It isn't that cold.
  Let me see the {obj}. / Careful with it. / I'm always careful. / That's what worries me.
  How did you know I'd be here? / Because I know you.
  Why now? / Because tomorrow might be too late, and yesterday already was.
  Don't look at me like that. / Like what? / Like you're already sorry for me.
  ~What do we tell the others? / As little as we can get away with.
  Whatever happens, {to}— / I know. Me too.
`);

/** Verbs of speech for a line that ends in a full stop; the line before them ends in a comma. */
export const SAID = ['said', 'said', 'said quietly', 'murmured', 'admitted', 'said at last'];
/** Speech verbs only an answer takes. */
export const ANSWERED = ['answered', 'replied', 'said', 'said'];
/** Verbs of speech for a question. */
export const ASKED = ['asked', 'asked', 'asked quietly', 'wanted to know', 'asked after a moment'];

/** Participle phrases after the attribution ("...," she said, *not looking up*); actor pronouns apply. */
export const MANNER = [
  'not looking up',
  'without turning round',
  'glancing toward {spot2}',
  'turning the {obj} over in {their} hands',
  'with a small, tired smile',
  'more gently than {they} meant to',
  'half to {themself}',
  'after a long pause',
  'rubbing {their} eyes',
  'folding {their} arms',
  "not quite meeting anyone's eyes",
  'with a short laugh',
  'keeping {their} voice low',
  'as if it cost {them} something',
  'in a voice that did not sound like {their} own',
  'watching the door',
  'shaking {their} head',
  'and for once did not smile',
];

/** Small actions that can stand before a line instead of "said" (past VPs, actor pronouns apply). */
export const GESTURES = [
  'looked up',
  'let out a breath',
  'shrugged',
  'glanced at the door',
  'pushed {their} hair back from {their} face',
  'was quiet for a moment',
  'sat down heavily',
  'crossed {their} arms',
  'held up a hand',
  'stepped closer',
  'looked away',
  'smiled, though not happily',
  'gave a short laugh',
  'rubbed the back of {their} neck',
  'stared at the {obj}',
  'turned to face {to}',
  'frowned',
  'straightened',
];
