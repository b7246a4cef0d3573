import { Route, Routes } from 'react-router';
import { BulkDnsPage } from './bulk-dns/bulk-dns-page';
import { DomainDetailPage } from './detail/domain-detail-page';
import { DomainListPage } from './domain-list-page';

/** The domains area (lazily loaded): its pages and their paths under /domains. */
export function Component() {
  return (
    <Routes>
      <Route index element={<DomainListPage />} />
      <Route path="bulk-dns" element={<BulkDnsPage />} />
      <Route path=":id" element={<DomainDetailPage />} />
    </Routes>
  );
}
