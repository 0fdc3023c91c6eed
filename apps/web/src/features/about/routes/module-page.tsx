import { useTranslation } from 'react-i18next';
import { ModuleArticle } from '../components/module-article';
import type { AboutDocPage } from '../utils/about-pages';

/** /aboutUs/privacyPolicy, riskDisclosure, disclaimerSay, communityCode, faq, userGuide. */
export function ModulePageRoute({ moduleCode }: { moduleCode: AboutDocPage }) {
  const { t } = useTranslation();
  return (
    <ModuleArticle key={moduleCode} moduleCode={moduleCode} fallbackTitle={t(`about.menu.${moduleCode}`)} />
  );
}
