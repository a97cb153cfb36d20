import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { cleanInstitutionName, findIssuer, romanizeGreek, type Issuer } from '../../src/processing/extraction/issuer';
import { findLabeledValues } from '../../src/processing/extraction/labels';
import { documentLines } from '../../src/processing/text/layout';
import type { DocumentText, TextItem } from '../../src/processing/types';

/** One line per row: [text, fontSize?]; letterhead-sized first rows, then body text. */
type Row = string | [string, number];
const item = (text: string, x: number, y: number, size: number, confidence: number | null): TextItem => ({
  text, x, y, width: text.length * size * 0.5, height: size, fontName: 'Helvetica', fontSize: size, confidence,
});
function docOf(rows: Row[], opts: { ocr?: number } = {}): DocumentText {
  let y = 40;
  const items = rows.map((r) => {
    const [t, size] = typeof r === 'string' ? [r, 10] : r;
    const it = item(t, 60, y, size, opts.ocr ?? null);
    y += size * 1.6;
    return it;
  });
  return { pages: [{ pageNumber: 1, width: 595, height: 842, source: opts.ocr ? 'ocr' : 'text-layer', items }] };
}
/** A realistic page: a letterhead, then a body of ordinary lines. */
const BODY: Row[] = ['TRANSCRIPT OF ACADEMIC RECORD', 'Name: Asha Verma', 'Date of Birth: 12/03/2001', 'Programme: Bachelor of Science'];
function issuerOf(rows: Row[], opts: { ocr?: number } = {}): Issuer {
  const lines = documentLines(docOf(rows, opts));
  return findIssuer(lines, { labeled: findLabeledValues(lines) });
}
const place = (r: Issuer) => ({ country: r.country, countryCode: r.countryCode, state: r.state, stateCode: r.stateCode });

describe('extraction: the issuer — country printed on the page', () => {
  const printed: Array<[string, string, string]> = [
    ['Sample Institute of Technology', 'Chennai - 600 036, India', 'IN'],
    ['Universität Beispielstadt', 'Beispielstraße 1 · 12345 Beispielstadt · Deutschland', 'DE'],
    ['Примерный государственный университет', 'Россия', 'RU'],
    ['Примерний національний університет', 'Україна', 'UA'],
    ['جامعة المثال', 'جمهورية مصر العربية', 'EG'],
    ['มหาวิทยาลัยตัวอย่าง', 'ประเทศไทย', 'TH'],
    ['Universidade Exemplo', 'Brasil', 'BR'],
    ['Università degli Studi di Esempio', 'Italia', 'IT'],
    ['Universidad de Ejemplo', 'REINO DE ESPAÑA', 'ES'],
    ['Примерный университет', 'Республика Казахстан', 'KZ'],
    ['Example Secondary School', 'P.O. Box 100, Ethiopia', 'ET'],
  ];
  for (const [name, address, code] of printed) {
    it(`${JSON.stringify(address)} → ${code}`, () => {
      const r = issuerOf([[name, 16], address, ...BODY]);
      expect(r.countryCode).to.equal(code);
      expect(r.evidence['institution.countryCode']).to.include({ page: 1, rule: 'printed country', confidence: 1 });
      expect(r.evidence['institution.countryCode']!.box.y).to.be.greaterThan(50);
    });
  }

  it('takes a labeled country ("Country: India")', () => {
    const r = issuerOf([['Example College', 16], 'Country: India', ...BODY]);
    expect(r.countryCode).to.equal('IN');
    expect(r.evidence['institution.countryCode']?.rule).to.equal('label country');
  });

  it('reads "RÉPUBLIQUE FRANÇAISE" above a French diploma', () => {
    expect(issuerOf(['RÉPUBLIQUE FRANÇAISE', ['Université Exemple', 16], 'DIPLÔME NATIONAL DE LICENCE']).countryCode).to.equal('FR');
  });

  it('does not take the candidate\'s birthplace or nationality for the issuer', () => {
    const r = issuerOf([['Example College', 16], 'Place of Birth: Chennai, Tamil Nadu, India', 'Nationality: India', ...BODY]);
    expect(place(r)).to.deep.equal({ country: null, countryCode: null, state: null, stateCode: null });
  });

  it('scales the confidence by the OCR confidence of the words', () => {
    const r = issuerOf([['Example College', 16], 'Pune, India', ...BODY], { ocr: 80 });
    expect(r.evidence['institution.countryCode']?.confidence).to.be.closeTo(0.8, 0.001);
  });
});

