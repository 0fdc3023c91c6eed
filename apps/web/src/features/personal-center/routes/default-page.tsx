import { Navigate, useParams } from 'react-router';
import { centerPath } from '@/lib/paths';
import { DEFAULT_PAGE } from '../utils/pages';

/** Sections of the personal center not built yet, and its bare path, open the default page. */
export function PersonalCenterDefaultRoute() {
  const { id } = useParams();
  return <Navigate to={centerPath(id ?? '', DEFAULT_PAGE)} replace />;
}
