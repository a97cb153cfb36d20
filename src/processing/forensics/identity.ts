/**
 * Best-effort identification of the document from its text: title, candidate, registration
 * number, issuer and year of issue. Every value is text read from the document; when nothing
 * fits, the field is null (never invented).
 */
import type { DocumentIdentity } from '../../domain/results/stored';
import type { DocumentText, PageText } from '../types';
import { groupLines, type TextLine } from './pdf/pdfjs';

interface Line extends TextLine {
  page: number;
  size: number;
  /** Position from the top of the page, 0..1. */
  rel: number;
}

function pageLinesOf(page: PageText): Line[] {
  const items = page.items.filter((i) => i.text && i.text.trim());
  const lines = groupLines(items.map((i) => ({ x: i.x, y: i.y, w: i.width, h: i.height || i.fontSize || 10, text: i.text })));
  return lines.map((l) => {
    const members = items.filter((i) => Math.abs(i.y - l.y) <= Math.max(2, (i.height || 10) * 0.6) && l.text.includes(i.text.trim()));
    const size = members.length ? Math.max(...members.map((m) => m.fontSize || m.height || 0)) : 0;
    return { ...l, page: page.pageNumber, size, rel: page.height ? l.y / page.height : 0 };
  });
}

const TITLE_RE =
  /(?<![\p{L}\p{N}])(?:official\s+)?(?:academic\s+)?(?:transcript(?:\s+of\s+records)?|diploma|degree\s+certificate|certificate|mark\s*-?\s*sheet|marks?\s+statement|statement\s+of\s+(?:marks|results|grades)|academic\s+record|record\s+of\s+achievement|grade\s+report|relev[ée]\s+de\s+notes|dipl[ôo]me|attestation\s+de\s+r[ée]ussite|attestation|zeugnis|urkunde|bachelorurkunde|masterurkunde|certificado(?:\s+acad[ée]mico)?|t[íi]tulo|expediente\s+acad[ée]mico|licence)(?![\p{L}\p{N}])/iu;
const ISSUER_RE =
  /(?<![\p{L}\p{N}])(?:university|universit[éeyà]|universit[äa]t|universidad|universidade|college|institute|institut|instituto|istituto|school|academy|acad[ée]mie|akademie|polytechnic|politecnico|hochschule|fachhochschule|[ée]cole|escuela|board\s+of|council|conservatory|conservatoire)(?![\p{L}\p{N}])/iu;
const SUB_RE =
  /(?<![\p{L}\p{N}])(?:faculty|facult[ée]|facultad|fakult[äa]t|school\s+of|department|d[ée]partement|departamento|college\s+of|office\s+of\s+the\s+registrar|registrar|secretar[íi]a\s+general|examination\s+branch|pr[üu]fungsamt|service\s+de\s+la\s+scolarit[ée]|campus|division|institute\s+of|fachbereich|UFR)(?![\p{L}\p{N}])/iu;

/** The value after a label on a line, up to a tab (next cell) or the end. */
function valueAfter(line: string, label: RegExp): string | null {
  const m = label.exec(line);
  if (!m) return null;
  const rest = line.slice(m.index + m[0].length).replace(/^\s+/, '').replace(/^[:：.\-–]\s*/, '');
  const value = rest.split('\t')[0].trim();
  return value || null;
}

