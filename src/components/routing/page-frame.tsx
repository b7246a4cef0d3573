import { useMessages } from '../../i18n/use-messages';
import type { Catalog, Messages } from '../../i18n/messages';
import { PageHeader } from '../ui/layout';
import { LoadingState } from '../ui/states';

/** A page's title and description, from a small catalog that ships with the entry. */
export interface PageFrameText<E extends Catalog> {
  messages: Messages<E>;
  title: keyof E & string;
  description?: keyof E & string;
}

/**
 * What a cold start shows in a page's place while its code and first read arrive: the page's own
 * title and description (the same words the page then shows), with the loading state below. A
 * page whose header comes from its data shows it too while that data is on its way.
 */
export function PageFrame<E extends Catalog>({
  messages,
  title,
  description,
  failureReason,
}: PageFrameText<E> & { failureReason?: unknown }) {
  const t = useMessages(messages);
  return (
    <>
      <PageHeader title={t(title)} description={description ? t(description) : undefined} />
      <LoadingState failureReason={failureReason} />
    </>
  );
}
