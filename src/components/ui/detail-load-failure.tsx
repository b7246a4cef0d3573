import { isNotFound } from '../../api/core/errors';
import { ErrorAlert } from './error-alert';
import { PageHeader } from './layout';

export interface DetailLoadFailureProps {
  error: unknown;
  onRetry: () => void;
  /** The page's title when the failure may pass (retry offered). */
  title: string;
  /** Title and words for a 404: the thing is gone, so there is nothing to retry. */
  notFound: { title: string; detail: string };
}

/** A detail page whose subject did not load. */
export function DetailLoadFailure({ error, onRetry, title, notFound }: DetailLoadFailureProps) {
  const missing = isNotFound(error);
  return (
    <>
      <PageHeader
        title={missing ? notFound.title : title}
        description={missing ? notFound.detail : undefined}
      />
      <ErrorAlert error={error} onRetry={missing ? undefined : onRetry} />
    </>
  );
}
