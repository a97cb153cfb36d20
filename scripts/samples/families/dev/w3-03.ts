/**
 * Diploma supplement of a Southern European public university, in Portuguese with English (every caption "Portuguese /
 * English"): the eight numbered sections of the European model, the holder's data in numbered fields ("1.1 Apelido(s) /
 * Family name(s)", "1.2 Nome(s) próprio(s) / Given name(s)", "1.3 Data de nascimento / Date of birth" dd/mm/yyyy, "1.4"
 * the student number on some); "2.1" the qualification as "Licenciada em <campo> / Bachelor in <field>" (the English form
 * the truth), "2.3" the awarding university, "2.4" the faculty that taught (a decoy), "3.2" the official length "3 anos /
 * 3 years (180 ECTS)"; "4.3" the course units in a table (study year, semester, academic year, the unit's title "Portuguese
 * / English" on one line, ECTS with a decimal comma, the grade on the 0-20 scale), "4.4" the grading scheme with a decoy
 * distribution of the programme's final grades, "4.5" the overall classification "15 (quinze) valores"; "6.1" the date of
 * completion; "7" the certification with its date (the issue) and the signatory; "8" the national higher education
 * system in running text (other degree names as decoys). Over two to four pages with the holder's name and the page in
 * a running footer. As Portuguese universities issue the Suplemento ao Diploma.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { A4, Pdf, SANS, SERIF, course, digits, setInstitution } from '../lib/n-kit';
import { around, comma, dmy, iso, otherName, ptNumber, wPerson, wResult } from './w3-kit';

const UNIS = [
  { name: 'Universidade do Alto Mondego', place: 'Largo da Portagem, 3000-214 Coimbra, Portugal', web: 'www.ualtomondego.pt' },
  { name: 'Universidade Atlântica do Porto', place: 'Rua do Breiner 211, 4050-126 Porto, Portugal', web: 'www.uatlantica-porto.pt' },
];
const PROGS = [
  { pt: 'Gestão', en: 'Management', fac: 'Faculdade de Economia e Gestão', units: [['Matemática I', 'Mathematics I'], ['Introdução à Gestão', 'Introduction to Management'], ['Contabilidade Financeira', 'Financial Accounting'], ['Microeconomia', 'Microeconomics'], ['Estatística', 'Statistics'], ['Macroeconomia', 'Macroeconomics'], ['Direito Comercial', 'Commercial Law'], ['Marketing', 'Marketing'], ['Finanças Empresariais', 'Corporate Finance'], ['Gestão de Recursos Humanos', 'Human Resource Management'], ['Contabilidade de Gestão', 'Management Accounting'], ['Investigação Operacional', 'Operations Research'], ['Fiscalidade', 'Taxation'], ['Estratégia Empresarial', 'Business Strategy'], ['Sistemas de Informação', 'Information Systems'], ['Empreendedorismo', 'Entrepreneurship'], ['Gestão da Produção', 'Operations Management'], ['Seminário de Gestão', 'Management Seminar']] },
  { pt: 'Biologia', en: 'Biology', fac: 'Faculdade de Ciências e Tecnologia', units: [['Biologia Celular', 'Cell Biology'], ['Química Geral', 'General Chemistry'], ['Matemática para Biologia', 'Mathematics for Biology'], ['Botânica', 'Botany'], ['Zoologia', 'Zoology'], ['Bioquímica', 'Biochemistry'], ['Genética', 'Genetics'], ['Microbiologia', 'Microbiology'], ['Ecologia', 'Ecology'], ['Fisiologia Animal', 'Animal Physiology'], ['Fisiologia Vegetal', 'Plant Physiology'], ['Biologia Molecular', 'Molecular Biology'], ['Bioestatística', 'Biostatistics'], ['Evolução', 'Evolution'], ['Imunologia', 'Immunology'], ['Biologia Marinha', 'Marine Biology'], ['Biotecnologia', 'Biotechnology'], ['Projeto em Biologia', 'Project in Biology']] },
];

async function render(rng: Rng) {
  const p = wPerson(rng, 'PT');
  const uni = rng.pick(UNIS);
  const prog = rng.pick(PROGS);
  const start = rng.int(2012, 2021);
  const end = start + 3;
  const showNo = rng.bool(0.6);
  const F = rng.pick([SERIF[0], SANS[0], SANS[2], SERIF[2]]);
  const no = `${start}${digits(rng, 6)}`;
  const dob = iso(start - rng.int(18, 21), rng.int(1, 12), rng.int(1, 28));
  const completed = iso(end, 7, rng.int(1, 28));
  const issued = iso(end, rng.int(9, 12), rng.int(1, 28));
  const titlePt = `${p.woman ? 'Licenciada' : 'Licenciado'} em ${prog.pt}`;
  const titleEn = `Bachelor in ${prog.en}`;
  const r = wResult('pt', p.given, p.family, dob);
  setInstitution(r, uni.name, 'PT');
  Object.assign(r.qualification, { name: titleEn, level: 'Bachelor', majorOrSpecialization: prog.en, registrationNumber: showNo ? no : null, yearOfAdmission: start, yearOfCompletion: end, status: 'Completed', programDuration: '3', dateOfIssue: issued });
  const ability = rng.float(11, 17);
  const rows: string[][] = [];
  let sum = 0;
  let ects = 0;
  const patterns = [[10, 10, 10], [7.5, 10, 12.5], [12, 12, 6], [9, 9, 12], [6, 12, 12]];
  const semCredits = Array.from({ length: 6 }, () => rng.pick(patterns));
  prog.units.forEach(([pt, en], i) => {
    const year = Math.floor(i / 6);
    const sem = Math.floor((i % 6) / 3) + 1;
    const session = `${start + year}/${start + year + 1}`;
    const cr = semCredits[Math.floor(i / 3)][i % 3];
    const g = around(rng, ability, 2, 10, 20);
    rows.push([`${year + 1}.º`, `${sem}.º`, session, `${pt} / ${en}`, comma(cr, 1), String(g)]);
    r.courses.push(course({ courseName: en, credit: cr, marksScored: g, maximumMarks: 20, term: String(sem), session }));
    sum += g * cr;
    ects += cr;
  });
  const overall = Math.round(sum / ects);
  r.qualification.cgpa = String(overall);
  r.qualification.totalCreditsOrMarks = String(ects);

  const pdf = new Pdf({ size: A4, title: 'Suplemento ao Diploma', author: uni.name, creationDate: new Date(`${issued}T10:00:00Z`) });
  const c = rng.pick(['#7f1d1d', '#1e3a8a', '#0f172a']);
  const L = 52;
  const W = pdf.width - 104;
  const bottom = pdf.height - 64;
  let y = 40;
  pdf.crest(L + 20, y + 20, 20, 'U', c);
  pdf.text(uni.name, L + 50, y + 4, { font: F.bold, size: 14, color: c });
  pdf.text(`${uni.place} · ${uni.web}`, L + 50, y + 22, { font: F.regular, size: 8, color: '#444444' });
  y += 58;
  pdf.text('SUPLEMENTO AO DIPLOMA', L, y, { font: F.bold, size: 15, width: W, align: 'center' });
  pdf.text('DIPLOMA SUPPLEMENT', L, y + 18, { font: F.italic, size: 11, width: W, align: 'center', color: '#333333' });
  y += 44;
  y += pdf.para('O presente Suplemento ao Diploma segue o modelo elaborado pela Comissão Europeia, pelo Conselho da Europa e pela UNESCO/CEPES. / This Diploma Supplement follows the model developed by the European Commission, Council of Europe and UNESCO/CEPES.', L, y, W, { font: F.italic, size: 7.8, leading: 10, color: '#444444' }) + 8;
  const ensure = (h: number) => {
    if (y + h > bottom) {
      pdf.addPage();
      y = 48;
    }
  };
  const section = (n: number, pt: string, en: string) => {
    ensure(40);
    pdf.fill(L, y, W, 15, '#e5e7eb');
    pdf.text(`${n}. ${pt} / ${en}`, L + 4, y + 3.5, { font: F.bold, size: 8.6, width: W - 8, fit: true });
    y += 21;
  };
  const field = (num: string, pt: string, en: string, value: string) => {
    const lines = pdf.wrap(value, F.regular, 9, W - 24);
    ensure(14 + lines.length * 12);
    pdf.text(`${num} ${pt} / `, L + 4, y, { font: F.bold, size: 7.8 });
    pdf.text(en, L + 4 + pdf.widthOf(`${num} ${pt} / `, F.bold, 7.8), y, { font: F.italic, size: 7.8, color: '#333333' });
    y += 11;
    lines.forEach((l) => {
      pdf.text(l, L + 20, y, { font: F.regular, size: 9 });
      y += 12;
    });
    y += 4;
  };
  section(1, 'INFORMAÇÃO DE IDENTIFICAÇÃO DO TITULAR DA QUALIFICAÇÃO', 'INFORMATION IDENTIFYING THE HOLDER OF THE QUALIFICATION');
  field('1.1', 'Apelido(s)', 'Family name(s)', p.family);
  field('1.2', 'Nome(s) próprio(s)', 'Given name(s)', p.given);
  field('1.3', 'Data de nascimento (dd/mm/aaaa)', 'Date of birth (dd/mm/yyyy)', dmy(dob));
  if (showNo) field('1.4', 'Número de identificação do estudante', 'Student identification number', no);
  section(2, 'INFORMAÇÃO SOBRE A QUALIFICAÇÃO', 'INFORMATION IDENTIFYING THE QUALIFICATION');
  field('2.1', 'Designação da qualificação e título conferido', 'Name of qualification and title conferred', `${titlePt} / ${titleEn}`);
  field('2.2', 'Principal(is) área(s) de estudo da qualificação', 'Main field(s) of study for the qualification', `${prog.pt} / ${prog.en}`);
  field('2.3', 'Nome e estatuto da instituição que confere a qualificação', 'Name and status of awarding institution', `${uni.name} — instituição de ensino superior universitário público / public university`);
  field('2.4', 'Nome e estatuto da instituição que ministra os estudos', 'Name and status of institution administering studies', `${prog.fac} da ${uni.name}`);
  field('2.5', 'Língua(s) utilizada(s) no ensino e na avaliação', 'Language(s) of instruction/examination', 'Português / Portuguese');
  section(3, 'INFORMAÇÃO SOBRE O NÍVEL DA QUALIFICAÇÃO', 'INFORMATION ON THE LEVEL OF THE QUALIFICATION');
  field('3.1', 'Nível da qualificação', 'Level of qualification', '1.º ciclo — nível 6 do Quadro Europeu de Qualificações / first cycle — EQF level 6');
  field('3.2', 'Duração oficial do programa', 'Official length of programme', '3 anos / 3 years (180 ECTS)');
  field('3.3', 'Condições de acesso', 'Access requirements', 'Ensino secundário completo e provas de ingresso / Completed secondary education and entrance examinations');
  section(4, 'INFORMAÇÃO SOBRE O CONTEÚDO E OS RESULTADOS OBTIDOS', 'INFORMATION ON THE CONTENTS AND RESULTS GAINED');
  field('4.1', 'Regime de estudos', 'Mode of study', 'Tempo integral / Full-time');
  field('4.2', 'Requisitos do programa', 'Programme requirements', 'Aprovação em todas as unidades curriculares do plano de estudos, num total de 180 créditos ECTS. / Pass in all course units of the study plan, 180 ECTS credits in total.');
  ensure(40);
  pdf.text('4.3 Descrição do programa, classificações e créditos obtidos / ', L + 4, y, { font: F.bold, size: 7.8 });
  pdf.text('Programme details, grades and credits obtained', L + 4 + pdf.widthOf('4.3 Descrição do programa, classificações e créditos obtidos / ', F.bold, 7.8), y, { font: F.italic, size: 7.8, color: '#333333' });
  y += 14;
  const cols = [{ l: ['Ano', 'Year'], w: 34 }, { l: ['Sem.', 'Sem.'], w: 34 }, { l: ['Ano letivo', 'Academic year'], w: 62 }, { l: ['Unidade curricular', 'Course unit'], w: W - 34 - 34 - 62 - 44 - 56 }, { l: ['ECTS', 'ECTS'], w: 44 }, { l: ['Classificação', 'Grade (0-20)'], w: 56 }];
  const head = () => {
    pdf.fill(L, y, W, 22, '#f1f5f9');
    let x = L;
    for (const col of cols) {
      pdf.text(col.l[0], x + 3, y + 2, { font: F.bold, size: 7.4, width: col.w - 6, fit: true });
      pdf.text(col.l[1], x + 3, y + 11, { font: F.italic, size: 6.8, width: col.w - 6, fit: true, color: '#333333' });
      x += col.w;
    }
    pdf.line(L, y + 22, L + W, y + 22, 0.6);
    y += 25;
  };
  head();
  for (const row of rows) {
    if (y + 13 > bottom) {
      pdf.addPage();
      y = 48;
      head();
    }
    let x = L;
    row.forEach((cell, i) => {
      pdf.text(cell, x + 3, y, { font: F.regular, size: 8, width: cols[i].w - 6, fit: true, align: i >= 4 ? 'center' : 'left' });
      x += cols[i].w;
    });
    pdf.line(L, y + 11.5, L + W, y + 11.5, 0.2, '#bbbbbb');
    y += 13;
  }
  y += 8;
  field('4.4', 'Sistema de classificação', 'Grading scheme', `Escala numérica inteira de 0 a 20 valores; a aprovação exige a classificação mínima de 10 valores. Distribuição das classificações finais do curso nos três últimos anos: 10-13 ${rng.int(28, 40)}%, 14-15 ${rng.int(30, 40)}%, 16-17 ${rng.int(15, 22)}%, 18-20 ${rng.int(2, 6)}%. / Integer scale 0-20; the minimum pass grade is 10.`);
  field('4.5', 'Classificação geral da qualificação', 'Overall classification of the qualification', `${overall} (${ptNumber(overall)}) valores / ${overall} out of 20`);
  section(5, 'INFORMAÇÃO SOBRE A FUNÇÃO DA QUALIFICAÇÃO', 'INFORMATION ON THE FUNCTION OF THE QUALIFICATION');
  field('5.1', 'Acesso a estudos posteriores', 'Access to further study', 'Acesso a ciclos de estudos conducentes ao grau de mestre / Access to second-cycle (master) programmes');
  field('5.2', 'Estatuto profissional', 'Professional status', 'Não aplicável / Not applicable');
  section(6, 'INFORMAÇÃO ADICIONAL', 'ADDITIONAL INFORMATION');
  field('6.1', 'Informação adicional', 'Additional information', `Data de conclusão do curso / Date of completion: ${dmy(completed)}. Créditos ECTS obtidos / ECTS credits obtained: ${comma(ects, 1)}.`);
  field('6.2', 'Outras fontes de informação', 'Further information sources', `${uni.web} · Direção-Geral do Ensino Superior, www.dges.gov.pt`);
  section(7, 'CERTIFICAÇÃO DO SUPLEMENTO', 'CERTIFICATION OF THE SUPPLEMENT');
  field('7.1', 'Data', 'Date', dmy(issued));
  field('7.2', 'Nome e assinatura', 'Name and signature', `${otherName(rng, 'PT', p.family)}`);
  field('7.3', 'Cargo', 'Capacity', 'Diretor(a) dos Serviços Académicos / Head of Academic Services');
  field('7.4', 'Carimbo ou selo oficial', 'Official stamp or seal', '(selo branco / embossed seal)');
  section(8, 'INFORMAÇÃO SOBRE O SISTEMA NACIONAL DE ENSINO SUPERIOR', 'INFORMATION ON THE NATIONAL HIGHER EDUCATION SYSTEM');
  const sys = 'O ensino superior português compreende o ensino universitário e o ensino politécnico. O grau de licenciado (1.º ciclo) tem 180 a 240 créditos ECTS; o grau de mestre (2.º ciclo) 90 a 120 créditos ECTS, ou 300 a 360 no mestrado integrado; o grau de doutor (3.º ciclo) é conferido apenas pelas universidades. Os cursos técnicos superiores profissionais (120 ECTS) não conferem grau. / Portuguese higher education comprises university and polytechnic education; the licenciado, mestre and doutor degrees are its three cycles.';
  const h = pdf.wrap(sys, F.regular, 8.4, W - 8).length * 11;
  ensure(h + 4);
  y += pdf.para(sys, L + 4, y, W - 8, { font: F.regular, size: 8.4, leading: 11 });
  const n = pdf.pageCount;
  for (let k = 1; k <= n; k++) {
    pdf.switchTo(k);
    pdf.text(`Suplemento ao Diploma / Diploma Supplement — ${p.family}, ${p.given} — ${uni.name} — pág. ${k}/${n}`, L, pdf.height - 40, { font: F.italic, size: 7, color: '#555555', width: W, align: 'center', fit: true });
  }
  const printed: Record<string, string> = { 'candidate.fullName': p.family, 'candidate.dateOfBirth': dmy(dob), 'qualification.dateOfIssue': dmy(issued), 'qualification.totalCreditsOrMarks': comma(ects, 1) };
  return { pdf: await pdf.end(), expected: r, printed };
}

export const families: Family[] = [
  {
    id: 'w3-03-transcript',
    country: 'PT',
    languages: ['pt', 'en'],
    kind: 'transcript',
    degradations: ['scan'],
    conventions: 'Diploma supplement of a Southern European public university in Portuguese with English captions: eight numbered sections of the European model; holder in numbered fields (1.1 family names, 1.2 given names, 1.3 birth date dd/mm/yyyy, 1.4 student number on some); 2.1 Licenciado/a em <campo> / Bachelor in <field>; 2.3 the awarding university, 2.4 the faculty (decoy); 3.2 length 3 years; 4.3 course units table (year, semester, academic year, title Portuguese / English, ECTS with decimal comma, grade 0-20); 4.4 grading scheme with a decoy distribution; 4.5 overall classification in figures and words; 6.1 completion date; 7 certification date; 8 national system text with other degree names; two to four pages.',
    render,
  },
];