describe('extraction: the issuer — country inferred from evidence', () => {
  it('a state or province (English name of country-state-city, ISO 3166-2 suffix)', () => {
    const r = issuerOf([['Example Arts and Science College', 16], 'Coimbatore, Tamil Nadu', ...BODY]);
    expect(place(r)).to.deep.equal({ country: 'India', countryCode: 'IN', state: 'Tamil Nadu', stateCode: 'TN' });
    expect(r.evidence['institution.stateCode']?.rule).to.equal('state Tamil Nadu');
  });

  it('a state printed in its own language ("Bayern" → Bavaria/BY)', () => {
    const r = issuerOf([['Hochschule Beispiel', 16], 'Beispielweg 3, Bayern', ...BODY]);
    expect(place(r)).to.deep.equal({ country: 'Germany', countryCode: 'DE', state: 'Bavaria', stateCode: 'BY' });
  });

  it('a US state code with its ZIP code', () => {
    const r = issuerOf([['Example State University', 16], 'Office of the Registrar, College Station, TX 77843-1234', ...BODY]);
    expect(place(r)).to.deep.equal({ country: 'United States', countryCode: 'US', state: 'Texas', stateCode: 'TX' });
    expect(r.evidence['institution.stateCode']?.rule).to.equal('state Texas with ZIP 77843');
  });

  it('a state shared by two countries is resolved by a second clue ("Punjab" + "+91")', () => {
    const r = issuerOf([['Example College', 16], 'Ludhiana, Punjab', 'Phone: +91 161 000 0000', ...BODY]);
    expect(place(r)).to.deep.equal({ country: 'India', countryCode: 'IN', state: 'Punjab', stateCode: 'PB' });
  });

  it('a phone code', () => {
    for (const [phone, code] of [['+91 44 2257 0000', 'IN'], ['+49 (0)89 0000-0', 'DE'], ['+380 44 000 0000', 'UA'], ['+20 2 0000 0000', 'EG'], ['+66 2 000 0000', 'TH'], ['+251 11 000 0000', 'ET']]) {
      const r = issuerOf([['Example College', 16], `Tel. ${phone}`, ...BODY]);
      expect(r.countryCode, phone).to.equal(code);
      expect(r.evidence['institution.countryCode']?.rule).to.match(/^phone code \+\d+$/);
    }
  });

  it('a calling code shared by two countries (+7) decides nothing alone', () => {
    expect(issuerOf([['Example College', 16], 'Tel. +7 727 000 0000', ...BODY]).countryCode).to.equal(null);
  });

  it('a web or e-mail domain', () => {
    for (const [text, code, rule] of [
      ['www.example.ac.in', 'IN', 'domain .ac.in'],
      ['registrar@example.edu', 'US', 'domain .edu'],
      ['https://www.uni-example.de/pruefungsamt', 'DE', 'domain .de'],
      ['E-mail: office@example.edu.eg', 'EG', 'domain .edu.eg'],
      ['example.ac.uk', 'GB', 'domain .ac.uk'],
    ]) {
      const r = issuerOf([['Example College', 16], text, ...BODY]);
      expect(r.countryCode, text).to.equal(code);
      expect(r.evidence['institution.countryCode']?.rule).to.equal(rule);
    }
  });

  it('a city printed as an address part', () => {
    const r = issuerOf([['Example Preparatory School', 16], 'P.O. Box 79, Bahir Dar', ...BODY]);
    expect(place(r)).to.deep.equal({ country: 'Ethiopia', countryCode: 'ET', state: null, stateCode: null });
    expect(r.evidence['institution.countryCode']?.rule).to.equal('city Bahir Dar');
  });

  it('a city that several countries share needs a second clue', () => {
    // Cambridge: GB, US, CA, AU, NZ, JM.
    expect(issuerOf([['Example College', 16], '12 Main Street, Cambridge', ...BODY]).countryCode).to.equal(null);
    // With "+1" (US, CA …) the two countries still tie: nothing is chosen.
    expect(issuerOf([['Example College', 16], '12 Main Street, Cambridge', 'Tel. +1 617 000 0000', ...BODY]).countryCode).to.equal(null);
  });

  it('a UK postcode', () => {
    const r = issuerOf([['Example College', 16], 'Trumpington Street, Cambridge CB2 1TN', ...BODY]);
    expect(r.countryCode).to.equal('GB');
  });

  it('an Indian PIN code', () => {
    expect(issuerOf([['Example College', 16], 'Main Road, PIN: 600 036', ...BODY]).countryCode).to.equal('IN');
  });

  it('a German postal code before a city', () => {
    const r = issuerOf([['Universität Beispiel', 16], 'Beispielstraße 5, 37073 Göttingen', ...BODY]);
    expect(r.countryCode).to.equal('DE');
    expect(r.evidence['institution.countryCode']?.rule).to.equal('postal code and city Göttingen');
  });

  it('the script and language with the institution name', () => {
    expect(issuerOf([['มหาวิทยาลัยตัวอย่าง', 16], 'ใบแสดงผลการศึกษา']).countryCode).to.equal('TH');
    expect(issuerOf([['Київський національний університет імені Прикладу', 16], 'Академічна довідка']).countryCode).to.equal('UA');
    expect(issuerOf([['Әл-Мысал атындағы ұлттық университеті', 16], 'Транскрипт', 'Оқу бағдарламасы']).countryCode).to.equal('KZ');
    expect(issuerOf([['የምሳሌ ዩኒቨርሲቲ', 16], 'Transcript']).countryCode).to.equal('ET');
    // Cyrillic or Arabic script alone does not place a document (several countries write it).
    expect(issuerOf([['Примерный университет', 16], 'Академическая справка']).countryCode).to.equal(null);
    expect(issuerOf([['جامعة المثال', 16], 'كشف الدرجات']).countryCode).to.equal(null);
  });

  it('no evidence: null, never a guess (decision "Extraction field types")', () => {
    const r = issuerOf([['Example College', 16], ...BODY, 'Jordan Miller completed the course Georgia history.']);
    expect(place(r)).to.deep.equal({ country: null, countryCode: null, state: null, stateCode: null });
    expect(r.evidence['institution.countryCode']).to.equal(undefined);
    expect(issuerOf(['Lorem ipsum dolor sit amet']).countryCode).to.equal(null);
  });

  it('a printed country wins over weaker clues of another country', () => {
    const r = issuerOf([['Example College', 16], 'Nairobi, Kenya', 'Tel. +44 20 0000 0000', ...BODY]);
    expect(r.countryCode).to.equal('KE');
  });
});

