/**
 * Rule "A certifying letter" (docs/document-understanding.md, "Classification"): a letter on letterhead in which
 * the issuer certifies a completion or a conferral is a certificate; letters that narrate a degree, or certify an
 * enrolment, stay letters. Small generated pages in Spanish and English.
 */
import { expect } from 'chai';
import { classifyKind } from '../../src/processing/classification';
import type { DocumentText, TextItem } from '../../src/processing/types';

/** One cell per line, at 10 pt (a title line bold and larger when given as [text, size]). */
function letter(lines: Array<string | [string, number]>): DocumentText {
  const items: TextItem[] = [];
  let y = 50;
  for (const l of lines) {
    const [text, size] = typeof l === 'string' ? [l, 10] : l;
    items.push({ text, x: 60, y, width: text.length * size * 0.5, height: size, fontName: typeof l === 'string' ? 'Helvetica' : 'Helvetica-Bold', fontSize: size, confidence: null });
    y += size * 1.6;
  }
  return { pages: [{ pageNumber: 1, width: 612, height: 792, source: 'text-layer', items }] };
}

const kind = (d: DocumentText) => classifyKind(d).kind;

describe('classification: a certifying letter', () => {
  it('a registry letter that certifies a completion is a certificate (Spanish, "Certificamos que … ha finalizado los estudios")', () => {
    const d = letter([
      ['Escuela Politécnica de Valdeluz', 14],
      'Secretaría General · Calle Mayor 12, Valdeluz',
      'Certificamos que Doña Inés Carrasco Vidal, con documento 48.221.903, ha finalizado los estudios',
      'de Ingeniería Agrónoma en junio de 2021 con una nota media de 7,8.',
      'Y para que conste, se expide el presente a petición de la interesada.',
      'Atentamente,',
      'El Secretario General',
    ]);
    expect(kind(d)).to.equal('diploma');
    expect(classifyKind(d).signals).to.include('certifying letter');
  });

  it('an English letter: "This is to certify that …", the degree conferred, "Yours sincerely"', () => {
    expect(kind(letter([
      ['Ridgeway Institute of Technology', 14],
      'Office of Academic Records',
      'This is to certify that Ms Priya Nair completed all requirements for the Master of Engineering',
      'in December 2022; the degree was conferred on 14 January 2023.',
      'Yours sincerely,',
      'Academic Registrar',
    ]))).to.equal('diploma');
  });

  it('a letter that narrates a degree without certifying it, or certifies an enrolment, stays a letter', () => {
    expect(kind(letter([
      'Dear Members of the Admissions Committee,',
      'I supervised Tomás Ferreira, who completed all requirements of his degree and was awarded the degree of Bachelor of Arts.',
      'Yours sincerely,',
      'Dr Helen Shaw',
    ]))).to.equal('other');
    expect(kind(letter([
      ['Escuela Politécnica de Valdeluz', 14],
      'Certificamos que Don Pablo Ibáñez está matriculado en el grado de Ingeniería Agrónoma,',
      'en el que ha finalizado los estudios del primer curso.',
      'Atentamente,',
    ]))).to.equal('other');
  });
});
