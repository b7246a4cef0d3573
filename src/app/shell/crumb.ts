import type { RouteObject } from 'react-router';
import { makeTranslate, type Catalog, type Language, type Messages } from '../../i18n/messages';

/** A route's name in the breadcrumbs and the tab's title, in the current language. */
export interface Crumb {
  label: (language: Language) => string;
  /** The page of one thing (`:id`): once loaded, the page's own title (its name) replaces the label. */
  subject?: boolean;
}

export function crumb<E extends Catalog>(
  messages: Messages<E>,
  key: keyof E & string,
  options: { subject?: boolean } = {},
): Crumb {
  return { label: (language) => makeTranslate(messages, language)(key), ...options };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isCrumb(value: unknown): value is Crumb {
  return isRecord(value) && typeof value.label === 'function';
}

export function crumbOf(handle: unknown): Crumb | null {
  return isRecord(handle) && isCrumb(handle.crumb) ? handle.crumb : null;
}

/** The route with `crumb` added to its handle (a page's first read stays beside it). */
export function withCrumb(route: RouteObject, routeCrumb: Crumb): RouteObject {
  const handle: unknown = route.handle;
  return { ...route, handle: { ...(isRecord(handle) ? handle : {}), crumb: routeCrumb } };
}

/**
 * An area's routes with their crumbs, by path below the area (`':id'`, `':id/email'`). Index
 * routes are their parent's page and need none.
 */
export function withCrumbs(
  routes: RouteObject[],
  crumbs: Record<string, Crumb>,
  parent = '',
): RouteObject[] {
  return routes.map((route) => {
    const path = route.path ? (parent ? `${parent}/${route.path}` : route.path) : parent;
    const children = route.children && withCrumbs(route.children, crumbs, path);
    const titled = { ...route, ...(children ? { children } : {}) } as RouteObject;
    const routeCrumb = route.path ? crumbs[path] : undefined;
    return routeCrumb ? withCrumb(titled, routeCrumb) : titled;
  });
}
