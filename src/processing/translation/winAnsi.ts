/**
 * pdfkit's standard 14 fonts (Helvetica here) only draw the WinAnsi (Windows-1252) character
 * set. Text is made drawable before it reaches pdfkit: characters of the set are kept (so
 * French, German, Spanish, Portuguese, Italian, Nordic accents render as they are), others are
 * mapped to a close equivalent (typographic punctuation, ligatures, Latin letters with marks
 * outside Latin-1, Greek and Cyrillic transliteration), and whatever is left becomes '?'.
 */

/** The 27 WinAnsi characters of 0x80..0x9F that are not Latin-1. */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const WIN_ANSI_EXTRA_SET = new Set(Array.from(WIN_ANSI_EXTRA));

export function isWinAnsi(ch: string): boolean {
  const c = ch.codePointAt(0)!;
  if (c >= 0x20 && c <= 0x7e) return true;
  if (c >= 0xa0 && c <= 0xff) return true;
  return WIN_ANSI_EXTRA_SET.has(ch);
}

const REPLACEMENTS: Record<string, string> = {
  // spaces and dashes
  '\t': ' ', '\u2000': ' ', '\u2001': ' ', '\u2002': ' ', '\u2003': ' ', '\u2004': ' ', '\u2005': ' ',
  '\u2006': ' ', '\u2007': ' ', '\u2008': ' ', '\u2009': ' ', '\u200a': ' ', '\u202f': ' ', '\u205f': ' ',
  '\u3000': ' ', '\u200b': '', '\u200c': '', '\u200d': '', '\ufeff': '', '\u00ad': '',
  '\u2010': '-', '\u2011': '-', '\u2012': '–', '\u2015': '—', '\u2212': '-', '\u2043': '-',
  // quotes and marks
  '\u201b': '’', '\u201f': '”', '\u2032': "'", '\u2033': '"', '\u2039': '‹', '\u00ab': '«',
  '\u2024': '.', '\u2027': '·', '\u2219': '•', '\u25cf': '•', '\u25aa': '•', '\u2023': '•',
  '\u2044': '/', '\u2215': '/', '\u2264': '<=', '\u2265': '>=', '\u2260': '!=', '\u2248': '~',
  '\u2713': 'v', '\u2714': 'v', '\u2717': 'x', '\u2718': 'x', '\u2192': '->', '\u2190': '<-',
  '\u2116': 'No.', '\u2122': '™', '\u20b9': 'Rs', '\u20bd': 'RUB', '\u20a9': 'W', '\u20ba': 'TL',
  // Latin letters without a decomposition
  'ł': 'l', 'Ł': 'L', 'đ': 'd', 'Đ': 'D', 'ħ': 'h', 'Ħ': 'H', 'ı': 'i', 'ŀ': 'l', 'Ŀ': 'L',
  'ŋ': 'ng', 'Ŋ': 'NG', 'ſ': 's', 'ƒ': 'ƒ', 'ə': 'e', 'Ə': 'E', 'ĸ': 'k', 'ŉ': "'n",
  // Greek
  'Α': 'A', 'Β': 'B', 'Γ': 'G', 'Δ': 'D', 'Ε': 'E', 'Ζ': 'Z', 'Η': 'I', 'Θ': 'Th', 'Ι': 'I', 'Κ': 'K',
  'Λ': 'L', 'Μ': 'M', 'Ν': 'N', 'Ξ': 'X', 'Ο': 'O', 'Π': 'P', 'Ρ': 'R', 'Σ': 'S', 'Τ': 'T', 'Υ': 'Y',
  'Φ': 'F', 'Χ': 'Ch', 'Ψ': 'Ps', 'Ω': 'O', 'α': 'a', 'β': 'b', 'γ': 'g', 'δ': 'd', 'ε': 'e', 'ζ': 'z',
  'η': 'i', 'θ': 'th', 'ι': 'i', 'κ': 'k', 'λ': 'l', 'μ': 'm', 'ν': 'n', 'ξ': 'x', 'ο': 'o', 'π': 'p',
  'ρ': 'r', 'σ': 's', 'ς': 's', 'τ': 't', 'υ': 'y', 'φ': 'f', 'χ': 'ch', 'ψ': 'ps', 'ω': 'o',
  // Cyrillic (Russian, Ukrainian, Bulgarian, Serbian basics)
  'А': 'A', 'Б': 'B', 'В': 'V', 'Г': 'G', 'Д': 'D', 'Е': 'E', 'Ё': 'Yo', 'Ж': 'Zh', 'З': 'Z', 'И': 'I',
  'Й': 'Y', 'К': 'K', 'Л': 'L', 'М': 'M', 'Н': 'N', 'О': 'O', 'П': 'P', 'Р': 'R', 'С': 'S', 'Т': 'T',
  'У': 'U', 'Ф': 'F', 'Х': 'Kh', 'Ц': 'Ts', 'Ч': 'Ch', 'Ш': 'Sh', 'Щ': 'Shch', 'Ъ': '', 'Ы': 'Y',
  'Ь': '', 'Э': 'E', 'Ю': 'Yu', 'Я': 'Ya', 'Є': 'Ye', 'І': 'I', 'Ї': 'Yi', 'Ґ': 'G', 'Ј': 'J', 'Љ': 'Lj',
  'Њ': 'Nj', 'Ћ': 'C', 'Џ': 'Dz', 'Ђ': 'Dj',
  'а': 'a', 'б': 'b', 'в': 'v', 'г': 'g', 'д': 'd', 'е': 'e', 'ё': 'yo', 'ж': 'zh', 'з': 'z', 'и': 'i',
  'й': 'y', 'к': 'k', 'л': 'l', 'м': 'm', 'н': 'n', 'о': 'o', 'п': 'p', 'р': 'r', 'с': 's', 'т': 't',
  'у': 'u', 'ф': 'f', 'х': 'kh', 'ц': 'ts', 'ч': 'ch', 'ш': 'sh', 'щ': 'shch', 'ъ': '', 'ы': 'y',
  'ь': '', 'э': 'e', 'ю': 'yu', 'я': 'ya', 'є': 'ye', 'і': 'i', 'ї': 'yi', 'ґ': 'g', 'ј': 'j', 'љ': 'lj',
  'њ': 'nj', 'ћ': 'c', 'џ': 'dz', 'ђ': 'dj',
};

/** Text that Helvetica (WinAnsi) can draw; never longer than needed, never throws. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    if (isWinAnsi(ch)) {
      out += ch;
      continue;
    }
    const mapped = REPLACEMENTS[ch];
    if (mapped !== undefined) {
      out += mapped;
      continue;
    }
    if (/[\u0000-\u001f\u007f-\u009f]/.test(ch)) {
      out += ' ';
      continue;
    }
    // Compatibility decomposition handles ligatures (ﬁ), full-width forms, super/subscripts,
    // and Latin letters with marks outside Latin-1 (ő → o, č → c, ș → s).
    const decomposed = Array.from(ch.normalize('NFKD').replace(/\p{M}/gu, ''));
    if (decomposed.length > 0 && decomposed.every((d) => isWinAnsi(d) || REPLACEMENTS[d] !== undefined)) {
      out += decomposed.map((d) => (isWinAnsi(d) ? d : REPLACEMENTS[d])).join('');
      continue;
    }
    out += '?';
  }
  return out;
}
