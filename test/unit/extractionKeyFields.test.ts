/**
 * Key-field reading rules of certificates and marksheets (docs/document-understanding.md, "Key-value reading", "Institution and country", "Qualification", "Honesty")
 * on small generated pages: the institution named in running text, the branch of a degree, the
 * field printed under "in", the qualification a document's title records, and averages that are
 * not the overall one.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText, PageText, TextItem } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows(rows)] });

describe('extraction: key fields of certificates and marksheets', () => {
  it('takes the institution from the running text when no letterhead names it ("el Rector de la Universidad de …")', () => {
    const r = extractDocumentFields(
      doc([
        [['FELIPE VI, REY DE ESPAÑA', 200, 13]],
        [['y en su nombre el Rector de la Universidad de Tierras Altas', 120, 10]],
        [['considerando que, conforme a las disposiciones y circunstancias previstas por la legislación vigente,', 40, 9]],
        [['Doña Marta Sánchez Ruiz', 200, 12]],
        [['nacida el 3 de mayo de 1997, de nacionalidad española,', 150, 10]],
        [['ha superado los estudios universitarios oficiales conducentes al título de', 100, 10]],
        [['Graduada en Ingeniería Química', 200, 13]],
        [['Dado en Sevilla, a 20 de octubre de 2020', 200, 10]],
      ]),
      'diploma',
    );
    expect(r.institution.name).to.equal('Universidad de Tierras Altas');
    expect(r.provenance!.fields['institution.name'].rule).to.equal('institution named in the running text');
    expect(r.qualification).to.include({ name: 'Graduada en Ingeniería Química', level: 'Bachelor', yearOfCompletion: 2020 });
    // An officer without a name after the institution word names nothing.
    const none = extractDocumentFields(doc([[['Le Président de l\'Université atteste que', 60, 10]], [['Madame Camille Dubois', 60, 10]]]), 'diploma');
    expect(none.institution.name).to.equal(null);
  });

  it('reads the branch printed in parentheses after the degree, and a field under a lone "in"', () => {
    const india = extractDocumentFields(
      doc([
        [['SHRI VENKATESWARA INSTITUTE OF TECHNOLOGY UNIVERSITY', 60, 14]],
        [['PROVISIONAL CERTIFICATE', 200, 13]],
        [['This is to certify that', 220, 10]],
        [['KONDA SRINIVAS REDDY', 200, 13]],
        [['son of K. VENKATA RAMANA REDDY has passed the', 150, 10]],
        [['Bachelor of Technology (Mechanical Engineering)', 150, 12]],
        [['Degree Examination held in April/May 2019', 130, 10]],
      ]),
      'diploma',
    );
    expect(india.qualification).to.include({ name: 'Bachelor of Technology', majorOrSpecialization: 'Mechanical Engineering', yearOfCompletion: 2019 });
    const abbreviation = extractDocumentFields(
      doc([[['Millbrook College', 200, 18]], [['has been awarded the degree of', 200, 10]], [['Master of Science (M.Sc.)', 200, 14]]]),
      'diploma',
    );
    expect(abbreviation.qualification).to.include({ name: 'Master of Science', majorOrSpecialization: null });
    const uk = extractDocumentFields(
      doc([
        [['University of Eastmoor', 180, 20]],
        [['This is to certify that', 230, 11]],
        [['Oliver James Pennington', 190, 18]],
        [['was admitted to the degree of', 210, 11]],
        [['Bachelor of Engineering with Honours', 160, 16]],
        [['in', 290, 11]],
        [['Civil Engineering', 230, 14]],
        [['on 14 July 2020', 250, 11]],
      ]),
      'diploma',
    );
    expect(uk.qualification).to.include({ name: 'Bachelor of Engineering', majorOrSpecialization: 'Civil Engineering', yearOfCompletion: 2020 });
    expect(uk.institution.countryCode).to.equal(null); // nothing on the page places it (decision "Extraction field types")
  });

  it('reads the qualification a document title records ("Relevé de notes du baccalauréat")', () => {
    const r = extractDocumentFields(
      doc([
        [['Lycée Jean Jaurès', 160, 14]],
        [['RELEVÉ DE NOTES DU BACCALAURÉAT', 150, 12]],
        [['Nom: MARTIN', 40], ['Prénom: Paul', 300]],
      ]),
      'marksheet',
    );
    expect(r.qualification).to.include({ name: 'Baccalauréat', level: 'Higher Secondary' });
    const en = extractDocumentFields(
      doc([[['Northern Plains Examination Board', 150, 14]], [['Statement of Marks of the Higher Secondary Examination', 100, 12]], [['Name: Ravi Teja', 40]]]),
      'marksheet',
    );
    expect(en.qualification).to.include({ name: 'Higher Secondary Examination', level: 'Higher Secondary' });
  });

  it('reads "Register No." and never takes a term\'s GPA for the overall one', () => {
    const r = extractDocumentFields(
      doc([
        [['UNIVERSITY OF SOUTHERN DECCAN', 150, 14]],
        [['Name of the Candidate : PRIYA LAKSHMI NAIR', 40]],
        [['Register No. : 19BC4412', 40]],
        [['Term GPA: 3.21', 40]],
      ]),
      'marksheet',
    );
    expect(r.qualification).to.include({ registrationNumber: '19BC4412', cgpa: null });
    const overall = extractDocumentFields(doc([[['UNIVERSITY OF SOUTHERN DECCAN', 150, 14]], [['Name: Priya Nair', 40]], [['Cumulative GPA 3.48 on a 4.0 scale', 40]]]), 'transcript');
    expect(overall.qualification.cgpa).to.equal('3.48');
  });
});

describe('extraction: key fields — pairs run together and names with their acronym', () => {
  it('cuts a value cell before the next "Label:" it runs into', () => {
    const r = extractDocumentFields(
      doc([
        [['COAST METROPOLITAN UNIVERSITY', 150, 14]],
        [['NAME:', 40], ['ODHIAMBO ACHIENG', 90]],
        [['PROGRAMME:', 40], ['Bachelor of Science (Computer Science) YEAR OF ADMISSION: 2017', 100]],
      ]),
      'transcript',
    );
    expect(r.qualification).to.include({ name: 'Bachelor of Science', majorOrSpecialization: 'Computer Science', yearOfAdmission: 2017 });
  });

  it('ends a qualification at its own acronym: "Secondary School Certificate (SSC) Annual Examination"', () => {
    const r = extractDocumentFields(
      doc([
        [['BOARD OF INTERMEDIATE AND SECONDARY EDUCATION, MARDAN', 60, 13]],
        [['DETAILED MARKS CERTIFICATE', 150, 12]],
        [['Secondary School Certificate (SSC) Annual Examination, 2016', 90, 11]],
        [['Name:', 40], ['ZAINAB ALI', 120]],
      ]),
      'marksheet',
    );
    expect(r.qualification).to.include({ name: 'Secondary School Certificate', level: 'Secondary', yearOfCompletion: 2016 });
  });
});

describe('extraction: key fields — provisional certificates and final results in running text', () => {
  it('reads "has passed the BACHELOR OF TECHNOLOGY Degree Examination" and the branch in parentheses under it', () => {
    const r = extractDocumentFields(
      doc([
        [['EASTERN GHATS UNIVERSITY', 160, 16]],
        [['Visakhapatnam - 530003, India', 190, 10]],
        [['PROVISIONAL CERTIFICATE', 200, 13]],
        [['This is to certify that', 220, 11]],
        [['Ms. Meenakshi Menon', 210, 15]],
        [['daughter of GOPAL MENON', 210, 10]],
        [['has passed the BACHELOR OF TECHNOLOGY Degree Examination', 120, 11]],
        [['(Electronics and Communication Engineering)', 150, 13]],
        [['held in May 2012 with a CGPA of 6.50 on a 10-point scale.', 120, 11]],
        [['Date: 19-07-2012', 60, 10]],
      ]),
      'diploma',
    );
    expect(r.candidate.fullName).to.equal('Meenakshi Menon');
    expect(r.qualification).to.include({ name: 'Bachelor of Technology', level: 'Bachelor', majorOrSpecialization: 'Electronics and Communication Engineering', yearOfCompletion: 2012, cgpa: '6.50', dateOfIssue: '2012-07-19' });
    expect(r.institution.countryCode).to.equal('IN');
  });

  it('reads the final result printed in a certificate\'s sentence ("com a classificação final de 17 valores")', () => {
    const r = extractDocumentFields(
      doc([
        [['UNIVERSIDADE DO ALTO DOURO INTERIOR', 150, 15]],
        [['Certifica-se que', 220, 11]],
        [['Joana Carvalho Oliveira', 200, 15]],
        [['concluiu em 19 de dezembro de 2015 o grau de', 160, 11]],
        [['Doutora em Ciências da Educação', 180, 14]],
        [['com a classificação final de 17 (dezassete) valores.', 150, 11]],
      ]),
      'diploma',
    );
    expect(r.qualification).to.include({ cgpa: '17', yearOfCompletion: 2015, level: 'Doctorate' });
    // A share ("nota final de 85%") is no average on a scale.
    const pct = extractDocumentFields(doc([[['Colegio San Rafael', 200, 15]], [['Name: Ana Ruiz', 40]], [['con una nota final de 85 % en el curso', 40]]]), 'diploma');
    expect(pct.qualification.cgpa).to.equal(null);
  });
});

describe('extraction: key fields — a qualification printed with its field', () => {
  it('splits "BSc (Hons) Mathematics" and "LICENCE Sciences de la vie" into the qualification and its field', () => {
    const hear = extractDocumentFields(
      doc([
        [['University of Kingsbridge', 180, 15]],
        [['1.1 Family name(s):', 40], ['OKONJO-HART', 200]],
        [['1.2 Given name(s):', 40], ['Chidi Marcus', 200]],
        [['2.1 Name of qualification:', 40], ['BSc (Hons) Mathematics', 200]],
      ]),
      'transcript',
    );
    expect(hear.candidate.fullName).to.equal('Chidi Marcus Okonjo-Hart');
    expect(hear.qualification).to.include({ name: 'Bachelor of Science', level: 'Bachelor', majorOrSpecialization: 'Mathematics' });
    const fr = extractDocumentFields(
      doc([
        [['UNIVERSITÉ DE BOURGOGNE-COMTÉ SUD', 150, 13]],
        [['ATTESTATION DE RÉUSSITE', 200, 13]],
        [['Monsieur Hugo LEROY', 60, 10]],
        [['a été déclaré admis au diplôme de', 60, 10]],
        [['LICENCE Sciences de la vie', 60, 12]],
        [['Fait à Dijon, le 8 juillet 2022', 300, 10]],
      ]),
      'diploma',
    );
    expect(fr.qualification).to.include({ name: 'Licence', level: 'Bachelor', majorOrSpecialization: 'Sciences de la vie', dateOfIssue: '2022-07-08' });
    // A title in capitals alone stays whole.
    const alone = extractDocumentFields(doc([[['Northfield College', 200, 15]], [['has been awarded the degree of', 200, 10]], [['BACHELOR OF ARTS', 200, 14]]]), 'diploma');
    expect(alone.qualification).to.include({ name: 'Bachelor of Arts', majorOrSpecialization: null });
  });

  it('reads the field "im Studiengang …" inside a German sentence and the level of a Bachelorprüfung', () => {
    const r = extractDocumentFields(
      doc([
        [['Hochschule Rheinaue', 180, 15]],
        [['ZEUGNIS ÜBER DIE BACHELORPRÜFUNG', 150, 13]],
        [['Frau Lena Hoffmann', 220, 12]],
        [['hat die Bachelorprüfung im Studiengang Maschinenbau am 30.09.2022 bestanden.', 60, 10]],
      ]),
      'diploma',
    );
    expect(r.qualification).to.include({ level: 'Bachelor', majorOrSpecialization: 'Maschinenbau' });
  });

  it('reads a Spanish name captioned by its courtesy title ("D./Dña.: GARCÍA PÉREZ, LAURA"), never as a place', () => {
    const r = extractDocumentFields(
      doc([
        [['UNIVERSIDAD DE LOS LLANOS DEL SUR', 150, 13]],
        [['CERTIFICACIÓN ACADÉMICA PERSONAL', 160, 12]],
        [['D./Dña.: GARCÍA PÉREZ, LAURA', 40]],
      ]),
      'transcript',
    );
    expect(r.candidate).to.include({ fullName: 'Laura García Pérez', firstName: 'Laura', lastName: 'García Pérez' });
    expect(r.institution.countryCode).to.equal(null); // "Laura" is a town in Italy: no evidence here
  });
});

describe('extraction: key fields — stacked captions on a scan', () => {
  const ocr = (text: string, x: number, y: number, confidence: number, size = 10): TextItem => ({
    text, x, y, width: text.length * size * 0.5, height: size, fontName: null, fontSize: size, confidence,
  });
  it('takes the value printed between a bilingual caption\'s two lines, past an OCR speck and before the next caption', () => {
    // "परीक्षार्थी का नाम" over "Name of Candidate", the name printed half a line above the English
    // caption; an unsure speck "ae" beside the caption; "Roll No." the next caption on the line.
    const items: TextItem[] = [
      ocr('BOARD OF SECONDARY EDUCATION', 150, 40, 96, 14),
      ocr('GAURAV', 250, 100, 93), ocr('PRASAD', 290, 100, 96), ocr('SHARMA', 330, 100, 96), ocr('35961648', 480, 100, 97),
      ocr('Name', 50, 106, 97), ocr('of', 78, 106, 97), ocr('Candidate', 92, 106, 97), ocr('ae', 200, 106, 20), ocr('Roll', 430, 106, 95), ocr('No.', 452, 106, 95),
      ocr('AARTI', 250, 130, 92), ocr('SHARMA', 282, 130, 96),
      ocr("Mother's", 50, 136, 96), ocr('Name', 95, 136, 97),
    ];
    const page: PageText = { pageNumber: 1, width: 595, height: 842, source: 'ocr', items };
    const r = extractDocumentFields({ pages: [page] }, 'marksheet');
    expect(r.candidate.fullName).to.equal('Gaurav Prasad Sharma');
  });

  it('keeps a short caption the OCR read unsure ("NOM" at 37 %): it is a caption, not a speck', () => {
    const items: TextItem[] = [
      ocr('RELEVÉ', 200, 40, 96, 14), ocr('DE', 260, 40, 96, 14), ocr('NOTES', 285, 40, 96, 14),
      ocr('NOM', 50, 100, 37), ocr('RICHARD', 150, 100, 96), ocr('N°', 330, 100, 86), ocr('de', 345, 100, 95), ocr('candidat', 360, 100, 94), ocr('1330568236', 430, 100, 97),
      ocr('Prénom(s)', 50, 120, 51), ocr('Zoé', 150, 120, 96),
    ];
    const r = extractDocumentFields({ pages: [{ pageNumber: 1, width: 595, height: 842, source: 'ocr', items }] }, 'marksheet');
    expect(r.candidate).to.include({ fullName: 'Zoé Richard', lastName: 'Richard' });
  });
});

describe('extraction: key fields — the award participle after a title', () => {
  it('drops "obtenu", "conferred" after the qualification', () => {
    const fr = extractDocumentFields(doc([[['Université de Lorraine-Sud', 160, 15]], [['Nom: DURAND', 40], ['Prénom: Zoé', 300]], [['Diplôme: Licence obtenu', 40]]]), 'transcript');
    expect(fr.qualification).to.include({ name: 'Licence', level: 'Bachelor' });
    const en = extractDocumentFields(doc([[['Northfield College', 160, 15]], [['Name: Avery Brooks', 40]], [['Degree: Bachelor of Arts conferred', 40]]]), 'transcript');
    expect(en.qualification).to.include({ name: 'Bachelor of Arts' });
  });
});

describe('extraction: key fields — places inside an institution\'s name', () => {
  it('reads no state from a state name that continues a country\'s ("Niger Delta Coastal University")', () => {
    const r = extractDocumentFields(
      doc([[['NIGER DELTA COASTAL UNIVERSITY', 150, 18]], [['P.M.B. 1123, Oporoma, Nigeria', 200, 9]], [['This is to certify that', 220, 12]], [['ADEBAYO Tunde Samuel', 200, 18]]]),
      'diploma',
    );
    expect(r.institution).to.include({ countryCode: 'NG', state: null, stateCode: null });
    // A state named on its own in the name is printed ("Kerala … Examination Board").
    const kerala = extractDocumentFields(doc([[['KERALA STATE EXAMINATION BOARD', 150, 16]], [['Name: Anu Thomas', 40]]]), 'marksheet');
    expect(kerala.institution).to.include({ countryCode: 'IN', state: 'Kerala' });
  });
});

describe('extraction: key fields — a UK programme line', () => {
  it('reads "BSc (Hons) Computer Science" as the programme, its qualification and field, and "Programme Length 3 years"', () => {
    const r = extractDocumentFields(
      doc([
        [['LINDENFORD METROPOLITAN UNIVERSITY', 150, 15]],
        [['Name', 40], ['MORGAN, Ava Rose', 160], ['Mode of Study', 330], ['Full-time', 430]],
        [['Date of Birth', 40], ['6 July 2002', 160], ['Programme Length 3 years', 330]],
        [['Programme', 40], ['BSc (Hons) Computer Science', 160]],
      ]),
      'transcript',
    );
    expect(r.candidate.fullName).to.equal('Ava Rose Morgan');
    expect(r.qualification).to.include({ program: 'BSc (Hons) Computer Science', name: 'Bachelor of Science', level: 'Bachelor', majorOrSpecialization: 'Computer Science', programDuration: '3' });
  });
});
