/**
 * Ground truth built from what a layout actually prints: every printed value is declared with
 * the field(s) it shows, so a field a document does not print stays null (decision "Extraction field types").
 */
import type { ExtractedCourse, ExtractionResult } from '../../src/processing/types';
import { COUNTRIES, LANGUAGE_NAMES, MONTHS } from './data';
import type { CorpusLanguage } from './manifest';
import type { Course, Qualification, TermBlock } from './plan';

export type DateStyle = 'us-long' | 'us-num' | 'gb-long' | 'in-num' | 'fr-long' | 'slash' | 'de-num' | 'de-long' | 'es-long';

export function formatDate(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number);
  const dd = String(d).padStart(2, '0');
  const mm = String(m).padStart(2, '0');
  switch (style) {
    case 'us-long': return `${MONTHS.en[m - 1]} ${d}, ${y}`;
    case 'us-num': return `${mm}/${dd}/${y}`;
    case 'gb-long': return `${d} ${MONTHS.en[m - 1]} ${y}`;
    case 'in-num': return `${dd}-${mm}-${y}`;
    case 'fr-long': return `${d === 1 ? '1er' : d} ${MONTHS.fr[m - 1]} ${y}`;
    case 'slash': return `${dd}/${mm}/${y}`;
    case 'de-num': return `${dd}.${mm}.${y}`;
    case 'de-long': return `${d}. ${MONTHS.de[m - 1]} ${y}`;
    case 'es-long': return `${d} de ${MONTHS.es[m - 1]} de ${y}`;
  }
}

type CandidateField = keyof ExtractionResult['candidate'];
type InstitutionField = keyof ExtractionResult['institution'];
type QualificationField = keyof ExtractionResult['qualification'];

export class TruthBuilder {
  private readonly result: ExtractionResult;
  /** Literal printed forms of normalized values, for `CorpusDocument.printed`. */
  readonly printed: Record<string, string> = {};

  constructor(language: CorpusLanguage) {
    this.result = {
      languageCode: language,
      language: LANGUAGE_NAMES[language],
      candidate: { fullName: null, firstName: null, lastName: null, dateOfBirth: null },
      institution: { name: null, country: null, countryCode: null, state: null, stateCode: null },
      qualification: {
        registrationNumber: null, name: null, level: null, program: null, majorOrSpecialization: null, status: null,
        yearOfAdmission: null, yearOfCompletion: null, programDuration: null, dateOfIssue: null, cgpa: null, totalCreditsOrMarks: null,
      },
      courses: [],
    };
  }

  candidate<K extends CandidateField>(field: K, value: ExtractionResult['candidate'][K], printed?: string): this {
    this.result.candidate[field] = value;
    if (printed !== undefined && printed !== value) this.printed[`candidate.${field}`] = printed;
    return this;
  }

  institution<K extends InstitutionField>(field: K, value: ExtractionResult['institution'][K], printed?: string): this {
    this.result.institution[field] = value;
    if (printed !== undefined && printed !== value) this.printed[`institution.${field}`] = printed;
    return this;
  }

  qualification<K extends QualificationField>(field: K, value: ExtractionResult['qualification'][K], printed?: string): this {
    this.result.qualification[field] = value;
    if (printed !== undefined && printed !== String(value)) this.printed[`qualification.${field}`] = printed;
    return this;
  }

  /** The whole name as printed in one run ("Élodie Lefèvre"). */
  fullName(q: Qualification, printed?: string): this {
    this.candidate('fullName', q.candidate.fullName, printed);
    this.candidate('firstName', q.candidate.firstName);
    return this.candidate('lastName', q.candidate.lastName);
  }

  /** The institution's name and what its address line shows (city is not a field). */
  institutionOf(q: Qualification, address: { country: boolean; state: boolean }): this {
    this.institution('name', q.institution.name);
    if (address.country) {
      this.institution('country', COUNTRIES[q.countryCode].name, COUNTRIES[q.countryCode].printed);
      this.institution('countryCode', q.countryCode);
    }
    if (address.state && q.institution.state) {
      this.institution('state', q.institution.state.name, q.institution.state.printed);
      this.institution('stateCode', q.institution.state.code);
    }
    return this;
  }

  /** The degree title; its level (Bachelor / Master) is implied by it. */
  degree(q: Qualification, printed?: string): this {
    this.qualification('name', q.degreeName, printed);
    return this.qualification('level', q.level);
  }

  course(term: TermBlock, c: Course): number {
    const course: ExtractedCourse = {
      courseNumber: c.code,
      courseName: c.name,
      credit: c.credit,
      grade: c.grade,
      alternateGrade: null,
      marksScored: c.marksScored,
      maximumMarks: c.maximumMarks,
      passStatus: c.passStatus,
      term: term.term,
      session: term.session,
      year: term.year,
    };
    this.result.courses.push(course);
    return this.result.courses.length - 1;
  }

  build(): ExtractionResult {
    return JSON.parse(JSON.stringify(this.result)) as ExtractionResult;
  }
}
