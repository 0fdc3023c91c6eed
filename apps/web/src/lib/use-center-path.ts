import { createContext, createElement, useCallback, useContext, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useCurrentUser } from './auth';
import { centerPath, type CenterPath } from './paths';

/** Where a personal-center page is in this shell: `page` with an optional search ('paymentId=3'). */
export type CenterPathOf = (page: CenterPath, search?: string) => string;

/**
 * A shell whose pages are not the community's personal center (the MAM back office) says where each
 * center page lives in it; shared components (the subscription card, the payment dialog, ...) link there.
 */
const CenterPathsContext = createContext<CenterPathOf | null>(null);

export function CenterPathsProvider({ paths, children }: { paths: CenterPathOf; children: ReactNode }) {
  return createElement(CenterPathsContext.Provider, { value: paths }, children);
}

/**
 * Paths to the personal-center pages of the user whose center is open (the route's `:id`, else the
 * signed-in user), for tabs that are paths and links between the center's pages. In a shell that hosts
 * them elsewhere (CenterPathsProvider), its own paths.
 */
export function useCenterPath(): CenterPathOf {
  const shell = useContext(CenterPathsContext);
  const { id } = useParams();
  const user = useCurrentUser();
  const userId = id ?? String(user?.id ?? 0);
  const community = useCallback<CenterPathOf>((page, search) => centerPath(userId, page, search), [userId]);
  return shell ?? community;
}
