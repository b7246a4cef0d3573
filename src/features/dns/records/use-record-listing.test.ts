import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { DnsRecord } from '../../../api/dns/dns';
import { initialRecordView } from './record-view';
import { useRecordListing } from './use-record-listing';
import { ROWS_PER_BATCH } from '../../../components/use-row-batches';

const records: DnsRecord[] = Array.from({ length: 250 }, (_, index) => ({
  id: `r${index}`,
  type: 'A',
  name: `host-${String(index).padStart(3, '0')}.example.com`,
  value: `192.0.2.${index % 250}`,
  ttl: 300,
  proxied: false,
}));
const zone = { name: 'example.com', records };
const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(MemoryRouter, { initialEntries: ['/dns/zone_example'] }, children);

describe('useRecordListing', () => {
  it('answers a keystroke in the field first and filters the table in a later render', () => {
    const renders: { text: string; shownText: string; updating: boolean; rows: number }[] = [];
    const { result } = renderHook(
      () => {
        const listing = useRecordListing(zone);
        renders.push({
          text: listing.view.text,
          shownText: listing.shownView.text,
          updating: listing.updating,
          rows: listing.shown.length,
        });
        return listing;
      },
      { wrapper },
    );
    renders.length = 0;
    act(() => result.current.setView({ ...initialRecordView, text: 'host-249' }));
    expect(renders[0]).toEqual({
      text: 'host-249',
      shownText: '',
      updating: true,
      rows: ROWS_PER_BATCH,
    });
    expect(renders.at(-1)).toEqual({
      text: 'host-249',
      shownText: 'host-249',
      updating: false,
      rows: 1,
    });
  });

  it('shows one batch more per call and starts again from one batch for another sort', () => {
    const { result } = renderHook(() => useRecordListing(zone), { wrapper });
    expect(result.current).toMatchObject({ matching: 250, remaining: 150, next: 100 });
    act(() => result.current.showMore());
    expect(result.current).toMatchObject({ remaining: 50, next: 50 });
    expect(result.current.shown).toHaveLength(200);
    act(() => result.current.sortBy('name'));
    expect(result.current.shown[0]?.name).toBe('host-249');
    expect(result.current.shown).toHaveLength(ROWS_PER_BATCH);
  });
});
