import { CalendarOutlined, FileTextOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CalendarAdmin } from './calendar-admin';
import styles from './market-admin.module.css';
import { NewsAdmin } from './news-admin';
import { ReportsAdmin } from './reports-admin';

const SECTIONS = ['calendar', 'flash', 'reports'] as const;
type Section = (typeof SECTIONS)[number];
const isSection = (value: string | null): value is Section =>
  (SECTIONS as readonly (string | null)[]).includes(value);

/**
 * The site settings' Market tab (issue 18, part 4): the economic calendar, the news flash and the daily
 * reports of the site, each with its editor; `?market=` names the open section.
 */
export function MarketAdminPanel() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('market');
  const section: Section = isSection(requested) ? requested : 'calendar';
  const icons = {
    calendar: <CalendarOutlined />,
    flash: <ThunderboltOutlined />,
    reports: <FileTextOutlined />,
  };
  return (
    <div className={styles.panel}>
      <Segmented<Section>
        className={styles.switch}
        value={section}
        onChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (value === 'calendar') next.delete('market');
              else next.set('market', value);
              return next;
            },
            { replace: true },
          )
        }
        options={SECTIONS.map((value) => ({
          value,
          icon: icons[value],
          label: t(`marketNews.admin.sections.${value}`),
        }))}
      />
      {section === 'calendar' ? <CalendarAdmin /> : section === 'flash' ? <NewsAdmin /> : <ReportsAdmin />}
    </div>
  );
}