describe('extraction: the issuer — institution name', () => {
  const names: Array<[string, string]> = [
    ['The University of Texas at Austin, Austin, Texas, USA', 'University of Texas at Austin'],
    ['Anna University, Chennai - 600 025', 'Anna University'],
    // Rule "A state board's state is part of its name" (docs/document-understanding.md, stop 42): the state tells a
    // generic board from the other states' boards, as in the families' truth ("Board of School Examinations, Rajasthan").
    ['Board of Secondary Education, Rajasthan', 'Board of Secondary Education, Rajasthan'],
    ['Universität Beispielstadt', 'Universität Beispielstadt'],
    ['Université de Lyon, France', 'Université de Lyon'],
    ['Universidad de Ejemplo, Madrid, España', 'Universidad de Ejemplo'],
    ['Example Institute of Technology (Autonomous)', 'Example Institute of Technology (Autonomous)'],
  ];
  for (const [raw, name] of names) {
    it(`${JSON.stringify(raw)} → ${JSON.stringify(name)}`, () => expect(cleanInstitutionName(raw)).to.equal(name));
  }

  it('takes the letterhead line in the largest type, not a faculty or a sentence', () => {
    const r = issuerOf([['Faculty of Engineering', 12], ['Example Institute of Technology', 18], 'This is to certify that the student studied at Example College of Arts for four years', ...BODY]);
    expect(r.name).to.equal('Example Institute of Technology');
    expect(r.evidence['institution.name']).to.include({ page: 1, rule: 'letterhead', confidence: 1 });
  });

  it('prefers the Latin form of a bilingual letterhead', () => {
    const r = issuerOf([['มหาวิทยาลัยตัวอย่าง', 18], ['Example University', 14], 'Bangkok 10330, Thailand', ...BODY]);
    expect(r.name).to.equal('Example University');
    expect(r.countryCode).to.equal('TH');
  });

  it('keeps a name printed only in its own script', () => {
    expect(issuerOf([['Примерный государственный университет', 16], ...BODY]).name).to.equal('Примерный государственный университет');
    expect(issuerOf([['جامعة المثال', 16], ...BODY]).name).to.equal('جامعة المثال');
  });

  it('strips the address printed on the name line and still reads it', () => {
    const r = issuerOf([['The University of Example at Austin, Austin, Texas, USA', 16], ...BODY]);
    expect(r.name).to.equal('University of Example at Austin');
    expect(place(r)).to.deep.equal({ country: 'United States', countryCode: 'US', state: 'Texas', stateCode: 'TX' });
  });

  it('falls back to a labeled institution', () => {
    const r = issuerOf(['TRANSCRIPT', 'Institution: Example Polytechnic', 'Name: Asha Verma']);
    expect(r.name).to.equal('Example Polytechnic');
  });
});

describe('extraction: the issuer — states that are also cities', () => {
  it('a subdivision printed as the city of the address places the country but is no state ("Leeds")', () => {
    const r = issuerOf([['Example College', 16], 'Woodhouse Lane, Leeds LS2 9JT', ...BODY]);
    expect(place(r)).to.deep.equal({ country: 'United Kingdom', countryCode: 'GB', state: null, stateCode: null });
  });
  it('a province printed by its city\'s name, with no kind word, is the city (rule "A province named after its city")', () => {
    const r = issuerOf([['Example University', 16], 'BP 1264, Fianarantsoa 301, Madagascar', ...BODY]);
    expect(place(r)).to.deep.equal({ country: 'Madagascar', countryCode: 'MG', state: null, stateCode: null });
    // Printed with its kind word, it is the province.
    const marked = issuerOf([['Example University', 16], 'BP 1264, Fianarantsoa Province, Madagascar', ...BODY]);
    expect(marked.stateCode).to.equal('F');
  });
  it('a municipality of a country whose subdivisions are municipalities is no state (rule "A municipality is no state")', () => {
    const r = issuerOf([['Example University', 16], 'Msida, Malta', ...BODY]);
    expect(place(r)).to.deep.equal({ country: 'Malta', countryCode: 'MT', state: null, stateCode: null });
  });
});

