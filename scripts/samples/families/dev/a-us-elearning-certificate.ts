/**
 * A US e-learning certificate of completion (a MOOC or corporate training platform): landscape,
 * "Certificate of Completion", the learner's name, the course, hours, a credential ID and a
 * verification URL. Not an academic credential: `expected` is null.
 */
import type { Family } from '../types';
import type { Rng } from '../../rng';
import { LETTER_LANDSCAPE, Pdf, SANS, digits, formatDate, iso, letters } from '../lib/a-kit';
import { fullName, usPerson } from '../lib/a-data';

const COURSES = ['Introduction to Data Analytics', 'Project Management Essentials', 'Python for Everyday Automation', 'Foundations of Digital Marketing', 'Workplace Safety and OSHA Basics', 'Excel: Pivot Tables and Dashboards', 'Customer Service Excellence', 'Cloud Computing Fundamentals', 'Leading Remote Teams', 'Cybersecurity Awareness for Employees'];
const PLATFORMS = ['LearnSphere', 'SkillForge Online', 'BrightPath Academy', 'Upskill Hub', 'CourseHarbor'];

async function render(rng: Rng) {
  const person = usPerson(rng);
  const platform = rng.pick(PLATFORMS);
  const title = rng.pick(COURSES);
  const done = iso(rng.int(2018, 2025), rng.int(1, 12), rng.int(1, 28));
  const F = rng.pick(SANS.slice(0, 3));
  const accent = rng.pick(['#0a66c2', '#e4572e', '#2a9d8f', '#6a4c93']);
  const pdf = new Pdf({ size: LETTER_LANDSCAPE, title: 'Certificate of Completion', author: platform, creationDate: new Date(`${done}T20:00:00Z`) });
  const Wp = pdf.width;
  const Hp = pdf.height;
  pdf.fill(0, 0, 18, Hp, accent);
  pdf.fill(18, 0, 6, Hp, '#dddddd');
  pdf.text(platform, 70, 50, { font: F.bold, size: 20, color: accent });
  pdf.text('CERTIFICATE OF COMPLETION', 70, 130, { font: F.bold, size: 13, color: '#555555', cs: 2 });
  pdf.text(fullName(person), 70, 170, { font: F.bold, size: 34 });
  pdf.text('has successfully completed the online course', 70, 230, { font: F.regular, size: 13, color: '#444444' });
  pdf.text(title, 70, 256, { font: F.bold, size: 22, color: accent, width: Wp - 140, fit: true });
  const hours = rng.int(2, 40);
  pdf.text(`${hours} hours of self-paced video instruction, quizzes and a final assessment (score ${rng.int(80, 100)}%).`, 70, 296, { font: F.regular, size: 11, color: '#444444' });
  pdf.text(`Completed on ${formatDate(done, 'us-long')}`, 70, 320, { font: F.regular, size: 11, color: '#444444' });
  pdf.signature(70, Hp - 130, 140, rng);
  pdf.line(70, Hp - 120, 260, Hp - 120, 0.6);
  pdf.text(`${rng.pick(['Jordan', 'Alexis', 'Morgan'])} ${rng.pick(['Reed', 'Hale', 'Bishop'])}, Head of Learning`, 70, Hp - 114, { font: F.regular, size: 9 });
  const id = `${letters(rng, 2)}${digits(rng, 8)}`;
  pdf.text(`Credential ID: ${id}`, Wp - 330, Hp - 130, { font: F.regular, size: 9, width: 280, align: 'right' });
  pdf.text(`Verify: https://verify.${platform.toLowerCase().replace(/[^a-z]/g, '')}.com/c/${id}`, Wp - 330, Hp - 116, { font: F.regular, size: 9, width: 280, align: 'right', fit: true });
  pdf.text('This certificate does not confer academic credit or a degree.', Wp - 330, Hp - 102, { font: F.italic, size: 8, width: 280, align: 'right', color: '#777777' });
  pdf.qrLike(Wp - 130, 50, 70, rng);
  return { pdf: await pdf.end(), expected: null, printed: {} };
}

export const families: Family[] = [
  {
    id: 'us-elearning-certificate',
    country: 'US',
    languages: ['en'],
    kind: 'other',
    degradations: ['photo', 'screenshot'],
    conventions: 'Online-learning platform certificate of completion (MOOC / corporate training style: learner, course title, hours, completion date, credential ID and verification URL), a non-academic document that must stay uncategorized.',
    render,
  },
];
