import { Fragment } from 'react';
import { useFormat } from '../../i18n/use-messages';
import { InlineName } from './server-text';

/**
 * Names from the server as one list in the reader's language ("a.se, b.se and c.se"), each kept
 * whole and isolated as `InlineName` keeps it, so the list wraps only between names.
 */
export function NameList({ values }: { values: readonly string[] }) {
  const format = useFormat();
  return (
    <>
      {format.andListParts(values).map((part, index) => (
        <Fragment key={index}>
          {part.type === 'element' ? <InlineName value={part.value} /> : part.value}
        </Fragment>
      ))}
    </>
  );
}
