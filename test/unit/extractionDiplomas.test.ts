import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { cleanInstitutionName } from '../../src/processing/extraction/issuer';
import { countriesInText } from '../../src/processing/extraction/places';
import { parseDate } from '../../src/processing/extraction/normalize';
import { qualificationLevel } from '../../src/processing/extraction/qualifications';
import { romanceDay, romanceYear } from '../../src/processing/extraction/dates';
import { classifyKind } from '../../src/processing/classification';
import type { DocumentText, TextItem } from '../../src/processing/types';

/**
 * Key fields of certificates printed without labels (the holder's name between certifying
 * phrases, the title, the conferral date): each rule on a small page of centred lines.
 */
type Row = string | [string, number];
const WIDTH = 595;
const item = (text: string, y: number, size: number): TextItem => {
  const width = text.length * size * 0.5;
  return { text, x: (WIDTH - width) / 2, y, width, height: size, fontName: 'Times', fontSize: size, confidence: null };
};
/** Centred lines, one per row ([text, size]; 11 pt by default). */
function certificate(rows: Row[]): DocumentText {
  let y = 60;
  const items = rows.map((r) => {
    const [t, size] = typeof r === 'string' ? [r, 11] : r;
    const it = item(t, y, size);
    y += size * 1.9;
    return it;
  });
  return { pages: [{ pageNumber: 1, width: WIDTH, height: 842, source: 'text-layer', items }] };
}
const read = (rows: Row[]) => extractDocumentFields(certificate(rows), 'diploma');

