import { Route, Routes } from 'react-router';
import { ServerListPage } from './server-list-page';
import { ServerPage } from './server/server-page';
import { SshKeysPage } from './ssh-keys/ssh-keys-page';

export function Component() {
  return (
    <Routes>
      <Route index element={<ServerListPage />} />
      <Route path="ssh-keys" element={<SshKeysPage />} />
      <Route path=":id" element={<ServerPage />} />
    </Routes>
  );
}
