import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses, type ButtonVariant } from './button-classes';

/** A small text link to a related page, beside a page's title or under a section. */
export function RelatedLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="link text-sm">
      {children}
    </Link>
  );
}

/** A link that looks like a button, for a page's main way on (a list's related page). */
export function ButtonLink({
  to,
  variant = 'secondary',
  children,
}: {
  to: string;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={buttonClasses(variant)}>
      {children}
    </Link>
  );
}
