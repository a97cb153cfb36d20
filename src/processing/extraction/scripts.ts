/**
 * The alphabets a page may print, by Unicode script: the ones whose letters OCR confuses with one
 * another's look-alikes (Latin, Greek, Cyrillic…) and the others the engine reads. One list, so the
 * table reader and the confidence check name a letter's script alike.
 */
const LETTER_SCRIPTS = ['Latin', 'Greek', 'Cyrillic', 'Armenian', 'Georgian', 'Arabic', 'Hebrew', 'Thai', 'Devanagari', 'Bengali', 'Ethiopic', 'Han', 'Hangul', 'Hiragana', 'Katakana'] as const;
const SCRIPT_RES = LETTER_SCRIPTS.map((sc) => [sc, new RegExp(`\\p{Script=${sc}}`, 'u')] as const);

/** The script of one letter; 'other' for a letter of a script not in the list. */
export function scriptOfLetter(ch: string): string {
  return SCRIPT_RES.find(([, re]) => re.test(ch))?.[0] ?? 'other';
}

/** The scripts of a text's letters ("Latin", "Arabic"…) among the listed ones. */
export function scriptsOf(text: string): Set<string> {
  return new Set(SCRIPT_RES.filter(([, re]) => re.test(text)).map(([sc]) => sc));
}

/** Both texts are written, and in no script in common ("Name" and "שם"; not "Name" and "Nom"). */
export function inOtherScripts(a: string, b: string): boolean {
  const first = scriptsOf(a);
  const second = scriptsOf(b);
  return first.size > 0 && second.size > 0 && [...first].every((sc) => !second.has(sc));
}
