import {
  SITE_SETTINGS_LIMITS,
  siteLinkSchema,
  type BANNER_LANGUAGES,
  type SiteBanner,
  type SiteSettings,
} from '@copytrade/contracts/site-settings';
import { isLocale } from '@copytrade/contracts/locale';
import { translate } from '@copytrade/contracts/messages';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  FlagOutlined,
  LinkOutlined,
  PictureOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Form, Input, Modal, Popconfirm, Select, Switch, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton } from '@/components/page-states';
import { QueryView } from '@/components/query-view';
import { currentLocale } from '@/i18n/locale';
import { assetUrl, isApiError } from '@/lib/api-client';
import { useFeedback } from '@/lib/feedback';
import {
  useAddBanner,
  useDeleteBanner,
  useSiteBanners,
  useSortBanners,
  useUpdateBanner,
} from '../api/site-settings';
import { applySectionErrors, schemaRule } from '../utils/form';
import { ImageField } from './image-field';
import { siteLocales } from './localized-input';
import { Section } from './section';
import styles from './banners-tab.module.css';

type BannerLanguage = (typeof BANNER_LANGUAGES)[number];
type BannerValues = {
  image: string;
  title: string;
  linkUrl: string;
  language: BannerLanguage;
  enabled: boolean;
};
const FIELDS = ['image', 'title', 'linkUrl', 'language', 'enabled'] as const;
const EMPTY: BannerValues = { image: '', title: '', linkUrl: '', language: '', enabled: true };

/** The add / edit dialog of a banner. */
function BannerDialog({
  banner,
  languages,
  onClose,
}: {
  /** null: a new banner. */
  banner: SiteBanner | null;
  languages: BannerLanguage[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const locale = currentLocale();
  const [form] = Form.useForm<BannerValues>();
  const add = useAddBanner();
  const update = useUpdateBanner();
  const saving = add.isPending || update.isPending;

  const onFinish = (values: BannerValues) => {
    const body = { ...values, title: values.title.trim(), linkUrl: values.linkUrl.trim() };
    const done = {
      onSuccess: () => {
        void message.success(t(banner ? 'siteSettings.banners.saved' : 'siteSettings.banners.added'));
        onClose();
      },
      onError: (error: Error) => {
        if (isApiError(error) && applySectionErrors(form, error, FIELDS)) return;
        void message.error(error.message);
      },
    };
    if (banner) update.mutate({ id: banner.id, ...body }, done);
    else add.mutate(body, done);
  };

  return (
    <Modal
      open
      title={t(banner ? 'siteSettings.banners.edit' : 'siteSettings.banners.add')}
      onCancel={onClose}
      okText={t('siteSettings.save')}
      okButtonProps={{ htmlType: 'submit', loading: saving }}
      destroyOnHidden
      width={640}
      modalRender={(node) => (
        <Form<BannerValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={
            banner ? { ...banner, language: isLocale(banner.language) ? banner.language : '' } : EMPTY
          }
          onFinish={onFinish}
        >
          {node}
        </Form>
      )}
    >
      <Form.Item
        name="image"
        label={t('siteSettings.banners.image')}
        dependencies={['title']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule, value: string) =>
              value || String(getFieldValue('title') ?? '').trim()
                ? Promise.resolve()
                : Promise.reject(new Error(translate(locale, 'validation.banner.empty'))),
          }),
        ]}
      >
        <ImageField kind="banner" wide label={t('siteSettings.banners.image')} />
      </Form.Item>
      <Form.Item name="title" label={t('siteSettings.banners.title')}>
        <Input maxLength={60} showCount />
      </Form.Item>
      <Form.Item
        name="linkUrl"
        label={t('siteSettings.banners.link')}
        extra={t('siteSettings.banners.linkHelp')}
        rules={[schemaRule(siteLinkSchema, locale)]}
      >
        <Input allowClear spellCheck={false} placeholder="/community/trader" />
      </Form.Item>
      <div className={styles.dialogRow}>
        <Form.Item
          name="language"
          label={t('siteSettings.banners.language')}
          className={styles.languageField}
        >
          <Select
            options={languages.map((value) => ({
              value,
              label: value ? t(`siteSettings.languages.${value}`) : t('siteSettings.banners.allLanguages'),
            }))}
          />
        </Form.Item>
        <Form.Item name="enabled" label={t('siteSettings.banners.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </div>
    </Modal>
  );
}

