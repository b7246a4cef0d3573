import { act, renderHook } from '@testing-library/react';
import type { DnsRecord } from '../../../api/dns';
import { initialRecordView } from './record-view';
import { useRecordListing } from './use-record-listing';

const records: DnsRecord[] = Array.from({ length: 250 }, (_, index) => ({
  id: `r${index}`,
  type: 'A',
  name: `host-${String(index).padStart(3, '0')}.example.com`,
  value: `192.0.2.${index % 250}`,
  ttl: 300,
  proxied: false,
}));
const zone = { name: 'example.com', records };

describe('useRecordListing', () => {
  it('answers a keystroke in the field first and filters the table in a later render', () => {
    const renders: { text: string; shownText: string; updating: boolean; rows: number }[] = [];
    const { result } = renderHook(() => {
      const listing = useRecordListing(zone);
      renders.push({ text: listing.view.text, shownText: listing.shownView.text, updating: listing.updating, rows: listing.rows.length });
      return listing;
    });
    renders.length = 0;
    act(() => result.current.setView({ ...initialRecordView, text: 'host-249' }));
    expect(renders[0]).toEqual({ text: 'host-249', shownText: '', updating: true, rows: 250 });
    expect(renders.at(-1)).toEqual({ text: 'host-249', shownText: 'host-249', updating: false, rows: 1 });
  });
});
