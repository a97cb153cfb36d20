/**
 * Document metadata as facts the checks compare: the software named in it, the creation and
 * modification dates, and the XMP packet's view of the same things.
 */

export interface XmpFacts {
  producer: string | null;
  creatorTool: string | null;
  createDate: Date | null;
  modifyDate: Date | null;
  /** Raw date strings, for descriptions. */
  createDateRaw: string | null;
  modifyDateRaw: string | null;
  /** softwareAgent values of the xmpMM:History entries (tools that saved the file). */
  historyAgents: string[];
}

export interface DatedValue {
  field: string;
  date: Date;
  raw: string;
  /** False when the source gave no time zone (EXIF): compare loosely. */
  hasZone: boolean;
}

/** Decode the XML entities XMP values use. */
function xmlDecode(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The value of an XMP property by local name (any prefix), as attribute or element (first rdf:li for Alt/Seq). */
export function xmpValue(xmp: string, localName: string): string | null {
  const attr = new RegExp(`\\b[\\w-]+:${localName}\\s*=\\s*("([^"]*)"|'([^']*)')`).exec(xmp);
  if (attr) return xmlDecode(attr[2] ?? attr[3] ?? '').trim() || null;
  const el = new RegExp(`<([\\w-]+:${localName})\\b[^>]*>([\\s\\S]*?)</\\1>`).exec(xmp);
  if (!el) return null;
  let inner = el[2];
  const li = /<rdf:li\b[^>]*>([\s\S]*?)<\/rdf:li>/.exec(inner);
  if (li) inner = li[1];
  const text = xmlDecode(inner.replace(/<[^>]+>/g, '')).trim();
  return text || null;
}

export function parseXmp(xmp: string | null | undefined): XmpFacts | null {
  if (!xmp || !/xmpmeta|rdf:RDF/i.test(xmp)) return null;
  const agents: string[] = [];
  const re = /\b[\w-]+:softwareAgent\s*=\s*"([^"]*)"|<[\w-]+:softwareAgent>([^<]*)</g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(xmp))) {
    const v = xmlDecode(m[1] ?? m[2] ?? '').trim();
    if (v && !agents.includes(v)) agents.push(v);
  }
  const createDateRaw = xmpValue(xmp, 'CreateDate');
  const modifyDateRaw = xmpValue(xmp, 'ModifyDate');
  return {
    producer: xmpValue(xmp, 'Producer'),
    creatorTool: xmpValue(xmp, 'CreatorTool'),
    createDate: parseIsoDate(createDateRaw),
    modifyDate: parseIsoDate(modifyDateRaw),
    createDateRaw,
    modifyDateRaw,
    historyAgents: agents,
  };
}

/** ISO 8601 / XMP date ("2024-05-01T10:00:00+02:00", "2024-05-01"). */
export function parseIsoDate(s: string | null | undefined): Date | null {
  if (!s) return null;
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/.exec(s.trim());
  if (!m) return null;
  const [, y, mo = '01', d = '01', h = '00', mi = '00', se = '00', tz] = m;
  const iso = `${y}-${mo}-${d}T${h}:${mi}:${se}${tz ? (tz === 'Z' ? 'Z' : tz.length === 5 ? `${tz.slice(0, 3)}:${tz.slice(3)}` : tz) : 'Z'}`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function isoHasZone(s: string | null | undefined): boolean {
  return !!s && /(Z|[+-]\d{2}:?\d{2})\s*$/.test(s.trim()) && /T/.test(s);
}

/** PDF date string ("D:20240501100000+02'00'"). */
export function parsePdfDate(s: string | null | undefined): Date | null {
  if (!s || typeof s !== 'string') return null;
  const m = /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?\s*(Z|[+-])?\s*(\d{2})?'?(\d{2})?'?/.exec(s.trim());
  if (!m) return null;
  const [, y, mo = '01', d = '01', h = '00', mi = '00', se = '00', sign, tzh = '00', tzm = '00'] = m;
  const zone = !sign || sign === 'Z' ? 'Z' : `${sign}${tzh}:${tzm}`;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${se}${zone}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function pdfDateHasZone(s: string | null | undefined): boolean {
  return !!s && /(\d{14})\s*(Z|[+-])/.test(s);
}

export function fmtDate(d: Date): string {
  return d.toISOString().replace('.000Z', 'Z');
}

const DAY = 24 * 3600 * 1000;
/** Modified this long after creation → warning. */
export const LONG_AFTER_DAYS = 30;

/** Findings about a creation/modification pair (check 3). */
/** A date finding: a sentence and the dates it compares. */
export interface DateFinding {
  code: 'modified-before-created' | 'modified-long-after' | 'date-in-future';
  text: string;
  values: Array<{ label: string; value: string }>;
}

export function dateFindings(created: DatedValue | null, modified: DatedValue | null, now = new Date()): DateFinding[] {
  const out: DateFinding[] = [];
  // Without a zone on both sides the instants are only known to ±14 hours.
  const slack = (a: DatedValue, b: DatedValue) => (a.hasZone && b.hasZone ? 60_000 : 14 * 3600_000 + 60_000);
  if (created && modified) {
    const diff = modified.date.getTime() - created.date.getTime();
    const values = [
      { label: created.field, value: created.raw },
      { label: modified.field, value: modified.raw },
    ];
    if (diff < -slack(created, modified)) {
      out.push({ code: 'modified-before-created', text: `the modification date (${modified.raw}) is earlier than the creation date (${created.raw})`, values });
    } else if (diff > LONG_AFTER_DAYS * DAY) {
      out.push({ code: 'modified-long-after', text: `the document was modified ${Math.round(diff / DAY)} days after it was created (${created.raw} → ${modified.raw})`, values });
    }
  }
  for (const d of [created, modified]) {
    if (d && d.date.getTime() > now.getTime() + 2 * DAY) {
      out.push({ code: 'date-in-future', text: `the ${d.field} (${d.raw}) is in the future`, values: [{ label: d.field, value: d.raw }, { label: 'analysed', value: now.toISOString().slice(0, 10) }] });
    }
  }
  return out;
}

/** Two dates that should be the same instant differ by more than a minute (or ±14 h without zones). */
export function datesDisagree(a: Date, aZone: boolean, b: Date, bZone: boolean): boolean {
  const slack = aZone && bZone ? 60_000 : 14 * 3600_000 + 60_000;
  return Math.abs(a.getTime() - b.getTime()) > slack;
}

/** Loose equality of two software strings (one may be a prefix/variant of the other). */
export function sameSoftware(a: string, b: string): boolean {
  const n = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  const x = n(a), y = n(b);
  if (!x || !y) return true;
  return x === y || x.includes(y) || y.includes(x);
}
