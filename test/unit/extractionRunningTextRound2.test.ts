/**
 * Key fields of certificates printed in running text and of semester-by-semester records, on small
 * generated pages: the Spanish "D./Dña. NAME, con DNI …, nacido/a el …" sentence, a degree phrase
 * wrapped over two lines, the examination sitting and the track after a qualification name, and a
 * semester's credits that are no grand total.
 */
import { expect } from 'chai';
import { extractDocumentFields, normalizeDegreeName, withoutPeriodSubtotals } from '../../src/processing/extraction/fields';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });

describe('extraction: running-text certificates and period subtotals (round 2)', () => {
  it('reads the holder, birth date and degree of a Spanish certificate sentence wrapped over lines', () => {
    const r = extractDocumentFields(
      doc([
        [['UNIVERSIDAD DEL VALLE DEL TAJO', 150, 13]],
        [['CERTIFICACIÓN ACADÉMICA PERSONAL', 170, 11]],
        [['D./Dña. Marta Ruiz Campos, con DNI 12345678K, nacido/a el 04/02/1999, ha superado en esta Universidad los', 56, 9]],
        [['estudios de Grado en Historia del Arte con los resultados que a continuación se expresan.', 56, 9]],
      ]),
      'transcript',
    );
    expect(r.candidate).to.include({ fullName: 'Marta Ruiz Campos', dateOfBirth: '1999-02-04' });
    expect(r.qualification).to.include({ name: 'Grado en Historia del Arte', level: 'Bachelor' });
  });

  it('drops the examination sitting and the track from a qualification name', () => {
    expect(normalizeDegreeName('Master of Arts (M.A.) Semester II Examination')).to.equal('Master of Arts');
    expect(normalizeDegreeName('Bachelor of Science Part I Examination')).to.equal('Bachelor of Science');
    expect(normalizeDegreeName('Secondary School Certificate Annual Examination')).to.equal('Secondary School Certificate Annual Examination');
    expect(normalizeDegreeName('Licence Informatique — parcours Informatique générale')).to.equal('Licence Informatique');
    // A qualification whose name is an examination keeps it.
    expect(normalizeDegreeName('Secondary School Examination')).to.equal('Secondary School Examination');
  });

  it('takes no semester credits as the total, but keeps a printed grand total', () => {
    const r = extractDocumentFields(
      doc([
        [['UNIVERSITÉ DE LA CÔTE VERTE', 150, 13]],
        [['RELEVÉ DE NOTES', 200, 11]],
        [['Nom : DUPONT Claire', 56, 9]],
        [['Semestre 1', 56, 9]],
        [['Algorithmique', 56, 9], ['6', 300, 9], ['14,5', 400, 9]],
        [['Crédits acquis : 30', 56, 9]],
        [['Semestre 2', 56, 9]],
        [['Bases de données', 56, 9], ['6', 300, 9], ['12,0', 400, 9]],
        [['Crédits acquis : 30', 56, 9]],
      ]),
      'transcript',
    );
    expect(r.qualification.totalCreditsOrMarks).to.equal(null);
    const t = extractDocumentFields(
      doc([
        [['UNIVERSITÉ DE LA CÔTE VERTE', 150, 13]],
        [['Nom : DUPONT Claire', 56, 9]],
        [['Total des crédits : 60', 56, 9]],
      ]),
      'transcript',
    );
    expect(t.qualification.totalCreditsOrMarks).to.equal('60');
    expect(withoutPeriodSubtotals([])).to.deep.equal([]);
  });

  it('reads an Italian certificato di laurea: birthplace with its province, the degree running on to the next line', () => {
    const r = extractDocumentFields(
      doc([
        [['UNIVERSITÀ DEGLI STUDI DEL LAGO ALTO', 150, 14]],
        [['CERTIFICATO DI LAUREA', 200, 13]],
        [['si certifica che il dott. Marco Ferri, nato a Cremona (CR) il 3 maggio 1996, matricola n. 456123, ha', 64, 10.5]],
        [['conseguito in data 20 luglio 2021 presso questo Ateneo la Laurea', 64, 10.5]],
        [['Magistrale in Fisica (classe LM-17), con la votazione di 110/110 e lode.', 64, 10.5]],
      ]),
      'diploma',
    );
    expect(r.candidate).to.include({ fullName: 'Marco Ferri', dateOfBirth: '1996-05-03' });
    expect(r.qualification).to.include({ name: 'Laurea Magistrale in Fisica', level: 'Master' });
  });
});
