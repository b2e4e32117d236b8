/**
 * The rules of what editors write on the content desk, once per kind: the server validates
 * `POST /desk/:kind` and `PUT /desk/:kind/:id` with `deskRules[kind]`, the desk's forms check each
 * field with the same field rules. Bodies follow the structured-text syntax (structured-text.ts).
 */
import * as z from 'zod/mini';
import { POLICY_LEVELS, type DeskFieldsOf, type DeskKind } from '../contract.ts';
import { SCHEDULE_ACTIONS } from '../contract/schedules.ts';
import { structureProblem } from '../structured-text.ts';
import { oneOf, vehicleType } from './choices.ts';
import { creditCode } from './credit-code.ts';
import {
  contactPhone,
  integerBetween,
  numberBetween,
  optionalBody,
  optionalText,
  positiveId,
  requiredBody,
  requiredText,
} from './fields.ts';
import { CHOOSE_REQUIRED, REQUIRED, typeMessage, type Rule } from './rule.ts';

export const DeskLimits = {
  title: 100,
  name: 50,
  short: 30,
  person: 20,
  address: 200,
  summary: 300,
  scope: 500,
  remarks: 500,
  body: 20_000,
  introduction: 5_000,
} as const;

/** A body in the structured-text syntax: its length, then its structure (a heading with text, …). */
const structured = (base: Rule<string>): Rule<string> =>
  (base as z.ZodMiniString<string>).check(
    z.check<string>((context) => {
      const problem = structureProblem(context.value);
      if (problem) context.issues.push({ code: 'custom', message: problem, input: context.value });
    }),
  );

const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** A moment in ISO 8601 with its offset (`2026-11-24T02:00:00.000Z`), stored as UTC. */
export const isoMoment: Rule<string> = z.string().check(
  z.minLength(1, REQUIRED),
  z.refine((value) => MOMENT.test(value) && !Number.isNaN(Date.parse(value)), typeMessage('日期')),
  z.overwrite((value) => (MOMENT.test(value) ? new Date(value).toISOString() : value)),
);

export const deskFieldRules = {
  policies: {
    title: requiredText(DeskLimits.title),
    authority: requiredText(DeskLimits.name),
    documentNo: optionalText(DeskLimits.name),
    level: oneOf(POLICY_LEVELS),
    region: optionalText(DeskLimits.short),
    publishedAt: isoMoment,
    effectiveAt: isoMoment,
    summary: requiredBody(DeskLimits.summary),
    content: structured(requiredBody(DeskLimits.body)),
  },
  announcements: {
    enterpriseId: positiveId(CHOOSE_REQUIRED),
    title: requiredText(DeskLimits.title),
    content: structured(requiredBody(DeskLimits.body)),
  },
  enterprises: {
    name: requiredText(DeskLimits.name),
    creditCode,
    legalRepresentative: requiredText(DeskLimits.person),
    registeredCapital: integerBetween(1, 100_000_000),
    foundedAt: isoMoment,
    businessScope: requiredBody(DeskLimits.scope),
    address: requiredText(DeskLimits.address),
    city: requiredText(DeskLimits.person),
    contactName: requiredText(DeskLimits.person),
    contactPhone,
    introduction: structured(optionalBody(DeskLimits.introduction)),
  },
  routes: {
    enterpriseId: positiveId(CHOOSE_REQUIRED),
    origin: requiredText(DeskLimits.name),
    destination: requiredText(DeskLimits.name),
    heavyPrice: numberBetween(0.01, 10_000),
    lightPrice: numberBetween(0.01, 100_000),
    minimumCharge: numberBetween(0, 1_000_000),
    transitHours: integerBetween(1, 1_000),
    departures: requiredText(DeskLimits.short),
    vehicleType,
    contactName: requiredText(DeskLimits.person),
    contactPhone,
    address: requiredText(DeskLimits.address),
    remarks: structured(optionalBody(DeskLimits.remarks)),
  },
} as const satisfies { [K in DeskKind]: { [F in keyof DeskFieldsOf[K]]-?: Rule } };

/** The body of `POST /desk/:kind`: every field, nothing else. */
export const deskFieldsSchema = <K extends DeskKind>(kind: K): Rule<DeskFieldsOf[K]> =>
  z.strictObject(deskFieldRules[kind]) as unknown as Rule<DeskFieldsOf[K]>;

/** A revision number as the client last read it. */
export const revisionRule: Rule<number> = integerBetween(1, 2_147_483_647);

/**
 * The body of `PUT /desk/:kind/:id`: every field and the revision the edit was made on; for an item
 * scheduled to publish, `moveSchedule` says whether the schedule moves to the new revision.
 */
export const deskUpdateSchema = <K extends DeskKind>(
  kind: K,
): Rule<DeskFieldsOf[K] & { revision: number; moveSchedule?: boolean | undefined }> =>
  z.strictObject({
    ...deskFieldRules[kind],
    revision: revisionRule,
    moveSchedule: z.optional(z.boolean()),
  }) as unknown as Rule<DeskFieldsOf[K] & { revision: number; moveSchedule?: boolean | undefined }>;

/** The body of publish and restore: the revision the editor saw. */
export const deskRevisionSchema = z.strictObject({ revision: revisionRule });

/** The body of `POST /desk/:kind/:id/schedule`: the revision, what to do with it, and when. */
export const deskScheduleSchema = z.strictObject({
  revision: revisionRule,
  action: oneOf(SCHEDULE_ACTIONS),
  at: isoMoment,
});
