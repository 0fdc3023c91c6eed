import { LOCALES, type Locale } from '@copytrade/contracts/locale';
import { SITE_SETTINGS_LIMITS } from '@copytrade/contracts/site-settings';
import {
  CodeOutlined,
  CopyOutlined,
  DeleteOutlined,
  EyeOutlined,
  GlobalOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Empty, Form, Input, Select, Tag } from 'antd';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/lib/feedback';
import { buildSnippet, checkOrigins, embedSrc, type EmbedOptions } from '../utils/snippet';
import styles from './embed-settings.module.css';

const LANGUAGE_NAMES: Record<Locale, string> = { zh_CN: '简体中文', en_US: 'English', zh_Hant: '繁體中文' };

export type EmbedSettingsProps = {
  /** The origins saved (sites.frame_ancestors). */
  origins: readonly string[];
  /** The site's addresses the snippet may point at, this page's first. */
  siteOrigins: readonly string[];
  /** The languages the site offers (the snippet's choices). */
  languages: readonly Locale[];
  defaultLanguage: Locale;
  /** Saves the whole list; rejects when the server refused it. */
  onSaveOrigins: (origins: string[]) => Promise<unknown>;
  saving: boolean;
};

function Block({
  id,
  icon,
  title,
  note,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  note: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {icon}
        {title}
      </h2>
      <p className={styles.note}>{note}</p>
      {children}
    </section>
  );
}

/** The origins that may frame the square: one row each, checked as typed, saved as a whole list. */
function OriginsEditor({
  origins,
  onSave,
  saving,
}: {
  origins: readonly string[];
  onSave: EmbedSettingsProps['onSaveOrigins'];
  saving: boolean;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [rows, setRows] = useState<string[]>(() => (origins.length > 0 ? [...origins] : ['']));
  const [seen, setSeen] = useState(origins);
  if (seen !== origins) {
    setSeen(origins);
    setRows(origins.length > 0 ? [...origins] : ['']);
  }
  const check = useMemo(() => checkOrigins(rows), [rows]);
  const dirty = check.origins.join(' ') !== origins.join(' ');
  const blocked = check.problems.some((p) => p !== null) || check.tooMany;

  const save = async () => {
    try {
      await onSave(check.origins);
      void message.success(t('embed.settings.origins.saved'));
    } catch {
      void message.error(t('embed.settings.origins.saveFailed'));
    }
  };

  return (
    <Form layout="vertical" onFinish={() => void save()} className={styles.origins}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('embed.settings.origins.empty')} />
      ) : null}
      {rows.map((row, index) => {
        const problem = check.problems[index];
        return (
          <Form.Item
            // Rows are edited in place and only removed by their button.
            key={index}
            className={styles.originRow}
            validateStatus={problem ? 'error' : undefined}
            help={problem ? t(`embed.settings.origins.${problem}`) : undefined}
          >
            <div className={styles.originLine}>
              <Input
                aria-label={t('embed.settings.origins.label', { index: index + 1 })}
                placeholder={t('embed.settings.origins.placeholder')}
                value={row}
                maxLength={300}
                prefix={<GlobalOutlined aria-hidden />}
                onChange={(event) => setRows(rows.map((r, i) => (i === index ? event.target.value : r)))}
              />
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('embed.settings.origins.remove', { origin: row || index + 1 })}
                onClick={() => setRows(rows.filter((_, i) => i !== index))}
              />
            </div>
          </Form.Item>
        );
      })}
      {check.tooMany ? (
        <p className={styles.error} role="alert">
          {t('embed.settings.origins.tooMany', { count: SITE_SETTINGS_LIMITS.FRAME_ORIGINS })}
        </p>
      ) : null}
      <div className={styles.originActions}>
        <Button
          icon={<PlusOutlined />}
          disabled={rows.length >= SITE_SETTINGS_LIMITS.FRAME_ORIGINS}
          onClick={() => setRows([...rows, ''])}
        >
          {t('embed.settings.origins.add')}
        </Button>
        <span className={styles.spacer} />
        {dirty ? <Tag color="warning">{t('embed.settings.origins.unsaved')}</Tag> : null}
        <Button type="primary" htmlType="submit" loading={saving} disabled={!dirty || blocked}>
          {t('embed.settings.origins.save')}
        </Button>
      </div>
    </Form>
  );
}

