/**
 * Key fields that hold on layouts the reader was not written against, and no invented values
 * (decision "Extraction field types": a value without evidence on the page is null). Each rule
 * is checked on a small generated page of the kind the procedural p-keys families draw.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText, PageText } from '../../src/processing/types';
import { pageOfRows } from '../support/textPages';

const doc = (page: PageText): DocumentText => ({ pages: [page] });

describe('extraction: key fields on unseen layouts, nothing invented', () => {
  it('reads no place from a parent\'s name or a signatory\'s name ("JOHN PAUL", "Magdalena" over "Rektor")', () => {
    const r = extractDocumentFields(
      doc(pageOfRows([
        [['ELMSWORTH INSTITUTE OF TECHNOLOGY', 120, 14]],
        [['CERTIFICATE OF AWARD', 200, 12]],
        [['Name of Father', 40], ['JOHN PAUL MENDOZA', 200]],
        [['Name', 40], ['Jerome Mendoza', 200]],
        [['Award', 40], ['Bachelor of Science', 200]],
        [['Date of Award', 40], ['27 July 2017', 200]],
        [['Magdalena Nowakowska', 60], ['Ana Karen Flores Mendoza', 350]],
        [['Registrar', 60], ['Dean of the Faculty', 350]],
      ])),
      'diploma',
    );
    expect(r.candidate.fullName).to.equal('Jerome Mendoza');
    expect(r.institution.countryCode).to.equal(null);
    expect(r.institution.state).to.equal(null);
  });

  it('still reads the place of an address line printed under the signatures', () => {
    const r = extractDocumentFields(
      doc(pageOfRows([
        [['ELMSWORTH INSTITUTE OF TECHNOLOGY', 120, 14]],
        [['Name', 40], ['Jerome Mendoza', 200]],
        [['Título', 40], ['Maestría en Administración', 200]],
        [['Ana Karen Flores Mendoza', 350]],
        [['El Rector', 350]],
        [['Avenida Universidad 62, Hermosillo', 350]],
      ])),
      'diploma',
    );
    expect(r.institution.countryCode).to.equal('MX');
    expect(r.institution.state).to.equal(null);
  });

  it('keeps an office of the state beside the letterhead as no signatory ("Secretaria de Estado da Educação")', () => {
    const r = extractDocumentFields(
      doc(pageOfRows([
        [['GOVERNO DO ESTADO DE SÃO PAULO', 150, 11]],
        [['Secretaria de Estado da Educação', 150, 10]],
        [['CENTRO DE ENSINO MÉDIO 7 DE SERRA VERDE', 150, 13]],
        [['Nome:', 40], ['João Pedro Ribeiro Teixeira', 150]],
      ])),
      'marksheet',
    );
    expect(r.institution.countryCode).to.equal('BR');
  });

  it('takes no qualification and no name from the document\'s own title ("Zeugnis / Diploma", "SURAT KETERANGAN LULUS")', () => {
    const title = extractDocumentFields(
      doc(pageOfRows([
        [['HOCHSCHULE FRIEDRICH-WENDEL', 150, 16]],
        [['ZEUGNIS / DIPLOMA', 200, 14]],
        [['Matrikelnummer / Student ID', 40], ['457781', 300]],
      ])),
      'diploma',
    );
    expect(title.qualification.name).to.equal(null);
    expect(title.qualification.level).to.equal(null);
    const copy = extractDocumentFields(doc(pageOfRows([[['ПРИДНІПРОВСЬКИЙ ТЕХНІЧНИЙ УНІВЕРСИТЕТ', 120, 16]], [['ДИПЛОМ / OFFICIAL COPY', 200, 14]]])), 'diploma');
    expect(copy.qualification.name).to.equal(null);
    const name = extractDocumentFields(
      doc(pageOfRows([
        [['Universitas Cahaya Nusantara', 150, 16]],
        [['SURAT KETERANGAN LULUS', 180, 14]],
        [['Tahun Lulus', 40], ['2009', 200]],
      ])),
      'diploma',
    );
    expect(name.candidate.fullName).to.equal(null);
  });

  it('reads the qualification of an award sentence in Dutch, German, Polish and Ukrainian, not the sentence', () => {
    const cases: Array<[string, string]> = [
      ['is de graad Master of Arts verleend', 'Master of Arts'],
      ['wird der akademische Grad Diplom-Ingenieur (Dipl.-Ing.) verliehen', 'Diplom-Ingenieur'],
      ['uzyskał(a) tytuł zawodowy Magister', 'Magister'],
      ['здобув(ла) ступінь вищої освіти Спеціаліст', 'Спеціаліст'],
    ];
    for (const [sentence, expected] of cases) {
      const r = extractDocumentFields(
        doc(pageOfRows([
          [['UNIVERSITEIT NOORDERLICHT', 150, 16]],
          [['DIPLOMA', 230, 14]],
          [[sentence, 60, 11]],
          [['Naam', 40], ['Sem Visser', 200]],
        ])),
        'diploma',
      );
      expect(r.qualification.name, sentence).to.equal(expected);
    }
  });

  it('reads the qualification before a verb-final Turkish award phrase, never the title above it', () => {
    const r = extractDocumentFields(
      doc(pageOfRows([[['Karadeniz Yıldız Teknik Üniversitesi', 150, 16]], [['DİPLOMA', 230, 14]], [['Yüksek Lisans diplomasını almaya hak kazanmıştır', 60, 11]], [['Adı Soyadı', 40], ['Merve Çelik', 200]]])),
      'diploma',
    );
    expect(r.qualification.name).to.equal('Yüksek Lisans');
    expect(r.qualification.level).to.equal('Master');
  });

  it('reads surname-first captions of other languages ("Naam, voornamen", "Familienname, Vorname", "Nama Keluarga" + "Nama Depan")', () => {
    const one = (caption: string, value: string) =>
      extractDocumentFields(doc(pageOfRows([[['UNIVERSITEIT NOORDERLICHT', 150, 16]], [[caption, 40], [value, 260]], [['Graad', 40], ['Master of Arts', 260]]])), 'diploma').candidate;
    expect(one('Naam, voornamen / Last Name, First Name', 'VISSER, SEM').fullName).to.equal('Sem Visser');
    expect(one('Familienname, Vorname', 'Hoffmann Lena').fullName).to.equal('Lena Hoffmann');
    expect(one("Прізвище та ім'я", 'КОВАЛЕНКО СВІТЛАНА ТАРАСІВНА').fullName).to.equal('Світлана Тарасівна Коваленко');
    const split = extractDocumentFields(
      doc(pageOfRows([[['Universitas Cahaya Nusantara', 150, 16]], [['Nama Keluarga', 40], ['NUGROHO', 200]], [['Nama Depan', 40], ['Siti Nur', 200]]])),
      'diploma',
    ).candidate;
    expect(split.fullName).to.equal('Siti Nur Nugroho');
  });

  it('reads the completion from session and graduation captions of other languages', () => {
    const cases: Array<[string, string, number]> = [
      ['Examenperiode', 'Mei 2015', 2015],
      ['Атестація', 'Травень 2009', 2009],
      ['Convocatoria', 'Junio de 2013', 2013],
      ['Mezuniyet Yılı', '2019', 2019],
      ['Дата закінчення', '12.07.2013', 2013],
    ];
    for (const [caption, value, year] of cases) {
      const r = extractDocumentFields(doc(pageOfRows([[['UNIVERSITEIT NOORDERLICHT', 150, 16]], [['Naam', 40], ['Sem Visser', 200]], [[caption, 40], [value, 200]]])), 'transcript');
      expect(r.qualification.yearOfCompletion, caption).to.equal(year);
      expect(r.qualification.status, caption).to.equal('Completed');
    }
  });

  it('reads a specialty caption ("Спеціальність", "Специальность") as the field, not as a programme', () => {
    for (const caption of ['Спеціальність', 'Специальность']) {
      const r = extractDocumentFields(
        doc(pageOfRows([[['Придніпровський технічний університет', 150, 14]], [['ПІБ', 40], ['Мельник Олександр Андрійович', 200]], [['Кваліфікація', 40], ['Бакалавр', 200]], [[caption, 40], ['Економіка', 200]]])),
        'diploma',
      );
      expect(r.qualification.majorOrSpecialization, caption).to.equal('Економіка');
      expect(r.qualification.program, caption).to.equal(null);
    }
  });

  it('takes no date of issue from the caption that gave the completion ("Degree Conferred On: …")', () => {
    const r = extractDocumentFields(
      doc(pageOfRows([[['Politeknik Cahaya Nusantara', 150, 16]], [['Nama', 40], ['Rizky Wijaya', 250]], [['Lulus Tanggal / Degree Conferred On', 40], [': 2023-06-17', 250]]])),
      'diploma',
    );
    expect(r.qualification.yearOfCompletion).to.equal(2023);
    expect(r.qualification.dateOfIssue).to.equal(null);
  });

  it('prefers the date of issue to a print date, and takes no completion from a print date', () => {
    const both = extractDocumentFields(
      doc(pageOfRows([
        [['HELENE-STORCK-UNIVERSITÄT', 150, 16]],
        [['Familienname, Vorname', 40], ['Hoffmann, Lena', 200]],
        [['Druckdatum: 26.12.2024 08:44', 40]],
        [['Ausstellungsdatum: 17.11.2020', 40]],
      ])),
      'diploma',
    );
    expect(both.qualification.dateOfIssue).to.equal('2020-11-17');
    const printed = extractDocumentFields(
      doc(pageOfRows([
        [['UNIVERSIDADE TRÊS SERRAS', 150, 16]],
        [['Nome', 40], ['Tiago Sousa Marques', 200]],
        [['Impresso em: 13/03/2024 10:20', 40]],
      ])),
      'diploma',
    );
    expect(printed.qualification.dateOfIssue).to.equal('2024-03-13');
    expect(printed.qualification.yearOfCompletion).to.equal(null);
  });
});
