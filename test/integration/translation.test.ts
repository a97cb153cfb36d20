/**
 * The translation engine against a real local HTTP translation service: a tiny
 * LibreTranslate-compatible server (POST {q[], source, target, format, api_key?} →
 * {translatedText[]}) translating from a small French/German/Spanish → English dictionary. It
 * stands in for the external service; nothing of the engine is mocked.
 */
import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  createTranslationEngine,
  HttpMachineTranslator,
  translatorFromEnv,
} from '../../src/processing/translation';
import { ProcessingError, type DocumentText, type PageText, type TextItem } from '../../src/processing/types';

// ---------------------------------------------------------------------------------------------
// The stand-in translation service

const DICTIONARY: Record<string, Record<string, string>> = {
  fr: {
    relevé: 'transcript', de: 'of', des: 'of the', notes: 'grades', université: 'university', mathématiques: 'mathematics',
    physique: 'physics', très: 'very', bien: 'good', assez: 'fairly', diplôme: 'diploma', licence: 'bachelor',
    le: 'the', la: 'the', directeur: 'director', étudiant: 'student', nom: 'name', chimie: 'chemistry', année: 'year',
    français: 'french', littérature: 'literature', et: 'and',
  },
  de: { zeugnis: 'certificate', universität: 'university', mathematik: 'mathematics', note: 'grade', sehr: 'very', gut: 'good', und: 'and' },
  es: { certificado: 'certificate', de: 'of', notas: 'grades', universidad: 'university', matemáticas: 'mathematics', bueno: 'good' },
};

interface Received {
  q: string[];
  source: string;
  target: string;
  format: string;
  api_key?: string;
}

