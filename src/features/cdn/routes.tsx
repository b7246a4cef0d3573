import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingState } from '../../components/ui/states';
import { CdnZoneListPage } from './cdn-zone-list-page';
import { ZoneSettingsPage } from './zone/zone-settings-page';

// The report and its charts load only when someone opens it.
const SecurityReportPage = lazy(() => import('./security/security-report-page'));

export function Component() {
  return (
    <Routes>
      <Route index element={<CdnZoneListPage />} />
      <Route
        path="security"
        element={
          <Suspense fallback={<LoadingState />}>
            <SecurityReportPage />
          </Suspense>
        }
      />
      <Route path=":id" element={<ZoneSettingsPage />} />
    </Routes>
  );
}