describe('extraction: names printed without a label', () => {
  it('takes the name under "Be it known that"', () => {
    const r = read([['MAYON VALLEY UNIVERSITY', 20], 'Be it known that', ['KRISTINE JOY REYES SALAZAR', 21], 'the degree of', ['BACHELOR OF ARTS', 18]]);
    expect(r.candidate.fullName).to.equal('Kristine Joy Reyes Salazar');
  });

  it('takes the name under "faz saber que" and not the parents under it', () => {
    const r = read([
      ['UNIVERSIDADE DE MONTEMOR', 20],
      'O Reitor da Universidade de Montemor faz saber que',
      ['Inês Rodrigues Carvalho', 20],
      'filha de Manuel Carvalho e de Isabel Rodrigues,',
      'nascida em 27 de abril de 1999, portadora do cartão de cidadão n.º 96704162,',
    ]);
    expect(r.candidate.fullName).to.equal('Inês Rodrigues Carvalho');
    expect(r.candidate.dateOfBirth).to.equal('1999-04-27');
  });

  it('takes a name in capitals after a lone "a" under the title ("otorga el título de … a …")', () => {
    const r = read([['UNIVERSIDAD DEL GOLFO NORTE', 18], 'A nombre de la Nación otorga el título de', ['LICENCIADA EN DERECHO', 18], 'a', ['XIMENA GÓMEZ VARGAS', 21]]);
    expect(r.candidate.fullName).to.equal('Ximena Gómez Vargas');
  });

  it('takes the name above its clause when no phrase announces it ("NAME" / "having fulfilled …")', () => {
    const r = read([['Murray Valley University', 22], ['Matilda Grace Thornton', 16], 'having fulfilled the requirements prescribed by the University', 'was admitted to the degree of', ['Master of Teaching', 20]]);
    expect(r.candidate.fullName).to.equal('Matilda Grace Thornton');
  });

  it('takes the name between "hereby awards" and "the degree of"', () => {
    const r = read([['Northfield College', 20], 'The Board of Trustees hereby awards', ['JOHN PAUL DIZON', 20], 'the degree of', ['Bachelor of Arts', 18]]);
    expect(r.candidate.fullName).to.equal('John Paul Dizon');
  });

  it('takes the name above "identificado con cédula …"', () => {
    const r = read([['FUNDACIÓN UNIVERSITARIA DEL CARIBE', 18], ['ANDRÉS FELIPE ROJAS CASTRO', 16], 'identificado con cédula de ciudadanía No. 1.020.345.678 de Santa Marta']);
    expect(r.candidate.fullName).to.equal('Andrés Felipe Rojas Castro');
  });

  it('ends an inline name at the parentage: "certify that NAME son of FATHER"', () => {
    const r = read([['BOARD OF INTERMEDIATE AND SECONDARY EDUCATION, MULTAN', 15], 'This is to certify that HASSAN QURESHI son of NASIR ALI QURESHI', 'has passed the Higher Secondary School Certificate Examination held in 2010']);
    expect(r.candidate.fullName).to.equal('Hassan Qureshi');
  });

  it('reads the date of birth of a sentence ("His date of birth as recorded in the register of the Board is …")', () => {
    const r = read([['BOARD OF INTERMEDIATE AND SECONDARY EDUCATION, MULTAN', 15], 'This is to certify that HASSAN QURESHI son of NASIR ALI QURESHI', 'His date of birth as recorded in the register of the Board is 11-03-1993 (Eleventh March Nineteen Ninety-three).']);
    expect(r.candidate.dateOfBirth).to.equal('1993-03-11');
    expect(r.institution.countryCode).to.equal('PK');
  });

  it('never takes the father printed under "son of"', () => {
    const r = read([['BOARD OF INTERMEDIATE AND SECONDARY EDUCATION', 15], 'This is to certify that', ['SAAD RAZA', 17], 'Son of', ['NASIR ALI RAZA', 13], 'has passed the examination']);
    expect(r.candidate.fullName).to.equal('Saad Raza');
  });

  it('takes no signatory for the holder: a name in large type with a role under it', () => {
    const r = read([['Lakeshore State University', 22], 'This is to certify that the above-named student', 'has completed all requirements for graduation.', ['Margaret Ellen Foster', 16], 'University Registrar']);
    expect(r.candidate.fullName).to.equal(null);
  });

  it('drops the courtesy title before the name ("Madame Camille DUBOIS")', () => {
    const r = read([['UNIVERSITÉ DE BORDEAUX-MONTAIGNE', 16], 'Le Président de l\'Université certifie que', ['Madame Camille DUBOIS', 14], 'née le 12 mars 1999 à Lyon (69)', 'a obtenu le diplôme de', ['Licence Économie et Gestion', 14]]);
    expect(r.candidate.fullName).to.equal('Camille Dubois');
    expect(r.candidate.dateOfBirth).to.equal('1999-03-12');
  });

  it('takes no university of another Latin-script language for a person ("… Üniversitesi", "Universitas …")', () => {
    const r = read([['ANADOLU VADİSİ ÜNİVERSİTESİ', 20], ['DİPLOMA', 16], 'Bilgisayar Mühendisliği Bölümünü bitirerek']);
    expect(r.candidate.fullName).to.equal(null);
  });

  it('takes no honours printed large for a name, and keeps the particles of a name ("Ana dos Santos")', () => {
    const honours = read([['Murray Valley University', 22], ['Summa Cum Laude', 18], ['First Class Honours', 16]]);
    expect(honours.candidate.fullName).to.equal(null);
    const r = read([['UNIVERSIDADE DE MONTEMOR', 20], 'Certifica-se que', ['Ana Luísa dos Santos', 20], 'nascida em 3 de março de 1998']);
    expect(r.candidate.fullName).to.equal('Ana Luísa dos Santos');
  });

  it('takes nothing above a clause when the line is no person name (decision "Extraction field types")', () => {
    const r = read([['Murray Valley University', 22], ['Faculty of Engineering and Technology', 16], 'having fulfilled the requirements prescribed by the University']);
    expect(r.candidate.fullName).to.equal(null);
  });
});

