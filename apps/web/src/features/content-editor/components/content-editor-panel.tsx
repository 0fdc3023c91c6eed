import { EDUCATION_MODULES } from '@copytrade/contracts/cms';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ModuleEditor } from './module-editor';
import { NavigationEditor } from './navigation-editor';
import styles from './editor.module.css';

/** The editor's parts, in order: the education modules, then the header menu. */
export const CONTENT_EDITOR_SECTIONS = [...EDUCATION_MODULES, 'navigation'] as const;
type Section = (typeof CONTENT_EDITOR_SECTIONS)[number];

/** The address parameter naming the open part (`?tab=content&contentTab=course`). */
export const CONTENT_TAB_PARAM = 'contentTab';

function isSection(value: string | null, sections: readonly Section[]): value is Section {
  return (sections as readonly (string | null)[]).includes(value);
}

/**
 * The site admin's content editor (issue 17): one sub-tab per education module (articles, courses,
 * encyclopedia, information, downloads: each its class tree and items) and, unless `withNavigation` is
 * false, the header menu. The open sub-tab is kept in the address (`contentTab`), so a link can open one.
 */
export function ContentEditorPanel({ withNavigation = true }: { withNavigation?: boolean } = {}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const sections: readonly Section[] = withNavigation ? CONTENT_EDITOR_SECTIONS : EDUCATION_MODULES;
  const requested = params.get(CONTENT_TAB_PARAM);
  const active: Section = isSection(requested, sections) ? requested : 'article';

  return (
    <Tabs
      className={styles.sections}
      type="card"
      activeKey={active}
      onChange={(key) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (key === 'article') next.delete(CONTENT_TAB_PARAM);
            else next.set(CONTENT_TAB_PARAM, key);
            return next;
          },
          { replace: true },
        )
      }
      destroyOnHidden
      items={sections.map((section) => ({
        key: section,
        label: t(`contentEditor.modules.${section}`),
        children: section === 'navigation' ? <NavigationEditor /> : <ModuleEditor moduleCode={section} />,
      }))}
    />
  );
}
