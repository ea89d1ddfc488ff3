import { GENDERED_NOUNS } from './name-words.js';

/**
 * Guesses a named character's pronouns from `texts`: a gendered noun right before the name settles
 * it; otherwise, which of she/her and he/him/his follows the name most often within the next sentence
 * (certain from a lead of three).
 */
export function pronounsInText(name: string, texts: readonly string[]): PronounEvidence {
  let she = 0;
  let he = 0;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const text of texts) {
    const noun = new RegExp(`\\b(${[...GENDERED_NOUNS.keys()].join('|')})\\s+${escaped}\\b`, 'i').exec(text);
    if (noun) return { pronoun: GENDERED_NOUNS.get(noun[1]!.toLowerCase()), isCertain: true };
  }
  for (const text of texts) {
    for (const match of text.matchAll(new RegExp(`\\b${escaped}\\b([^.!?]*[.!?]){0,2}`, 'g'))) {
      const window = match[0].slice(name.length).split(/\s+/).slice(0, 14).join(' ').toLowerCase();
      const pronoun = /\b(she|her|hers|herself|he|him|his|himself)\b/.exec(window)?.[1];
      if (!pronoun) continue;
      if (/^(she|her|hers|herself)$/.test(pronoun)) she++;
      else he++;
    }
  }
  if (she === he) return { pronoun: undefined, isCertain: false };
  return { pronoun: she > he ? 'she' : 'he', isCertain: Math.abs(she - he) >= 3 };
}

/** A pronoun guess and whether the text settles it (a noun such as "her brother Callum", or a clear majority). */
export interface PronounEvidence {
  pronoun: 'she' | 'he' | undefined;
  isCertain: boolean;
}