/** The preview frame, sized by the embed page's height messages like the snippet's script does. */
function Preview({ src, origin }: { src: string; origin: string }) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(640);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (event.origin !== origin || event.source !== frameRef.current?.contentWindow) return;
      if (typeof data !== 'object' || data === null) return;
      const { type, height: next } = data as { type?: unknown; height?: unknown };
      if (type === 'copytrade:height' && typeof next === 'number') setHeight(Math.max(200, Math.ceil(next)));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);
  return (
    <div className={styles.previewBox}>
      <iframe
        ref={frameRef}
        key={src}
        src={src}
        title={t('embed.settings.preview.frameTitle')}
        className={styles.previewFrame}
        style={{ height }}
      />
    </div>
  );
}

/**
 * The site settings' Embedding tab (spec 2, iframe mode): the websites allowed to frame the strategy square,
 * the snippet to paste (language, theme, where trader pages open, the site address) with a copy button,
 * and a live preview of the square as the snippet shows it.
 */
export function EmbedSettings({
  origins,
  siteOrigins,
  languages,
  defaultLanguage,
  onSaveOrigins,
  saving,
}: EmbedSettingsProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const offered = languages.length > 0 ? languages : LOCALES;
  const [siteOrigin, setSiteOrigin] = useState(siteOrigins[0] ?? window.location.origin);
  const [options, setOptions] = useState<EmbedOptions>({
    lang: offered.includes(defaultLanguage) ? defaultLanguage : (offered[0] ?? 'zh_CN'),
    theme: 'light',
    target: 'blank',
  });
  const snippet = buildSnippet(siteOrigin, options, t('embed.settings.snippet.frameTitle'));
  const previewSrc = embedSrc(window.location.origin, options);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      void message.success(t('embed.settings.snippet.copied'));
    } catch {
      void message.error(t('embed.settings.snippet.copyFailed'));
    }
  };

  return (
    <div className={styles.tab}>
      <p className={styles.intro}>{t('embed.settings.intro')}</p>
      <Block
        id="embed-origins"
        icon={<GlobalOutlined aria-hidden />}
        title={t('embed.settings.origins.title')}
        note={t('embed.settings.origins.hint')}
      >
        <OriginsEditor origins={origins} onSave={onSaveOrigins} saving={saving} />
      </Block>

      <Block
        id="embed-snippet"
        icon={<CodeOutlined aria-hidden />}
        title={t('embed.settings.snippet.title')}
        note={t('embed.settings.snippet.hint')}
      >
        <Form layout="vertical" className={styles.options}>
          <Form.Item label={t('embed.settings.snippet.site')} htmlFor="embed-site">
            <Select
              id="embed-site"
              value={siteOrigin}
              options={siteOrigins.map((value) => ({ value, label: value }))}
              onChange={setSiteOrigin}
            />
          </Form.Item>
          <Form.Item label={t('embed.settings.snippet.language')} htmlFor="embed-lang">
            <Select<Locale>
              id="embed-lang"
              value={options.lang}
              options={offered.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
              onChange={(lang) => setOptions({ ...options, lang })}
            />
          </Form.Item>
          <Form.Item label={t('embed.settings.snippet.theme')} htmlFor="embed-theme">
            <Select<EmbedOptions['theme']>
              id="embed-theme"
              value={options.theme}
              options={(['light', 'dark'] as const).map((value) => ({
                value,
                label: t(`embed.settings.snippet.${value}`),
              }))}
              onChange={(theme) => setOptions({ ...options, theme })}
            />
          </Form.Item>
          <Form.Item label={t('embed.settings.snippet.target')} htmlFor="embed-target">
            <Select<EmbedOptions['target']>
              id="embed-target"
              value={options.target}
              options={(['blank', 'parent'] as const).map((value) => ({
                value,
                label: t(`embed.settings.snippet.${value}`),
              }))}
              onChange={(target) => setOptions({ ...options, target })}
            />
          </Form.Item>
        </Form>
        <div className={styles.code}>
          <Input.TextArea
            readOnly
            aria-label={t('embed.settings.snippet.code')}
            value={snippet}
            autoSize={{ minRows: 6, maxRows: 16 }}
            className={styles.codeText}
            onFocus={(event) => event.target.select()}
          />
          <Button type="primary" icon={<CopyOutlined />} className={styles.copy} onClick={() => void copy()}>
            {t('embed.settings.snippet.copy')}
          </Button>
        </div>
      </Block>

      <Block
        id="embed-preview"
        icon={<EyeOutlined aria-hidden />}
        title={t('embed.settings.preview.title')}
        note={t('embed.settings.preview.hint')}
      >
        <Preview src={previewSrc} origin={window.location.origin} />
      </Block>
    </div>
  );
}
