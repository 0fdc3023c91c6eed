import {
  ClockCircleOutlined,
  MailOutlined,
  PhoneOutlined,
  QqOutlined,
  SkypeOutlined,
  TeamOutlined,
  TelegramFilled,
  WechatOutlined,
  WhatsAppOutlined,
} from '@ant-design/icons';
import { Empty, Image } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownView } from '@/components/markdown';
import { PageHeading } from '@/components/page-heading';
import { assetUrl } from '@/lib/api-client';
import {
  mailUrl,
  qqChatUrl,
  qqGroupUrl,
  skypeUrl,
  telegramUrl,
  telUrl,
  whatsappUrl,
} from '@/lib/contact-links';
import { useSiteConfig } from '@/lib/site-config';
import { useModuleContent } from '../api/get-module-content';
import { ContactForm } from '../components/contact-form';
import styles from './contact-us.module.css';

type Entry = { key: string; icon: ReactNode; label: string; value: string; href?: string | null };

/** /aboutUs/contactUs: the site's configured contact channels (only those set), then the module text. */
export function ContactUsRoute() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const module = useModuleContent('contactUs');

  const entries: Entry[] = [];
  const add = (entry: Entry) => {
    if (entry.value.trim()) entries.push(entry);
  };
  add({
    key: 'email',
    icon: <MailOutlined />,
    label: t('contact.email'),
    value: site.custServiceEmail,
    href: mailUrl(site.custServiceEmail),
  });
  add({
    key: 'phone',
    icon: <PhoneOutlined />,
    label: t('contact.phone'),
    value: site.custServicePhone,
    href: telUrl(site.custServicePhone),
  });
  add({ key: 'workTime', icon: <ClockCircleOutlined />, label: t('contact.workTime'), value: site.workTime });
  add({
    key: 'qq',
    icon: <QqOutlined />,
    label: t('contact.qq'),
    value: site.qqCustService,
    href: qqChatUrl(site.qqCustService),
  });
  add({
    key: 'qqGroup',
    icon: <TeamOutlined />,
    label: t('contact.qqGroup'),
    value: site.qqGroup,
    href: qqGroupUrl(site.qqGroup),
  });
  add({
    key: 'whatsapp',
    icon: <WhatsAppOutlined />,
    label: 'WhatsApp',
    value: site.whatsapp,
    href: whatsappUrl(site.whatsapp),
  });
  add({
    key: 'telegram',
    icon: <TelegramFilled />,
    label: 'Telegram',
    value: site.telegram,
    href: telegramUrl(site.telegram),
  });
  add({
    key: 'skype',
    icon: <SkypeOutlined />,
    label: 'Skype',
    value: site.skype,
    href: skypeUrl(site.skype),
  });

  const qrCodes = [
    { key: 'service', label: t('contact.wechatService'), src: assetUrl(site.weixinQcodeCustService) },
    { key: 'public', label: t('contact.wechatPublic'), src: assetUrl(site.weixinQcodePub) },
  ].filter((qr) => qr.src);

  const body = module.data?.body.trim();

  return (
    <>
      <PageHeading title={t('about.menu.contactUs')} meta={t('contact.subtitle')} />
      {entries.length > 0 ? (
        <ul className={styles.grid}>
          {entries.map((entry) => (
            <li key={entry.key} className={styles.item}>
              <span className={styles.icon}>{entry.icon}</span>
              <span className={styles.text}>
                <span className={styles.label}>{entry.label}</span>
                {entry.href ? (
                  <a
                    className={styles.value}
                    href={entry.href}
                    {...(/^https?:/.test(entry.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {entry.value}
                  </a>
                ) : (
                  <span className={styles.value}>{entry.value}</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {qrCodes.length > 0 ? (
        <div className={styles.qrRow}>
          {qrCodes.map((qr) => (
            <figure key={qr.key} className={styles.qr}>
              <Image src={qr.src} alt={qr.label} width={140} height={140} />
              <figcaption>
                <WechatOutlined /> {qr.label}
              </figcaption>
            </figure>
          ))}
        </div>
      ) : null}
      {body ? <MarkdownView source={body} /> : null}
      {entries.length === 0 && qrCodes.length === 0 && !body && !module.isPending ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('contact.none')} />
      ) : null}
      <ContactForm />
    </>
  );
}