describe('extraction: the issuer — words that are also place names', () => {
  it('a hyphenated word is not an address part ("Vice-Chancellor" holds no city "Vice")', () => {
    const r = issuerOf([['University of Example', 16], 'This is to certify that', 'Vice-Chancellor  Academic Registrar', 'Student Number: 14159309']);
    expect(r.countryCode).to.equal(null);
  });
});

describe('extraction: the issuer — the candidate is not the issuer', () => {
  it('a surname that is a country name ("Name: Jordan, Michael") places nothing', () => {
    const r = issuerOf([['Example College', 16], 'Name: Jordan, Michael', 'Student ID: 123456', 'Date of Birth: 12/03/2001']);
    expect(r.countryCode).to.equal(null);
  });
});

describe('extraction: the issuer — language and quotes', () => {
  it('a city name that several countries share is placed by the page\'s language ("Dresden" on a German page)', () => {
    const rows: Row[] = [['Technische Universität Beispielstadt', 16], 'Prüfungsamt', 'Musterstraße 1, 01069 Dresden', 'Leistungsübersicht für den Studiengang Maschinenbau', 'Die Prüfungen wurden an der Fakultät abgelegt und bestanden'];
    const r = issuerOf(rows);
    expect(r.countryCode).to.equal('DE');
    expect(r.evidence['institution.countryCode']?.rule).to.equal('postal code and city Dresden (de)');
    // The same address on an English page: Dresden (Germany, United States) stays ambiguous.
    expect(issuerOf([['Example Institute of Technology', 16], 'Main Road, 01069 Dresden', 'Transcript of the academic record of the student']).countryCode).to.equal(null);
  });

  it('drops the quotes around a name («…»)', () => {
    expect(issuerOf([['РОССИЙСКАЯ ФЕДЕРАЦИЯ', 12], ['«Примерный государственный университет»', 14], 'ДИПЛОМ']).name).to.equal('Примерный государственный университет');
  });
});

describe('extraction: the issuer — titles are not issuers', () => {
  it('an examination title with "School" in it is not the institution', () => {
    const r = issuerOf([['SECONDARY SCHOOL CERTIFICATE EXAMINATION 2019', 18], ['BOARD OF SECONDARY EDUCATION', 14], 'Roll No. 1234567']);
    expect(r.name).to.equal('BOARD OF SECONDARY EDUCATION');
  });
});

describe('extraction: the issuer — cities printed in Cyrillic', () => {
  it('romanizes a Cyrillic city after "г." / "м." and looks it up', () => {
    expect(issuerOf([['Примерный государственный университет', 16], 'г. Новосибирск', 'ДИПЛОМ']).countryCode).to.equal('RU');
    expect(issuerOf([['Примерний університет', 16], 'м. Київ', 'ДИПЛОМ']).countryCode).to.equal('UA');
    const r = issuerOf([['Казахский национальный университет', 16], 'г. Алматы', 'Транскрипт']);
    expect(r.countryCode).to.equal('KZ');
    expect(r.evidence['institution.countryCode']?.rule).to.equal('city Алматы');
  });

  it('romanizes a Greek city as the Greek state does (ELOT 743) and looks it up', () => {
    expect(romanizeGreek('θεσσαλονικη')).to.equal('thessaloniki');
    expect(romanizeGreek('ερμουπολη')).to.equal('ermoupoli');
    const r = issuerOf([['Πανεπιστήμιο Παραδείγματος', 16], 'Γραμματεία · Πανεπιστημιούπολη, 451 10 Ιωάννινα', 'ΑΝΑΛΥΤΙΚΗ ΒΑΘΜΟΛΟΓΙΑ']);
    expect(r.countryCode).to.equal('GR');
    expect(r.evidence['institution.countryCode']?.rule).to.match(/Ιωάννινα/);
  });
});

describe('extraction: the issuer — scripts without spaces', () => {
  it('finds "ประเทศไทย" inside a run of Thai words', () => {
    const r = issuerOf([['มหาวิทยาลัยตัวอย่าง', 16], 'กรุงเทพมหานครประเทศไทย', 'ใบแสดงผลการศึกษา']);
    expect(r.countryCode).to.equal('TH');
    expect(r.evidence['institution.countryCode']?.rule).to.equal('printed country');
  });
});

