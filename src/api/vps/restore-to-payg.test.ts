// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  restoreStorageMinimumGb,
  restoreToPaygBodySchema,
  restoreToPaygFormSchema,
} from './restore-to-payg';

const blankForm = { name: '', region: '', cpuCores: '', memoryGb: '', storageGb: '' };
const messagesFor = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) =>
  result.error?.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message) ??
  [];

describe('storage minimum', () => {
  it('is the larger of the server storage and the backup size, in whole gigabytes', () => {
    expect(restoreStorageMinimumGb({ serverStorageGb: 400, backupSizeGb: 210.3 })).toBe(400);
    expect(restoreStorageMinimumGb({ serverStorageGb: 80, backupSizeGb: 95.5 })).toBe(96);
    expect(restoreStorageMinimumGb({ serverStorageGb: 0, backupSizeGb: 0.2 })).toBe(1);
  });
});

describe('restore-to-new-VM form', () => {
  const source = { serverStorageGb: 80, backupSizeGb: 95.5 };
  const form = restoreToPaygFormSchema(source);

  it('sends nothing for empty fields, so the API chooses from the source', () => {
    expect(form.parse(blankForm)).toEqual({});
  });

  it('turns filled fields into the body', () => {
    expect(
      form.parse({
        name: ' restored-web ',
        region: 'se-got-1',
        cpuCores: '4',
        memoryGb: '8',
        storageGb: '96',
      }),
    ).toEqual({
      name: 'restored-web',
      region: 'se-got-1',
      cpuCores: 4,
      memoryGb: 8,
      storageGb: 96,
    });
  });

  it('names the minimum when the storage is below it', () => {
    const result = form.safeParse({ ...blankForm, storageGb: '95' });
    expect(messagesFor(result, 'storageGb')).toEqual(['storageBelowMinimum']);
    expect(form.safeParse({ ...blankForm, storageGb: '96' }).success).toBe(true);
  });

  it.each([
    ['cpuCores', '0', 'cpuCoresRange'],
    ['cpuCores', '33', 'cpuCoresRange'],
    ['cpuCores', '1.5', 'wholeNumber'],
    ['memoryGb', '257', 'memoryGbRange'],
    ['memoryGb', 'lots', 'wholeNumber'],
    ['storageGb', '2001', 'storageGbMax'],
  ])('refuses %s = %s', (field, value, message) => {
    expect(messagesFor(form.safeParse({ ...blankForm, [field]: value }), field)).toEqual([message]);
  });

  it.each([
    ['cpuCores', '32'],
    ['cpuCores', '1'],
    ['memoryGb', '256'],
    ['storageGb', '2000'],
  ])('accepts the edge %s = %s', (field, value) => {
    expect(form.safeParse({ ...blankForm, [field]: value }).success).toBe(true);
  });

  it('wants a hostname label as the name', () => {
    expect(messagesFor(form.safeParse({ ...blankForm, name: 'web 01' }), 'name')).toEqual([
      'hostnameLabel',
    ]);
    expect(messagesFor(form.safeParse({ ...blankForm, name: '-web' }), 'name')).toHaveLength(1);
    expect(
      messagesFor(form.safeParse({ ...blankForm, name: 'a'.repeat(64) }), 'name'),
    ).toHaveLength(1);
    expect(form.safeParse({ ...blankForm, name: 'a'.repeat(63) }).success).toBe(true);
  });
});

describe('restore-to-new-VM body without a source', () => {
  it('checks only the fixed ranges', () => {
    const body = restoreToPaygBodySchema();
    expect(body.safeParse({ storageGb: 1 }).success).toBe(true);
    expect(body.safeParse({ storageGb: 0 }).success).toBe(false);
    expect(body.safeParse({ cpuCores: 33 }).success).toBe(false);
  });
});
