/**
 * Names printed surname first in capitals (names.ts): a surname that opens with its particles ("VAN WYK
 * ANNA-MARIE"), and the order of an examinations body's statement of results where the country's universities
 * print names in natural order (Zimbabwe). Generated names.
 */
import { expect } from 'chai';
import { splitPersonName, surnameFirstInCapitalsFor } from '../../src/processing/extraction/names';

describe('extraction: names printed surname first in capitals', () => {
  it('keeps the particles with the surname they open, in lower case after the given names for Afrikaans and Dutch ones', () => {
    const split = (n: string) => splitPersonName(n, { surnameFirstInCapitals: true });
    expect(split('VAN WYK ANNA-MARIE')).to.deep.equal({ fullName: 'Anna-Marie van Wyk', firstName: 'Anna-Marie', lastName: 'Van Wyk' });
    expect(split('VAN DER MERWE JOHAN PIETER')).to.deep.equal({ fullName: 'Johan Pieter van der Merwe', firstName: 'Johan Pieter', lastName: 'Van der Merwe' });
    expect(split('DE LUCA MARIO')).to.deep.equal({ fullName: 'Mario De Luca', firstName: 'Mario', lastName: 'De Luca' });
    expect(split('OCHIENG PETER OTIENO')).to.deep.equal({ fullName: 'Peter Otieno Ochieng', firstName: 'Peter Otieno', lastName: 'Ochieng' });
  });

  it('reads a Zimbabwean examinations council\'s names surname first, and a Zimbabwean university\'s in natural order', () => {
    expect(surnameFirstInCapitalsFor('ZW', 'Zimbabwe School Examinations Council')).to.equal(true);
    expect(surnameFirstInCapitalsFor('ZW', 'Great Dyke University')).to.equal(false);
    expect(surnameFirstInCapitalsFor('ZW', null)).to.equal(false);
    expect(surnameFirstInCapitalsFor('KE', 'Rift Highlands University')).to.equal(true);
  });
});
