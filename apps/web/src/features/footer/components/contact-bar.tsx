import {
  CloseOutlined,
  CustomerServiceOutlined,
  PhoneOutlined,
  QqOutlined,
  SkypeOutlined,
  TeamOutlined,
  TelegramFilled,
  VerticalAlignTopOutlined,
  WechatOutlined,
  WhatsAppOutlined,
} from '@ant-design/icons';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from '@/components/hint/hint';
import { assetUrl } from '@/lib/api-client';
import { qqChatUrl, qqGroupUrl, skypeUrl, telegramUrl, telUrl, whatsappUrl } from '@/lib/contact-links';
import { useSiteConfig } from '@/lib/site-config';
import styles from './contact-bar.module.css';

type BarItem = {
  key: string;
  icon: ReactNode;
  label: string;
  href?: string | null;
  /** Popover content instead of (or besides) a link. */
  detail?: ReactNode;
};

/** Spec 2, Other UI: the right-side contact bar; each channel only when configured, then scroll-to-top. */
export function ContactBar() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const [scrolled, setScrolled] = useState(false);
  /** On small screens the channels fold behind one button so they do not cover the page. */
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // Not read on mount: reading the scroll position would lay the page out in the middle of its first
    // render; a page restored further down fires a scroll event of its own.
    const onScroll = () => setScrolled(window.scrollY > 400);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const items: BarItem[] = [];
  const phone = site.custServicePhone.trim();
  if (phone) {
    items.push({
      key: 'phone',
      icon: <PhoneOutlined />,
      label: t('contact.phone'),
      href: telUrl(phone),
      detail: <span className={styles.detailText}>{phone}</span>,
    });
  }
  if (site.qqCustService.trim()) {
    items.push({
      key: 'qq',
      icon: <QqOutlined />,
      label: t('contact.qqConsult'),
      href: qqChatUrl(site.qqCustService),
    });
  }
  if (site.qqGroup.trim()) {
    const href = qqGroupUrl(site.qqGroup);
    items.push({
      key: 'qqGroup',
      icon: <TeamOutlined />,
      label: t('contact.qqGroup'),
      href,
      ...(href ? {} : { detail: <span className={styles.detailText}>{site.qqGroup}</span> }),
    });
  }
  const wechat = assetUrl(site.weixinQcodeCustService);
  if (wechat) {
    items.push({
      key: 'wechat',
      icon: <WechatOutlined />,
      label: t('contact.wechatService'),
      detail: (
        <figure className={styles.qr}>
          <img src={wechat} alt={t('contact.wechatService')} width={140} height={140} />
          <figcaption>{t('contact.scanWechat')}</figcaption>
        </figure>
      ),
    });
  }
  if (site.whatsapp.trim()) {
    items.push({
      key: 'whatsapp',
      icon: <WhatsAppOutlined />,
      label: 'WhatsApp',
      href: whatsappUrl(site.whatsapp),
    });
  }
  if (site.telegram.trim()) {
    items.push({
      key: 'telegram',
      icon: <TelegramFilled />,
      label: 'Telegram',
      href: telegramUrl(site.telegram),
    });
  }
  if (site.skype.trim()) {
    items.push({ key: 'skype', icon: <SkypeOutlined />, label: 'Skype', href: skypeUrl(site.skype) });
  }

  return (
    <aside className={styles.bar} aria-label={t('contact.bar')}>
      {items.length > 0 ? (
        <button
          type="button"
          className={`${styles.item} ${styles.toggle}`}
          aria-expanded={open}
          aria-label={t('contact.bar')}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <CloseOutlined /> : <CustomerServiceOutlined />}
        </button>
      ) : null}
      <div className={`${styles.channels} ${open ? styles.channelsOpen : ''}`}>
        {items.map((item) => (
          <Hint
            key={item.key}
            placement="left"
            {...(item.detail ? { title: item.label, content: item.detail } : { content: item.label })}
          >
            {(trigger) =>
              item.href ? (
                <a
                  {...trigger}
                  className={styles.item}
                  href={item.href}
                  aria-label={item.label}
                  {...(/^https?:/.test(item.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {item.icon}
                </a>
              ) : (
                <button {...trigger} type="button" className={styles.item} aria-label={item.label}>
                  {item.icon}
                </button>
              )
            }
          </Hint>
        ))}
      </div>
      <Hint placement="left" content={t('contact.backToTop')}>
        {(trigger) => (
          <button
            {...trigger}
            type="button"
            className={`${styles.item} ${styles.top} ${scrolled ? styles.topVisible : ''}`}
            aria-label={t('contact.backToTop')}
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <VerticalAlignTopOutlined />
          </button>
        )}
      </Hint>
    </aside>
  );
}
