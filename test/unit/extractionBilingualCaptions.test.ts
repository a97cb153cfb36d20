/**
 * Bilingual captions whose halves the lexicon reads differently, award sentences that end with
 * their verb, and paragraphs that stop at the next caption (docs/document-understanding.md,
 * "Key-value reading", "Qualification"). Small generated pages; institutions and people are invented.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { matchLabel } from '../../src/processing/extraction/labels';
import type { DocumentKind, DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const read = (kind: DocumentKind, rows: Cell[][]) => extractDocumentFields({ pages: [pageOfRows(rows)] } as DocumentText, kind);

describe('extraction: bilingual captions and verb-final award sentences', () => {
  it('takes the Latin half of a form that captions each name part in English and Persian ("Name: … | نام: …")', () => {
    const r = read('transcript', [
      [['Caspian Example University', 40, 14]],
      [['Name: Kaveh', 40], ['نام: کاوه', 400]],
      [['Surname: Moradi', 40], ['نام خانوادگی: مرادی', 400]],
      [["Father's Name: Ali", 40], ['نام پدر: علی', 400]],
    ]);
    expect(r.candidate).to.include({ fullName: 'Kaveh Moradi', firstName: 'Kaveh', lastName: 'Moradi' });
  });

  it('reads the East African plural caption "Names" ("Amazina / Names: SURNAME Given")', () => {
    expect(matchLabel('Names: UWASE Diane')).to.include({ field: 'fullName', rest: 'UWASE Diane' });
    expect(matchLabel('Amazina / Names: UWASE Diane')).to.include({ field: 'fullName', rest: 'UWASE Diane' });
  });

  it('takes no caption from a wrapped sentence line that starts "course; …" (a semicolon in running text)', () => {
    expect(matchLabel('course; minimum average for graduation 12.')).to.equal(null);
    expect(matchLabel('Course; Data Structures')).to.include({ field: 'program' });
  });

  it('reads a caption whose second half the lexicon does not know by its first half ("По батькові / Patronymic:")', () => {
    expect(matchLabel('По батькові / Patronymic: Тарасівна')).to.include({ field: 'middleName', rest: 'Тарасівна' });
    const r = read('diploma', [
      [['Центральний національний університет', 150, 14]],
      [['здобув(ла) ступінь вищої освіти Спеціаліст', 40]],
      [['Прізвище / Surname: Коваленко', 40], ["Ім'я / Given Names: Світлана", 250]],
      [['По батькові / Patronymic: Тарасівна', 40]],
    ]);
    expect(r.candidate.fullName).to.equal('Світлана Тарасівна Коваленко');
  });

  it('reads a level caption paired with a qualification caption as the qualification ("Jenjang / Award: Ahli Madya (A.Md.)")', () => {
    const r = read('diploma', [
      [['Politeknik Cahaya Nusantara', 150, 14]],
      [['Jenjang / Award', 40], [': Ahli Madya (A.Md.)', 200]],
    ]);
    expect(r.qualification.name).to.equal('Ahli Madya');
    expect(r.qualification.level).to.equal('Diploma');
  });

  it('reads the degree before a Turkish verb-final award ("Ön Lisans derecesini almıştır") and the "Unvan" caption', () => {
    const tr = read('diploma', [
      [['KARADENİZ YILDIZ ÜNİVERSİTESİ', 150, 14]],
      [['DİPLOMA', 200, 12]],
      [['Ön Lisans derecesini almıştır', 150]],
      [['Öğrencinin Adı Soyadı / Student Name: Mehmet Can Demir', 40]],
    ]);
    expect(tr.qualification.name).to.equal('Ön Lisans');
    expect(tr.qualification.level).to.equal('Associate');
    const unvan = read('transcript', [
      [['Bilge Kağan Üniversitesi', 150, 14]],
      [['Unvan', 40], ['Doktora', 200]],
    ]);
    expect(unvan.qualification.name).to.equal('Doktora');
    expect(unvan.qualification.level).to.equal('Doctorate');
  });

  it('keeps "Maestría en …" whole and stops the award sentence at the next caption ("Apellidos: …")', () => {
    const r = read('diploma', [
      [['INSTITUTO TECNOLÓGICO DEL NORTE', 150, 14]],
      [['TÍTULO', 200, 12]],
      [['ha obtenido el título de Maestría en Administración', 40]],
      [['Apellidos: GUTIÉRREZ VEGA', 40]],
      [['Nombre: Diego', 40]],
    ]);
    expect(r.qualification.name).to.equal('Maestría en Administración');
    expect(r.candidate.fullName).to.equal('Diego Gutiérrez Vega');
  });
});
