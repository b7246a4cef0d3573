import { Route, Routes } from 'react-router';
import { AccountListPage } from './account-list-page';

export function Component() {
  return (
    <Routes>
      <Route index element={<AccountListPage />} />
    </Routes>
  );
}
