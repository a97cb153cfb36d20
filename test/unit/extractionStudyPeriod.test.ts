/**
 * A period of study ("Años lectivos: 2014 - 2015"): its start is the admission; its end is the completion only on a
 * record that states the studies completed, never on a record in progress (docs/document-understanding.md,
 * "Qualification", "Honesty"). Small generated pages; schools and people are invented.
 */
import { expect } from 'chai';
import { extractDocumentFields, statesCompletion, studyPeriodEnd } from '../../src/processing/extraction/fields';
import type { DocumentText, PageText } from '../../src/processing/types';
import { pageOfRows } from '../support/textPages';

const doc = (page: PageText): DocumentText => ({ pages: [page] });
const record = (formula: string) => extractDocumentFields(doc(pageOfRows([
  [['INSTITUTO OFICIAL SAN MARCOS', 100, 13]],
  [['CERTIFICADO DE ESTUDIOS', 120, 14]],
  [['Nombre del estudiante:', 40], ['Ana Lucía Pérez Mejía', 200]],
  [['Años lectivos:', 40], ['2016 - 2018', 200]],
  [[formula, 40]],
  [['Matemática I', 40], ['85', 300]],
])), 'marksheet');

describe('extraction: the period of study', () => {
  it('reads the end of the period as the completion where the whole plan of studies is stated passed', () => {
    const r = record('cursó y aprobó las asignaturas del plan de estudios con las calificaciones siguientes:');
    expect(r.qualification.yearOfAdmission).to.equal(2016);
    expect(r.qualification.yearOfCompletion).to.equal(2018);
    expect(r.qualification.status).to.equal('Completed');
  });

  it('reads no completion from the period of a record that does not state completion, or says the studies are in progress', () => {
    for (const formula of ['cursa las asignaturas siguientes:', 'cursó y aprobó las asignaturas del plan de estudios, que continúa en curso:']) {
      const r = record(formula);
      expect(r.qualification.yearOfAdmission, formula).to.equal(2016);
      expect(r.qualification.yearOfCompletion, formula).to.equal(null);
    }
  });

  it('reads the end year of a period only from two ordered years', () => {
    expect(studyPeriodEnd('2014 - 2015')).to.equal(2015);
    expect(studyPeriodEnd('2018 to 2022')).to.equal(2022);
    expect(studyPeriodEnd('2015')).to.equal(null);
    expect(studyPeriodEnd('2019 - 2017')).to.equal(null);
    expect(statesCompletion([{ text: 'The student has successfully completed the requirements of the programme.' }])).to.equal(true);
    expect(statesCompletion([{ text: 'The student is currently enrolled.' }])).to.equal(false);
  });
});
