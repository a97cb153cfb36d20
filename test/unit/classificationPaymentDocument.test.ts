/**
 * Rule "A payment document" (docs/document-understanding.md, "Classification recall"): a page titled as a receipt or
 * an invoice that prints amounts of money is no credential, however many academic words name what was paid; a
 * certificate that only mentions a receipt number stays a certificate. Small generated pages in Spanish and Italian.
 */
import { expect } from 'chai';
import { classifyKind } from '../../src/processing/classification';
import type { DocumentText, TextItem } from '../../src/processing/types';

/** Each line a list of cells laid left to right at 10 pt (a cell given as [text, size] is bold at that size). */
function page(lines: Array<Array<string | [string, number]>>): DocumentText {
  const items: TextItem[] = [];
  let y = 50;
  for (const cells of lines) {
    let x = 60;
    let h = 10;
    for (const c of cells) {
      const [text, size] = typeof c === 'string' ? [c, 10] : c;
      items.push({ text, x, y, width: text.length * size * 0.5, height: size, fontName: typeof c === 'string' ? 'Helvetica' : 'Helvetica-Bold', fontSize: size, confidence: null });
      x += text.length * size * 0.5 + 40;
      h = Math.max(h, size);
    }
    y += h * 1.8;
  }
  return { pages: [{ pageNumber: 1, width: 612, height: 792, source: 'text-layer', items }] };
}

describe('classification: a payment document', () => {
  it('a university fee receipt in Spanish naming the degree, the academic year and the examinations is kept out', () => {
    const d = page([
      [['Universidad Técnica de Valdeluz', 13], ['RECIBO DE PAGO', 14]],
      ['Servicio de Gestión Económica · Calle Mayor 12'],
      ['Alumno', 'Marta Ruiz Ortega'],
      ['Estudios', 'Grado en Ingeniería Agrónoma'],
      ['Curso académico', '2023/24'],
      ['Concepto', 'Importe'],
      ['Matrícula de 60 créditos', '€ 1.240,00'],
      ['Tasa de examen', '€ 35,00'],
      ['TOTAL', '€ 1.275,00'],
    ]);
    const k = classifyKind(d);
    expect(k.kind).to.equal('other');
    expect(k.signals).to.include('payment document');
  });

  it('a diploma that only prints the receipt number of its fee stamp stays a diploma (Italian)', () => {
    const d = page([
      [['Istituto Superiore di Studi Applicati', 14]],
      [['DIPLOMA DI LAUREA', 16]],
      ['Il Rettore conferisce a Giulia Ceccoli la Laurea in Design'],
      ['conseguita il 12 luglio 2022 con la votazione di 108/110.'],
      [['Ricevuta n. 48213', 11]],
    ]);
    expect(classifyKind(d).kind).to.equal('diploma');
  });
});
