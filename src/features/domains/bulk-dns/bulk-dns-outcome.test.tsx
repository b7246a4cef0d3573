import { act, screen } from '@testing-library/react';
import { operationKeys } from '../../../api/core/operations';
import { BULK_DNS_SCOPE } from '../../../components/dns/bulk-dns-job/use-queue-bulk-dns';
import { operationsStore } from '../../../components/operations/operations-store';
import type { Language } from '../../../i18n/messages';
import { operationRecord } from '../../../test/operations';
import { renderWithProviders } from '../../../test/render';
import { BulkDnsOutcome } from './bulk-dns-outcome';

/** A finished bulk job whose result left `lincoln.se` alone for a reason the panel has no words for. */
function finishedJob(language: Language, detail: string | null) {
  const view = renderWithProviders(<BulkDnsOutcome jobId="job_9" />, { language });
  view.queryClient.setQueryData(operationKeys.job('job_9'), {
    status: 'completed',
    jobId: 'job_9',
    pollUrl: null,
    result: { skipped: [{ domainName: 'lincoln.se', code: 'zone_frozen', detail }] },
  });
  act(() => {
    operationsStore.add(
      operationRecord(Date.now(), {
        jobId: 'job_9',
        scope: BULK_DNS_SCOPE,
        status: 'completed',
        pollUrl: null,
      }),
    );
  });
}

describe('the domains a bulk DNS job left alone', () => {
  it('gives the server’s reason for a code the panel does not know as it is, in English', () => {
    finishedJob('en', 'The zone is frozen until 2027-01-04.');
    expect(
      screen.getByText('lincoln.se: The zone is frozen until 4 Jan 2027.'),
    ).toBeInTheDocument();
  });

  it('marks the server’s English reason as the server’s on a Swedish page', () => {
    finishedJob('sv', 'The zone is frozen.');
    expect(
      screen.getByText('lincoln.se: Från servern (på engelska): The zone is frozen.'),
    ).toBeInTheDocument();
  });

  it('falls back to the code when the server gave no reason', () => {
    finishedJob('sv', null);
    expect(screen.getByText('lincoln.se: zone_frozen')).toBeInTheDocument();
  });
});
