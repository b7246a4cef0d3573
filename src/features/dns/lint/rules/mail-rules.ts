import { recordRule, type LintRule } from '../lint-types';
import { dmarcRecords, hasMx, isWellFormedDmarc, spfLookupCount, spfRecordsAt } from './mail-text';

const RFC7208 = 'https://www.rfc-editor.org/rfc/rfc7208';
const RFC7489 = 'https://www.rfc-editor.org/rfc/rfc7489';
const SPF_LOOKUP_LIMIT = 10;

/** More than one SPF policy at a name makes every check fail with `permerror` (RFC 7208 §3.2). */
export const spfMultiple = recordRule(
  'spfMultiple',
  'error',
  `${RFC7208}#section-3.2`,
  (record, zone) => {
    const atName = spfRecordsAt(zone, zone.ownerOf(record));
    return atName.length > 1 && atName.includes(record);
  },
);

export const spfTooManyLookups = recordRule(
  'spfTooManyLookups',
  'error',
  `${RFC7208}#section-4.6.4`,
  (record, zone) => {
    if (!spfRecordsAt(zone, zone.ownerOf(record)).includes(record)) return false;
    const count = spfLookupCount(record.value);
    return count > SPF_LOOKUP_LIMIT ? { count } : false;
  },
);

export const dmarcMalformed = recordRule(
  'dmarcMalformed',
  'error',
  `${RFC7489}#section-6.3`,
  (record, zone) => dmarcRecords(zone).includes(record) && !isWellFormedDmarc(record.value),
);

/** A zone that receives mail without a DMARC policy lets anyone send as it unchecked. */
export const dmarcMissing: LintRule = {
  id: 'dmarcMissing',
  severity: 'warning',
  docs: `${RFC7489}#section-6.1`,
  check: (zone) =>
    hasMx(zone) && dmarcRecords(zone).length === 0
      ? [{ rule: 'dmarcMissing', severity: 'warning', record: null }]
      : [],
};

export const spfMissing: LintRule = {
  id: 'spfMissing',
  severity: 'warning',
  docs: `${RFC7208}#section-2.1`,
  check: (zone) =>
    hasMx(zone) && spfRecordsAt(zone, '@').length === 0
      ? [{ rule: 'spfMissing', severity: 'warning', record: null }]
      : [],
};
