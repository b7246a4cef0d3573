import { QueryClient } from '@tanstack/react-query';
import { isTerminal, polledJobSchema, type Operation } from './common';
import { dnsZoneQuery, type DnsZoneDetail } from './dns';
import { relativeRecordName } from './dns-record-name';
import { isApiError, type ApiError } from './errors';
import { requestPollUrl } from './http';

/** Test helpers for the DNS API tests (not used by the app). */

export const fetchZone = (id: string) => new QueryClient().fetchQuery(dnsZoneQuery(id));

export function recordNamed(detail: DnsZoneDetail, type: string, name: string) {
  return detail.records.find(
    (record) => record.type === type && relativeRecordName(record.name, detail.name) === name,
  );
}

export const recordsOfZone = (detail: DnsZoneDetail) =>
  detail.records.map(
    (record) => `${record.type} ${relativeRecordName(record.name, detail.name)} ${record.value}`,
  );

/** The ApiError a call fails with; a success or any other error fails the test. */
export async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** Polls a job's `pollUrl` until it ends, the way the panel does. */
export async function pollToEnd(pollUrl: string, maxPolls = 20): Promise<Operation[]> {
  const seen: Operation[] = [];
  for (let poll = 0; poll < maxPolls; poll += 1) {
    const operation = await requestPollUrl(polledJobSchema, pollUrl);
    seen.push(operation);
    if (isTerminal(operation.status)) return seen;
  }
  throw new Error(`job still running after ${maxPolls} polls`);
}