describe('extraction: qualification and its level on títulos and diplomas', () => {
  it('keeps the field of a title that carries it ("Maestra en Ciencias de la Educación")', () => {
    const r = read([['UNIVERSIDAD AUTÓNOMA DE SIERRA ALTA', 18], 'Confiere a', ['MARÍA FERNANDA LÓPEZ HERNÁNDEZ', 21], 'el título de', ['MAESTRA EN CIENCIAS DE LA EDUCACIÓN', 18]]);
    expect(r.qualification.name).to.equal('Maestra en Ciencias de la Educación');
    expect(r.qualification.level).to.equal('Master');
  });

  it('maps the Latin American professional titles and the Spanish and Portuguese postgraduate ones', () => {
    expect(qualificationLevel('Bachelor of Secondary Education')).to.equal('Bachelor');
    expect(qualificationLevel('Master of Arts in Secondary Education')).to.equal('Master');
    expect(qualificationLevel('Secondary Education Certificate')).to.equal('Secondary');
    expect(qualificationLevel('Ingeniera Industrial')).to.equal('Bachelor');
    expect(qualificationLevel('Abogado')).to.equal('Bachelor');
    expect(qualificationLevel('Contadora Pública')).to.equal('Bachelor');
    expect(qualificationLevel('Administrador de Empresas')).to.equal('Bachelor');
    expect(qualificationLevel('Maestro en Ciencias')).to.equal('Master');
    expect(qualificationLevel('Mestre em Economia')).to.equal('Master');
    expect(qualificationLevel('Doctora en Ciencias Sociales')).to.equal('Doctorate');
    expect(qualificationLevel('Doutor em Ciências da Educação')).to.equal('Doctorate');
    // The medical title "Doctor en Medicina" is a first degree in Latin America, not a doctorate.
    expect(qualificationLevel('Doctor en Medicina')).to.not.equal('Doctorate');
  });

  it('rule "The degree conferred over the course completed" in one sentence, and a track after a comma is part of the field', () => {
    const r = read([
      ['ESCOLA SUPERIOR POLITÉCNICA DO NIASSA', 18],
      'Certifica-se que Rui Tomás Langa concluiu em 3 de Julho de 2019 o curso de Licenciatura em Engenharia Civil, ramo Estruturas, ministrado pela Faculdade de Engenharia, sendo-lhe conferido o grau de Licenciado em Engenharia Civil, ramo Estruturas, com a classificação final de 15 valores.',
    ]);
    expect(r.qualification.name).to.equal('Licenciado em Engenharia Civil, ramo Estruturas');
    expect(r.qualification.majorOrSpecialization).to.equal('Engenharia Civil, ramo Estruturas');
  });

  it('reads the title under "le confiere el título de" in capitals', () => {
    const r = read([['FUNDACIÓN UNIVERSITARIA DEL CARIBE', 18], 'En atención a que', ['JUAN CARLOS CÁRDENAS TORRES', 20], 'cumplió los requisitos exigidos, le confiere el título de', ['ADMINISTRADOR DE EMPRESAS', 19]]);
    expect(r.qualification.name).to.equal('Administrador de Empresas');
    expect(r.qualification.level).to.equal('Bachelor');
  });
});

describe('extraction: completion dates of certificates', () => {
  it('reads the ceremony date after the award phrase', () => {
    const r = read([['Murray Valley University', 22], 'This is to certify that', ['Declan Kowalczyk', 24], 'was admitted to the degree of', ['Bachelor of Nursing', 21], 'at a ceremony held on 2 April 2016']);
    expect(r.qualification.yearOfCompletion).to.equal(2016);
  });

  it('takes the professional examination, not the later issue date, as the completion', () => {
    const r = read([['UNIVERSIDAD DEL GOLFO NORTE', 18], 'otorga a', ['XIMENA GÓMEZ VARGAS', 21], 'el título de', ['LICENCIADA EN DERECHO', 18], 'y sustentado el examen profesional el día 3 de octubre de 2022.', 'Expedido en Tampico, a 4 de junio de 2023.']);
    expect(r.qualification.yearOfCompletion).to.equal(2022);
    expect(r.qualification.dateOfIssue).to.equal('2023-06-04');
  });

  it('reads a completion whose year the wrapped sentence prints on the next line', () => {
    const r = read([['COLÉGIO ESTADUAL DE LAGOA BONITA', 12], 'O Diretor do Colégio certifica que Natália Cardoso Barbosa concluiu o', 'Ensino Médio no ano de 2012, estando apto(a) ao prosseguimento de estudos.', 'Lagoa Bonita – PE, 19/03/2013']);
    expect(r.qualification.yearOfCompletion).to.equal(2012);
    expect(r.qualification.dateOfIssue).to.equal('2013-03-19');
  });

  it('takes "concluiu em …" as the completion', () => {
    const r = read([['UNIVERSIDADE DE MONTEMOR', 20], 'Certifica-se que', ['Joana Pinto Almeida', 20], 'concluiu em 19 de setembro de 2024 o grau de', ['Licenciada em Gestão', 18], 'Montemor-o-Novo, 16 de novembro de 2025']);
    expect(r.qualification.yearOfCompletion).to.equal(2024);
    expect(r.qualification.name).to.equal('Licenciada em Gestão');
  });

  it('reads the date of the seal formula ("… hereunto affixed this 28th day of July, 2018")', () => {
    const r = read([['UNIVERSITY OF CAPE COAST', 18], 'The Council of the University hereby confers on', ['KWAME ASANTE MENSAH', 18], 'the degree of', ['BACHELOR OF EDUCATION', 16], 'In witness whereof the Seal of the University is hereunto affixed this 28th day of July, 2018']);
    expect(r.candidate.fullName).to.equal('Kwame Asante Mensah');
    expect(r.qualification.yearOfCompletion).to.equal(2018);
  });

  it('takes the year a school-leaving examination was sat, at the level it ends (KCSE: upper secondary)', () => {
    const r = read([['THE KENYA NATIONAL EXAMINATIONS COUNCIL', 16], ['KENYA CERTIFICATE OF SECONDARY EDUCATION', 14], 'This is to certify that', ['WANJIKU GRACE MUTHONI', 15], 'sat the Kenya Certificate of Secondary Education examination in 2019']);
    expect(r.qualification.yearOfCompletion).to.equal(2019);
    expect(r.qualification.level).to.equal('Higher Secondary');
  });

  it('reads the signing date in words of a diploma de grado', () => {
    const r = read([['FUNDACIÓN UNIVERSITARIA DEL CARIBE', 18], 'Confiere a', ['JUAN CARLOS CÁRDENAS TORRES', 20], 'el título de', ['ABOGADO', 19], 'En testimonio de ello se firma en Santa Marta, a los veintiocho días del mes de junio de dos mil veintidós.']);
    expect(r.qualification.dateOfIssue).to.equal('2022-06-28');
    expect(r.qualification.yearOfCompletion).to.equal(2022);
  });
});

