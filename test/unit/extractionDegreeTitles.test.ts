/**
 * National degree and school-leaving titles (degreeTitles.ts; docs/document-understanding.md,
 * "Qualification"): every title of the lexicon names its level, as printed, in capitals and after the
 * document's name; the more specific wording decides between the lexicon and the table; and small
 * generated documents read the qualification and its level from a title of each kind. Institutions,
 * people and dates are invented.
 */
import { expect } from 'chai';
import { DEGREE_TITLES } from '../../src/processing/extraction/degreeTitles';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { qualificationLevel } from '../../src/processing/extraction/qualifications';
import type { DocumentKind, DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const read = (kind: DocumentKind, rows: Cell[][]) => extractDocumentFields({ pages: [pageOfRows(rows)] } as DocumentText, kind);

describe('extraction: national degree titles', () => {
  it('maps every title of the lexicon to its level, as printed, in capitals and after the document\'s name', () => {
    const wrong: string[] = [];
    for (const [language, byLevel] of Object.entries(DEGREE_TITLES)) {
      for (const [level, titles] of Object.entries(byLevel)) {
        for (const title of titles) {
          for (const printed of [title, title.toUpperCase(), `Diploma ${title}`]) {
            const got = qualificationLevel(printed);
            if (got !== level) wrong.push(`${language} "${printed}": ${got} instead of ${level}`);
          }
        }
      }
    }
    expect(wrong).to.deep.equal([]);
  });

  it('lets the more specific wording decide between a title and the table', () => {
    // The table's long name covers more than a title inside it.
    expect(qualificationLevel('Secondary School Leaving Certificate')).to.equal('Secondary');
    expect(qualificationLevel('Graduado en Educación Secundaria Obligatoria')).to.equal('Secondary');
    // A title that covers more than the table's general word.
    expect(qualificationLevel('Diploma Accademico di Primo Livello in Pianoforte')).to.equal('Bachelor');
    expect(qualificationLevel('Upper Secondary School Leaving Certificate')).to.equal('Higher Secondary');
    expect(qualificationLevel('Диплом младшего специалиста')).to.equal('Diploma');
    expect(qualificationLevel('Диплом специалиста')).to.equal('Master');
    expect(qualificationLevel('短期大学士（家政学）')).to.equal('Associate');
    expect(qualificationLevel('전문학사')).to.equal('Associate');
    expect(qualificationLevel('Karshenasi Arshad')).to.equal('Master');
    expect(qualificationLevel('Karshenasi')).to.equal('Bachelor');
  });

  it('reads the letters documents print without their marks ("tytul", "diplomasi", "drzavna")', () => {
    expect(qualificationLevel('tytuł zawodowy licencjata')).to.equal('Bachelor');
    expect(qualificationLevel('tytul zawodowy licencjata')).to.equal('Bachelor');
    expect(qualificationLevel('Ön Lisans Diploması')).to.equal('Associate');
    expect(qualificationLevel('On Lisans Diplomasi')).to.equal('Associate');
    expect(qualificationLevel('Svjedodzba o drzavnoj maturi')).to.equal('Higher Secondary');
  });

  it('names no level in words that only look like titles', () => {
    expect(qualificationLevel('Research Methods')).to.equal(null);
    expect(qualificationLevel('Seminar in Contemporary Literature')).to.equal(null);
    expect(qualificationLevel('Nemuno universitetas')).to.equal(null);
  });

  it('reads a Croatian feminine title under its caption, with its level', () => {
    const r = read('diploma', [
      [['SVEUČILIŠTE U PLAVOJ DOLINI', 150, 14]],
      [['DIPLOMA', 250, 16]],
      [['Ime i prezime:', 40], ['Ivana Horvat', 200]],
      [['Akademski naziv:', 40], ['sveučilišna prvostupnica ekonomije', 200]],
      [['Datum završetka studija:', 40], ['14. 7. 2021.', 200]],
    ]);
    expect(r.qualification).to.include({ level: 'Bachelor', yearOfCompletion: 2021 });
    expect(r.qualification.name).to.match(/prvostupnica ekonomije/i);
  });

  it('reads a romanised Persian degree and a Korean associate degree under their captions', () => {
    const ir = read('transcript', [
      [['Tabriz Azad Institute of Technology', 150, 14]],
      [['Name:', 40], ['Reza Karimi', 200]],
      [['Degree:', 40], ['Karshenasi Arshad', 200]],
      [['Date of Graduation:', 40], ['2019/06/20', 200]],
    ]);
    expect(ir.qualification).to.include({ name: 'Karshenasi Arshad', level: 'Master', yearOfCompletion: 2019 });
    const ko = read('transcript', [
      [['한빛전문대학교', 150, 14]],
      [['성명:', 40], ['김민수', 200]],
      [['학위:', 40], ['전문학사', 200]],
      [['졸업일자:', 40], ['2020.02.14', 200]],
    ]);
    expect(ko.qualification).to.include({ name: '전문학사', level: 'Associate', yearOfCompletion: 2020 });
  });

  it('reads the level of a bare title under a level caption, and takes no name from it (the level caption says the level)', () => {
    const r = read('transcript', [
      [['دانشگاه دشت سبز', 200, 14]],
      [['نام و نام خانوادگی:', 400], ['علی رضایی', 200]],
      [['مقطع تحصیلی:', 400], ['کارشناسی ارشد', 200]],
      [['رشته تحصیلی:', 400], ['مهندسی عمران', 200]],
    ]);
    expect(r.qualification).to.include({ name: null, level: 'Master' });
  });

  it('reads the conferral sentences of the other European languages, and verb-final ones with the title before the verb', () => {
    const cases: Array<[string, string]> = [
      ['se uděluje akademický titul bakalář', 'Bachelor'],
      ['udeľuje akademický titul inžinier', 'Master'],
      ['a obținut titlul de licențiat în economie', 'Bachelor'],
      ['piešķirts profesionālais bakalaura grāds', 'Bachelor'],
      ['on suorittanut kauppatieteiden kandidaatin tutkinnon', 'Bachelor'],
      ['har avlagt filosofie kandidatexamen', 'Bachelor'],
      ['har bestået kandidatuddannelsen i økonomi', 'Master'],
      ['απονέμεται ο τίτλος Πτυχίο Οικονομικών', 'Bachelor'],
      ['стекао је звање дипломирани економиста', 'Bachelor'],
      ['Nagy Anna közgazdász mesterfokozatot szerzett', 'Master'],
      ['bakalavr dərəcəsi verilmişdir', 'Bachelor'],
      ['bakalavr darajasi berildi', 'Bachelor'],
      ['مدرک کارشناسی ارشد اعطا گردید', 'Master'],
    ];
    const wrong = cases.filter(([sentence, level]) => {
      const r = read('diploma', [[['Northbridge University', 150, 14]], [['DIPLOMA', 250, 16]], [[sentence, 40]], [['15.06.2021', 40]]]);
      return r.qualification.level !== level || !r.qualification.name;
    });
    expect(wrong).to.deep.equal([]);
  });

  it('reads a Mongolian verb-final conferral: the title between the holder\'s topic particle and "зэрэг"', () => {
    const r = read('diploma', [
      [['NORTHERN STEPPE UNIVERSITY', 150, 14]],
      [['ДИПЛОМ', 250, 16]],
      [['Овог нэр:', 40], ['GANBOLD Saruul', 200]],
      [['GANBOLD Saruul нь Бакалавр зэрэг хамгаалсан болно.', 40]],
      [['Улаанбаатар, 20.06.2019', 40]],
    ]);
    expect(r.qualification).to.include({ name: 'Бакалавр', level: 'Bachelor' });
  });

  it('reads a Hungarian "okleveles" qualification printed alone as a master\'s', () => {
    const r = read('transcript', [
      [['DUNAMENTI EGYETEM', 150, 14]],
      [['LECKEKÖNYV KIVONAT', 200, 12]],
      [['okleveles építészmérnök', 200, 11]],
      [['Név:', 40], ['KISS Dóra', 200]],
      [['Kód', 40], ['Tantárgy', 100], ['Kredit', 380], ['Jegy', 440]],
      [['EP101', 40], ['Épületszerkezetek', 100], ['5', 380], ['4', 440]],
      [['EP102', 40], ['Statika', 100], ['6', 380], ['5', 440]],
    ]);
    expect(r.qualification.name?.toLowerCase()).to.equal('okleveles építészmérnök');
    expect(r.qualification.level).to.equal('Master');
  });

  it('reads an Italian first-level academic diploma as a first degree, not as a diploma', () => {
    const r = read('transcript', [
      [['Conservatorio Statale di Musica di Valbruna', 150, 14]],
      [['Nome:', 40], ['Luca Bianchi', 200]],
      [['Titolo conseguito:', 40], ['Diploma Accademico di Primo Livello in Pianoforte', 200]],
      [['Data di conseguimento:', 40], ['12/07/2020', 200]],
    ]);
    expect(r.qualification).to.include({ level: 'Bachelor', yearOfCompletion: 2020 });
  });
});
