import { acceptedOperationSchema } from '../core/common';
import { request } from '../core/http';
import { vpsPath } from '../core/paths';
import { z } from '../core/z';

/** The spec's limits for a new pay-as-you-go Cloud VM made from a backup. */
export const restoreLimits = {
  cpuCores: { min: 1, max: 32 },
  memoryGb: { min: 1, max: 256 },
  storageGb: { min: 1, max: 2000 },
} as const;

/** What the storage minimum depends on: the source server's disk and the chosen backup. */
export interface RestoreSource {
  serverStorageGb: number;
  backupSizeGb: number;
}

/** Whole gigabytes: the larger of the server's storage and the backup size, rounded up. */
export function restoreStorageMinimumGb(source: RestoreSource): number {
  return Math.max(
    restoreLimits.storageGb.min,
    Math.ceil(source.serverStorageGb),
    Math.ceil(source.backupSizeGb),
  );
}

const HOSTNAME_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** Whole numbers in a range; `tooSmall` and `tooLarge` are message keys. */
function wholeNumberIn(min: number, max: number, tooSmall: string, tooLarge: string) {
  return z
    .number({ error: 'wholeNumber' })
    .check(z.int('wholeNumber'), z.gte(min, tooSmall), z.lte(max, tooLarge));
}

/**
 * The request body, with the storage minimum of this source. Every field is optional: what is
 * left out the API chooses from the source server and the backup. Without a source only the
 * fixed ranges are checked. Messages are keys (`cpuCoresRange`, `storageBelowMinimum`…): forms
 * translate them with the numbers they know, the mock API words them in English.
 */
export function restoreToPaygBodySchema(source?: RestoreSource) {
  const { cpuCores, memoryGb, storageGb } = restoreLimits;
  const minimumStorage = source ? restoreStorageMinimumGb(source) : storageGb.min;
  return z.object({
    name: z.optional(z.string().check(z.regex(HOSTNAME_LABEL, 'hostnameLabel'))),
    region: z.optional(z.string().check(z.minLength(1), z.maxLength(64, 'regionLength'))),
    cpuCores: z.optional(
      wholeNumberIn(cpuCores.min, cpuCores.max, 'cpuCoresRange', 'cpuCoresRange'),
    ),
    memoryGb: z.optional(
      wholeNumberIn(memoryGb.min, memoryGb.max, 'memoryGbRange', 'memoryGbRange'),
    ),
    storageGb: z.optional(
      wholeNumberIn(minimumStorage, storageGb.max, 'storageBelowMinimum', 'storageGbMax'),
    ),
  });
}
export type RestoreToPaygBody = z.infer<ReturnType<typeof restoreToPaygBodySchema>>;

const blankAsMissing = (value: string) => (value === '' ? undefined : value);
const textAsNumber = (value: string) => (value === '' ? undefined : Number(value));

/** The form's text fields, each validated by the body schema; an empty field is left out. */
export function restoreToPaygFormSchema(source: RestoreSource) {
  const body = restoreToPaygBodySchema(source).shape;
  const text = () => z.string().check(z.trim());
  return z.object({
    name: z.pipe(z.pipe(text(), z.transform(blankAsMissing)), body.name),
    region: z.pipe(z.pipe(text(), z.transform(blankAsMissing)), body.region),
    cpuCores: z.pipe(z.pipe(text(), z.transform(textAsNumber)), body.cpuCores),
    memoryGb: z.pipe(z.pipe(text(), z.transform(textAsNumber)), body.memoryGb),
    storageGb: z.pipe(z.pipe(text(), z.transform(textAsNumber)), body.storageGb),
  });
}
export type RestoreToPaygFormInput = z.input<ReturnType<typeof restoreToPaygFormSchema>>;

/**
 * The completed job's `result` names the new server. The spec does not show it, so it is read
 * leniently and the panel copes without it.
 */
export const restoreToPaygResultSchema = z.object({ vpsId: z.string() });

/** Orders a new pay-as-you-go Cloud VM from one backup (202 with an operation). */
export function restoreBackupToPayg(
  vpsId: string,
  backupId: string,
  body: RestoreToPaygBody = {},
  signal?: AbortSignal,
) {
  return request(acceptedOperationSchema, {
    method: 'POST',
    path: vpsPath(vpsId, 'backups', backupId, 'actions', 'restore-to-payg'),
    body,
    signal,
  });
}
