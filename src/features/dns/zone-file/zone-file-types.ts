import type { DnsRecordType } from '../../../api/dns/record-types';

/** A record as a zone file line gives it: the name relative to the zone, host targets absolute. */
export interface ZoneFileRecord {
  type: DnsRecordType;
  name: string;
  value: string;
  ttl?: number;
  priority?: number;
  weight?: number;
  port?: number;
  /** The file's line number, for messages. */
  line: number;
}

export const ZONE_FILE_MAX_BYTES = 1024 * 1024;
export const ZONE_FILE_MAX_RECORDS = 5000;
