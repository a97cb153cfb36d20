/**
 * The holder's name read generically (docs/document-understanding.md, "Key-value reading"): a
 * surname caption and a given-name caption anywhere on the page make one name, a patronymic
 * caption is kept as printed, a title, a degree or a caption is never a name, and a name printed
 * in two scripts gives its Latin form. Small generated pages; the people are invented.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText, PageText } from '../../src/processing/types';
import { pageOfRows } from '../support/textPages';

const doc = (page: PageText): DocumentText => ({ pages: [page] });

describe('extraction: the holder\'s name from captions, generically', () => {
  it('joins a given-name caption printed above and a surname caption printed lines below, in either order', () => {
    const r = extractDocumentFields(
      doc(pageOfRows([
        [['ACADEMIC RECORD', 200, 13]],
        [['Given name(s):', 40], ['Tomasz Piotr', 180]],
        [['Date of birth:', 40], ['03.02.1999', 180]],
        [['Student number:', 40], ['S-204417', 180]],
        [['Family name(s):', 40], ['KOWALCZYK', 180]],
      ])),
      'transcript',
    );
    expect(r.candidate.fullName).to.equal('Tomasz Piotr Kowalczyk');
    expect(r.candidate.firstName).to.equal('Tomasz Piotr');
    expect(r.candidate.lastName).to.equal('Kowalczyk');
  });

  it('keeps a patronymic printed under its own caption in the full name, where the document prints it', () => {
    const r = extractDocumentFields(
      doc(pageOfRows([
        [['АКАДЕМИЧЕСКАЯ СПРАВКА', 200, 13]],
        [['Фамилия:', 40], ['Соколова', 180]],
        [['Имя:', 40], ['Мария', 180]],
        [['Отчество:', 40], ['Андреевна', 180]],
      ])),
      'transcript',
    );
    expect(r.candidate.fullName).to.equal('Мария Андреевна Соколова');
    expect(r.candidate.lastName).to.equal('Соколова');
  });

  it('never takes a degree\'s name printed under a person caption for the holder ("Graduate: Bachelor of Arts")', () => {
    const r = extractDocumentFields(
      doc(pageOfRows([
        [['NORTHVALE COLLEGE', 200, 14]],
        [['Graduate:', 40], ['Bachelor of Arts', 180]],
        [['Name:', 40], ['Harriet Quinlan', 180]],
        [['Date of Award:', 40], ['14 June 2021', 180]],
      ])),
      'diploma',
    );
    expect(r.candidate.fullName).to.equal('Harriet Quinlan');
  });

  it('never takes a document title printed under a holder caption for the holder ("Titulaire" over "SUPPLÉMENT AU DIPLÔME")', () => {
    const r = extractDocumentFields(
      doc(pageOfRows([
        [['Titulaire', 40]],
        [['SUPPLÉMENT AU DIPLÔME', 40, 12]],
        [['Nom et prénom :', 40], ['MARCHAND Élise', 200]],
        [['Date de naissance :', 40], ['11/05/2000', 200]],
      ])),
      'transcript',
    );
    expect(r.candidate.fullName).to.equal('Élise Marchand');
  });

  it('gives the Latin form of a name printed in two scripts without a slash ("王晓明 WANG Xiaoming", "… (Ivanova Anna Sergeevna)")', () => {
    const zh = extractDocumentFields(
      doc(pageOfRows([
        [['TRANSCRIPT 成绩单', 200, 13]],
        [['姓名 Name:', 40], ['王晓明 WANG Xiaoming', 180]],
      ])),
      'transcript',
    );
    expect(zh.candidate.fullName).to.equal('Xiaoming Wang');
    const ru = extractDocumentFields(
      doc(pageOfRows([
        [['АКАДЕМИЧЕСКАЯ СПРАВКА / ACADEMIC CERTIFICATE', 150, 13]],
        [['ФИО:', 40], ['Иванова Анна Сергеевна (Ivanova Anna Sergeevna)', 180]],
      ])),
      'transcript',
    );
    expect(ru.candidate.fullName).to.equal('Anna Sergeevna Ivanova');
    expect(ru.candidate.lastName).to.equal('Ivanova');
  });
});
