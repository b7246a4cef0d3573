import { Link, useLocation, useNavigate, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { ErrorAlert } from '../components/ui/error-alert';
import { isApiError } from '../api/core/errors';
import { useMessages } from '../i18n/use-messages';
import { appMessages } from './messages';
import { useDocumentTitle } from './shell/document-title';

/** Each area's own boundary: a failure in one area (or its chunk) leaves the rest usable. */
export function AreaError() {
  const t = useMessages(appMessages);
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(t('areaFailed'));
  // A navigation to the same address clears the boundary and renders the area again. A reload
  // would do that too, but it signs out every session that was not remembered in the tab.
  const retry = () => void navigate(location, { replace: true });
  return (
    <div className="card p-6">
      <h1 className="text-xl font-semibold">{t('areaFailed')}</h1>
      <p className="muted mt-2 text-sm">{t('areaFailedDetail')}</p>
      {isApiError(error) && (
        <div className="mt-4">
          <ErrorAlert error={error} />
        </div>
      )}
      <Button className="mt-4" onClick={retry}>
        {t('tryAgain')}
      </Button>
    </div>
  );
}

export function NotFoundPage() {
  const t = useMessages(appMessages);
  return (
    <div className="card p-6">
      <h1 className="text-xl font-semibold">{t('notFoundTitle')}</h1>
      <p className="muted mt-2 text-sm">{t('notFoundDetail')}</p>
      <Link to="/" className="link mt-4 inline-block">
        {t('backHome')}
      </Link>
    </div>
  );
}