class FakeLibreTranslate {
  readonly received: Received[] = [];
  /** Answer this many next requests with 500 (a long HTML body). */
  failNext = 0;
  /** Answer every request with this status and body instead of translating. */
  always: { status: number; body: string } | null = null;
  /** Never answer (to exercise timeouts). */
  hang = false;
  private server = http.createServer((req, res) => this.handle(req, res));
  private readonly hanging = new Set<http.ServerResponse>();
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/translate`;
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  reset(): void {
    this.received.length = 0;
    this.failNext = 0;
    this.always = null;
    this.hang = false;
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Received;
      this.received.push(body);
      if (this.hang) {
        this.hanging.add(res);
        return;
      }
      if (this.failNext > 0) {
        this.failNext--;
        res.writeHead(500, { 'content-type': 'text/html' });
        res.end(`<html><body><h1>Internal Server Error</h1>${'x'.repeat(10_000)}</body></html>`);
        return;
      }
      if (this.always) {
        res.writeHead(this.always.status, { 'content-type': 'application/json' });
        res.end(this.always.body);
        return;
      }
      const dict = DICTIONARY[body.source];
      if (!dict) {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: `${body.source} is not supported` }));
        return;
      }
      const translatedText = body.q.map((text) =>
        text.replace(/\p{L}+/gu, (word) => {
          const en = dict[word.toLowerCase()];
          if (!en) return word;
          return word[0] === word[0]!.toUpperCase() ? en[0]!.toUpperCase() + en.slice(1) : en;
        }),
      );
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ translatedText }));
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Documents (language detection is the real detectLanguage of src/processing/language.ts)

/** An item whose box is measured like Helvetica would (about half an em per character). */
function item(text: string, x: number, y: number, fontSize = 11): TextItem {
  return { text, x, y, width: text.length * fontSize * 0.5, height: fontSize, fontName: 'g_d0_f1', fontSize, confidence: null };
}

function page(pageNumber: number, items: TextItem[], width = 595.28, height = 841.89): PageText {
  return { pageNumber, width, height, source: 'text-layer', items };
}

const englishDoc: DocumentText = {
  pages: [
    page(1, [
      item('Transcript of Records', 72, 60, 18),
      item('University of Leeds', 72, 100, 12),
      // A row as three cells, with a word split in two items as text layers often do.
      item('Mathe', 72, 140),
      item('matics', 72 + 5 * 5.5, 140),
      item('72', 360, 140),
      item('A', 460, 140),
      item('Physics', 72, 160),
      item('65', 360, 160),
      item('B+', 460, 160),
    ]),
    page(2, [item('The student completed the degree.', 72, 80, 12)], 612, 792),
  ],
};

const frenchDoc: DocumentText = {
  pages: [
    page(1, [
      item('Relevé de notes', 72, 60, 18),
      item('Université de Lyon', 72, 100, 12),
      item('Mathématiques', 72, 140),
      item('15/20', 360, 140),
      item('Très bien', 460, 140),
      item('Physique', 72, 160),
      item('12/20', 360, 160),
      item('Assez bien', 460, 160),
      item('<script>alert("x")</script> & la chimie', 72, 200),
    ]),
    page(2, [item('Diplôme de licence', 72, 80, 14), item('Le directeur', 72, 700, 10), item('MATH-101', 300, 700, 10)]),
    page(3, [item('Relevé de notes', 72, 60, 18)], 841.89, 595.28),
  ],
};

/** Attribute value of `left`/`top` etc. from the inline style of the element holding `text`. */
function styleOf(html: string, text: string): Record<string, string> {
  const re = /<div class="tr-t" style="([^"]*)"[^>]*>([^<]*)<\/div>/g;
  for (const m of html.matchAll(re)) {
    if (m[2] === text) {
      return Object.fromEntries(m[1]!.split(';').map((d) => d.split(':') as [string, string]));
    }
  }
  throw new Error(`no element with text ${JSON.stringify(text)}`);
}

async function pdfjs() {
  return import('pdfjs-dist/legacy/build/pdf.mjs');
}

async function readPdf(pdf: Buffer): Promise<{ pages: { width: number; height: number; text: string }[] }> {
  const lib = await pdfjs();
  const standardFontDataUrl = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;
  const doc = await lib.getDocument({ data: new Uint8Array(pdf), standardFontDataUrl, verbosity: 0 }).promise;
  const pages: { width: number; height: number; text: string }[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const p = await doc.getPage(i);
    const viewport = p.getViewport({ scale: 1 });
    const content = await p.getTextContent();
    const text = content.items.map((it) => ('str' in it ? it.str : '')).join(' ');
    pages.push({ width: viewport.width, height: viewport.height, text });
  }
  await doc.destroy();
  return { pages };
}

// ---------------------------------------------------------------------------------------------

describe('translation engine (integration, local LibreTranslate-compatible service)', function () {
  const service = new FakeLibreTranslate();

  before(async () => service.start());
  after(async () => service.stop());
  beforeEach(() => service.reset());

  const httpTranslator = (opts: Partial<ConstructorParameters<typeof HttpMachineTranslator>[0]> = {}) =>
    new HttpMachineTranslator({ url: service.url, timeoutMs: 2000, retryDelayMs: 10, ...opts });

  describe('an English document', () => {
    it('is not sent to the translator, and keeps one HTML page per source page at the source positions', async () => {
      const engine = createTranslationEngine({ translator: httpTranslator() });
      const result = await engine.translate(englishDoc, 'transcript.pdf');

      expect(service.received).to.have.length(0);
      expect(result.languageCode).to.equal('en');
      expect(result.language).to.equal('English');
      expect(result.htmlPages).to.have.length(englishDoc.pages.length);

      // Points → CSS px at 96/72: (72, 100) → (96px, 133.33px); font 12pt → 16px.
      const style = styleOf(result.htmlPages[0]!, 'University of Leeds');
      expect(style.left).to.equal('96px');
      expect(style.top).to.equal('133.33px');
      expect(style['font-size']).to.equal('16px');
      // The page box has the source size; the second page is US Letter.
      expect(result.htmlPages[0]).to.contain('width:793.71px;height:1122.52px');
      expect(result.htmlPages[1]).to.contain('width:816px;height:1056px');
      // Table cells stay in their columns; a word split over two items is joined.
      expect(styleOf(result.htmlPages[0]!, 'Mathematics').left).to.equal('96px');
      expect(styleOf(result.htmlPages[0]!, '72').left).to.equal('480px');
      expect(styleOf(result.htmlPages[0]!, 'B+').left).to.equal(`${Math.round((460 * 4) / 3 * 100) / 100}px`);
      expect(result.htmlPages[0]).to.contain('lang="en"').and.contain('Source language: English (en)');
    });

    it('needs no translator at all', async () => {
      const engine = createTranslationEngine({ translator: null });
      const result = await engine.translate(englishDoc, 'transcript.pdf');
      expect(result.htmlPages).to.have.length(2);
      expect(result.htmlRepresentation).to.contain('Transcript of Records');
    });
  });

  describe('a French document', () => {
    it('is translated through the service, line by line, keeping grades and codes as they are', async () => {
      const engine = createTranslationEngine({ translator: httpTranslator({ apiKey: 'k-123' }) });
      const result = await engine.translate(frenchDoc, 'releve.pdf');

      expect(result.languageCode).to.equal('fr');
      expect(result.language).to.equal('French');
      expect(result.htmlPages).to.have.length(3);
      const page1 = result.htmlPages[0]!;
      expect(page1).to.contain('>Transcript of grades</div>');
      expect(page1).to.contain('>Mathematics</div>');
      expect(page1).to.contain('>Very good</div>');
      expect(page1).to.contain('>15/20</div>');
      expect(result.htmlPages[1]).to.contain('>Diploma of bachelor</div>').and.contain('>MATH-101</div>');
      expect(page1).to.contain('English machine translation of releve.pdf').and.contain('French (fr)');
      // The original is kept as a tooltip.
      expect(page1).to.contain('title="Original: Relevé de notes"');
      // Positions survive translation.
      expect(styleOf(page1, 'University of Lyon')).to.include({ left: '96px', top: '133.33px' });

      // The service saw the French lines (once each: repeated lines are translated once), never
      // the numbers or codes, with source fr, target en, format text and the key.
      const sent = service.received.flatMap((r) => r.q);
      expect(sent).to.include.members(['Relevé de notes', 'Université de Lyon', 'Mathématiques', 'Très bien']);
      expect(sent.filter((q) => q === 'Relevé de notes')).to.have.length(1);
      expect(sent).to.not.include.members(['15/20', '12/20', 'MATH-101']);
      for (const r of service.received) {
        expect(r).to.include({ source: 'fr', target: 'en', format: 'text', api_key: 'k-123' });
      }
    });

    it('fails with a clear ProcessingError when no translator is configured', async () => {
      const engine = createTranslationEngine({ translator: null });
      const err = await engine.translate(frenchDoc, 'releve.pdf').then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).to.be.instanceOf(ProcessingError);
      expect((err as ProcessingError).message).to.equal(
        'No machine-translation engine is configured (TRANSLATION_URL); cannot translate French documents',
      );
      expect(service.received).to.have.length(0);
    });

    it('translates German and Spanish documents too', async () => {
      const engine = createTranslationEngine({ translator: httpTranslator() });
      const de = await engine.translate({ pages: [page(1, [item('Zeugnis der Universität', 72, 72)])] }, 'z.pdf');
      expect(de.languageCode).to.equal('de');
      expect(de.htmlPages[0]).to.contain('>Certificate der University</div>');
      const es = await engine.translate({ pages: [page(1, [item('Certificado de notas', 72, 72)])] }, 'c.pdf');
      expect(es.languageCode).to.equal('es');
      expect(es.htmlPages[0]).to.contain('>Certificate of grades</div>');
    });

    it('sends lines in bounded batches', async () => {
      const engine = createTranslationEngine({ translator: httpTranslator({ maxBatchItems: 3 }) });
      await engine.translate(frenchDoc, 'releve.pdf');
      expect(service.received.length).to.be.greaterThan(1);
      for (const r of service.received) expect(r.q.length).to.be.at.most(3);
      expect(service.received.every((r) => r.api_key === undefined)).to.equal(true);
    });
  });

  describe('service failures', () => {
    it('retries once after a 500 and then succeeds', async () => {
      service.failNext = 1;
      const engine = createTranslationEngine({ translator: httpTranslator() });
      const result = await engine.translate(frenchDoc, 'releve.pdf');
      expect(service.received).to.have.length(2);
      expect(service.received[1]!.q).to.deep.equal(service.received[0]!.q);
      expect(result.htmlPages[0]).to.contain('>Mathematics</div>');
    });

    it('gives up after the retry with a readable, retryable ProcessingError and a short snippet', async () => {
      service.failNext = 2;
      const engine = createTranslationEngine({ translator: httpTranslator() });
      const err = (await engine.translate(frenchDoc, 'releve.pdf').catch((e: unknown) => e)) as ProcessingError;
      expect(err).to.be.instanceOf(ProcessingError);
      expect(err.message).to.match(/^Machine translation failed: the translation service at http:\/\/127\.0\.0\.1:\d+ answered HTTP 500: Internal Server Error x+…$/);
      expect(err.message.length).to.be.lessThan(300);
      expect(err.message).to.not.contain('<');
      expect(err.retryable).to.equal(true);
      expect(service.received).to.have.length(2);
    });

    it('does not retry a 4xx and reports the service error', async () => {
      service.always = { status: 400, body: JSON.stringify({ error: 'fr is not supported' }) };
      const engine = createTranslationEngine({ translator: httpTranslator() });
      const err = (await engine.translate(frenchDoc, 'releve.pdf').catch((e: unknown) => e)) as ProcessingError;
      expect(err).to.be.instanceOf(ProcessingError);
      expect(err.message).to.contain('answered HTTP 400: fr is not supported');
      expect(err.retryable).to.equal(false);
      expect(service.received).to.have.length(1);
    });

    it('rejects an answer with the wrong number of translations', async () => {
      service.always = { status: 200, body: JSON.stringify({ translatedText: ['only one'] }) };
      const engine = createTranslationEngine({ translator: httpTranslator() });
      const err = (await engine.translate(frenchDoc, 'releve.pdf').catch((e: unknown) => e)) as ProcessingError;
      expect(err).to.be.instanceOf(ProcessingError);
      expect(err.message).to.contain('without one translatedText per text');
    });

    it('retries a timeout once, then fails', async () => {
      service.hang = true;
      const engine = createTranslationEngine({ translator: httpTranslator({ timeoutMs: 150 }) });
      const err = (await engine.translate(frenchDoc, 'releve.pdf').catch((e: unknown) => e)) as ProcessingError;
      expect(err).to.be.instanceOf(ProcessingError);
      expect(err.message).to.match(/did not answer within 150 ms$/);
      expect(err.retryable).to.equal(true);
      expect(service.received).to.have.length(2);
    });

    it('reports a service that is down', async () => {
      const down = new FakeLibreTranslate();
      await down.start();
      const url = down.url;
      await down.stop();
      const engine = createTranslationEngine({
        translator: new HttpMachineTranslator({ url, timeoutMs: 1000, retryDelayMs: 10 }),
      });
      const err = (await engine.translate(frenchDoc, 'releve.pdf').catch((e: unknown) => e)) as ProcessingError;
      expect(err).to.be.instanceOf(ProcessingError);
      expect(err.message).to.match(/^Machine translation failed: could not reach the translation service at http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)$/);
      expect(err.retryable).to.equal(true);
    });

    it('is configured from the environment', async () => {
      expect(translatorFromEnv({})).to.equal(null);
      expect(translatorFromEnv({ TRANSLATION_URL: '  ' })).to.equal(null);
      const translator = translatorFromEnv({ TRANSLATION_URL: service.url, TRANSLATION_API_KEY: 'env-key' });
      expect(translator).to.be.instanceOf(HttpMachineTranslator);
      expect(await translator!.translate(['la physique'], 'fr', 'en')).to.deep.equal(['the physics']);
      expect(service.received[0]!.api_key).to.equal('env-key');
    });
  });

  describe('renderings', () => {
    it('renders a PDF with one page per source page at the source sizes, with the translated text', async () => {
      const engine = createTranslationEngine({ translator: httpTranslator() });
      const result = await engine.translate(frenchDoc, 'releve.pdf');
      expect(result.pdf.subarray(0, 5).toString('latin1')).to.equal('%PDF-');
      const pdf = await readPdf(result.pdf);
      expect(pdf.pages).to.have.length(frenchDoc.pages.length);
      pdf.pages.forEach((p, i) => {
        expect(p.width).to.be.closeTo(frenchDoc.pages[i]!.width, 0.01);
        expect(p.height).to.be.closeTo(frenchDoc.pages[i]!.height, 0.01);
      });
      expect(pdf.pages[0]!.text).to.contain('Transcript of grades').and.contain('Mathematics').and.contain('15/20');
      expect(pdf.pages[1]!.text).to.contain('MATH-101');
    });

    it('draws French, German and Spanish accents and survives characters outside WinAnsi', async () => {
      const engine = createTranslationEngine({ translator: null, detect: () => ({ code: 'en', name: 'English' }) });
      const doc: DocumentText = {
        pages: [
          page(1, [
            item('Élève: François Müller, Peña, Ñandú, Œuvre, Straße', 72, 72),
            item('Őrs Łukasz Ђорђе 王小明 ✓ — “quoted”', 72, 100),
          ]),
        ],
      };
      const result = await engine.translate(doc, 'names.pdf');
      const pdf = await readPdf(result.pdf);
      expect(pdf.pages[0]!.text).to.contain('Élève: François Müller, Peña, Ñandú, Œuvre, Straße');
      expect(pdf.pages[0]!.text).to.contain('Ors Lukasz Djordje ??? v — “quoted”');
      // The HTML keeps the Unicode text as it is.
      expect(result.htmlPages[0]).to.contain('Őrs Łukasz Ђорђе 王小明 ✓');
    });

    it('escapes the text so a <script> in a document is shown, never run', async () => {
      const engine = createTranslationEngine({ translator: httpTranslator() });
      const result = await engine.translate(frenchDoc, 'x<script>.pdf');
      for (const html of [...result.htmlPages, result.htmlRepresentation]) {
        expect(html).to.not.match(/<script/i);
        expect(html).to.not.match(/\son\w+=/i);
      }
      expect(result.htmlPages[0]).to.contain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; the chemistry');
      expect(result.htmlPages[0]).to.contain('<title>x&lt;script&gt;.pdf, page 1 of 3 (English translation)</title>');
    });

    it('stacks all pages in htmlRepresentation, with page breaks', async () => {
      const engine = createTranslationEngine({ translator: httpTranslator() });
      const result = await engine.translate(frenchDoc, 'releve.pdf');
      const rep = result.htmlRepresentation;
      expect(rep.match(/<section class="tr-page"/g)).to.have.length(3);
      expect(rep).to.contain('page-break-before:always');
      expect(rep.match(/<html/g)).to.have.length(1);
      expect(rep).to.contain('>Transcript of grades</div>').and.contain('>Diploma of bachelor</div>');
      // Every per-page HTML is a complete document of its own, without external assets.
      for (const html of result.htmlPages) {
        expect(html.startsWith('<!DOCTYPE html>')).to.equal(true);
        expect(html).to.not.match(/\b(src|href)=/i);
        expect(html).to.not.match(/url\(/i);
      }
    });

    it('shrinks a translation that is longer than the original to the original width', async () => {
      const engine = createTranslationEngine({
        translator: { translate: async (texts) => texts.map((t) => `${t} translated into a much longer English sentence`) },
      });
      const result = await engine.translate(frenchDoc, 'releve.pdf');
      const style = styleOf(result.htmlPages[1]!, 'Diplôme de licence translated into a much longer English sentence');
      expect(style.transform).to.match(/^scaleX\(0\.\d+\)$/);
    });
  });
});
