/**
 * Rules the rotated group i- showed (docs/document-understanding.md, "Forms the rotated group i- showed"), each tested on
 * another wording than the documents it came from: "A portal's signed-in user in a cell of its top bar", "An associate
 * degree keeps its field" in a programme row, "A completion caption answered none", "A promotion is no completion", "A
 * span of school grades is no field", "A territory with its own country code is that country" (a territory named first
 * of two), "A territory printed beside its sovereign is the country", "Quotation marks around a value are no part of
 * it", "A certificate of vocational training is a diploma", "A course followed with success is completed", "A total of
 * hours is no total of credits" and "A training's modules: their length and their assessment". Small generated pages.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const read = (rows: Cell[][], kind: 'diploma' | 'transcript' | 'marksheet') => extractDocumentFields({ pages: [pageOfRows(rows)] } as DocumentText, kind);

describe('extraction: conventions of the rotated group i-', () => {
  it('reads the holder from a portal top bar\'s "Logged in as" cell (A portal\'s signed-in user in a cell of its top bar)', () => {
    const r = read([
      [['Kauai Coastal College', 16, 12], ['Logged in as Leilani Kahale | Log out', 400, 8]],
      [['Home', 16, 8], ['Records', 110, 8], ['Billing', 200, 8]],
      [['Academic History', 16, 14]],
      [['Program:', 26, 8], ['Associate of Arts in Liberal Studies', 100, 8]],
    ], 'transcript');
    expect(r.candidate.fullName).to.equal('Leilani Kahale');
  });

  it('keeps the field of an associate degree in a programme row (An associate degree keeps its field)', () => {
    const r = read([
      [['Lakeshore Technical College', 40, 13]],
      [['Student:', 40, 9], ['Dana Whitfield', 140, 9]],
      [['Program:', 40, 9], ['Associate of Applied Science in Welding Technology', 140, 9]],
    ], 'transcript');
    expect(r.qualification.name).to.equal('Associate of Applied Science in Welding Technology');
    expect(r.qualification.level).to.equal('Associate');
  });

  it('reads no completion from "Degree awarded: none" (A completion caption answered none)', () => {
    const r = read([
      [['Lakeshore Technical College', 40, 13]],
      [['Student:', 40, 9], ['Dana Whitfield', 140, 9]],
      [['Cumulative GPA: 3.10', 40, 9]],
      [['Degree awarded: none', 40, 9]],
      [['Lakeshore Technical College · Page printed 03/14/2021 10:02 AM', 40, 7]],
    ], 'transcript');
    expect(r.qualification.yearOfCompletion).to.equal(null);
    expect(r.qualification.status).to.equal(null);
  });

  it('reads no completion from a record that promotes the pupil (A promotion is no completion)', () => {
    const r = read([
      [['HARBOUR VIEW SECONDARY SCHOOL', 150, 15]],
      [['Name of pupil:', 40, 9], ['Akosua Mensah', 200, 9]],
      [['Programme:', 40, 9], ['High School Diploma', 200, 9]],
      [['Form 4 Annual Examinations, December 2019', 40, 10]],
      [['Result: Promoted to Form 5', 40, 9]],
      [['Date of issue: 10 January 2020', 40, 9]],
    ], 'marksheet');
    expect(r.qualification.yearOfCompletion).to.equal(null);
    expect(r.qualification.status).to.equal(null);
  });

  it('reads no field from the grades a school qualification spans (A span of school grades is no field)', () => {
    const r = read([
      [['HARBOUR VIEW SECONDARY SCHOOL', 150, 15]],
      [['Name of pupil:', 40, 9], ['Akosua Mensah', 200, 9]],
      [['Programme:', 40, 9], ['High School Diploma (Years 7 to 12)', 200, 9]],
    ], 'marksheet');
    expect(r.qualification.name).to.equal('High School Diploma');
    expect(r.qualification.majorOrSpecialization).to.equal(null);
    expect(r.qualification.program).to.equal(null);
  });

  it('places a school of an archipelago named first of two in that territory (A territory with its own country code)', () => {
    const r = read([
      [['Isfjorden folkehøgskole', 40, 13]],
      [['Postboks 88 · 9171 Longyearbyen · Svalbard', 40, 8]],
      [['KARAKTERUTSKRIFT', 220, 13]],
      [['Navn:', 40, 10], ['Ingrid Solberg', 140, 10]],
    ], 'transcript');
    expect(r.institution.countryCode).to.equal('SJ');
    expect(r.institution.state).to.equal(null);
  });

  it('places an issuer in a territory printed beside its sovereign (A territory printed beside its sovereign is the country)', () => {
    const r = read([
      [['Rincon Teacher College', 40, 13]],
      [['Kaya Grandi 12, Rincon, Bonaire (Netherlands)', 40, 8]],
      [['TRANSCRIPT', 220, 13]],
      [['Name:', 40, 10], ['Sharina Abraham', 140, 10]],
    ], 'transcript');
    expect(r.institution.countryCode).to.equal('BQ');
    const us = read([
      [['Coastal Empire College', 40, 13]],
      [['14 Bay Street, Savannah, Georgia, USA', 40, 8]],
      [['TRANSCRIPT', 220, 13]],
      [['Name:', 40, 10], ['Dana Whitfield', 140, 10]],
    ], 'transcript');
    expect(us.institution.countryCode).to.equal('US');
  });

  it('names a training certificate captioned in quotation marks (Quotation marks around a value; a certificate of vocational training)', () => {
    const r = read([
      [['Centre de Formation des Alizés', 40, 13]],
      [['ATTESTATION DE STAGE', 200, 15]],
      [['Stagiaire :', 40, 10], ['Inès MARTIN', 150, 10]],
      [['Formation :', 40, 10], ['« Certificat de formation Agent(e) d\'accueil »', 150, 10]],
    ], 'transcript');
    expect(r.qualification.name).to.equal('Certificat de formation Agent(e) d\'accueil');
    expect(r.qualification.level).to.equal('Diploma');
    expect(r.qualification.program).to.equal(null);
  });

  it('dates the completion of a course followed with success by the end of its period (A course followed with success is completed)', () => {
    const r = read([
      [['Centre de Formation des Alizés', 40, 13]],
      [['La directrice atteste que Madame Inès MARTIN a suivi avec succès le stage', 60, 11]],
      [['« Certificat de formation Agent(e) d\'accueil »', 110, 14]],
      [['du 12 décembre 2018 au 15 mars 2019, soit 210 heures.', 70, 10]],
    ], 'transcript');
    expect(r.qualification.yearOfCompletion).to.equal(2019);
    expect(r.qualification.status).to.equal('Completed');
  });

  it('reads modules with their hours and assessments, and no credit total from hours (A total of hours; a training\'s modules)', () => {
    const r = read([
      [['Centre de Formation des Alizés', 40, 13]],
      [['Stagiaire :', 40, 10], ['Inès MARTIN', 150, 10]],
      [['Module', 60, 9], ['Intitulé', 110, 9], ['Durée (h)', 380, 9], ['Évaluation', 460, 9]],
      [['A1', 60, 9], ['Accueil physique et téléphonique', 110, 9], ['35', 390, 9], ['Acquis', 460, 9]],
      [['A2', 60, 9], ['Gestion des rendez-vous', 110, 9], ['28', 390, 9], ['Validé', 460, 9]],
      [['A3', 60, 9], ['Bureautique appliquée', 110, 9], ['42', 390, 9], ['Acquis', 460, 9]],
      [['Total : 105 heures', 380, 9]],
    ], 'transcript');
    expect(r.courses.map((c) => c.grade)).to.deep.equal(['Acquis', 'Validé', 'Acquis']);
    expect(r.courses.map((c) => c.marksScored)).to.deep.equal([null, null, null]);
    expect(r.courses.map((c) => c.credit)).to.deep.equal([null, null, null]);
    expect(r.qualification.totalCreditsOrMarks).to.equal(null);
  });

  it('reads a diploma worded in two languages side by side column by column (Parallel texts side by side; the ecclesiastical degrees)', () => {
    const r = read([
      [['UNIVERSITAS SANCTI BENEDICTI', 200, 15]],
      [['Università San Benedetto', 240, 11]],
      [['NOS RECTOR', 120, 11], ['IL RETTORE', 480, 11]],
      [['notum facimus Dominum Marco ROSSI, natum Verona', 40, 10], ['dichiara che il Sig. Marco ROSSI, nato a Verona il', 420, 10]],
      [['die 3 mensis Maii anno Domini 1990, studiis in', 40, 10], ['3 maggio 1990, compiuto il curriculo degli studi presso', 420, 10]],
      [['Facultate Theologiae feliciter peractis gradum', 40, 10], ['la Facoltà di Teologia, ha conseguito il grado di', 420, 10]],
      [['BACCALAUREATUS IN THEOLOGIA', 80, 14], ['Baccellierato in Teologia', 470, 14]],
      [['cum nota magna cum laude die 20 mensis Iunii 2015', 40, 10], ['con la qualifica magna cum laude il 20 giugno 2015.', 420, 10]],
    ], 'diploma');
    expect(r.candidate.fullName).to.equal('Marco Rossi');
    expect(r.candidate.dateOfBirth).to.equal('1990-05-03');
    expect(r.qualification.name).to.equal('Baccellierato in Teologia');
    expect(r.qualification.level).to.equal('Bachelor');
    expect(r.institution.name).to.equal('Università San Benedetto');
  });

  it('names no institution from a translator\'s note and dates a record by its decision (A translator\'s note; the decision that awards)', () => {
    const r = read([
      [['UNIVERSITÉ DU LITTORAL NORD', 40, 13]],
      [['RELEVÉ DE NOTES', 220, 15]],
      [['Année universitaire 2020-2021', 220, 10]],
      [['Nom :', 40, 9], ['DURAND', 140, 9]],
      [['Prénom(s) :', 40, 9], ['Léa', 140, 9]],
      [['Diplôme préparé :', 40, 9], ['Licence', 140, 9]],
      [['SWORN TRANSLATION FROM FRENCH', 180, 13]],
      [['Decision of the board: Passed — Licence awarded', 40, 9]],
      [['Issued in Dunkerque on July 2, 2021. [Signature] [Stamp of the university]', 40, 9]],
    ], 'transcript');
    expect(r.institution.name?.toLowerCase()).to.equal('université du littoral nord');
    expect(r.qualification.yearOfCompletion).to.equal(2021);
  });

  it('reads the competence obtained, and no completion from the one aimed at (The competence obtained or aimed at)', () => {
    const done = read([
      [['Fjordbyen videregående skole', 40, 12]],
      [['Postboks 12 · 6800 Førde', 40, 8]],
      [['VITNEMÅL', 220, 15]],
      [['Navn', 50, 6.5], ['Fødselsdato', 300, 6.5]],
      [['Sigrid Hansen', 50, 9.5], ['02.03.2001', 300, 9.5]],
      [['Utdanningsprogram', 50, 6.5], ['Oppnådd kompetanse', 300, 6.5]],
      [['Studiespesialisering', 50, 9.5], ['Generell studiekompetanse', 300, 9.5]],
    ], 'transcript');
    expect(done.qualification.name).to.equal('Generell studiekompetanse');
    const running = read([
      [['Fjordbyen videregående skole', 40, 12]],
      [['Postboks 12 · 6800 Førde', 40, 8]],
      [['KOMPETANSEBEVIS', 220, 15]],
      [['Navn', 50, 6.5], ['Fødselsdato', 300, 6.5]],
      [['Sigrid Hansen', 50, 9.5], ['02.03.2004', 300, 9.5]],
      [['Utdanningsprogram', 50, 6.5], ['Sikter mot', 300, 6.5]],
      [['Studiespesialisering', 50, 9.5], ['Generell studiekompetanse', 300, 9.5]],
      [['Førde, 20. juni 2021', 40, 9.5]],
    ], 'transcript');
    expect(running.qualification.level).to.equal('Higher Secondary');
    expect(running.qualification.yearOfCompletion).to.equal(null);
  });

  it('counts the attempted credits of a course with no grade yet (A course in progress counts the credits it is taken for)', () => {
    const r = read([
      [['Lakeshore Technical College', 40, 13]],
      [['Student:', 40, 9], ['Dana Whitfield', 140, 9]],
      [['Course', 40, 8], ['Title', 110, 8], ['Grade', 330, 8], ['Attempted', 390, 8], ['Earned', 460, 8]],
      [['WLD 101', 40, 8], ['Blueprint Reading', 110, 8], ['B', 338, 8], ['3', 410, 8], ['3', 475, 8]],
      [['WLD 110', 40, 8], ['Shielded Metal Arc Welding', 110, 8], ['A', 338, 8], ['4', 410, 8], ['4', 475, 8]],
      [['WLD 120', 40, 8], ['Gas Tungsten Arc Welding', 110, 8], ['—', 338, 8], ['4', 410, 8], ['0', 475, 8]],
      [['WLD 130', 40, 8], ['Pipe Welding', 110, 8], ['F', 338, 8], ['3', 410, 8], ['0', 475, 8]],
    ], 'transcript');
    // The failed course too carries what it was attempted for (rule "Credits attempted are the course's", which covers this one).
    expect(r.courses.map((c) => c.credit)).to.deep.equal([3, 4, 4, 3]);
  });

  it('keeps the field of an Italian doctorate (names in other languages keep the field they join)', () => {
    const r = read([
      [['Università degli Studi di Borgo Alto', 120, 14]],
      [['IL RETTORE', 250, 11]],
      [['dichiara che la dott.ssa Chiara Valli, nata a Lecce il 4 aprile 1988,', 60, 10]],
      [['ha conseguito il titolo di', 220, 10]],
      [['Dottorato in Storia dell\'Arte', 190, 14]],
      [['il 12 marzo 2019.', 240, 10]],
    ], 'diploma');
    expect(r.qualification.name).to.equal('Dottorato in Storia dell\'Arte');
    expect(r.qualification.level).to.equal('Doctorate');
  });

  it('reads no holder from a portal page\'s title (A portal page\'s title is no person)', () => {
    const r = read([
      [['Home', 16, 8], ['Records', 110, 8], ['Billing', 200, 8]],
      [['Academic History', 16, 14]],
      [['Program:', 26, 8], ['Associate of Arts in Liberal Studies', 100, 8]],
      [['Catalog Year:', 26, 8], ['2019-2020', 100, 8]],
    ], 'transcript');
    expect(r.candidate.fullName).to.equal(null);
  });
});
