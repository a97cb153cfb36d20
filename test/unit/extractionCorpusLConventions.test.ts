/**
 * Rules the rotated group l- showed (docs/document-understanding.md, "Forms the rotated group l- showed"), each tested
 * on another wording than the documents it came from. Small generated pages.
 */
import { expect } from 'chai';
import { classifyKind } from '../../src/processing/classification';
import { cutQualification, extractDocumentFields } from '../../src/processing/extraction/fields';
import { qualificationLevel } from '../../src/processing/extraction/qualifications';
import { extractCourses } from '../../src/processing/extraction/table';
import { englishRendering } from '../../src/processing/language';
import { documentLines } from '../../src/processing/text/layout';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, tablePageOf, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]) => ({ pages: [pageOfRows(rows)] }) as DocumentText;
const read = (rows: Cell[][], kind: 'diploma' | 'transcript' | 'marksheet') => extractDocumentFields(doc(rows), kind);
const courses = (rows: Array<Array<[string, number]>>) => extractCourses(documentLines({ pages: [tablePageOf(rows)] } as DocumentText)).courses;

describe('extraction: conventions of the rotated group l-', () => {
  it('keeps a school\'s certificate of completion of a numbered year academic (A school year completed is no course\'s completion)', () => {
    const school = doc([
      [['Riverbend Junior Secondary School', 150, 18]],
      [['Plot 12, Mission Road, Kasane', 180, 9]],
      [['CERTIFICATE OF COMPLETION', 140, 16]],
      [['This is to certify that', 220, 12]],
      [['Thato Molefe', 230, 22]],
      [['has satisfactorily completed the Grade 9 programme of studies', 120, 12]],
      [['Given on 30 November 2021', 200, 10]],
    ]);
    expect(classifyKind(school).kind).to.equal('diploma');
    // An online course's certificate of completion names a course, no year of school: it stays out.
    const online = doc([
      [['LearnHub Online', 150, 18]],
      [['CERTIFICATE OF COMPLETION', 140, 16]],
      [['This is to certify that', 220, 12]],
      [['Thato Molefe', 230, 22]],
      [['has completed the online course Spreadsheet Skills for Everyone (6 hours)', 100, 12]],
      [['Verify this certificate at learnhub.example/verify', 150, 9]],
    ]);
    expect(classifyKind(online).kind).to.equal('other');
  });

  it('gives a completed school year its stage (A school year completed names its stage)', () => {
    expect(qualificationLevel('Certificate of Completion of Year 10')).to.equal('Secondary');
    expect(qualificationLevel('Year 12 Certificate')).to.equal('Higher Secondary');
    expect(qualificationLevel('School Leaving Certificate')).to.equal('Secondary');
    expect(qualificationLevel('Higher Secondary School Leaving Certificate')).to.equal('Higher Secondary');
    const r = read([
      [['Lagoon Side District School', 150, 18]],
      [['CERTIFICATE OF COMPLETION OF YEAR 11', 110, 16]],
      [['This is to certify that', 220, 12]],
      [['Mele Fifita', 230, 22]],
      [['has completed the Year 11 course of study in 2019', 130, 12]],
    ], 'diploma');
    expect(r.qualification).to.include({ name: 'Certificate of Completion of Year 11', level: 'Secondary' });
    // A bare "School Leaving Certificate" over the stage of education it certifies: the stage is the qualification.
    const staged = read([
      [['Hillcrest Secondary School', 150, 16]],
      [['SCHOOL LEAVING CERTIFICATE', 140, 16]],
      [['complete secondary education', 180, 13]],
      [['Name of Holder', 60, 8.5]],
      [['Nino Beridze', 60, 12.5]],
    ], 'diploma');
    expect(staged.qualification.name?.toLowerCase()).to.equal('complete secondary education');
  });

  it('ends the holder\'s name at the verb after "certify that" (The holder\'s name ends at its verb, in English too)', () => {
    const r = read([
      [['Harbour View Secondary School', 60, 18]],
      [['SCHOOL LEAVING CERTIFICATE', 120, 17]],
      [['This is to certify that Marisol Van Heerden completed the Fourth Form at this School and, having passed', 60, 11]],
      [['the school examinations, left in July 2017.', 60, 11]],
    ], 'diploma');
    expect(r.candidate.fullName).to.equal('Marisol Van Heerden');
  });

  it('names the title\'s qualification, not an examination sat on the way (An examination sat is no title\'s qualification)', () => {
    const aside = read([
      [['Harbour View Secondary School', 60, 18]],
      [['SCHOOL LEAVING CERTIFICATE', 120, 17]],
      [['This is to certify that Jonah Mercer attended this School from 2014 to 2019.', 60, 11]],
      [['In his last year he sat the Regional Secondary Certificate examinations of June 2019; the results are', 60, 11]],
      [['issued by the examining body.', 60, 11]],
    ], 'diploma');
    expect(aside.qualification).to.include({ name: 'School Leaving Certificate', level: 'Secondary' });
    // The same examination in the title and in the sentence: read from the sentence as before.
    const same = read([
      [['NATIONAL EXAMINATIONS COUNCIL', 100, 16]],
      [['UGANDA CERTIFICATE OF EDUCATION', 110, 14]],
      [['This is to certify that', 220, 11]],
      [['NAKATO SARAH', 230, 15]],
      [['sat the Uganda Certificate of Education examination in 2019', 100, 11]],
    ], 'diploma');
    expect(same.qualification.name).to.match(/^Uganda Certificate of Education/i);
  });

  it('reads the holder a French diploma is issued to (Issued to the holder)', () => {
    const r = read([
      [['RÉPUBLIQUE FRANÇAISE', 250, 11]],
      [['DIPLÔME NATIONAL DU BREVET', 150, 20]],
      [['Le diplôme national du brevet est décerné à Monsieur Lucas MARTIN, né le 3 mai 2006 à Lorient,', 60, 12]],
      [['au titre de la session de juin 2021.', 60, 12]],
    ], 'diploma');
    expect(r.candidate.fullName?.toLowerCase()).to.equal('lucas martin');
  });

  it('credits a territory\'s education service under the ministry (A territory\'s education service under its ministry issues)', () => {
    const r = read([
      [['RÉPUBLIQUE FRANÇAISE', 250, 11]],
      [["MINISTÈRE DE L'ÉDUCATION NATIONALE", 220, 9.5]],
      [["Direction de l'éducation de Wallis-et-Futuna", 210, 10]],
      [['BP 244 · 98600 Mata-Utu', 240, 8]],
      [['DIPLÔME DU BACCALAURÉAT PROFESSIONNEL', 120, 20]],
      [['Le diplôme est délivré à Madame Sia TAUFANA, née le 1 mars 2003 à Mata-Utu, au titre de la session de juin 2021.', 60, 12]],
    ], 'diploma');
    expect(r.institution.name).to.equal("Direction de l'éducation de Wallis-et-Futuna");
    // A line of the ministry's own portfolio names no place: the ministry stays the issuer.
    const own = read([
      [["MINISTÈRE DE L'ÉDUCATION NATIONALE", 220, 9.5]],
      [['et de la Formation professionnelle', 230, 9.5]],
      [['DIPLÔME DU BACCALAURÉAT', 150, 20]],
      [['Le diplôme est délivré à Monsieur Karim BENALI, né le 2 juin 2002, au titre de la session de juin 2020.', 60, 12]],
    ], 'diploma');
    expect(own.institution.name).to.match(/^MINISTÈRE/);
  });

  it('names a French university centre as the institution (A university centre is an institution)', () => {
    const r = read([
      [['Centre universitaire de la Côte Sous-le-Vent', 40, 14]],
      [['Scolarité · 12 rue des Écoles · 97100 Basse-Terre', 40, 7.5]],
      [['RELEVÉ DE NOTES', 200, 12.5]],
      [['Nom :', 40, 8.5], ['MARIE', 100, 8.5], ['Prénom(s) :', 300, 8.5], ['Élise', 360, 8.5]],
    ], 'transcript');
    expect(r.institution.name).to.equal('Centre universitaire de la Côte Sous-le-Vent');
  });

  it('reads "<Name> Island" as part of a place, not Iceland (An island\'s name is no Iceland)', () => {
    const at = (address: string) =>
      read([
        [['Ocean Point Secondary School', 150, 18]],
        [[address, 160, 9]],
        [['STATEMENT OF RESULTS', 200, 13]],
        [['Student:', 60, 9], ['Amira Tan', 200, 9]],
      ], 'transcript').institution.countryCode;
    expect(at('Victoria Island, Lagos')).to.equal('NG');
    expect(at('West Island, Cocos (Keeling) Islands 6799')).to.equal('CC');
  });

  it('gives a technician\'s certificate the level of a post-secondary diploma (A technician\'s certificate is a post-secondary diploma)', () => {
    expect(qualificationLevel("Advanced Technician's Certificate")).to.equal('Diploma');
    expect(qualificationLevel('Higher Technician Diploma')).to.equal('Diploma');
    const r = read([
      [['Lycée des Métiers du Port', 40, 14]],
      [['RELEVÉ DE NOTES / TRANSCRIPT OF MARKS', 150, 13]],
      [['Nom / Surname', 40, 8.5], ['DUPUIS', 210, 8.8]],
      [['Diplôme préparé / Programme', 40, 8.5], ["Brevet de technicien supérieur / Advanced Technician's Certificate", 210, 8.8]],
    ], 'transcript');
    expect(r.qualification).to.include({ name: "Advanced Technician's Certificate", level: 'Diploma' });
  });

  it('tells a title\'s national rendering by its small words (A title\'s other language by its small words)', () => {
    // Without its accents the French half has no letter English lacks; its article and preposition tell it.
    expect(englishRendering("Gestion de l'entreprise familiale", 'Family Business Management')).to.equal(1);
    // A capital letter labelling a part is no English article.
    expect(englishRendering('Langue vivante B : allemand', 'Modern Language B: German')).to.equal(1);
    const rows = courses([
      [['Matière / Subject', 45], ['Coefficient', 430], ['Moyenne /20', 495]],
      [['Langue vivante A : anglais / Modern Language A: English', 45], ['2', 446], ['15,50', 508]],
      [['Animation de la vente / Promoting Sales', 45], ['4', 446], ['12,00', 508]],
      [['Gestion de l\'information / Information Management', 45], ['3', 446], ['11,50', 508]],
    ]);
    expect(rows.map((c) => c.courseName)).to.deep.equal(['Modern Language A: English', 'Promoting Sales', 'Information Management']);
  });

  it('cuts a notice of results after a dash (A notice of results after a dash)', () => {
    const cut = cutQualification('National Form Six Certificate — Notice of Results');
    expect(cut.major).to.equal(null);
    expect(cut.name).to.equal('National Form Six Certificate');
  });

  it('reads a double award\'s two grades (A double award\'s two grades)', () => {
    const rows = courses([
      [['Subject', 53], ['Awarding body', 203], ['Grade', 430], ['Grade in words', 468]],
      [['Geography', 53], ['OCR', 203], ['5', 440], ['Five', 468]],
      [['History', 53], ['AQA', 203], ['7', 440], ['Seven', 468]],
      [['Combined Science', 53], ['AQA', 203], ['6-5', 436], ['Six-Five', 468]],
      [['Biology', 53], ['AQA', 203], ['4', 440], ['Four', 468]],
    ]);
    expect(rows.map((c) => c.courseName)).to.deep.equal(['Geography', 'History', 'Combined Science', 'Biology']);
    expect(rows[2].grade).to.equal('6-5');
  });

  it('leaves out the signatory printed under the table (A signatory\'s name and office in one cell)', () => {
    const rows = courses([
      [['Subject', 53], ['Awarding body', 203], ['Grade', 430], ['Grade in words', 468]],
      [['Geography', 53], ['OCR', 203], ['5', 440], ['Five', 468]],
      [['History', 53], ['AQA', 203], ['7', 440], ['Seven', 468]],
      [['Biology', 53], ['AQA', 203], ['4', 440], ['Four', 468]],
      [['Harriet Goss, Head Teacher', 50], ['Date of issue: 24 August 2022', 413]],
    ]);
    expect(rows.map((c) => c.courseName)).to.deep.equal(['Geography', 'History', 'Biology']);
  });
});
