import { Route, Routes } from 'react-router';
import { InvoiceListPage } from './invoice-list-page';

export function Component() {
  return (
    <Routes>
      <Route index element={<InvoiceListPage />} />
    </Routes>
  );
}
