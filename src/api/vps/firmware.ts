import { queryOptions } from '@tanstack/react-query';
import { actionGateSchema } from '../core/common';
import { request } from '../core/http';
import { lenientEnum } from '../core/lenient';
import { vpsKeys } from './vps';
import { vpsPath } from '../core/paths';
import { z } from '../core/z';

/** `incus` is UEFI with Secure Boot and TPM 2.0; `legacy` is BIOS without TPM. */
export const firmwareModes = ['incus', 'legacy'] as const;
export type FirmwareMode = (typeof firmwareModes)[number];

export const FIRMWARE_STORAGE_HINT_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Messages of this module's own rules are keys; forms translate them, the mock words them. */
export const firmwareStorageHintSchema = z
  .string()
  .check(z.regex(FIRMWARE_STORAGE_HINT_PATTERN, 'storageHintFormat'));

export const firmwareChangeBodySchema = z.object({
  mode: z.enum(firmwareModes),
  storage: z.optional(firmwareStorageHintSchema),
});
export type FirmwareChangeBody = z.infer<typeof firmwareChangeBodySchema>;

/** The firmware form: the storage hint is a text field, and leaving it empty means no hint. */
export const firmwareChangeFormSchema = z.object({
  mode: firmwareChangeBodySchema.shape.mode,
  storage: z.pipe(
    z.pipe(
      z.string().check(z.trim()),
      z.transform((value) => (value === '' ? undefined : value)),
    ),
    firmwareChangeBodySchema.shape.storage,
  ),
});
export type FirmwareChangeFormInput = z.input<typeof firmwareChangeFormSchema>;

const nullableText = z.nullish(z.string());

export const vpsFirmwareSchema = z.object({
  mode: lenientEnum(firmwareModes),
  summary: z.string(),
  firmware: z.nullable(
    z.object({
      status: nullableText,
      bios: nullableText,
      machine: nullableText,
      mode: nullableText,
      efi: z.nullish(
        z.object({
          volume: nullableText,
          type: nullableText,
          size: nullableText,
          preEnrolledKeys: z.optional(z.boolean()),
        }),
      ),
      tpm: z.nullish(z.object({ volume: nullableText, size: nullableText, version: nullableText })),
      secureBootReady: z.optional(z.boolean()),
      tpmReady: z.optional(z.boolean()),
      actions: z.optional(z.object({ canChangeMode: z.optional(actionGateSchema) })),
    }),
  ),
});
export type VpsFirmware = z.infer<typeof vpsFirmwareSchema>;

export const vpsFirmwareQuery = (id: string) =>
  queryOptions({
    queryKey: vpsKeys.firmware(id),
    queryFn: ({ signal }) => request(vpsFirmwareSchema, { path: vpsPath(id, 'firmware'), signal }),
  });

/** Switches the firmware mode; answers the new firmware state (200, no job). */
export function changeVpsFirmware(id: string, body: FirmwareChangeBody, signal?: AbortSignal) {
  return request(vpsFirmwareSchema, { method: 'PUT', path: vpsPath(id, 'firmware'), body, signal });
}
