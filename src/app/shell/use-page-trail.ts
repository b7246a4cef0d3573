import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useMatches } from 'react-router';
import { useLanguage } from '../../i18n/use-messages';
import { crumbOf } from './crumb';

export interface TrailItem {
  label: string;
  to: string;
}

interface SubjectName {
  path: string;
  name: string;
}

/**
 * The breadcrumb trail of the current page, from Home down: each matched route's crumb, with the
 * name a page reports (`useReportPageName`, called by `PageHeader`) in place of its subject's
 * generic label ("Domain") once it is loaded. `reportName` is what `PageNameContext` provides.
 */
export function usePageTrail() {
  const matches = useMatches();
  const { language } = useLanguage();
  const [subject, setSubject] = useState<SubjectName | null>(null);
  const items = matches.flatMap((match) => {
    const crumb = crumbOf(match.handle);
    return crumb ? [{ crumb, to: match.pathname }] : [];
  });
  // An index route shares its parent's address; the parent names it.
  const unique = items.filter((item, index) => items[index - 1]?.to !== item.to);
  const subjectPath = unique.findLast((item) => item.crumb.subject)?.to ?? null;
  const subjectPathRef = useRef(subjectPath);
  // Layout effects run before the pages' effects report, so a report names the page it is on.
  useLayoutEffect(() => {
    subjectPathRef.current = subjectPath;
  }, [subjectPath]);
  const reportName = useCallback((name: string) => {
    const path = subjectPathRef.current;
    if (path === null) return () => {};
    setSubject({ path, name });
    return () =>
      setSubject((current) => (current?.path === path && current.name === name ? null : current));
  }, []);
  const trail: TrailItem[] = unique.map(({ crumb, to }) => ({
    label: crumb.subject && subject?.path === to ? subject.name : crumb.label(language),
    to,
  }));
  return { trail, reportName };
}
