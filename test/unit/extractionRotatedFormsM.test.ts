/**
 * Forms that the families written by someone who never saw the engine (the m- group, rotated into development at
 * stop 38) showed it did not read, each read as a form that documents of many countries print
 * (docs/document-understanding.md, the rules named below). Small generated pages in wordings and languages other
 * than the families'; people and institutions are invented.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { qualificationLevel } from '../../src/processing/extraction';
import { pageOfRows, tablePageOf, type Cell } from '../support/textPages';

const read = (rows: Cell[][], kind: 'transcript' | 'diploma' | 'marksheet' = 'transcript') => extractDocumentFields({ pages: [pageOfRows(rows)] }, kind);

describe('extraction: a label\'s second line, hours as total and classroom, a signatory\'s office', () => {
  // A Ukrainian supplement: "Обсяг" over "кредитів ЄКТС" (one label on two lines), hours "всього/ауд." as "150/72",
  // and the signature block's offices over the seal's mark under the table.
  const rows: Array<Array<[string, number]>> = [
    [['Назва дисципліни', 40], ['Кількість годин', 220], ['Обсяг', 320], ['Оцінка', 420]],
    [['(всього/ауд.)', 220], ['кредитів ЄКТС', 320]],
    [['Вища математика', 40], ['150/72', 230], ['5', 330], ['добре (4)', 420]],
    [['Фізика', 40], ['120/60', 230], ['4', 330], ['відмінно (5)', 420]],
    [['Історія України', 40], ['90/36', 230], ['3', 330], ['задовільно (3)', 420]],
    [],
    [],
    [['Проректор', 40]],
    [['М.П.', 420]],
  ];
  const r = extractDocumentFields({ pages: [tablePageOf(rows)] }, 'transcript');
  it('reads the rows whose hours print the total and the classroom hours', () => {
    expect(r.courses.map((c) => c.courseName)).to.deep.equal(['Вища математика', 'Фізика', 'Історія України']);
  });
  it('reads the credits under the label set on two lines', () => {
    expect(r.courses.map((c) => c.credit)).to.deep.equal([5, 4, 3]);
  });
  it('keeps the hours pair out of the credits and a pair that is no hours out of the rows', () => {
    const bad = extractDocumentFields({ pages: [tablePageOf([...rows.slice(0, 2), [['Хімія', 40], ['60/120', 230], ['2', 330], ['добре (4)', 420]]])] }, 'transcript');
    expect(bad.courses.map((c) => c.courseName)).to.not.include('Хімія');
  });
});

describe('extraction: the year after the verb, a quoted name after the legal form', () => {
  const r = read([
    [['ДОДАТОК ДО ДИПЛОМА', 200, 12]],
    [['Прізвище, ім\'я, по батькові:', 40], ['Коваленко Олена Іванівна', 220]],
    [['Вступила у 2016 році до закладу вищої освіти «Подільський аграрний', 40]],
    [['університет» та закінчила у 2020 році повний курс навчання за денною формою.', 40]],
  ], 'diploma');
  it('reads the completion from the year after "закінчила", not the admission before it', () => {
    expect(r.qualification.yearOfCompletion).to.equal(2020);
  });
  it('reads the institution from the quotes after "закладу вищої освіти", across the line break', () => {
    expect(r.institution.name).to.equal('Подільський аграрний університет');
  });
});

describe('extraction: a degree head first decides over the stage in its field', () => {
  it('names a teacher\'s degree by its head', () => {
    expect(qualificationLevel('Licenciatura em Ensino Básico')).to.equal('Bachelor');
    expect(qualificationLevel('Licenciado en Educación Básica Integral')).to.equal('Bachelor');
    expect(qualificationLevel('Maestría en Educación Media')).to.equal('Master');
  });
  it('keeps the school certificates named by their stage', () => {
    expect(qualificationLevel('Graduado en Educación Secundaria Obligatoria')).to.equal('Secondary');
    expect(qualificationLevel('Educación Básica')).to.equal('Secondary');
  });
});

describe('extraction: the holder after a salutation with its article', () => {
  it('reads "Que la señora NAME, identificada con …"', () => {
    const r = read([
      [['UNIVERSIDAD NACIONAL DEL ALTIPLANO SUR', 60]],
      [['CONSTANCIA DE ESTUDIOS', 200]],
      [['El Jefe de la Oficina de Registro Académico hace constar: Que la señora Lucía Fernanda Quispe Mamani,', 40]],
      [['identificada con DNI N° 45127830, ha cursado estudios en la Escuela Profesional de Enfermería.', 40]],
    ], 'diploma');
    expect(r.candidate.fullName).to.equal('Lucía Fernanda Quispe Mamani');
  });
});

describe('extraction: captions of the date and place of birth, Croatian and Slovenian university words', () => {
  it('reads "Data i miejsce urodzenia" and a "Veleučilište" letterhead', () => {
    const r = read([
      [['VELEUČILIŠTE U KARLOVCU', 60, 12]],
      [['Trg J. J. Strossmayera 9, 47000 Karlovac, Hrvatska', 60]],
      [['POTVRDA O POLOŽENIM ISPITIMA', 200]],
      [['Data i miejsce urodzenia:', 40], ['03.05.1999, Gdańsk', 220]],
    ]);
    expect(r.candidate.dateOfBirth).to.equal('1999-05-03');
    expect(r.institution.name).to.equal('VELEUČILIŠTE U KARLOVCU');
  });
});

describe('extraction: a degree under a field\'s caption is the programme', () => {
  it('reads "Field of study: Master of Arts in Linguistics" as the degree and its field', () => {
    const r = read([
      [['KESTREL BAY UNIVERSITY', 60, 12]],
      [['ACADEMIC TRANSCRIPT', 200]],
      [['Name:', 40], ['Amara Okafor', 160]],
      [['Field of study:', 40], ['Master of Arts in Linguistics', 160]],
    ]);
    expect(r.qualification.name).to.equal('Master of Arts');
    expect(r.qualification.level).to.equal('Master');
    expect(r.qualification.majorOrSpecialization).to.equal('Linguistics');
  });
  it('keeps a field alone under the caption as the major', () => {
    const r = read([
      [['KESTREL BAY UNIVERSITY', 60, 12]],
      [['ACADEMIC TRANSCRIPT', 200]],
      [['Field of study:', 40], ['Linguistics', 160]],
    ]);
    expect(r.qualification.name).to.equal(null);
    expect(r.qualification.majorOrSpecialization).to.equal('Linguistics');
  });
});

describe('extraction: school-leaving certificates of single-stage secondary systems', () => {
  it('reads the Malawi School Certificate of Education at the end of secondary school', () => {
    expect(qualificationLevel('Malawi School Certificate of Education')).to.equal('Higher Secondary');
    expect(qualificationLevel('Cambridge School Certificate')).to.equal('Secondary');
  });
});

describe('extraction: an abbreviation key\'s letters are no state code', () => {
  it('reads no state from ", AP – aprovado" in a key', () => {
    const r = read([
      [['UNIVERSIDADE DO VALE VERDE', 60, 12]],
      [['Rua das Palmeiras, 120, Brasil', 60]],
      [['HISTÓRICO ESCOLAR', 200]],
      [['Situação: RP – reprovado por nota, AP – aprovado', 40]],
    ]);
    expect(r.institution.countryCode).to.equal('BR');
    expect(r.institution.state).to.equal(null);
  });
});

describe('extraction: a state\'s style by its adjective', () => {
  it('places a letterhead that prints "République Togolaise"', () => {
    const r = read([
      [['RÉPUBLIQUE TOGOLAISE', 60]],
      [['Travail – Liberté – Patrie', 60]],
      [['UNIVERSITÉ DES SAVANES', 60, 12]],
      [['RELEVÉ DE NOTES', 200]],
    ]);
    expect(r.institution.countryCode).to.equal('TG');
  });
});

describe('extraction: a translation names the institution in English', () => {
  it('reads the institution in the translation under the original', () => {
    const r = read([
      [['TÜRKİYE CUMHURİYETİ', 60]],
      [['Yükseköğretim kurumu:', 40], ['Ege Kıyısı Üniversitesi', 220]],
      [['Mezuniyet tarihi: 2019', 40]],
      [['Translation', 40, 8]],
      [['REPUBLIC OF TÜRKİYE', 60]],
      [['Higher education institution:', 40], ['Aegean Coast University', 220]],
      [['Date of graduation: 2019', 40]],
    ], 'diploma');
    expect(r.institution.name).to.equal('Aegean Coast University');
  });
});

describe('extraction: a state university names no state', () => {
  it('reads no state from "Yerevan State University"', () => {
    const r = read([
      [['YEREVAN STATE UNIVERSITY', 60, 12]],
      [['1 Alex Manoogian St., Republic of Armenia', 60]],
      [['ACADEMIC TRANSCRIPT', 200]],
    ]);
    expect(r.institution.countryCode).to.equal('AM');
    expect(r.institution.state).to.equal(null);
  });
});
