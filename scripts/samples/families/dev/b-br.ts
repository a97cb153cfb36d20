/**
 * Brazilian development family of corpus-b: the histórico escolar of a graduação (disciplinas
 * by período, carga horária, nota 0-10 and/or conceito, frequência, situação, CR).
 */
import type { Rng } from '../../rng';
import type { Family, FamilySample } from '../types';
import { A4, Doc, SANS_SETS, SERIF_SETS, blankResult, comma, course, date, dmy, drawTable, iso, labelBlock, tableWidth, weightedMean, type Col, type Row } from '../lib/b-kit';
import { BR_CURSOS, brConceito, brInstitution, brNota, cpf } from '../lib/b-br';
import { domain, person, phone, place, type Person } from '../lib/b-people';

const historico: Family = {
  id: 'br-historico-escolar',
  country: 'BR',
  languages: ['pt'],
  kind: 'transcript',
  degradations: ['scan', 'photo', 'screenshot'],
  conventions:
    'Modeled on the histórico escolar de graduação Brazilian universities issue (as registrar pages such as UFJF\'s and Unicamp\'s DAC describe it): disciplinas by período letivo (2016/1), carga horária in hours, nota 0-10 and/or conceito A-D, frequência, situação Aprovado/Reprovado, coeficiente de rendimento, ingresso and colação de grau.',
  async render(rng: Rng): Promise<FamilySample> {
    const inst = brInstitution(rng);
    const c = rng.pick(BR_CURSOS);
    const st = person(rng, 'br');
    const startYear = rng.int(2012, 2020);
    const startHalf = rng.bool(0.8) ? 1 : 2;
    const completed = rng.bool(0.5);
    const nSem = completed ? 8 : rng.int(3, 6);
    const level = rng.float(6.2, 9.4);
    const dob = date(rng, startYear - 20, startYear - 17);
    const gradeMode = rng.pick(['nota', 'conceito', 'ambos'] as const);
    const grouped = rng.bool(0.5);
    // The credits column is always printed: with hours alone, 'total credits' would be ambiguous (hours vs credits).
    const showCredits = true;
    const sitStyle = rng.pick([{ ap: 'Aprovado', rn: 'Reprovado', rf: 'Rep. Freq.' }, { ap: 'AP', rn: 'RN', rf: 'RF' }]);
    const period = (i: number) => {
      const k = i + (startHalf - 1);
      return `${startYear + Math.floor(k / 2)}/${(k % 2) + 1}`;
    };
    const lastPeriod = period(nSem - 1);
    const lastYear = Number(lastPeriod.slice(0, 4));
    const colacao = completed ? date(rng, lastYear + 1, lastYear + 1, [1, 3]) : null;
    const issued = colacao ? new Date(colacao.getTime() + rng.int(10, 90) * 86400000) : date(rng, lastYear, lastYear, [lastPeriod.endsWith('/1') ? 7 : 12, lastPeriod.endsWith('/1') ? 8 : 12]);
    const matricula = `${startYear}${rng.int(10000, 99999)}`;
    const doc = new Doc({ size: A4, body: rng.pick(SANS_SETS), head: rng.pick(SANS_SETS), title: 'Histórico Escolar', author: inst.name, creationDate: issued });
    const mx = rng.int(32, 46);
    const W = doc.width - 2 * mx;
    const color = rng.pick(['#0b4a2e', '#0d3a6b', '#333333', '#6b0d0d']);
    if (rng.bool(0.35)) doc.watermark(inst.name.split(' ').filter((w) => /^\p{Lu}/u.test(w)).map((w) => w[0]).join(''), { size: 160, angle: -30, color, opacity: 0.06 });
    let y = 34;
    doc.shield(mx, y, 34, color);
    doc.text(inst.name.toUpperCase(), mx + 46, y + 2, { f: 'hb', size: 13, color, width: W - 46, fit: true });
    doc.text(inst.unit, mx + 46, y + 19, { size: 9 });
    const p = inst.place;
    doc.text(`${p.street} – ${p.town} – ${p.stateCode} – CEP ${p.postcode}`, mx + 46, y + 31, { size: 7.5, color: '#444444' });
    doc.text(`Fone: ${phone(rng, 'br')} – ${domain(inst.name, 'br')}`, mx + 46, y + 41, { size: 7.5, color: '#444444' });
    y += 62;
    doc.fill(mx, y, W, 22, '#eeeeee');
    doc.text('HISTÓRICO ESCOLAR', mx, y + 5, { f: 'hb', size: 13, width: W, align: 'center' });
    y += 32;
    const ingresso = rng.pick(['Vestibular', 'SISU/ENEM', 'Transferência externa', 'Processo seletivo']);
    const pairs: [string, string][] = [
      ['Nome', st.full.toUpperCase()], ['Matrícula', matricula], ['CPF', cpf(rng)], ['Data de nascimento', dmy(dob, '/')],
      ['Naturalidade', `${place(rng, 'br').town} – ${rng.pick(['MG', 'SP', 'BA', 'RS', 'PR', 'GO'])}`], ['Curso', `${c.name} – ${c.grau}`],
      ['Ingresso', `${period(0)} – ${ingresso}`], ['Situação', completed ? 'Formado' : 'Ativo'],
    ];
    if (colacao) pairs.push(['Colação de grau', dmy(colacao, '/')]);
    y = labelBlock(doc, pairs, mx, y, { labelW: 100, colW: W / 2, cols: 2, size: 8.8, style: rng.pick(['colon', 'bold'] as const) }) + 8;

    const cols: Col[] = [];
    if (!grouped) cols.push({ label: 'Período', width: 46 });
    cols.push({ label: 'Código', width: 52 }, { label: 'Disciplina', width: 0, wrap: true }, { label: 'CH', width: 32, align: 'right' });
    if (showCredits) cols.push({ label: 'Créd.', width: 32, align: 'right' });
    if (gradeMode !== 'conceito') cols.push({ label: 'Nota', width: 36, align: 'right' });
    if (gradeMode !== 'nota') cols.push({ label: 'Conceito', width: 48, align: 'center' });
    cols.push({ label: 'Freq.(%)', width: 44, align: 'right' }, { label: 'Situação', width: sitStyle.ap === 'AP' ? 46 : 62 });
    const nameIdx = grouped ? 1 : 2;
    cols[nameIdx].width = W - tableWidth(cols);
    const rows: Row[] = [];
    const expected = blankResult('pt');
    const weights: [number, number][] = [];
    let ch = 0;
    let cred = 0;
    // A failed disciplina is taken again (and passed) in the next período.
    const retakes = new Map<number, Array<{ disc: { name: string; ch: number }; code: string }>>();
    for (let i = 0; i < nSem; i++) {
      const per = period(i);
      const term = grouped ? `${i + 1}º Período` : null;
      if (grouped) rows.push({ heading: `${i + 1}º Período – ${per}` });
      const list = [...(retakes.get(i) ?? []).map((r) => ({ ...r, retake: true })), ...c.semesters[Math.min(i, c.semesters.length - 1)].map((disc) => ({ disc, code: '', retake: false }))];
      for (const item of list) {
        const disc = item.disc;
        const code = item.code || `${c.name.slice(0, 3).toUpperCase().normalize('NFD').replace(/\p{M}/gu, '')}${String(rng.int(100, 999))}`;
        const failed = !item.retake && rng.bool(0.05) && i < nSem - 1;
        const nota = failed ? Math.round(rng.float(2, 4.9) * 10) / 10 : brNota(rng, item.retake ? level - 1 : level);
        const freq = failed && rng.bool(0.3) ? rng.int(40, 74) : rng.int(76, 100);
        const sit = nota < 5 ? (freq < 75 ? sitStyle.rf : sitStyle.rn) : sitStyle.ap;
        const credits = disc.ch / 15;
        const cells: string[] = [];
        if (!grouped) cells.push(per);
        cells.push(code, disc.name, String(disc.ch));
        if (showCredits) cells.push(String(credits));
        if (gradeMode !== 'conceito') cells.push(comma(nota));
        const conceito = nota < 5 ? 'E' : brConceito(nota);
        if (gradeMode !== 'nota') cells.push(conceito);
        cells.push(String(freq), sit);
        rows.push({ cells });
        expected.courses.push(course({
          courseNumber: code, courseName: disc.name, credit: showCredits ? credits : null, grade: gradeMode === 'nota' ? null : conceito,
          marksScored: gradeMode === 'conceito' ? null : nota, maximumMarks: gradeMode === 'conceito' ? null : 10, passStatus: sit, term, session: per,
        }));
        weights.push([nota, disc.ch]);
        if (sit === sitStyle.ap) {
          ch += disc.ch;
          cred += credits;
        }
        if (failed) retakes.set(i + 1, [...(retakes.get(i + 1) ?? []), { disc, code }]);
      }
    }
    const cr = weightedMean(weights, 2);
    const pageHead = () => {
      doc.addPage();
      doc.text(`Histórico Escolar – ${st.full.toUpperCase()} – Matrícula ${matricula} (continuação)`, mx, 38, { f: 'i', size: 8.5 });
      return 56;
    };
    y = drawTable(doc, cols, rows, { size: 7.9, rowH: 13.5, headFill: rng.pick(['#e6e6e6', '#e1ece4', '#e3e8f1']), grid: rng.pick(['rows', 'full'] as const), headingFill: '#f2f2f2', zebra: rng.bool(0.4) ? '#f7f7f7' : undefined }, { x: mx, y, bottom: doc.height - 76, newPage: pageHead });
    if (y > doc.height - 190) y = pageHead();
    y += 10;
    const summary: [string, string][] = [['Carga horária integralizada', `${ch.toLocaleString('pt-BR')} h`], ['Coeficiente de rendimento (CR)', comma(cr, 2)]];
    if (showCredits) summary.push(['Créditos integralizados', String(cred)]);
    y = labelBlock(doc, summary, mx, y, { labelW: 170, colW: W, cols: 1, size: 9, style: 'colon' }) + 10;
    doc.text(`${p.town} – ${p.stateCode}, ${dmy(issued, '/')}`, mx, y, { size: 9 });
    y += 30;
    doc.signature(mx + W - 190, y, 130, rng);
    doc.line(mx + W - 210, y + 8, mx + W, y + 8, 0.5);
    doc.text(rng.pick(['Secretário(a) Acadêmico(a)', 'Diretor(a) de Registro Acadêmico', 'Coordenador(a) do Curso']), mx + W - 210, y + 12, { size: 8, width: 210, align: 'center' });
    const legend = `Situação: ${sitStyle.ap} = aprovado, ${sitStyle.rn} = reprovado por nota, ${sitStyle.rf} = reprovado por frequência. Nota mínima 5,0 e frequência mínima de 75%. CH = carga horária em horas${showCredits ? '; 1 crédito = 15 h' : ''}.`;
    const n = doc.pageCount;
    for (let pg = 1; pg <= n; pg++) {
      doc.switchTo(pg);
      doc.text(legend, mx, doc.height - 48, { size: 6.6, color: '#444444', width: W, fit: true });
      doc.text(`Página ${pg} de ${n}`, mx, doc.height - 36, { size: 7.5, width: W, align: 'right' });
      doc.text(`Documento emitido em ${dmy(issued, '/')} – código de verificação ${rng.int(100000, 999999)}${rng.int(1000, 9999)}`, mx, doc.height - 36, { size: 6.8, color: '#555555' });
    }
    expected.candidate = { fullName: st.full, firstName: st.given, lastName: st.family, dateOfBirth: iso(dob) };
    expected.institution = { name: inst.name, country: 'Brazil', countryCode: 'BR', state: p.state, stateCode: p.stateCode };
    Object.assign(expected.qualification, {
      // "Curso: Matemática – Licenciatura" is the programme as printed (families README, `program`).
      registrationNumber: matricula, name: c.grau, level: 'Bachelor', program: `${c.name} – ${c.grau}`, majorOrSpecialization: c.name, status: colacao ? 'Completed' : null,
      yearOfAdmission: startYear, yearOfCompletion: colacao ? colacao.getUTCFullYear() : null, dateOfIssue: iso(issued), cgpa: cr.toFixed(2),
      totalCreditsOrMarks: showCredits ? String(cred) : null,
    });
    return { pdf: await doc.end(), expected, printed: { dateOfBirth: dmy(dob, '/'), cgpa: comma(cr, 2), pages: String(doc.pageCount) } };
  },
};

