import { Route, Routes } from 'react-router';
import { CdnZoneListPage } from './cdn-zone-list-page';

export function Component() {
  return (
    <Routes>
      <Route index element={<CdnZoneListPage />} />
    </Routes>
  );
}
