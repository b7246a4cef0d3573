import { Route, Routes } from 'react-router';
import { AccountLayout } from './account/account-layout';
import { AccountOverview } from './account/account-overview';
import { AccountListPage } from './account-list-page';
import { DatabaseBackupsPage } from './databases/database-backups-page';
import { EmailPage } from './email/email-page';
import { MailSettingsPage } from './mail-settings/mail-settings-page';
import { SshKeysPage } from './ssh-keys/ssh-keys-page';

/** The shared-hosting area (lazily loaded): the account list and one account's sections. */
export function Component() {
  return (
    <Routes>
      <Route index element={<AccountListPage />} />
      <Route path=":id" element={<AccountLayout />}>
        <Route index element={<AccountOverview />} />
        <Route path="ssh-keys" element={<SshKeysPage />} />
        <Route path="email" element={<EmailPage />} />
        <Route path="mail-settings" element={<MailSettingsPage />} />
        <Route path="databases" element={<DatabaseBackupsPage />} />
      </Route>
    </Routes>
  );
}
