import { expect } from 'chai';
import { escapeHtml, renderHtmlPages } from '../../src/processing/translation/html';
import { isUntranslatable, pageSegments } from '../../src/processing/translation/lines';
import {
  HttpMachineTranslator,
  makeBatches,
  splitLongText,
  translatorFromEnv,
} from '../../src/processing/translation/machineTranslator';
import { createTranslationEngine, isEnglish, type MachineTranslator } from '../../src/processing/translation';
import { fit, MIN_SCALE_X, placePage } from '../../src/processing/translation/placement';
import { toWinAnsi } from '../../src/processing/translation/winAnsi';
import { ProcessingError, type DocumentText, type TextItem } from '../../src/processing/types';

const item = (text: string, x: number, y: number, fontSize = 10): TextItem => ({
  text,
  x,
  y,
  width: text.length * fontSize * 0.5,
  height: fontSize,
  fontName: null,
  fontSize,
  confidence: null,
});

describe('translation (unit)', () => {
  describe('translatorFromEnv', () => {
    it('is null without TRANSLATION_URL', () => {
      expect(translatorFromEnv({})).to.equal(null);
      expect(translatorFromEnv({ TRANSLATION_URL: '' })).to.equal(null);
      expect(translatorFromEnv({ TRANSLATION_API_KEY: 'k' })).to.equal(null);
    });

    it('builds an HTTP translator, and refuses a malformed configuration', () => {
      const t = translatorFromEnv({ TRANSLATION_URL: 'https://mt.example.com/translate?x=1', TRANSLATION_TIMEOUT_MS: '5000' });
      expect(t).to.be.instanceOf(HttpMachineTranslator);
      expect(t!.origin).to.equal('https://mt.example.com');
      expect(() => translatorFromEnv({ TRANSLATION_URL: 'not a url' })).to.throw(/TRANSLATION_URL must be an http\(s\) URL/);
      expect(() => translatorFromEnv({ TRANSLATION_URL: 'ftp://x/' })).to.throw(/TRANSLATION_URL/);
      expect(() => translatorFromEnv({ TRANSLATION_URL: 'http://x/', TRANSLATION_TIMEOUT_MS: 'soon' })).to.throw(
        /TRANSLATION_TIMEOUT_MS/,
      );
    });
  });

  describe('batching', () => {
    it('bounds batches by item count and characters', () => {
      expect(makeBatches(['a', 'b', 'c', 'd', 'e'], 2, 100)).to.deep.equal([['a', 'b'], ['c', 'd'], ['e']]);
      expect(makeBatches(['aaaa', 'bbbb', 'cc'], 10, 8)).to.deep.equal([['aaaa', 'bbbb'], ['cc']]);
      expect(makeBatches([], 10, 10)).to.deep.equal([]);
    });

    it('splits an over-long text at spaces', () => {
      expect(splitLongText('short', 10)).to.deep.equal(['short']);
      const pieces = splitLongText('one two three four five six', 10);
      expect(pieces.every((p) => p.length <= 10)).to.equal(true);
      expect(pieces.join(' ')).to.equal('one two three four five six');
      expect(splitLongText('x'.repeat(25), 10)).to.deep.equal(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
    });

    it('reassembles split texts in order through an injected fetch, never sending more than the bounds', async () => {
      const bodies: { q: string[] }[] = [];
      const fakeFetch = (async (_url: unknown, init?: { body?: unknown }) => {
        const body = JSON.parse(String(init?.body)) as { q: string[] };
        bodies.push(body);
        return new Response(JSON.stringify({ translatedText: body.q.map((q) => q.toUpperCase()) }), { status: 200 });
      }) as typeof fetch;
      const t = new HttpMachineTranslator({ url: 'http://mt.local/translate', timeoutMs: 1000, maxBatchItems: 3, maxBatchChars: 12, fetch: fakeFetch });
      const out = await t.translate(['un', 'deux trois quatre cinq', 'six'], 'fr', 'en');
      expect(out).to.deep.equal(['UN', 'DEUX TROIS QUATRE CINQ', 'SIX']);
      for (const b of bodies) {
        expect(b.q.length).to.be.at.most(3);
        expect(b.q.join('').length).to.be.at.most(12);
      }
    });
  });

  describe('isUntranslatable', () => {
    it('keeps numbers, codes, grades and punctuation', () => {
      for (const t of ['15/20', '3.50', '2019-2020', 'MATH101', 'INF-201', 'A', 'B+', 'C-', '(A)', '—', '12 / 20', 'BSC', '€ 1.200,00']) {
        expect(isUntranslatable(t), t).to.equal(true);
      }
    });

    it('translates anything with a word', () => {
      for (const t of ['Mathématiques', 'Très bien', 'Note: 15/20', 'UNIVERSITÉ', 'Le directeur', '2e année', 'Physique I']) {
        expect(isUntranslatable(t), t).to.equal(false);
      }
    });
  });

  describe('toWinAnsi', () => {
    it('keeps Western European accents and WinAnsi punctuation', () => {
      const s = 'àâäçéèêëîïôöùûüÿñáíóúÀÉÑÜßœŒ€ “x” ‘y’ – — … •';
      expect(toWinAnsi(s)).to.equal(s);
    });

    it('maps or replaces everything else', () => {
      expect(toWinAnsi('Łódź Dvořák Ţară')).to.equal('Lódz Dvorák Tara'); // ó, á are WinAnsi
      expect(toWinAnsi('ﬁnal ½ x²')).to.equal('final ½ x²');
      expect(toWinAnsi('Иван Петров')).to.equal('Ivan Petrov');
      expect(toWinAnsi('Σωκράτης')).to.equal('Sokratis');
      expect(toWinAnsi('東京 ✓ ≥ 3\u00a0\u2009x')).to.equal('?? v >= 3\u00a0 x');
      expect(toWinAnsi('e\u0301')).to.equal('é');
    });
  });

  describe('fit', () => {
    const measure = (text: string, size: number) => text.length * size * 0.5;

    it('leaves text that fits alone', () => {
      expect(fit('abcd', 10, 20, measure)).to.deep.equal({ fontSize: 10, scaleX: 1 });
      expect(fit('abcd', 10, 0, measure)).to.deep.equal({ fontSize: 10, scaleX: 1 });
    });

    it('squeezes moderately long text, and also reduces the size of much longer text', () => {
      expect(fit('abcdefgh', 10, 32, measure)).to.deep.equal({ fontSize: 10, scaleX: 0.8 });
      const r = fit('a'.repeat(40), 10, 40, measure);
      expect(r.scaleX).to.equal(MIN_SCALE_X);
      expect(measure('a'.repeat(40), r.fontSize) * r.scaleX).to.be.closeTo(40, 0.1);
    });
  });

  describe('segments and placement', () => {
    it('groups items into lines and cells, and places them at their source boxes', () => {
      const page = {
        pageNumber: 1,
        width: 600,
        height: 800,
        source: 'text-layer' as const,
        items: [item('Nom', 50, 100), item(':', 65, 100), item('Dupont', 72, 100.5), item('Note', 300, 101), item('B', 400, 120)],
      };
      const segs = pageSegments(page);
      expect(segs.map((s) => s.text)).to.deep.equal(['Nom: Dupont', 'Note', 'B']);
      const placed = placePage(page, segs, (s) => (s === 'Note' ? 'Grade' : null), (t, size) => t.length * size * 0.5);
      expect(placed.texts[0]).to.include({ text: 'Nom: Dupont', original: null, x: 50, y: 100, width: 52 });
      expect(placed.texts[1]).to.include({ text: 'Grade', original: 'Note', x: 300, y: 101 });
      expect(placed.texts[1]!.scaleX).to.be.closeTo(0.8, 0.001);
    });

    it('uses A4 for a page of unknown size', () => {
      const placed = placePage({ pageNumber: 1, width: 0, height: NaN }, [], () => null, () => 0);
      expect(placed).to.include({ width: 595.28, height: 841.89 });
    });
  });

  describe('html', () => {
    it('escapes the five HTML characters', () => {
      expect(escapeHtml(`<a href="x">'&'</a>`)).to.equal('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    });

    it('renders a page as a positioned box in CSS px', () => {
      const [html] = renderHtmlPages(
        [{ pageNumber: 1, width: 612, height: 792, texts: [{ text: 'Hi <b>', pdfText: 'Hi <b>', original: null, x: 36, y: 72, width: 30, height: 9, fontSize: 9, scaleX: 0.75 }] }],
        { fileName: 'f.pdf', language: { code: 'en', name: 'English' }, translated: false },
      );
      expect(html).to.contain('style="width:816px;height:1056px"');
      expect(html).to.contain('<div class="tr-t" style="left:48px;top:96px;height:12px;line-height:12px;font-size:12px;transform:scaleX(0.75)">Hi &lt;b&gt;</div>');
      expect(html).to.contain('<html lang="en">');
      expect(html).to.contain("Content-Security-Policy");
    });
  });

  describe('engine decisions', () => {
    const doc: DocumentText = {
      pages: [{ pageNumber: 1, width: 600, height: 800, source: 'ocr', items: [item('Bonjour le monde', 50, 50), item('12/20', 300, 50)] }],
    };
    const recording = () => {
      const calls: { texts: string[]; source: string }[] = [];
      const translator: MachineTranslator = {
        translate: async (texts, source) => {
          calls.push({ texts, source });
          return texts.map((t) => `EN(${t})`);
        },
      };
      return { calls, translator };
    };

    it('recognises English codes', () => {
      expect(['en', 'EN', 'eng', 'en-GB'].every(isEnglish)).to.equal(true);
      expect(['fr', 'es', 'de', 'und'].some(isEnglish)).to.equal(false);
    });

    it('translates with the detected code, and only the segments with words', async () => {
      const { calls, translator } = recording();
      const engine = createTranslationEngine({ translator, detect: () => ({ code: 'fr', name: 'French' }) });
      const r = await engine.translate(doc, 'd.pdf');
      expect(calls).to.deep.equal([{ texts: ['Bonjour le monde'], source: 'fr' }]);
      expect(r.htmlPages[0]).to.contain('>EN(Bonjour le monde)</div>').and.contain('>12/20</div>');
    });

    it('leaves the source to the service when detection gives up', async () => {
      const { calls, translator } = recording();
      const engine = createTranslationEngine({ translator, detect: () => null });
      const r = await engine.translate(doc, 'd.pdf');
      expect(calls[0]!.source).to.equal('auto');
      expect(r).to.include({ languageCode: 'und', language: 'Undetermined' });
    });

    it('shows an undetected document as it is when there is no translator', async () => {
      const engine = createTranslationEngine({ translator: null, detect: () => null });
      const r = await engine.translate(doc, 'd.pdf');
      expect(r.languageCode).to.equal('und');
      expect(r.htmlPages[0]).to.contain('>Bonjour le monde</div>').and.contain('could not be determined');
    });

    it('does not call the detector or translator for a page without words', async () => {
      const { calls, translator } = recording();
      let detected = 0;
      const engine = createTranslationEngine({ translator, detect: () => (detected++, { code: 'fr', name: 'French' }) });
      const r = await engine.translate({ pages: [{ pageNumber: 1, width: 600, height: 800, source: 'ocr', items: [] }] }, 'blank.pdf');
      expect(detected).to.equal(0);
      expect(calls).to.have.length(0);
      expect(r.htmlPages).to.have.length(1);
      expect(r.pdf.subarray(0, 4).toString()).to.equal('%PDF');
    });

    it('wraps a custom translator failure in a ProcessingError', async () => {
      const engine = createTranslationEngine({
        translator: { translate: async () => { throw new Error('boom'); } },
        detect: () => ({ code: 'fr', name: 'French' }),
      });
      const err = await engine.translate(doc, 'd.pdf').catch((e: unknown) => e);
      expect(err).to.be.instanceOf(ProcessingError);
      expect((err as Error).message).to.equal('Machine translation failed: boom');
    });

    it('refuses a document without pages', async () => {
      const engine = createTranslationEngine({ translator: null, detect: () => null });
      const err = await engine.translate({ pages: [] }, 'd.pdf').catch((e: unknown) => e);
      expect(err).to.be.instanceOf(ProcessingError);
    });
  });
});
