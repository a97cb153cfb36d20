/**
 * Rule "The family name a parent's name shares" (docs/document-understanding.md, "Key-value reading"): a two-word
 * holder's name whose first word ends the father's name is printed family name first.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import type { DocumentText } from '../../src/processing/types';
import { pageOfRows } from '../support/textPages';

const doc = (name: string, father: string): DocumentText => ({
  pages: [pageOfRows([[['Fachhochschule Lindenau', 200, 16]], [['Notenbescheinigung', 230, 13]], [['Name:', 40], [name, 150]], [['Name des Vaters:', 40], [father, 150]], [['Studiengang: Bachelor of Engineering', 40]]])],
});

describe('extraction: the family name a parent\'s name shares', () => {
  it('reads "KELLER JONAS" beside the father "MARTIN KELLER" family name first', () => {
    const r = extractDocumentFields(doc('KELLER JONAS', 'MARTIN KELLER'), 'transcript');
    expect([r.candidate.fullName, r.candidate.lastName]).to.deep.equal(['Jonas Keller', 'Keller']);
  });

  it('keeps the printed order when the shared name already stands last, or nothing is shared', () => {
    expect(extractDocumentFields(doc('JONAS KELLER', 'MARTIN KELLER'), 'transcript').candidate.fullName).to.equal('Jonas Keller');
    expect(extractDocumentFields(doc('JONAS KELLER', 'MARTIN BRANDT'), 'transcript').candidate.fullName).to.equal('Jonas Keller');
  });
});
