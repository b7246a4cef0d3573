import { Route, Routes } from 'react-router';
import { InvoicePage } from './invoice/invoice-page';
import { InvoiceListPage } from './invoice-list-page';
import { RecipientsPage } from './recipients/recipients-page';

export function Component() {
  return (
    <Routes>
      <Route index element={<InvoiceListPage />} />
      <Route path="invoices/:id" element={<InvoicePage />} />
      <Route path="recipients" element={<RecipientsPage />} />
    </Routes>
  );
}