describe('transcript headers', () => {
  const grid = (rows: Array<Array<[string, number]>>): DocumentText => ({
    pages: [{ pageNumber: 1, width: 595, height: 842, source: 'text-layer', items: rows.flatMap((cells, i) => cells.map(([t, x]) => ({ text: t, x, y: 60 + i * 15, width: t.length * 4.5, height: 9, fontName: 'Helvetica', fontSize: 9, confidence: null }))) }],
  });

  it('reads a value under its caption when the caption beside it is not a label ("Diplôme préparé | Année universitaire")', () => {
    const r = extractDocumentFields(grid([[['RELEVÉ DE NOTES', 240]], [['Diplôme préparé', 40], ['Année universitaire', 300]], [["Diplôme d'ingénieur", 40], ['2023-2024', 300]]]), 'transcript');
    expect(r.qualification.name).to.equal("Diplôme d'ingénieur");
    expect(r.qualification.level).to.equal('Master');
  });

  it('keeps the next cell of a label that is a value of its kind', () => {
    const r = extractDocumentFields(grid([[['Name', 40], ['John Smith', 120]], [['Address', 40], ['12 Main Street', 120]]]), 'transcript');
    expect(r.candidate.fullName).to.equal('John Smith');
  });

  it('reads the degree without the conferral date printed after it, and the date as the completion', () => {
    const a = extractDocumentFields(grid([[['WESTBROOK UNIVERSITY', 200]], [['Name: Carter, Emily', 40]], [['Degree Awarded: Bachelor of Science, May 2021', 40]]]), 'transcript');
    expect(a.qualification.name).to.equal('Bachelor of Science');
    expect(a.qualification.yearOfCompletion).to.equal(2021);
    const b = extractDocumentFields(grid([[['WESTBROOK UNIVERSITY', 200]], [['Name: Carter, Emily', 40]], [['Bachelor of Science conferred 05/15/2021', 40]]]), 'transcript');
    expect(b.qualification.name).to.equal('Bachelor of Science');
    expect(b.qualification.yearOfCompletion).to.equal(2021);
  });

  it('reads a degree row under a "Degrees awarded" heading with its date', () => {
    const r = extractDocumentFields(grid([[['WESTBROOK UNIVERSITY', 200]], [['Name: Carter, Emily', 40]], [['DEGREES AWARDED', 40]], [['Bachelor of Arts', 40], ['06/12/2020', 300]]]), 'transcript');
    expect(r.qualification.name).to.equal('Bachelor of Arts');
    expect(r.qualification.yearOfCompletion).to.equal(2020);
  });

  it('reads a programme printed as an abbreviation ("Programme: B.A.")', () => {
    const r = extractDocumentFields(grid([[['Name', 40], [':', 150], ['SUMAN K', 160]], [['Programme', 40], [':', 150], ['B.A.', 160]]]), 'marksheet');
    expect(r.qualification.name).to.equal('Bachelor of Arts');
  });

  it('reads an all-capitals name with an initial in its order ("KAVYA R SHETTY")', () => {
    const r = extractDocumentFields(grid([[['Name of the Candidate', 40], [':', 170], ['KAVYA R SHETTY', 180]]]), 'marksheet');
    expect(r.candidate.fullName).to.equal('Kavya R Shetty');
    expect(r.candidate.lastName).to.equal('Shetty');
  });
});