/**
 * Banners (the landing page's carousel, getBannerList): each with its image or title, link, language and
 * switch, in order (arrows move one up or down), added and edited in a dialog, deleted after a confirmation.
 */
export function BannersTab({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const banners = useSiteBanners();
  const sort = useSortBanners();
  const toggle = useUpdateBanner();
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<SiteBanner | null | 'new'>(null);
  const languages: BannerLanguage[] = ['', ...siteLocales(settings.availableLang)];
  const fail = (error: Error) => void message.error(error.message);

  const move = (list: SiteBanner[], index: number, by: -1 | 1) => {
    const ids = list.map((b) => b.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    sort.mutate(ids, { onError: fail });
  };

  const full = (banners.data?.length ?? 0) >= SITE_SETTINGS_LIMITS.BANNERS_PER_SITE;
  const addButton = (
    <Tooltip
      title={
        full ? t('siteSettings.banners.full', { max: SITE_SETTINGS_LIMITS.BANNERS_PER_SITE }) : undefined
      }
    >
      <Button
        type="primary"
        icon={<PlusOutlined aria-hidden />}
        disabled={full}
        onClick={() => setEditing('new')}
      >
        {t('siteSettings.banners.add')}
      </Button>
    </Tooltip>
  );

  return (
    <Section
      id="site-banners"
      icon={<FlagOutlined aria-hidden />}
      title={t('siteSettings.tabs.banners')}
      note={t('siteSettings.banners.note')}
      extra={addButton}
    >
      <QueryView
        query={banners}
        loading={<ListSkeleton rows={3} />}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            icon={<PictureOutlined aria-hidden />}
            title={t('siteSettings.banners.empty')}
            hint={t('siteSettings.banners.emptyHint')}
          />
        }
      >
        {(list) => (
          <ol className={styles.list} aria-label={t('siteSettings.tabs.banners')}>
            {list.map((banner, index) => (
              <li key={banner.id} className={styles.item} data-testid="banner-row">
                <span className={styles.order}>{index + 1}</span>
                <div className={styles.thumb}>
                  {banner.image ? (
                    <img src={assetUrl(banner.image)} alt={banner.title || t('siteSettings.banners.image')} />
                  ) : (
                    <span className={styles.textBanner}>{banner.title}</span>
                  )}
                </div>
                <div className={styles.info}>
                  <strong className={styles.title}>
                    {banner.title || t('siteSettings.banners.untitled')}
                  </strong>
                  <span className={styles.meta}>
                    <Tag bordered={false} color={banner.language ? 'blue' : 'default'}>
                      {isLocale(banner.language)
                        ? t(`siteSettings.languages.${banner.language}`)
                        : t('siteSettings.banners.allLanguages')}
                    </Tag>
                    {banner.linkUrl ? (
                      <span className={styles.link}>
                        <LinkOutlined aria-hidden /> {banner.linkUrl}
                      </span>
                    ) : (
                      <span className={styles.muted}>{t('siteSettings.banners.noLink')}</span>
                    )}
                  </span>
                </div>
                <div className={styles.actions}>
                  <Switch
                    size="small"
                    checked={banner.enabled}
                    aria-label={t('siteSettings.banners.enabled')}
                    loading={toggle.isPending && toggle.variables?.id === banner.id}
                    onChange={(enabled) => toggle.mutate({ id: banner.id, enabled }, { onError: fail })}
                  />
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined aria-hidden />}
                    aria-label={t('siteSettings.banners.up')}
                    disabled={index === 0 || sort.isPending}
                    onClick={() => move(list, index, -1)}
                  />
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined aria-hidden />}
                    aria-label={t('siteSettings.banners.down')}
                    disabled={index === list.length - 1 || sort.isPending}
                    onClick={() => move(list, index, 1)}
                  />
                  <Button
                    size="small"
                    type="text"
                    icon={<EditOutlined aria-hidden />}
                    aria-label={t('siteSettings.banners.edit')}
                    onClick={() => setEditing(banner)}
                  />
                  <Popconfirm
                    title={t('siteSettings.banners.deleteConfirm')}
                    okText={t('siteSettings.banners.delete')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove.mutate(banner.id, { onError: fail })}
                  >
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('siteSettings.banners.delete')}
                    />
                  </Popconfirm>
                </div>
              </li>
            ))}
          </ol>
        )}
      </QueryView>
      {editing !== null ? (
        <BannerDialog
          banner={editing === 'new' ? null : editing}
          languages={languages}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Section>
  );
}
