/**
 * Rule "A name caption ending in the surname, beside a given-name caption" (docs/document-understanding.md, "Key-value
 * reading"): "Naam / Surname" over its value, with "Voornaam / First name" captioned apart, is the family name; alone
 * on a page, "Name / Surname" still captions the whole name.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows, type Cell } from '../support/textPages';

const doc = (rows: Cell[][]): DocumentText => ({ pages: [pageOfRows([[['Hogeschool Zeewolde', 200, 16]], [['Cijferlijst / Transcript', 220, 13]], ...rows])] });

describe('extraction: a name caption ending in the surname', () => {
  it('reads "Naam / Surname" as the family name when the given name is captioned apart', () => {
    const r = extractDocumentFields(doc([[['Naam / Surname', 40], ['Opleiding / Programme', 300]], [['Jansen', 40], ['Bedrijfskunde', 300]], [['Voornaam / First name', 40]], [['Pieter', 40]]]), 'transcript');
    expect([r.candidate.fullName, r.candidate.firstName, r.candidate.lastName]).to.deep.equal(['Pieter Jansen', 'Pieter', 'Jansen']);
  });

  it('keeps "Name / Surname" the whole name when no given-name caption stands apart', () => {
    const r = extractDocumentFields(doc([[['Name / Surname: Ayşe Demir', 40]]]), 'transcript');
    expect(r.candidate.fullName).to.equal('Ayşe Demir');
  });
});