describe('dates of registrar systems and forms', () => {
  const cases: Array<[string, string | null]> = [
    ['12-MAR-1999', '1999-03-12'],
    ['12-Mar-99', '1999-03-12'],
    ['1999-Mar-12', '1999-03-12'],
    ['12.III.1999', '1999-03-12'],
    ['5-Sept-2001', '2001-09-05'],
    ['03/12/1999 (MM/DD/YYYY)', '1999-03-12'],
    ['12/03/1999 (DD/MM/YYYY)', '1999-03-12'],
    ['Class 10 2019', null],
  ];
  for (const [text, iso] of cases) it(`${JSON.stringify(text)} → ${iso}`, () => expect(parseDate(text)).to.equal(iso));
});

describe('certificates in other scripts and word orders', () => {
  it('takes a Thai name after "แก่" only with its courtesy title, and the date of "ให้ไว้ ณ วันที่"', () => {
    const r = read([['มหาวิทยาลัยเชียงราย', 18], 'สภามหาวิทยาลัยอนุมัติปริญญา', ['วิทยาศาสตรบัณฑิต', 18], 'แก่', ['นายสมชาย ใจดี', 18], 'ให้ไว้ ณ วันที่ 15 มิถุนายน พ.ศ. 2563']);
    expect(r.candidate.fullName).to.equal('สมชาย ใจดี');
    expect(r.qualification.yearOfCompletion).to.equal(2020);
    const none = read([['มหาวิทยาลัยเชียงราย', 18], 'แก่', ['ให้ไว้ ณ วันที่', 18]]);
    expect(none.candidate.fullName).to.equal(null);
  });

  it('reads the year printed before a verb-final completion ("2020 жылы … бітірді") and the degree before "дәрежесі берілді"', () => {
    const r = read([['Жетісу университеті', 16], ['ДИПЛОМ', 16], ['Ахметов Нұрлан Серікұлы', 18], '2020 жылы «6B06101 – Ақпараттық жүйелер» білім беру бағдарламасы бойынша', 'толық курсын бітірді', 'ақпараттық жүйелер бакалавры дәрежесі берілді']);
    expect(r.qualification.yearOfCompletion).to.equal(2020);
    expect(r.qualification.name).to.equal('Ақпараттық жүйелер бакалавры');
    expect(r.qualification.level).to.equal('Bachelor');
  });

  it('reads the degree in the genitive after "здобула ступінь вищої освіти" in the nominative', () => {
    const r = read([['ХАРКІВСЬКИЙ НАЦІОНАЛЬНИЙ УНІВЕРСИТЕТ', 16], ['Петренко Олена Іванівна', 18], 'у 2021 році закінчила Харківський національний університет', 'та здобула ступінь вищої освіти бакалавра']);
    expect(r.qualification.name).to.equal('Бакалавр');
    expect(r.qualification.level).to.equal('Bachelor');
    expect(r.qualification.yearOfCompletion).to.equal(2021);
  });

  it('takes the graduating class of a diploma as its year ("Class of 2019")', () => {
    const r = read([['Westfield High School', 20], 'This certifies that', ['Jacob Ryan Morales', 22], 'has satisfactorily completed the Course of Study prescribed for Graduation', ['Class of 2019', 14]]);
    expect(r.qualification.yearOfCompletion).to.equal(2019);
  });

  it('takes the examination session of the award as its year', () => {
    const r = read([['CAIRO NILE UNIVERSITY', 18], 'The Council of the University has conferred on', ['Ahmed Mohamed Hassan', 18], 'the degree of', ['Bachelor of Commerce', 16], 'in the May 2019 session']);
    expect(r.qualification.yearOfCompletion).to.equal(2019);
  });

  it('keeps "Associate in Applied Science" whole', () => {
    const r = read([['Northfield College', 20], 'on recommendation of the Faculty, confers upon', ['Madison Lee Bennett', 20], 'the degree of', ['Associate in Applied Science', 18]]);
    expect(r.qualification.name).to.equal('Associate in Applied Science');
    expect(r.qualification.level).to.equal('Associate');
  });
});