describe('extraction: the issuer — forms seen on development documents', () => {
  it('a country printed in one cell of a line ("Arab Republic of Egypt" beside the Arabic)', () => {
    const lines = documentLines({
      pages: [{ pageNumber: 1, width: 595, height: 842, source: 'text-layer', items: [
        item('Arab Republic of Egypt', 40, 40, 10, null), item('جمهورية مصر العربية', 400, 40, 10, null),
        item('Eastern Example University', 40, 60, 14, null), item('Faculty of Commerce', 40, 84, 10, null),
      ] }],
    });
    expect(findIssuer(lines).countryCode).to.equal('EG');
    const fr = documentLines({
      pages: [{ pageNumber: 1, width: 595, height: 842, source: 'text-layer', items: [
        item('RÉPUBLIQUE FRANÇAISE', 40, 40, 10, null), item('Session 2015', 450, 40, 10, null),
        item('Académie de Exemple', 40, 60, 14, null), item('RELEVÉ DE NOTES', 40, 84, 12, null),
      ] }],
    });
    expect(findIssuer(fr).countryCode).to.equal('FR');
  });

  it('a country name in another grammatical case ("Российской Федерации")', () => {
    const r = issuerOf(['Министерство науки и высшего образования Российской Федерации', ['Примерный технический университет', 14], 'АКАДЕМИЧЕСКАЯ СПРАВКА']);
    expect(r.countryCode).to.equal('RU');
    // "академическая" (academic) is not "академия" (academy): the title is not the issuer.
    expect(r.name).to.equal('Примерный технический университет');
  });

  it('a name set over two lines inside quotes', () => {
    const r = issuerOf(['РОССИЙСКАЯ ФЕДЕРАЦИЯ', 'учреждение высшего образования', '«Северо-Примерный региональный', 'государственный технический университет»', 'г. Новосибирск']);
    expect(r.name).to.equal('Северо-Примерный региональный государственный технический университет');
  });

  it('drops a leading year or code and a trailing city and country ("© 2022 … университеті. Атырау қ., Қазақстан Республикасы")', () => {
    expect(cleanInstitutionName('2022 Примерлік инновациялық университеті. Атырау қ., Қазақстан Республикасы')).to.equal('Примерлік инновациялық университеті');
    expect(cleanInstitutionName('Gesamtschule Beispiel – gymnasiale Oberstufe')).to.equal('Gesamtschule Beispiel – gymnasiale Oberstufe');
  });

  it('German school compounds and councils are institutions', () => {
    expect(issuerOf(['Land Thüringen', ['Gesamtschule Beispiel – gymnasiale Oberstufe', 14], 'Zeugnis der Allgemeinen Hochschulreife']).name).to.equal('Gesamtschule Beispiel – gymnasiale Oberstufe');
    expect(issuerOf([['CENTRAL COUNCIL FOR SECONDARY EDUCATION', 14], ['MARKS STATEMENT CUM CERTIFICATE', 12], '11707 EXAMPLE SR. SEC. SCHOOL LUCKNOW']).name).to.equal('CENTRAL COUNCIL FOR SECONDARY EDUCATION');
  });

  it('a state marked as one ("Land Thüringen", "Tigray National Regional State")', () => {
    expect(place(issuerOf(['Land Thüringen  Dienststellennr. 214943', ['Gesamtschule Beispiel', 14], 'Zeugnis']))).to.deep.equal({ country: 'Germany', countryCode: 'DE', state: 'Thuringia', stateCode: 'TH' });
    const r = issuerOf(['FEDERAL DEMOCRATIC REPUBLIC OF ETHIOPIA', 'Tigray National Regional State Education Bureau', ['EXAMPLE SECONDARY SCHOOL', 14], 'Student Transcript']);
    expect(place(r)).to.deep.equal({ country: 'Ethiopia', countryCode: 'ET', state: 'Tigray Region', stateCode: 'TI' });
  });

  it('a state printed as its code between address separators, once the country is known', () => {
    const r = issuerOf([['UNIVERSIDADE ESTADUAL DE EXEMPLO', 14], 'Rua Sete de Setembro, 377 – Lagoa Bonita – PE – CEP 71416-115', 'Fone: +55 (61) 3682-5572', 'HISTÓRICO ESCOLAR', 'Nome  LUANA OLIVEIRA  Naturalidade  Porto Claro – MG']);
    expect(place(r)).to.deep.equal({ country: 'Brazil', countryCode: 'BR', state: 'Pernambuco', stateCode: 'PE' });
    expect(r.evidence['institution.stateCode']?.rule).to.equal('state Pernambuco (PE)');
  });
});

describe('extraction: the issuer inside the document extraction', () => {
  it('fills the institution and keeps its evidence in the provenance', () => {
    const r = extractDocumentFields(docOf([['Example Institute of Technology', 16], 'Tel. +91 44 2257 0000', 'Name: Asha Verma']), 'transcript');
    expect(r.institution).to.deep.equal({ name: 'Example Institute of Technology', country: 'India', countryCode: 'IN', state: null, stateCode: null });
    expect(r.provenance?.fields['institution.countryCode']).to.include({ page: 1, rule: 'phone code +91' });
    expect(r.provenance?.fields['institution.name']).to.include({ page: 1, rule: 'letterhead' });
  });
});

describe('extraction: the issuer — OCR remnants', () => {
  it('drops OCR specks around the name and never takes a sentence for it', () => {
    expect(cleanInstitutionName('Northmoor Example University =')).to.equal('Northmoor Example University');
    const r = issuerOf([['rsity', 16], 'Chancellor\'s Way, Bristol BS8 9BR, United Kingdom', 'This transcriptis not valid unless it bears the University\'sembossed seal']);
    expect(r.name).to.equal(null);
  });

  it('a course code is not a state code ("ENG4401")', () => {
    const r = issuerOf([['Example University', 16], 'Bristol BS8 9BR, United Kingdom', 'ENG4401  The Novel in English  20  56  Pass']);
    expect(place(r)).to.deep.equal({ country: 'United Kingdom', countryCode: 'GB', state: null, stateCode: null });
  });
});

