/**
 * Aozora Bunko markup that a reader must not see (https://www.aozora.gr.jp/annotation/): ruby readings
 * 《かな》 (kana only, so a Chinese book title 《书名》 survives), the ruby start mark ｜ and ［＃…］ notes
 * (indentation, emphasis, headings). The corpus strips the same before counting (`contract/words.ts`).
 */
const AOZORA_READING =
  /《[\p{Script=Hiragana}\p{Script=Katakana}ー・ゝゞヽヾ]{1,64}》|［＃[^］\n]{0,200}］/gu;
const RUBY_START = /｜(?=[^《\n]{1,40}《)/gu;

/**
 * A paragraph without Aozora ruby readings, ruby marks and notes: "坊《ぼ》っちゃん" -> "坊っちゃん".
 * Text without such markup is returned unchanged.
 */
export function stripAozoraReadings(paragraph: string): string {
  if (!paragraph.includes('《') && !paragraph.includes('［＃')) return paragraph;
  return paragraph.replace(RUBY_START, '').replace(AOZORA_READING, '');
}

/**
 * A chapter title as a reader sees it: Project Gutenberg's underscore italics dropped ("_continued_" ->
 * "continued") and its double hyphen shown as the em dash it stands for ("JOURNAL--continued" ->
 * "JOURNAL—continued"; PG's plain-text conventions), Aozora markup removed.
 */
export function toPlainTitle(title: string): string {
  return stripAozoraReadings(title)
    .replace(/(^|[\s\p{P}])_(\S(?:[^_]*\S)?)_(?=$|[\s\p{P}])/gu, '$1$2')
    .replace(/(?<=\S)--(?=\S)/g, '—');
}