describe('rule "Italian and French dates in words"', () => {
  const cases: Array<[string, string | null]> = [
    ['le vingt-trois juillet deux mille vingt-deux', '2022-07-23'],
    ['fait à Lomé le premier mars deux mille vingt', '2020-03-01'],
    ['le trente et un mai mil neuf cent quatre-vingt-dix-neuf', '1999-05-31'],
    ["il giorno venti del mese di giugno dell'anno duemilaventi", '2020-06-20'],
    ['conseguita il giorno ventotto febbraio millenovecentonovantasette con la votazione di 100/110', '1997-02-28'],
    ['deux de ces trois juin', null],
  ];
  for (const [text, iso] of cases) it(`${JSON.stringify(text)} → ${iso}`, () => expect(parseDate(text)).to.equal(iso));

  it('a diploma\'s conferral date in French words is its completion', () => {
    const r = read([['UNIVERSITÉ DU LAC SALÉ', 18], 'Le Président de l\'Université certifie que', ['Aminata Koné', 20], 'a obtenu le vingt-sept juin deux mille dix-neuf le diplôme de', ['Licence en Sciences Économiques', 16], 'Délivré à Dakar, le 12 mars 2021']);
    expect(r.qualification.yearOfCompletion).to.equal(2019);
  });
});

describe('dates in Spanish and Portuguese words', () => {
  const cases: Array<[string, string | null]> = [
    ['a los quince (15) días del mes de marzo de dos mil diecinueve (2019)', '2019-03-15'],
    ['a los treinta y un días del mes de mayo de mil novecientos noventa y nueve', '1999-05-31'],
    ['el primer día del mes de enero de dos mil', '2000-01-01'],
    ['aos vinte e um dias do mês de julho de dois mil e vinte', '2020-07-21'],
    ['dos de los tres', null],
  ];
  for (const [text, iso] of cases) it(`${JSON.stringify(text)} → ${iso}`, () => expect(parseDate(text)).to.equal(iso));
  it('reads days and years in words', () => {
    expect(romanceDay('veintiun')).to.equal(21);
    expect(romanceDay('treinta y dos')).to.equal(null);
    expect(romanceYear('dos mil veintidos')).to.equal(2022);
    expect(romanceYear('dois mil e vinte e quatro')).to.equal(2024);
    expect(romanceYear('tres mil')).to.equal(null);
  });
});

describe('issuer: names and countries of certificates', () => {
  it('keeps the city that tells a generic name apart, and drops an address after a proper name', () => {
    expect(cleanInstitutionName('Federal University of Technology, Akure')).to.equal('Federal University of Technology, Akure');
    expect(cleanInstitutionName('BOARD OF INTERMEDIATE AND SECONDARY EDUCATION, LAHORE')).to.equal('BOARD OF INTERMEDIATE AND SECONDARY EDUCATION, LAHORE');
    expect(cleanInstitutionName('University of Texas at Austin, Austin, Texas, USA')).to.equal('University of Texas at Austin');
    expect(cleanInstitutionName('Federal University of Technology, Nigeria')).to.equal('Federal University of Technology');
  });

  it('reads an official long form as its country, not the short name inside it', () => {
    expect(countriesInText('ESTADOS UNIDOS MEXICANOS').map((c) => c.country.code)).to.deep.equal(['MX']);
  });

  it('reads no place from the holder\'s name ("Rodrigues" is also a Mauritian island)', () => {
    const r = read([['UNIVERSIDADE DE MONTEMOR', 20], ['DIPLOMA', 16], 'Certifica-se que', ['Ana Rita Ferreira Rodrigues', 20], 'concluiu em 19 de setembro de 2024 o grau de', ['Licenciada em Gestão', 18]]);
    expect(r.candidate.fullName).to.equal('Ana Rita Ferreira Rodrigues');
    expect(r.institution.countryCode).to.not.equal('MU');
    expect(r.institution.state).to.equal(null);
  });
});

describe('classification: títulos and diplomas de grado', () => {
  it('classifies a Spanish título whose only title word is in running text as a diploma', () => {
    const k = classifyKind(certificate([['UNIVERSIDAD DEL GOLFO NORTE', 18], 'Expide a favor de', ['XIMENA GÓMEZ VARGAS', 21], 'el título de', ['LICENCIADA EN CONTADURÍA PÚBLICA', 18], 'y sustentado el examen profesional el día 3 de octubre de 2022.']));
    expect(k.kind).to.equal('diploma');
  });
});