describe('extraction: the issuer — places in the institution name', () => {
  it('a country or state in the name places the institution, but a state there is no printed state', () => {
    const gh = issuerOf([['University of Ghana', 16], 'Transcript of Academic Record', 'Name: Kofi Mensah']);
    expect(gh.countryCode).to.equal('GH');
    expect(gh.evidence['institution.countryCode']?.rule).to.equal('country in the institution name');
    // A name is not an address ("Washington University in St. Louis" stands in Missouri).
    const tx = issuerOf([['Texas Example University', 16], 'Unofficial Transcript', 'Name: Jane Doe']);
    expect(place(tx)).to.deep.equal({ country: 'United States', countryCode: 'US', state: null, stateCode: null });
    const wa = issuerOf([['Washington Example University in Springfield', 16], 'Unofficial Transcript', 'Name: Jane Doe']);
    expect(wa.state).to.equal(null);
    // The same name printed again in other capitals (a footer) is still the name.
    const footer = issuerOf([['COPPERBELT EXAMPLE INSTITUTE', 16], 'Lusaka, Zambia', 'Unofficial Transcript', '© 2020 Copperbelt Example Institute. All rights reserved.']);
    expect(place(footer)).to.deep.equal({ country: 'Zambia', countryCode: 'ZM', state: null, stateCode: null });
    // Or broken at the end of a line of a watermark ("… Copperbelt Example" over "Institute, Lusaka").
    const wrapped = issuerOf([['Copperbelt Example Institute', 16], 'Transcript — Copperbelt Example', 'Institute, Lusaka, Zambia.', 'Name: Jane Doe']);
    expect(place(wrapped)).to.deep.equal({ country: 'Zambia', countryCode: 'ZM', state: null, stateCode: null });
    const wrappedEarly = issuerOf([['Copperbelt Example Institute', 16], 'Transcript — Copperbelt', 'Example Institute, Lusaka, Zambia.', 'Name: Jane Doe']);
    expect(place(wrappedEarly)).to.deep.equal({ country: 'Zambia', countryCode: 'ZM', state: null, stateCode: null });
  });

  it('a name that calls the place a state gives the state ("Telangana State Board …")', () => {
    const r = issuerOf([['TELANGANA STATE BOARD OF SECONDARY EXAMINATIONS', 14], 'Example Road, Hyderabad - 500001', 'MARKS CARD']);
    expect(place(r)).to.deep.equal({ country: 'India', countryCode: 'IN', state: 'Telangana', stateCode: 'TG' });
    // Georgia: a country and a US state; the name alone does not say which.
    expect(issuerOf([['Georgia Example Institute of Technology', 16], 'Unofficial Transcript']).countryCode).to.equal(null);
    expect(issuerOf([['Georgia Example Institute of Technology', 16], 'Atlanta, GA 30332', 'Unofficial Transcript']).countryCode).to.equal('US');
  });

  it('a letterhead in the national language is named by its English form when the awarding institution\'s caption pairs the two', () => {
    const rows: Row[] = [['PAVYZDŽIO UNIVERSITETAS', 16], ['PAVYZDYS UNIVERSITY', 10], 'Kaunas, Lietuva / Lithuania', 'Institution awarding the qualification: Pavyzdžio universitetas / Pavyzdys University'];
    expect(issuerOf(rows).name).to.equal('Pavyzdys University');
    // Without the caption, the translation right under the letterhead is still the English form (it repeats the
    // name's proper word): the name of a bilingual page, as the families README has it.
    expect(issuerOf(rows.slice(0, 3)).name).to.equal('PAVYZDYS UNIVERSITY');
    // A line under it that names another body is no translation: the letterhead is the name as printed.
    expect(issuerOf([['PAVYZDŽIO UNIVERSITETAS', 16], ['INSTITUTE OF CHEMISTRY', 10], 'Kaunas, Lietuva / Lithuania']).name).to.equal('PAVYZDŽIO UNIVERSITETAS');
  });

  it('rule "The University is the issuer": an office of "the University" with the address is the issuer\'s, and its country outweighs a state in the name', () => {
    const rows: Row[] = [['ONTARIO EXAMPLE INSTITUTE OF SCIENCE', 16], "Secrétariat de l'Université · 14 avenue de la Paix, Dakar, Sénégal", ...BODY];
    expect(issuerOf(rows).countryCode).to.equal('SN');
    expect(issuerOf([['ONTARIO EXAMPLE INSTITUTE OF SCIENCE', 16], 'Office of the College Registrar, 4 Harbour Road, Accra, Ghana', ...BODY]).countryCode).to.equal('GH');
  });

  it('a city before "Georgia" says which Georgia it is; the country in Georgian script places it alone', () => {
    expect(issuerOf([['Example Teaching University', 16], 'Kutaisi, Georgia', ...BODY]).countryCode).to.equal('GE');
    expect(issuerOf([['Example Technical College', 16], 'Savannah, Georgia', ...BODY]).countryCode).to.equal('US');
    // Mkhedruli letters have capitals in Unicode (Mtavruli) that Georgian writing never uses: the name still counts.
    expect(issuerOf([['სანიმუშო უნივერსიტეტი', 16], 'ქუთაისი, საქართველო', ...BODY]).countryCode).to.equal('GE');
  });
});

