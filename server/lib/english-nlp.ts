import { createRequire } from 'node:module';
import type { Model, WinkMethods } from 'wink-nlp';

const require = createRequire(import.meta.url);
let nlp: WinkMethods | undefined;

/**
 * The process's one wink-nlp instance with its English web model (wink-eng-lite-web-model), made on
 * first call: about 300 ms and 30 MB, and each instance costs as much again, so every user shares this
 * one (the companion's extractive recaps, ADR 0023; the offline writer's name finder, ADR 0007).
 * Synchronous, so that plain functions can use it. Users must not teach it custom entities
 * (`learnCustomEntities` would change it for everyone).
 */
export function englishNlp(): WinkMethods {
  if (!nlp) {
    const winkNlp = require('wink-nlp') as (model: Model) => WinkMethods;
    nlp = winkNlp(require('wink-eng-lite-web-model') as Model);
  }
  return nlp;
}
