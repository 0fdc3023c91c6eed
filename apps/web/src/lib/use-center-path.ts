import { useCallback } from 'react';
import { useParams } from 'react-router';
import { centerPath, type CenterPath } from './paths';

/**
 * Paths to the personal-center pages of the user whose center is open (the route's `:id`), for tabs that
 * are paths and links between the center's pages.
 */
export function useCenterPath(): (page: CenterPath, search?: string) => string {
  const { id = '' } = useParams();
  return useCallback((page, search) => centerPath(id, page, search), [id]);
}