describe('extraction: the issuer — scanned Brazilian and German letterheads', () => {
  it('reads "Faculdade …" and "Centro Universitário …" as institutions, and German school compounds', () => {
    expect(issuerOf([['b FACULDADE DE TECNOLOGIA E CIÊNCIAS DE EXEMPLO', 14], 'Secretaria Acadêmica', 'HISTÓRICO ESCOLAR']).name).to.equal('FACULDADE DE TECNOLOGIA E CIÊNCIAS DE EXEMPLO');
    expect(issuerOf([['CENTRO UNIVERSITÁRIO EXEMPLO DO SUL', 14], 'Pró-Reitoria de Graduação']).name).to.equal('CENTRO UNIVERSITÁRIO EXEMPLO DO SUL');
    expect(issuerOf([['Kreisgymnasium Beispielbach', 14], 'Zeugnis der Allgemeinen Hochschulreife']).name).to.equal('Kreisgymnasium Beispielbach');
  });

  it('a state code between two cells, as OCR reads it ("Sp"), and a "+" read as "*" after a phone label', () => {
    const lines = documentLines({
      pages: [{ pageNumber: 1, width: 595, height: 842, source: 'ocr', items: [
        item('FACULDADE DE EXEMPLO', 40, 40, 14, 90),
        item('Avenida Universitária, 232', 40, 70, 8, 90), item('Sp', 300, 70, 8, 90), item('CEp 19753-338', 340, 70, 8, 90),
        item('Fone: *55 (02) 3318.5546', 40, 90, 8, 90),
      ] }],
    });
    const r = findIssuer(lines);
    expect(place(r)).to.deep.equal({ country: 'Brazil', countryCode: 'BR', state: 'São Paulo', stateCode: 'SP' });
    expect(r.evidence['institution.countryCode']?.rule).to.equal('phone code +55');
  });
});

describe('extraction: the issuer — boards, abbreviations and repeated names', () => {
  it('an examination board, an IES, a centro de ensino', () => {
    expect(issuerOf([['EXAMPLE SECONDARY EDUCATION EXAMINATION BOARD', 14], 'SECONDARY SCHOOL LEAVING CERTIFICATE EXAMINATION']).name).to.equal('EXAMPLE SECONDARY EDUCATION EXAMINATION BOARD');
    expect(issuerOf([['IES Los Ejemplos', 14], 'HISTORIAL ACADÉMICO DE BACHILLERATO']).name).to.equal('IES Los Ejemplos');
    expect(issuerOf([['CENTRO DE ENSINO MÉDIO 7 DE EXEMPLO', 14], 'HISTÓRICO ESCOLAR – ENSINO MÉDIO']).name).to.equal('CENTRO DE ENSINO MÉDIO 7 DE EXEMPLO');
  });

  it('a state in the name places the country but is no printed state; a place repeated on the page counts once ("Kochi" ×3 does not outweigh Kerala)', () => {
    const r = issuerOf([['KERALA SECONDARY EDUCATION EXAMINATION BOARD', 14], '6th Cross, Example Road, Kochi - 682062', 'School: 21902 - EXAMPLE SCHOOL, KOCHI', 'Kochi', 'MARKS CARD']);
    expect(place(r)).to.deep.equal({ country: 'India', countryCode: 'IN', state: null, stateCode: null });
  });
});

