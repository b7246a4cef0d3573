import { Route, Routes } from 'react-router';
import { ZoneListPage } from './zone-list-page';

export function Component() {
  return (
    <Routes>
      <Route index element={<ZoneListPage />} />
    </Routes>
  );
}
