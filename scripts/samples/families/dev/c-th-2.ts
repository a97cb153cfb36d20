/**
 * Thai held-out family: the Thai-language degree certificate (ปริญญาบัตร): the university council
 * confers the degree ("สภามหาวิทยาลัยอนุมัติให้ … ได้รับปริญญา …") with the major in brackets,
 * dated in the Buddhist Era, digits Thai or Western, signed by the council chair and the
 * president.
 */
import type { Family, FamilySample } from '../types';
import type { Rng } from '../../rng';
import { crest, digits, emptyResult, face, iso, mixed, MONTHS, openDoc, sealOutline, setCountry, setName, signature, ymd, type MixedFont } from '../lib/c-common';
import { thPerson } from '../lib/c-people';
import { BE, thaiDigits, thUniversity, TH_DEGREES } from '../lib/c-th';

async function thDiploma(rng: Rng): Promise<FamilySample> {
  const p = thPerson(rng);
  const deg = rng.pick(TH_DEGREES);
  const major = rng.pick(deg.majors);
  const master = rng.bool(0.25);
  const title = master ? deg.master[0] : deg.th;
  const uni = thUniversity(rng);
  const year = rng.int(2012, 2025);
  const conferred = ymd(rng, year, [2, 8]);
  const thaiNums = rng.bool(0.5);
  const num = (n: number | string) => (thaiNums ? thaiDigits(n) : String(n));
  const landscape = rng.bool(0.5);
  const { doc, finish } = openDoc({ landscape, created: conferred, margin: 30 });
  const thai = face(doc, rng.pick(['notoSerifThai', 'loopedThai', 'notoThai'] as const));
  const lat = face(doc, rng.pick(['notoSerif', 'dejavuSerif'] as const));
  const F: MixedFont = { latin: lat.r, other: thai.r };
  const FB: MixedFont = { latin: lat.b, other: thai.b };
  const W = doc.page.width;
  const H = doc.page.height;
  const gold = rng.pick(['#8a6d1f', '#5b2a86', '#1f4e8c']);
  doc.save().lineWidth(3).strokeColor(gold).rect(18, 18, W - 36, H - 36).stroke().lineWidth(0.8).rect(26, 26, W - 52, H - 52).stroke().restore();
  let y = landscape ? 40 : 60;
  crest(doc, W / 2 - 28, y, 56, uni.abbr.toUpperCase(), lat.b, gold);
  y += 78;
  const line = (text: string, font: MixedFont, size: number, gap: number) => {
    mixed(doc, text, 40, y, font, size, 'center', W - 80);
    y += size * 1.5 + gap;
  };
  const number = `${num(digits(rng, 3))}/${num(BE(year))}`;
  mixed(doc, `เลขที่ ${number}`, W - 190, 40, F, 10);
  line('ราชอาณาจักรไทย', F, 11, 2);
  line(uni.th, FB, landscape ? 22 : 24, landscape ? 6 : 14);
  line(`อาศัยอำนาจตามความในพระราชบัญญัติ${uni.th}`, F, 12, 2);
  line('สภามหาวิทยาลัยอนุมัติให้', F, 13, landscape ? 6 : 12);
  const name = `${p.title[0]}${p.given[0]} ${p.family[0]}`;
  line(name, FB, 22, landscape ? 6 : 12);
  line('ได้รับปริญญา', F, 13, 4);
  line(title, FB, 20, 2);
  line(`(${major[0]})`, F, 14, landscape ? 6 : 12);
  line('พร้อมทั้งเกียรติและสิทธิทั้งปวงอันเกี่ยวกับปริญญานี้', F, 12, 4);
  const dateText = `ให้ไว้ ณ วันที่ ${num(conferred.d)} เดือน ${MONTHS.th[conferred.m - 1]} พุทธศักราช ${num(BE(year))}`;
  line(dateText, F, 12, 0);
  const sy = H - (landscape ? 90 : 140);
  signature(doc, rng, 90, sy, 100);
  mixed(doc, 'นายกสภามหาวิทยาลัย', 70, sy + 16, F, 11, 'center', 150);
  signature(doc, rng, W - 220, sy, 100);
  mixed(doc, 'อธิการบดี', W - 230, sy + 16, F, 11, 'center', 150);
  if (rng.bool(0.6)) sealOutline(doc, W / 2, sy + 10, 30, uni.abbr.toUpperCase(), lat.r);
  const pdf = await finish();

  const e = emptyResult('th');
  setName(e, p.given[0], p.family[0]);
  e.institution.name = uni.th;
  setCountry(e, 'TH');
  Object.assign(e.qualification, {
    registrationNumber: null,
    name: title,
    level: master ? 'Master' : 'Bachelor',
    majorOrSpecialization: major[0],
    status: 'Completed',
    yearOfCompletion: year,
    dateOfIssue: iso(conferred),
  });
  return { pdf, expected: e, printed: { dateOfIssue: dateText, fullName: name } };
}

export const families: Family[] = [
  {
    id: 'th-diploma',
    country: 'TH',
    languages: ['th'],
    kind: 'diploma',
    degradations: ['scan', 'photo'],
    conventions:
      'Thai-language university degree certificate (ปริญญาบัตร): conferral by the university council under the university act, the holder with title (นาย/นางสาว), the degree (…บัณฑิต / …มหาบัณฑิต) and major, dated in the Buddhist Era (CE + 543) with Thai or Western digits, as described in Thai university degree-certificate regulations.',
    render: thDiploma,
  },
];
