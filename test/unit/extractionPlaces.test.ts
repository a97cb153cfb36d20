import { expect } from 'chai';
import {
  cityIndex,
  countriesOfPhoneCode,
  countryNamed,
  countryOfDomain,
  foldAny,
  gazetteer,
  stateNamed,
} from '../../src/processing/extraction/gazetteer';
import * as places from '../../src/processing/extraction/places';

describe('extraction: the gazetteer (countries-list, i18n-iso-countries, country-state-city)', () => {
  it('folds every script, not only Latin', () => {
    expect(foldAny('ÉCOLE Normale, Paris')).to.equal('ecole normale paris');
    expect(foldAny('Україна')).to.equal(foldAny('україна'));
    expect(foldAny('مصر\u200f')).to.equal('مصر');
  });

  const printed: Array<[string, string]> = [
    ['India', 'IN'], ['Deutschland', 'DE'], ['Россия', 'RU'], ['Российская Федерация', 'RU'], ['Україна', 'UA'], ['مصر', 'EG'],
    ['ประเทศไทย', 'TH'], ['Brasil', 'BR'], ['Italia', 'IT'], ['España', 'ES'], ['ESPAÑA', 'ES'], ['Казахстан', 'KZ'],
    ['Қазақстан', 'KZ'], ['Ethiopia', 'ET'], ['United States of America', 'US'], ['USA', 'US'], ['Allemagne', 'DE'], ['भारत', 'IN'],
  ];
  for (const [name, code] of printed) {
    it(`knows the country name ${JSON.stringify(name)} → ${code}`, () => expect(countryNamed(name)?.code).to.equal(code));
  }

  it('reports the English short name of countries-list', () => {
    expect(countryNamed('Deutschland')?.name).to.equal('Germany');
    expect(countryNamed('Россия')?.name).to.equal('Russia');
    expect(countryNamed('USA')?.name).to.equal('United States');
  });

  it('knows the states of every country, in English and as printed at home', () => {
    expect(stateNamed('Tamil Nadu', null)).to.deep.equal({ countryCode: 'IN', code: 'TN', name: 'Tamil Nadu' });
    expect(stateNamed('Bayern', null)).to.deep.equal({ countryCode: 'DE', code: 'BY', name: 'Bavaria' });
    expect(stateNamed('Bavaria', null)).to.deep.equal({ countryCode: 'DE', code: 'BY', name: 'Bavaria' });
    expect(stateNamed('Île-de-France', null)?.code).to.equal('IDF');
    expect(stateNamed('TX', 'US')?.name).to.equal('Texas');
    // "Punjab" is a state of India and a province of Pakistan: the country decides.
    expect(stateNamed('Punjab', null)).to.equal(null);
    expect(stateNamed('Punjab', 'IN')?.code).to.equal('PB');
  });

  it('maps calling codes, keeping the ones that peers share ambiguous', () => {
    expect(countriesOfPhoneCode('91').map((c) => c.code)).to.deep.equal(['IN']);
    expect(countriesOfPhoneCode('380').map((c) => c.code)).to.deep.equal(['UA']);
    expect(countriesOfPhoneCode('44').map((c) => c.code)).to.deep.equal(['GB']);
    expect(countriesOfPhoneCode('7').map((c) => c.code).sort()).to.deep.equal(['KZ', 'RU']);
    expect(countriesOfPhoneCode('1').length).to.be.greaterThan(1);
  });

  it('maps web and e-mail domains (ccTLDs, academic second levels, .edu)', () => {
    const of = (h: string) => countryOfDomain(h)?.country.code ?? null;
    expect(of('example.ac.in')).to.equal('IN');
    expect(of('example.edu.in')).to.equal('IN');
    expect(of('example.ac.uk')).to.equal('GB');
    expect(of('uni-example.de')).to.equal('DE');
    expect(of('example.edu.eg')).to.equal('EG');
    expect(of('example.ac.th')).to.equal('TH');
    expect(of('example.edu.et')).to.equal('ET');
    expect(of('example.kz')).to.equal('KZ');
    expect(of('example.edu')).to.equal('US');
    expect(countryOfDomain('example.ac.in')?.suffix).to.equal('.ac.in');
    expect(of('example.com')).to.equal(null);
    expect(of('example.io')).to.equal(null);
  });

  it('indexes the cities of country-state-city, with the countries that share a name', () => {
    const idx = cityIndex();
    expect(idx.byName.get('chennai')).to.deep.equal(['IN']);
    expect(idx.byName.get('paris')).to.include.members(['FR', 'US']);
  });

  it('loads once and fast (lazily, on first use)', () => {
    const g = gazetteer();
    expect(gazetteer()).to.equal(g);
    expect(g.countryNames.size).to.be.greaterThan(5000);
    expect(g.stateNames.size).to.be.greaterThan(4000);
    // Generous bounds for a loaded CI machine; typical figures are ~150 ms and ~500 ms.
    expect(g.loadMs).to.be.lessThan(3000);
    expect(cityIndex().loadMs).to.be.lessThan(8000);
  });
});

describe('extraction: places (look-ups on the gazetteer)', () => {
  it('finds a country printed as an address part or alone, not inside running words', () => {
    expect(places.countriesInText('18, quai Claude-Bernard · 69007 Lyon · France').map((c) => c.country.code)).to.deep.equal(['FR']);
    expect(places.countriesInText('Deutschland').map((c) => c.country.code)).to.deep.equal(['DE']);
    expect(places.countriesInText('Jordan Miller')).to.deep.equal([]);
    expect(places.countriesInText('Chennai - 600 036, India').map((c) => c.country.name)).to.deep.equal(['India']);
  });
  it('reads a value that is only a country or a state', () => {
    expect(places.countryFromValue('Україна')).to.deep.equal({ code: 'UA', name: 'Ukraine' });
    expect(places.stateFromValue('Bayern', null)).to.deep.equal({ country: 'DE', code: 'BY', name: 'Bavaria' });
    expect(places.stateFromValue('IL', 'US')?.name).to.equal('Illinois');
  });
});
