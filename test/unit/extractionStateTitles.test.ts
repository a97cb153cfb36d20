/**
 * A state's title printed as a heading in its own language, the name in a case ("LATVIJAS
 * REPUBLIKA", "LIETUVOS RESPUBLIKA", "SUOMEN TASAVALTA"): the gazetteer's own-language names
 * (i18n-iso-countries, countries-list) by their stems place the issuer's country; English
 * adjectives ("Canadian") and words of other names ("Islands") do not. Small generated pages.
 */
import { expect } from 'chai';
import { extractDocumentFields } from '../../src/processing/extraction/fields';
import { countryInflectedNative } from '../../src/processing/extraction/gazetteer';
import { pageOfRows, type Cell } from '../support/textPages';

const certificate = (heading: string) =>
  extractDocumentFields(
    {
      pages: [
        pageOfRows([
          [[heading, 220, 12]],
          [['ATESTĀTS', 240, 22]],
          [['par vispārējo vidējo izglītību', 200, 13]],
          [['vārds, uzvārds:', 60], ['Anna Ozoliņa', 160]],
          [['Mācību priekšmets', 60], ['Vērtējums', 400]],
          [['Matemātika', 60], ['8', 400]],
          [['Fizika', 60], ['7', 400]],
        ] as Cell[][]),
      ],
    },
    'diploma',
  );

describe('extraction: a state title in its own language places the country', () => {
  it('finds the country a word inflects from its own-language name', () => {
    expect(countryInflectedNative('Latvijas')?.code).to.equal('LV');
    expect(countryInflectedNative('LIETUVOS')?.code).to.equal('LT');
    expect(countryInflectedNative('Suomen')?.code).to.equal('FI');
    expect(countryInflectedNative('Norges')?.code).to.equal('NO');
    for (const w of ['Canadian', 'Indian', 'Islands', 'Français', 'Italiano', 'Polskiej', 'Republika', 'Latvija', 'Riga']) expect(countryInflectedNative(w), w).to.equal(null);
  });

  it('places the issuer by "LATVIJAS REPUBLIKA" or "LIETUVOS RESPUBLIKA" at the head of the page', () => {
    expect(certificate('LATVIJAS REPUBLIKA').institution.countryCode).to.equal('LV');
    expect(certificate('LIETUVOS RESPUBLIKA').institution.countryCode).to.equal('LT');
    expect(certificate('MĀCĪBU GADS').institution.countryCode).to.equal(null);
  });
});