const NAME_LABELS = [
  /\b(?:student(?:'s)?|candidate(?:'s)?|graduate(?:'s)?)\s+name\s*[:：]/i,
  /\bname\s+of\s+(?:the\s+)?(?:student|candidate|graduate)\s*[:：]?/i,
  /\bfull\s+name\s*[:：]/i,
  /\bnom\s+(?:et\s+pr[ée]noms?|de\s+l'[ée]tudiant(?:e)?)\s*[:：]/i,
  /\b(?:name,\s*vorname|vorname\s+und\s+name|name)\s*[:：]/i,
  /\b(?:nombre\s+y\s+apellidos|apellidos\s+y\s+nombre|nombre\s+(?:del|de\s+la)\s+(?:estudiante|alumno|alumna))\s*[:：]/i,
];

/** Surname and given-name labels printed separately ("Nom: DUPONT" / "Prénom: Marie"). */
const SURNAME_LABEL = /(?<![\p{L}])(?:nom(?:\s+de\s+famille)?|apellidos?|nachname|familienname|surname|last\s+name|family\s+name)\s*[:：]/iu;
const GIVEN_LABEL = /(?<![\p{L}])(?:pr[ée]noms?|nombres?|vornamen?|first\s+names?|given\s+names?|forenames?)\s*[:：]/iu;

const REG_LABELS = [
  /\b(?:registration|reg\.?|student|roll|enrol(?:l)?ment|matriculation|matric|admission|candidate|seat|index)\s*(?:no\.?|number|num\.?|#|id|code)\b\s*[:：.]?/i,
  /\bmatrikel(?:nummer|[\s-]?nr\.?)\s*[:：]?/i,
  /\bn[°º]\s*(?:d'?\s*)?(?:[ée]tudiant|inscription|INE)\s*[:：]?/i,
  /\bnum[ée]ro\s+(?:d'[ée]tudiant|[ée]tudiant|d'inscription|INE)\s*[:：]?/i,
  /\bn[úu]mero\s+de\s+(?:matr[íi]cula|expediente|estudiante)\s*[:：]?/i,
  /\bn\.?\s*[º°o]\.?\s*de\s+(?:expediente|matr[íi]cula)\s*[:：]?/i,
  /\bID\s*(?:no\.?|number)?\s*[:：]/,
];

const YEAR_LABELS = [
  /\b(?:date\s+of\s+(?:issue|award|conferral|graduation)|issued?\s+(?:on|date)|issue\s+date|date\s+issued|awarded\s+(?:on|this)|conferred\s+(?:on|this)|given\s+(?:on|this))\b/i,
  /\b(?:d[ée]livr[ée]e?\s+le|fait\s+[àa]\s+.{1,40}?\s+le|ausgestellt\s+am|datum\s+der\s+ausstellung|fecha\s+de\s+expedici[óo]n|expedido\s+(?:el|en)|dado\s+en)\b/i,
  /\b(?:date|datum|fecha)\s*[:：]/i,
  // Place and date of signature: "München, den 16. September 2018", "Lyon, le 3 juillet 2015", "Bilbao, 23 de julio de 2016".
  /^\p{Lu}[\p{L}\- ]{1,40},\s+(?:den|le|el)?\s*(?=\d{1,2}\.?\s)/u,
];

const HONORIFIC = /^(?:herrn?|frau|mr\.?|mrs\.?|ms\.?|miss|m\.|mme|mlle|monsieur|madame|don|doña|d\.|dña\.|sr\.?|sra\.?)$/i;

function cleanValue(v: string | null, max = 80): string | null {
  if (!v) return null;
  const t = v.replace(/\s+/g, ' ').replace(/[,;:]+$/, '').trim();
  if (!t || t.length > max) return null;
  return t;
}

/** A heading-like line: starts with a capital (or digit), few words, no sentence verbs. */
function isHeading(v: string, maxWords: number): boolean {
  const t = v.trim();
  if (!t || !/^[\p{Lu}\p{N}(]/u.test(t)) return false;
  if (t.split(/\s+/).length > maxWords) return false;
  return !/\b(?:has|have|hereby|is|was|were|certif(?:y|ies)|conferred|confers|expide|hat|ist|wurde|a\s+obtenu|est|ha)\b/i.test(t);
}

function looksLikeName(v: string): boolean {
  return /^\p{L}[\p{L}'’.\- ]{1,78}$/u.test(v) && !/\d/.test(v) && v.split(/\s+/).length <= 6;
}

export function identifyDocument(text: DocumentText): DocumentIdentity {
  const pages = [...text.pages].sort((a, b) => a.pageNumber - b.pageNumber);
  const all: Line[] = pages.flatMap(pageLinesOf);
  const first = all.filter((l) => l.page === (pages[0]?.pageNumber ?? 1));

  // Title: a short title-like line, largest type first, preferring the first page.
  let documentName: string | null = null;
  for (const lines of [first, all]) {
    const titles = lines
      .filter((l) => TITLE_RE.test(l.text) && isHeading(l.text.split('\t')[0], 10) && !/[:：]\s*\S/.test(l.text))
      .sort((a, b) => b.size - a.size || a.y - b.y);
    if (titles.length) {
      documentName = cleanValue(titles[0].text.split('\t')[0], 90);
      break;
    }
  }

  // Issuer: an institution line near the top of the first page (or a labelled value).
  let issuerName: string | null = null;
  let issuerLine: Line | null = null;
  for (const l of all) {
    const v = valueAfter(l.text, /\b(?:institution|university|issuing\s+(?:institution|authority)|[ée]tablissement|hochschule|universidad)\s*[:：]/i);
    if (v && ISSUER_RE.test(v)) {
      issuerName = cleanValue(v, 120);
      issuerLine = l;
      break;
    }
  }
  if (!issuerName) {
    const candidates = first
      .filter((l) => ISSUER_RE.test(l.text.split('\t')[0]) && l.rel < 0.4 && isHeading(l.text.split('\t')[0], 12) && !/[:：]/.test(l.text))
      .sort((a, b) => b.size - a.size || a.y - b.y);
    if (candidates.length) {
      issuerLine = candidates[0];
      // A logo's acronym drawn on the same line ("ULR Université …") is not part of the name.
      issuerName = cleanValue(issuerLine.text.split('\t')[0].replace(/^\p{Lu}{2,5}\s+(?=\p{Lu}\p{Ll})/u, ''), 120);
    }
  }

  // Sub-issuer: a faculty/department line (or cell) next to the issuer line.
  let issuerSubName: string | null = null;
  if (issuerLine) {
    const il = issuerLine;
    const near = first
      .filter((l) => Math.abs(l.y - il.y) <= Math.max(60, il.size * 4))
      .sort((a, b) => Math.abs(a.y - il.y) - Math.abs(b.y - il.y));
    outerSub: for (const l of near) {
      for (const cell of l.text.split('\t')) {
        const v = cleanValue(cell, 120);
        if (v && v !== issuerName && SUB_RE.test(v) && isHeading(v, 10) && !/\d/.test(v) && !/[:：]/.test(v)) {
          issuerSubName = v;
          break outerSub;
        }
      }
    }
  }

  // Candidate: a labelled name, or the name after "certify that".
  let candidateName: string | null = null;
  outer: for (const label of NAME_LABELS) {
    for (const l of all) {
      const v = cleanValue(valueAfter(l.text, label));
      if (v && looksLikeName(v)) {
        candidateName = v;
        break outer;
      }
    }
  }
  if (!candidateName) {
    let surname: string | null = null;
    let given: string | null = null;
    for (const l of all) {
      surname ??= cleanValue(valueAfter(l.text, SURNAME_LABEL));
      given ??= cleanValue(valueAfter(l.text, GIVEN_LABEL));
    }
    if (surname && given && looksLikeName(surname) && looksLikeName(given)) {
      // Surnames printed in capitals (French usage) read as a name like the given name.
      const sur = surname === surname.toUpperCase() && given !== given.toUpperCase() ? surname.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, p: string, c: string) => p + c.toUpperCase()) : surname;
      candidateName = `${given} ${sur}`;
    }
  }
  if (!candidateName) {
    for (let i = 0; i < all.length && !candidateName; i++) {
      const l = all[i];
      const m = /\b(?:certif(?:y|ies)\s+that|certifie\s+que|bescheinigt(?:,)?\s+dass|certifica\s+que|^que|(?:has\s+)?conferred\s+upon|confers\s+upon|conf[èe]re\s+[àa]|verleiht)\s*(?:Mr\.?|Ms\.?|Mrs\.?|Miss|M\.|Mme|Herr|Frau|D\.|Dña\.|Don|Doña)?\s*(.*)$/i.exec(l.text);
      if (!m) continue;
      let v = cleanValue(m[1].split(/,|\s+(?:has|who|a|hat|ha)\s+/i)[0].split('\t')[0]);
      // The name may follow on the next line, after a line holding only the form of address.
      for (let j = i + 1; (!v || HONORIFIC.test(v) || !looksLikeName(v)) && j <= i + 2 && all[j] && all[j].page === l.page; j++) {
        v = cleanValue(all[j].text.split('\t')[0]);
      }
      if (v && HONORIFIC.test(v)) v = null;
      if (v && looksLikeName(v)) candidateName = v;
    }
  }

  // Registration number: a labelled identifier with at least one digit.
  let registrationNumber: string | null = null;
  outerReg: for (const label of REG_LABELS) {
    for (const l of all) {
      const v = valueAfter(l.text, label);
      const m = v ? /^([A-Za-z0-9][A-Za-z0-9\-/.]{2,30})/.exec(v) : null;
      if (m && /\d/.test(m[1])) {
        registrationNumber = m[1].replace(/[.]+$/, '');
        break outerReg;
      }
    }
  }

  // Year of issue: from a labelled date.
  let issuanceYear: number | null = null;
  outerYear: for (const label of YEAR_LABELS) {
    for (const l of all) {
      const m = label.exec(l.text);
      if (!m) continue;
      const rest = l.text.slice(m.index + m[0].length).replace(/^\s+/, '').replace(/^[:：.\-–]\s*/, '').split('\t')[0];
      const y = /\b(19[5-9]\d|20\d\d)\b/.exec(rest);
      if (y) {
        issuanceYear = Number(y[1]);
        break outerYear;
      }
    }
  }

  return { documentName, candidateName, registrationNumber, issuerName, issuerSubName, issuanceYear };
}
