/** The operator API's grading-scale operations (listGradingScales, convertGrades). */
import { NotFoundError } from '../errors';
import type { OperatorSchemas } from '../spec';
import { convertGrade, type ConversionKind } from './convert';
import { GRADING_SCALES, gradingScale, toSemesterCredits, type GradingScale } from './scales';

export interface GradingScaleView extends Omit<GradingScale, 'bands'> {
  bands: NonNullable<GradingScale['bands']>;
}

export function listGradingScales(): GradingScaleView[] {
  return [...GRADING_SCALES.values()].map((s) => ({ ...s, bands: s.bands ?? [] }));
}

/** The request body of POST /grading-scales/{scaleId}/convert (the operator spec's schema). */
export type ConvertGradesBody = OperatorSchemas['grade_conversion_request'];

export interface ConvertedGrade {
  original: string | null;
  kind: ConversionKind;
  usGrade: string | null;
  points: number | null;
  passing: boolean | null;
  semesterCredits: number | null;
}

/** The body's shape is the spec's (validated before this runs); an unknown table is 404. */
export function convertGrades(scaleId: string, body: ConvertGradesBody): { scaleId: string; items: ConvertedGrade[] } {
  const scale = gradingScale(scaleId);
  if (scale === null) throw new NotFoundError(`Grading scale ${scaleId} not found`);
  return {
    scaleId,
    items: body.items.map((i) => {
      const c = convertGrade(scale, i.grade ?? null, { scored: i.marksScored ?? null, maximum: i.maximumMarks ?? null });
      const credits = i.credits ?? null;
      return {
        original: c.original,
        kind: c.kind,
        usGrade: c.usGrade,
        points: c.points,
        passing: c.passing,
        semesterCredits: credits === null ? null : c.kind === 'failed' || c.kind === 'not-counted' ? 0 : toSemesterCredits(credits, scale.creditUnit),
      };
    }),
  };
}