describe('extraction: the issuer — a subdivision named as a city', () => {
  it('the place of a date line is the city where the page was signed ("İstanbul, 07.09.2021")', () => {
    const r = issuerOf([['Example Kıyı Üniversitesi', 16], 'Türkiye', 'Not Döküm Belgesi', 'İstanbul, 07.09.2021']);
    expect(place(r)).to.deep.equal({ country: 'Türkiye', countryCode: 'TR', state: null, stateCode: null });
  });

  it('a place printed twice, once in the address and once on the date line, counts once ("Valencia")', () => {
    const r = issuerOf([['UNIDAD EDUCATIVA LOS EJEMPLOS', 16], 'Valencia, República Bolivariana de Venezuela', 'CERTIFICADO', 'Nombres y apellidos: Luis Ejemplo', 'Valencia, 22.05.2016']);
    expect(place(r)).to.deep.equal({ country: 'Venezuela', countryCode: 'VE', state: null, stateCode: null });
  });

  it('a state after its city on a date line is the state ("Given at Richmond, Virginia, on May 13, 2014")', () => {
    const r = issuerOf([['Example College', 16], 'Bachelor of Arts', 'Given at Richmond, Virginia, on May 13, 2014.']);
    expect(place(r)).to.include({ countryCode: 'US', state: 'Virginia', stateCode: 'VA' });
  });

  it('a subdivision inside a longer place name ("San Salvador de Jujuy", "Santiago de los Caballeros")', () => {
    const ar = issuerOf([['UNIVERSIDAD NACIONAL DEL EJEMPLO', 16], 'Facultad de Psicología — San Salvador de Jujuy', 'República Argentina', 'CERTIFICADO ANALÍTICO']);
    expect(place(ar)).to.deep.equal({ country: 'Argentina', countryCode: 'AR', state: null, stateCode: null });
    const dom = issuerOf([['Instituto Tecnológico de Ejemplo', 16], 'Santiago de los Caballeros, República Dominicana', 'Certificación de Notas']);
    expect(place(dom)).to.deep.equal({ country: 'Dominican Republic', countryCode: 'DO', state: null, stateCode: null });
    // A place word that starts another institution's name (a footer, a school in a table) is no address.
    const footer = issuerOf([['Example Institute of Applied Sciences', 16], 'Lusaka, Zambia', 'Results', '© 2020 Copperbelt Institute of Applied Sciences. All rights reserved.']);
    expect(place(footer)).to.deep.equal({ country: 'Zambia', countryCode: 'ZM', state: null, stateCode: null });
    // Marked as a province, the same name is the state.
    const marked = issuerOf([['UNIVERSIDAD NACIONAL DEL EJEMPLO', 16], 'Avenida Ejemplo 100, Provincia de Jujuy', 'República Argentina']);
    expect(place(marked)).to.include({ countryCode: 'AR', state: 'Jujuy', stateCode: 'Y' });
  });
});

describe('extraction: the issuer — street names', () => {
  it('an address line that names the street after the university is not the issuer', () => {
    const r = issuerOf([['UNIVERSIDAD DE EJEMPLO', 11], ['Avenida de la Universidad, 84 - 30579 Ejemplo - España', 12], 'CERTIFICADO ACADÉMICO PERSONAL']);
    expect(r.name).to.equal('UNIVERSIDAD DE EJEMPLO');
    expect(r.countryCode).to.equal('ES');
  });
});

describe('extraction: the issuer — a name cut into two cells', () => {
  it('joins the cell before a name that starts in lower case', () => {
    const lines = documentLines({
      pages: [{ pageNumber: 1, width: 595, height: 842, source: 'ocr', items: [
        item('Транскрипт', 40, 40, 12, 90),
        item('Алатау инженерлік-технологиялық', 40, 700, 4, 90), item('университеті.', 160, 700, 4, 90), item('Қарағанды қ.', 230, 700, 4, 90),
      ] }],
    });
    expect(findIssuer(lines).name).to.equal('Алатау инженерлік-технологиялық университеті');
  });
});

describe('extraction: the issuer — legal forms', () => {
  it('drops the legal form before a Russian name and never joins the state heading', () => {
    expect(cleanInstitutionName('федеральное государственное автономное образовательное учреждение высшего образования Примерный государственный университет')).to.equal('Примерный государственный университет');
    const r = issuerOf(['РОССИЙСКАЯ ФЕДЕРАЦИЯ', 'учреждение высшего образования Примерный государственный университет', 'ПРИЛОЖЕНИЕ К ДИПЛОМУ']);
    expect(r.name).to.equal('Примерный государственный университет');
  });
});

describe('extraction: the issuer — hyphen at a line break', () => {
  it('joins a compound broken after its hyphen without a blank', () => {
    expect(issuerOf(['«Примерный гуманитарно-', 'технический университет»', 'АКАДЕМИЧЕСКАЯ СПРАВКА']).name).to.equal('Примерный гуманитарно-технический университет');
  });
});

describe('extraction: the issuer — a territory with its own country code (rule "A territory with its own country code is that country")', () => {
  it('places a college in Puerto Rico or American Samoa in that country, with no state, and a US state in the United States', () => {
    const pr = issuerOf([['Colegio Universitario de Ejemplo', 16], 'Oficina del Registrador', 'Apartado 4410, Carolina, Puerto Rico 00984', ...BODY]);
    expect(place(pr)).to.deep.equal({ country: 'Puerto Rico', countryCode: 'PR', state: null, stateCode: null });
    const as = issuerOf([['Example Community College', 16], 'P.O. Box 2609, Pago Pago, American Samoa 96799', ...BODY]);
    expect(place(as)).to.deep.equal({ country: 'American Samoa', countryCode: 'AS', state: null, stateCode: null });
    // Georgia is a US state (US-GA) and a country (GE): its code is not the country's, so it stays a state.
    const ga = issuerOf([['Example State College', 16], '100 College Drive, Macon, Georgia 31206', ...BODY]);
    expect(place(ga)).to.deep.equal({ country: 'United States', countryCode: 'US', state: 'Georgia', stateCode: 'GA' });
  });
});
