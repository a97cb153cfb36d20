import type { components as PartnerComponents } from '../../generated/partner/types';
import type { components as OperatorComponents } from '../../generated/operator/types';

/*
 * The schemas of the two specs (generated/<spec>/types.ts, made from spec/ by `npm run generate`),
 * as the domain speaks them: request bodies reach the use-cases in these types, and the shapes the
 * read side serves are these types, so a change of the spec that the domain does not follow fails
 * to type-check. Types only: the generated modules hold no code.
 */
export type PartnerSchemas = PartnerComponents['schemas'];
export type OperatorSchemas = OperatorComponents['schemas'];
