import { useTranslation } from 'react-i18next';
import { useModuleShowInfo } from '@/lib/cms-queries';

type CollegeModule = 'article' | 'course' | 'encyclopedia' | 'information';

/** A module's name as the operator wrote it (getModuleShowInfo), the college's own word until it comes. */
export function useModuleName(moduleCode: CollegeModule): string {
  const { t } = useTranslation();
  const info = useModuleShowInfo(moduleCode);
  return info.data?.name || t(`college.modules.${moduleCode}`);
}
