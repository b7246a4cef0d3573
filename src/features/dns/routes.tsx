import { Route, Routes } from 'react-router';
import { ZonePage } from './zone/zone-page';
import { ZoneListPage } from './zone-list-page';

export function Component() {
  return (
    <Routes>
      <Route index element={<ZoneListPage />} />
      <Route path=":id" element={<ZonePage />} />
    </Routes>
  );
}
