/**
 * Qualifications printed as a stage of education or a bare national title, captions in the national
 * language only, and the issuer's letterhead (docs/document-understanding.md, "Qualification": stages of
 * education; "Key-value reading"; "Institution and country").
 */
import { expect } from 'chai';
import { classifyKind } from '../../src/processing/classification';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { parseDate } from '../../src/processing/extraction/normalize';
import { educationStageLevel, isBareQualification, qualificationLevel } from '../../src/processing/extraction/qualifications';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });

describe('extraction: stages of education and bare national titles', () => {
  const levels: Array<[string, string]> = [
    ['upper secondary education', 'Higher Secondary'], ['lower secondary education', 'Secondary'], ['complete general education', 'Higher Secondary'],
    ['basic general education', 'Secondary'], ['first cycle studies', 'Bachelor'], ['third cycle studies', 'Doctorate'],
    ['vispārējā vidējā izglītība', 'Higher Secondary'], ['pamatizglītība', 'Secondary'], ['vidurinis išsilavinimas', 'Higher Secondary'],
    ['pagrindinis išsilavinimas', 'Secondary'], ['üldkeskharidus', 'Higher Secondary'], ['põhiharidus', 'Secondary'],
    ['középfokú iskolai végzettség', 'Higher Secondary'], ['alapfokú iskolai végzettség', 'Secondary'], ['ανώτερη δευτεροβάθμια εκπαίδευση', 'Higher Secondary'],
    ['бүрэн дунд боловсрол', 'Higher Secondary'], ['суурь боловсрол', 'Secondary'], ["umumiy o'rta ta'lim", 'Higher Secondary'], ['umumiy oʻrta taʼlim', 'Higher Secondary'],
    ['სრული ზოგადი განათლება', 'Higher Secondary'], ['միջնակարգ կրթություն', 'Higher Secondary'], ['고등학교 졸업', 'Higher Secondary'],
    ['primary and lower secondary education', 'Secondary'], ['educación media técnica', 'Higher Secondary'], ['ordinary level', 'Secondary'],
    ['bakalavr', 'Bachelor'], ['ბაკალავრი', 'Bachelor'], ['մագիստրոս', 'Master'],
  ];
  for (const [name, level] of levels) it(`${name} → ${level}`, () => expect(qualificationLevel(name)).to.equal(level));

  it('knows a stage or a bare title printed alone, not a sentence or a course title around it', () => {
    expect(isBareQualification('vidurinis išsilavinimas')).to.equal(true);
    expect(isBareQualification('бакалавр / bachelor')).to.equal(true);
    expect(isBareQualification('primary and lower secondary education')).to.equal(true);
    expect(isBareQualification('methods of upper secondary education in rural schools')).to.equal(false);
    expect(educationStageLevel('vidurinis išsilavinimas / secondary education')).to.equal('Higher Secondary');
  });

  it('reads a stage of education under a level caption as the qualification', () => {
    const r = extractDocumentFields(
      doc([
        [['LIEPU VIDUSSKOLA', 200, 16]],
        [['Daugavpils, Latvija', 230, 9]],
        [['ATESTĀTS', 250, 16]],
        [['Vārds, uzvārds:', 60], ['Ilze Ozoliņa', 220]],
        [['Izglītības līmenis:', 60], ['vispārējā vidējā izglītība', 220]],
        [['Izsniegšanas datums:', 60], ['28.05.2022', 220]],
      ]),
      'diploma',
    );
    expect(r.qualification).to.include({ name: 'Vispārējā vidējā izglītība', level: 'Higher Secondary', yearOfCompletion: 2022 });
    expect(r.institution.name).to.equal('LIEPU VIDUSSKOLA');
  });

  it('reads a title line in lower case when it is a stage of education alone, and takes a bilingual stage level from its national half', () => {
    const lt = extractDocumentFields(
      doc([
        [['Ąžuolyno gimnazija', 200, 16]],
        [['Kaunas, Lietuva', 230, 9]],
        [['BRANDOS ATESTATAS', 220, 16]],
        [['pagrindinis išsilavinimas', 200, 14]],
        [['Vardas, pavardė:', 60], ['KAZLAUSKAS, Tomas', 220]],
      ]),
      'diploma',
    );
    expect(lt.qualification).to.include({ name: 'Pagrindinis išsilavinimas', level: 'Secondary' });
    expect(lt.candidate.fullName).to.equal('Tomas Kazlauskas');
    const bilingual = extractDocumentFields(
      doc([
        [['PAJŪRIO VIDURINĖ MOKYKLA', 180, 16]],
        [['BRANDOS ATESTATAS / CERTIFICATE', 180, 16]],
        [['Įgytas išsilavinimas / Education:', 60], ['vidurinis išsilavinimas / secondary education', 260]],
      ]),
      'diploma',
    );
    expect(bilingual.qualification).to.include({ name: 'Secondary education', level: 'Higher Secondary' });
  });

  it('reads a stage of education completed in an English sentence', () => {
    const r = extractDocumentFields(
      doc([
        [['Mtatsminda Public School No. 7', 180, 16]],
        [['Tbilisi, Georgia', 230, 9]],
        [['CERTIFICATE', 240, 16]],
        [['This is to certify that Giorgi Kapanadze has completed basic general education.', 70, 11]],
      ]),
      'diploma',
    );
    expect(r.qualification).to.include({ name: 'Basic general education', level: 'Secondary' });
    const wrapped = extractDocumentFields(
      doc([
        [['Liceo Bolivariano Río Claro', 180, 16]],
        [['Mérida, Venezuela', 230, 9]],
        [['It is hereby certified that RODRÍGUEZ José has satisfactorily completed general', 60, 11.5]],
        [['secondary education.', 250, 11.5]],
      ]),
      'diploma',
    );
    expect(wrapped.qualification).to.include({ name: 'General secondary education', level: 'Higher Secondary' });
  });

  it('reads the holder under captions of pupils and students ("Pupil:", "Opiskelijan nimi:")', () => {
    for (const caption of ['Pupil:', 'Opiskelijan nimi:']) {
      const r = extractDocumentFields(doc([[['Great Dyke University', 180, 16]], [[caption, 60], ['RUTENDO CHIKWANHA', 220]]]), 'diploma');
      expect(r.candidate.fullName, caption).to.equal('Rutendo Chikwanha');
    }
  });

  it('reads captions printed only in the national language (Uzbek) and year-first dates with blanks ("2001. 03. 15.")', () => {
    const r = extractDocumentFields(
      doc([
        [['Zarafshon iqtisodiyot universiteti', 160, 16]],
        [['DIPLOM', 250, 16]],
        [['Familiyasi, ismi:', 60], ['YUSUPOVA, Nodira', 220]],
        [["Tug'ilgan sanasi:", 60], ['25.03.1988', 220]],
        [["Ma'lumoti:", 60], ['bakalavr', 220]],
        [['Bitirgan yili:', 60], ['2012', 220]],
      ]),
      'diploma',
    );
    expect(r.candidate).to.include({ fullName: 'Nodira Yusupova', dateOfBirth: '1988-03-25' });
    expect(r.qualification).to.include({ name: 'Bakalavr', level: 'Bachelor', yearOfCompletion: 2012 });
    expect(parseDate('Született: 2001. 03. 15.')).to.equal('2001-03-15');
  });

  it('joins a letterhead wrapped before its institution word, and keeps an ordinal joined to its number', () => {
    const uz = extractDocumentFields(
      doc([
        [["SAMARQAND SHAHAR 14-SON UMUMTA'LIM", 150, 16]],
        [['MAKTABI', 250, 16]],
        [["Samarqand, O'zbekiston Respublikasi", 200, 9]],
        [['ATTESTAT', 250, 16]],
      ]),
      'diploma',
    );
    expect(uz.institution.name).to.equal("SAMARQAND SHAHAR 14-SON UMUMTA'LIM MAKTABI");
    const gr = extractDocumentFields(doc([[['2ο Γενικό Λύκειο Θεσσαλίας', 180, 16]], [['Λάρισα, Ελλάδα', 230, 9]]]), 'diploma');
    expect(gr.institution.name).to.equal('2ο Γενικό Λύκειο Θεσσαλίας');
    const nl = extractDocumentFields(doc([[['Scholengemeenschap De Vaart', 180, 16]], [['Zwolle, Nederland', 230, 9]]]), 'diploma');
    expect(nl.institution.name).to.equal('Scholengemeenschap De Vaart');
    const ve = extractDocumentFields(doc([[['Unidad Educativa Los Samanes', 180, 16]], [['Maracaibo, Venezuela', 230, 9]]]), 'diploma');
    expect(ve.institution.name).to.equal('Unidad Educativa Los Samanes');
  });

  it('classifies a certificate of a stage of education as a diploma', () => {
    const d = classifyKind(
      doc([
        [['KITGUM HILL COLLEGE', 200, 16]],
        [['CERTIFICATE', 240, 16]],
        [['Name of Holder:', 60], ['Isaac Mugisha', 220]],
        [['Level of Education:', 60], ['upper secondary education', 220]],
      ]),
    );
    expect(d.kind).to.equal('diploma');
  });
});
