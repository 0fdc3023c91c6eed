import {
  CalculatorOutlined,
  CalendarOutlined,
  CopyOutlined,
  CustomerServiceOutlined,
  GlobalOutlined,
  MessageOutlined,
  NotificationOutlined,
  PlusCircleOutlined,
  QuestionCircleOutlined,
  RiseOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HASH_PATHS } from './hash-paths';
import { SectionLayout } from './section-layout';

/** /messages: the signed-in user's notices and the site's announcements. */
export function MessagesSection() {
  const { t } = useTranslation();
  return (
    <SectionLayout
      title={t('hashSite.messages.title')}
      pages={[
        {
          path: HASH_PATHS.systemMessages,
          label: t('hashSite.messages.systemMessages'),
          icon: <MessageOutlined aria-hidden />,
        },
        {
          path: HASH_PATHS.announcement,
          label: t('hashSite.messages.announcement'),
          icon: <NotificationOutlined aria-hidden />,
        },
      ]}
    />
  );
}

/** /marketDynamics: the calculator, the economic calendar and the news flash (the public site's tools). */
export function MarketDynamicsSection() {
  const { t } = useTranslation();
  return (
    <SectionLayout
      title={t('hashSite.marketDynamics.title')}
      pages={[
        {
          path: HASH_PATHS.calculator,
          label: t('hashSite.marketDynamics.calculator'),
          icon: <CalculatorOutlined aria-hidden />,
        },
        {
          path: HASH_PATHS.financeCalendar,
          label: t('hashSite.marketDynamics.financeCalendar'),
          icon: <CalendarOutlined aria-hidden />,
        },
        {
          path: HASH_PATHS.timeTelegram,
          label: t('hashSite.marketDynamics.timeTelegram'),
          icon: <ThunderboltOutlined aria-hidden />,
        },
      ]}
    />
  );
}

/** /about: what forex is, what copy investing is, becoming a signal provider, how copying works. */
export function AboutSection() {
  const { t } = useTranslation();
  return (
    <SectionLayout
      title={t('hashSite.about.title')}
      card
      pages={[
        {
          path: HASH_PATHS.foreignexchange,
          label: t('hashSite.about.foreignexchange.menu'),
          icon: <GlobalOutlined aria-hidden />,
        },
        {
          path: HASH_PATHS.copyinvest,
          label: t('hashSite.about.copyinvest.menu'),
          icon: <RiseOutlined aria-hidden />,
        },
        {
          path: HASH_PATHS.traders,
          label: t('hashSite.about.traders.menu'),
          icon: <TrophyOutlined aria-hidden />,
        },
        { path: HASH_PATHS.copy, label: t('hashSite.about.copy.menu'), icon: <CopyOutlined aria-hidden /> },
      ]}
    />
  );
}

/** /customer: the FAQ, the partner programme, contact us and adding or binding an account. */
export function CustomerSection() {
  const { t } = useTranslation();
  return (
    <SectionLayout
      title={t('hashSite.customer.title')}
      pages={[
        {
          path: HASH_PATHS.problem,
          label: t('hashSite.customer.problem'),
          icon: <QuestionCircleOutlined aria-hidden />,
        },
        {
          path: HASH_PATHS.partner,
          label: t('hashSite.customer.partner'),
          icon: <TeamOutlined aria-hidden />,
        },
        {
          path: HASH_PATHS.contactUs,
          label: t('hashSite.customer.contactUs'),
          icon: <CustomerServiceOutlined aria-hidden />,
        },
        {
          path: HASH_PATHS.addOrBind,
          label: t('hashSite.customer.addOrBind'),
          icon: <PlusCircleOutlined aria-hidden />,
        },
      ]}
    />
  );
}