const MEDIO: [string, number][] = [
  ['Língua Portuguesa e Literatura', 160], ['Matemática', 160], ['Física', 80], ['Química', 80], ['Biologia', 80], ['História', 80], ['Geografia', 80],
  ['Filosofia', 40], ['Sociologia', 40], ['Arte', 40], ['Educação Física', 80], ['Língua Estrangeira Moderna – Inglês', 80], ['Língua Espanhola', 40],
];

/** Histórico escolar do ensino médio: componentes curriculares by série with nota and carga horária; the conclusion certificate. */
const medio: Family = {
  id: 'br-historico-ensino-medio',
  country: 'BR',
  languages: ['pt'],
  kind: 'marksheet',
  degradations: ['scan', 'photo'],
  conventions:
    'Modeled on the histórico escolar do ensino médio issued by Brazilian state schools (state education secretariats\' models under LDB 9.394/96: base nacional comum components by série 1ª-3ª with nota 0-10 and carga horária, the yearly results table, filiação, and the certificate of conclusion of the ensino médio); the parents named in filiação are not the candidate.',
  async render(rng: Rng): Promise<FamilySample> {
    const p = place(rng, 'br');
    const school = rng.pick([`Escola Estadual ${rng.pick(['Vale Verde', 'Santa Clara', 'Padre Anchieta Novo', 'Dom Pedro de Alcântara', 'Jardim das Acácias'])}`, `Colégio Estadual de ${p.town}`, `Centro de Ensino Médio ${rng.int(1, 12)} de ${p.town}`]);
    const st = person(rng, 'br');
    const mae: Person = person(rng, 'br', true);
    const pai: Person = person(rng, 'br', false);
    const y3 = rng.int(2012, 2024);
    const years = [y3 - 2, y3 - 1, y3];
    const dob = date(rng, y3 - 18, y3 - 17);
    const issued = date(rng, y3 + 1, y3 + 1, [1, 4]);
    const level = rng.float(6, 9.3);
    const doc = new Doc({ size: A4, body: rng.pick([...SANS_SETS, ...SERIF_SETS]), head: rng.pick(SANS_SETS), title: 'Histórico Escolar', author: school, creationDate: issued });
    const mx = rng.int(34, 46);
    const W = doc.width - 2 * mx;
    let y = 34;
    doc.shield(mx, y, 30, '#333333');
    doc.text('REPÚBLICA FEDERATIVA DO BRASIL', mx + 42, y, { f: 'b', size: 9 });
    const prep: Record<string, string> = { Bahia: 'DA', Paraná: 'DO', Pará: 'DO', 'Rio Grande do Sul': 'DO' };
    doc.text(`GOVERNO DO ESTADO ${prep[p.stateLocal] ?? 'DE'} ${p.stateLocal.toUpperCase()}`, mx + 42, y + 12, { size: 8.5 });
    doc.text('Secretaria de Estado da Educação', mx + 42, y + 24, { size: 8.5 });
    doc.text(school.toUpperCase(), mx + 42, y + 38, { f: 'hb', size: 11.5, width: W - 42, fit: true });
    doc.text(`${p.street} – ${p.town} – ${p.stateCode} – CEP ${p.postcode} – INEP ${rng.int(10000000, 99999999)}`, mx + 42, y + 54, { size: 7.5, color: '#444444', width: W - 42, fit: true });
    y += 78;
    doc.text('HISTÓRICO ESCOLAR – ENSINO MÉDIO', mx, y, { f: 'hb', size: 13, width: W, align: 'center' });
    y += 24;
    y = labelBlock(doc, [['Nome', st.full], ['Data de nascimento', dmy(dob, '/')], ['Naturalidade', `${place(rng, 'br').town} – ${p.stateCode}`], ['Nacionalidade', 'Brasileira'], ['Filiação', `${pai.given} ${st.family.split(' ').pop()} e ${mae.full}`]], mx, y, { labelW: 100, colW: W, cols: 1, size: 9, style: 'colon', lead: 13.5 }) + 8;
    const cols: Col[] = [{ label: 'Componentes curriculares', width: 0, wrap: true }];
    years.forEach((yy, i) => cols.push({ label: [`${i + 1}ª Série`, `${yy} – Nota`], width: 56, align: 'center' }, { label: ['', 'CH'], width: 34, align: 'center' }));
    cols[0].width = W - cols.slice(1).reduce((a, c) => a + c.width, 0);
    const expected = blankResult('pt');
    const comps = MEDIO.filter(([n]) => n !== 'Língua Espanhola' || rng.bool(0.5));
    const notas: [number, number][] = [];
    const rows: Row[] = comps.map(([name, ch]) => {
      const cells = [name];
      years.forEach((yy, i) => {
        const nota = brNota(rng, level);
        notas.push([nota, ch]);
        const chYear = i === 2 && (name === 'Arte' || name === 'Língua Espanhola') ? ch / 2 : ch;
        cells.push(comma(nota), String(chYear));
        expected.courses.push(course({ courseName: name, marksScored: nota, maximumMarks: 10, term: `${i + 1}ª Série`, year: yy }));
      });
      return { cells };
    });
    y = drawTable(doc, cols, rows, { size: 8, rowH: 14, headFill: '#e9e9e9', grid: 'full' }, { x: mx, y, bottom: doc.height - 60, newPage: () => 60 });
    y += 12;
    const res: Row[] = years.map((yy, i) => ({ cells: [`${i + 1}ª`, String(yy), school, `${p.town} – ${p.stateCode}`, 'Aprovado'] }));
    const rcols: Col[] = [{ label: 'Série', width: 40 }, { label: 'Ano', width: 40 }, { label: 'Estabelecimento de ensino', width: 0 }, { label: 'Município – UF', width: 120 }, { label: 'Resultado', width: 64 }];
    rcols[2].width = W - tableWidth(rcols);
    y = drawTable(doc, rcols, res, { size: 8, rowH: 13, headFill: '#e9e9e9', grid: 'full' }, { x: mx, y, bottom: doc.height - 40, newPage: () => 60 }) + 14;
    const media = weightedMean(notas, 1);
    y += doc.para(`CERTIFICADO: ${rng.pick(['O Diretor', 'A Diretora'])} ${school.startsWith('Escola') ? 'da' : 'do'} ${school} certifica que ${st.full} concluiu o Ensino Médio no ano de ${y3}, estando apto(a) ao prosseguimento de estudos em nível superior. Média global: ${comma(media)}.`, mx, y, W, { size: 9.5 }) + 12;
    doc.text(`${p.town} – ${p.stateCode}, ${dmy(issued, '/')}`, mx, y, { size: 9.5 });
    y += 36;
    doc.signature(mx + 10, y, 120, rng);
    doc.signature(mx + W - 150, y, 120, rng);
    doc.line(mx, y + 8, mx + 170, y + 8, 0.5);
    doc.line(mx + W - 170, y + 8, mx + W, y + 8, 0.5);
    doc.text('Secretário(a) Escolar', mx, y + 12, { size: 8, width: 170, align: 'center' });
    doc.text('Diretor(a)', mx + W - 170, y + 12, { size: 8, width: 170, align: 'center' });
    doc.text('Notas de 0 a 10; média mínima para aprovação: 5,0. CH = carga horária anual em horas.', mx, doc.height - 40, { size: 7, color: '#555555' });
    expected.candidate = { fullName: st.full, firstName: st.given, lastName: st.family, dateOfBirth: iso(dob) };
    expected.institution = { name: school, country: 'Brazil', countryCode: 'BR', state: p.state, stateCode: p.stateCode };
    Object.assign(expected.qualification, { name: 'Ensino Médio', level: 'Higher Secondary', status: 'Completed', yearOfCompletion: y3, dateOfIssue: iso(issued), cgpa: media.toFixed(1) });
    return { pdf: await doc.end(), expected, printed: { dateOfBirth: dmy(dob, '/'), cgpa: comma(media), pages: String(doc.pageCount) } };
  },
};

export const families: Family[] = [historico, medio];
