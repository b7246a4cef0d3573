import { Route, Routes } from 'react-router';
import { ServerListPage } from './server-list-page';

export function Component() {
  return (
    <Routes>
      <Route index element={<ServerListPage />} />
    </Routes>
  );
}
