import { DOWNLOAD_PLATFORMS, type EducationModule } from '@copytrade/contracts/cms';
import {
  CONTENT_EDITOR_LIMITS,
  saveContentBodySchema,
  type AdminContent,
} from '@copytrade/contracts/cms-admin';
import { LANG_CODE_TO_LOCALE, LOCALES, type Locale } from '@copytrade/contracts/locale';
import { translate } from '@copytrade/contracts/messages';
import {
  Alert,
  Button,
  Collapse,
  DatePicker,
  Drawer,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Skeleton,
  Space,
  Tabs,
  Tag,
  TreeSelect,
  type FormInstance,
  type FormRule,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { currentLocale } from '@/i18n/locale';
import { isApiError } from '@/lib/api-client';
import { useFeedback } from '@/lib/feedback';
import { useSiteConfig } from '@/lib/site-config';
import { useAdminContent } from '../api/admin-query-content';
import { useContentTypes } from '../api/admin-query-content-types';
import { useCourses } from '../api/admin-query-contents';
import { useSaveContent } from '../api/admin-save-content';
import { classOptions, localized } from '../utils/class-tree';
import {
  bodyOf,
  isCourseModule,
  isDownloadModule,
  localeOfFirstError,
  placeFieldErrors,
  valuesOf,
  type ItemValues,
} from '../utils/item-form';
import { AttachmentsField } from './attachments-field';
import { CoverField } from './cover-field';
import { MarkdownField } from './markdown-field';
import { EDITOR_TIME_FORMAT, StateTag } from './state-tag';
import styles from './editor.module.css';

/** Which item the editor opens: an existing one, or a new one (in the class the list shows). */
export type ItemTarget = { contentId: number | null; typeId?: number | undefined };

/** The link of a download: the contract's check, so the browser refuses what the server refuses. */
const linkUrlSchema = saveContentBodySchema.shape.linkUrl;

/** The texts of one language: title, summary, the Markdown body with its preview, SEO (folded). */
function LanguageFields({
  moduleCode,
  locale,
  seoOpen,
  onSeoOpen,
}: {
  moduleCode: EducationModule;
  locale: Locale;
  seoOpen: boolean;
  onSeoOpen: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const language = t(`contentEditor.languages.${locale}`);
  const required = locale === 'zh_CN';
  const label = (field: 'titleField' | 'summary' | 'body' | 'seoTitle' | 'seoDescription') =>
    `${t(`contentEditor.item.${field}`)} · ${language}`;
  return (
    <>
      <Form.Item
        name={['title', locale]}
        label={label('titleField')}
        required={required}
        rules={
          required
            ? [
                {
                  required: true,
                  whitespace: true,
                  message: translate(currentLocale(), 'validation.content.titleRequired'),
                },
              ]
            : []
        }
        extra={
          required
            ? undefined
            : // The encyclopedia files an entry under the first letter of its English title.
              moduleCode === 'encyclopedia' && locale === 'en_US'
              ? t('contentEditor.item.letterHint')
              : t('contentEditor.item.fallbackHint')
        }
      >
        <Input maxLength={CONTENT_EDITOR_LIMITS.TITLE} showCount />
      </Form.Item>
      <Form.Item name={['summary', locale]} label={label('summary')}>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={CONTENT_EDITOR_LIMITS.SUMMARY}
          showCount
        />
      </Form.Item>
      <Form.Item name={['body', locale]} label={label('body')}>
        <MarkdownField label={label('body')} />
      </Form.Item>
      <Collapse
        className={styles.seo}
        activeKey={seoOpen ? ['seo'] : []}
        onChange={(keys) => onSeoOpen(keys.includes('seo'))}
        items={[
          {
            key: 'seo',
            label: t('contentEditor.item.seo'),
            forceRender: true,
            children: (
              <>
                <Form.Item name={['seoTitle', locale]} label={label('seoTitle')}>
                  <Input maxLength={CONTENT_EDITOR_LIMITS.SEO_TITLE} showCount />
                </Form.Item>
                <Form.Item name={['seoDescription', locale]} label={label('seoDescription')}>
                  <Input.TextArea
                    autoSize={{ minRows: 2, maxRows: 4 }}
                    maxLength={CONTENT_EDITOR_LIMITS.SEO_DESCRIPTION}
                    showCount
                  />
                </Form.Item>
              </>
            ),
          },
        ]}
      />
    </>
  );
}

/** Draft, publish now or publish at a time (a future minute). */
function PublishFields({ content }: { content: AdminContent | null }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ItemValues>();
  const publish = Form.useWatch('publish', form);
  const timeRule: FormRule = {
    validator: (_rule, value: Dayjs | null | undefined) => {
      if (!value) {
        return Promise.reject(new Error(translate(currentLocale(), 'validation.content.publishTime')));
      }
      return value.isAfter(dayjs())
        ? Promise.resolve()
        : Promise.reject(new Error(t('contentEditor.item.publishFuture')));
    },
  };
  return (
    <div className={styles.publishBox}>
      {content ? (
        <div className={styles.currentState}>
          <span className={styles.muted}>{t('contentEditor.item.currentState')}</span>
          <StateTag state={content.state} publishTime={content.publishTime} />
        </div>
      ) : null}
      <Form.Item name="publish" label={t('contentEditor.item.publishing')}>
        <Radio.Group
          className={styles.publishChoices}
          options={[
            { value: 'draft', label: t('contentEditor.item.publishDraft') },
            { value: 'now', label: t('contentEditor.item.publishNowChoice') },
            { value: 'at', label: t('contentEditor.item.publishAt') },
          ]}
        />
      </Form.Item>
      {publish === 'at' ? (
        <Form.Item name="publishTime" label={t('contentEditor.item.publishTimeField')} rules={[timeRule]}>
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format={EDITOR_TIME_FORMAT}
            disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
            className={styles.fullWidth}
          />
        </Form.Item>
      ) : null}
      {content?.state === 'published' && publish === 'now' ? (
        <p className={styles.hint}>{t('contentEditor.item.publishedHint')}</p>
      ) : null}
    </div>
  );
}

/** The item's other fields: class, course, order, cover, tags, download fields, attachments. */
function SideFields({
  moduleCode,
  contentId,
  tagLocale,
}: {
  moduleCode: EducationModule;
  contentId: number | null;
  tagLocale: Locale;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const types = useContentTypes(moduleCode).data ?? [];
  const courses = useCourses(isCourseModule(moduleCode));
  return (
    <>
      <Form.Item name="typeId" label={t('contentEditor.item.class')}>
        <TreeSelect<number>
          allowClear
          treeDefaultExpandAll
          placeholder={t('contentEditor.item.noClass')}
          treeData={classOptions(types, locale, (name) => t('contentEditor.class.hiddenName', { name }))}
        />
      </Form.Item>
      {isCourseModule(moduleCode) ? (
        <Form.Item
          name="parentId"
          label={t('contentEditor.item.lessonOfField')}
          extra={t('contentEditor.item.lessonOfHint')}
        >
          <Select<number>
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={courses.isLoading}
            placeholder={t('contentEditor.item.notALesson')}
            options={(courses.data ?? [])
              .filter((course) => course.contentId !== contentId)
              .map((course) => ({ value: course.contentId, label: localized(course.title, locale) }))}
          />
        </Form.Item>
      ) : null}
      <Form.Item name="sort" label={t('contentEditor.item.sort')} extra={t('contentEditor.item.sortHint')}>
        <InputNumber min={0} max={10_000} precision={0} className={styles.fullWidth} />
      </Form.Item>
      <Form.Item name="cover" label={t('contentEditor.item.cover')}>
        <CoverField />
      </Form.Item>
      <Form.Item
        name="tags"
        label={t('contentEditor.item.tags')}
        extra={t('contentEditor.item.tagsHint', {
          max: CONTENT_EDITOR_LIMITS.TAGS,
          language: t(`contentEditor.languages.${tagLocale}`),
        })}
      >
        <Select<string[]>
          mode="tags"
          maxCount={CONTENT_EDITOR_LIMITS.TAGS}
          tokenSeparators={[',', '，']}
          placeholder={t('contentEditor.item.tagsPlaceholder')}
          open={false}
          suffixIcon={null}
        />
      </Form.Item>
      {isDownloadModule(moduleCode) ? (
        <>
          <Form.Item name="platform" label={t('contentEditor.item.platform')}>
            <Select
              allowClear
              placeholder={t('contentEditor.item.noPlatform')}
              options={DOWNLOAD_PLATFORMS.map((value) => ({
                value,
                label: t(`contentEditor.platforms.${value}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="version" label={t('contentEditor.item.version')}>
            <Input maxLength={40} placeholder="1.0.0" />
          </Form.Item>
          <Form.Item
            name="linkUrl"
            label={t('contentEditor.item.linkUrl')}
            extra={t('contentEditor.item.linkUrlHint')}
            rules={[
              {
                validator: (_rule, value: string | undefined) => {
                  const result = linkUrlSchema.safeParse((value ?? '').trim());
                  return result.success
                    ? Promise.resolve()
                    : Promise.reject(new Error(translate(locale, 'validation.content.linkUrl')));
                },
              },
            ]}
          >
            <Input allowClear spellCheck={false} placeholder="https://" />
          </Form.Item>
        </>
      ) : null}
      <Form.Item name="attachments" label={t('contentEditor.item.attachments')}>
        <AttachmentsField />
      </Form.Item>
    </>
  );
}

/** The editor's form, its first values read once when it opens (a later answer does not reset it). */
function ItemForm({
  form,
  initialValues,
  children,
}: {
  form: FormInstance<ItemValues>;
  initialValues: () => ItemValues;
  children: ReactNode;
}) {
  const [initial] = useState(initialValues);
  return (
    <Form<ItemValues>
      form={form}
      layout="vertical"
      requiredMark
      initialValues={initial}
      className={styles.itemForm}
    >
      {children}
    </Form>
  );
}

/**
 * The item editor, a full-width drawer: the texts of each language in tabs (title, summary, Markdown body
 * beside its live preview, SEO), and beside them how it is published, its class (and course for a
 * lesson), order, cover, tags, download fields and attachments. Saving sends every field; the server's
 * field errors show under their fields (on the tab of their language).
 */
export function ItemEditor({
  moduleCode,
  target,
  onClose,
}: {
  moduleCode: EducationModule;
  target: ItemTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<ItemValues>();
  const content = useAdminContent(target.contentId);
  const save = useSaveContent();
  const site = useSiteConfig();
  const tagLocale: Locale = LANG_CODE_TO_LOCALE[site.defaultLang as 1 | 2 | 3] ?? 'zh_CN';
  const [language, setLanguage] = useState<Locale>('zh_CN');
  const [seoOpen, setSeoOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const loaded = target.contentId === null ? null : (content.data ?? undefined);
  const ready = loaded !== undefined;

  const showErrorsOf = (names: readonly { name: (string | number)[] }[]) => {
    const locale = localeOfFirstError(names);
    if (locale) setLanguage(locale);
    if (names.some((item) => String(item.name[0]).startsWith('seo'))) setSeoOpen(true);
  };

  const submit = async () => {
    setFailure(null);
    try {
      await form.validateFields();
    } catch (info) {
      const fields = (info as { errorFields?: { name: (string | number)[] }[] }).errorFields ?? [];
      showErrorsOf(fields);
      return;
    }
    const values = form.getFieldsValue(true) as ItemValues;
    save.mutate(bodyOf(values, { moduleCode, contentId: target.contentId }), {
      onSuccess: () => {
        void message.success(t('contentEditor.item.saved'));
        onClose();
      },
      onError: (error) => {
        const { placed, unplaced } = placeFieldErrors(isApiError(error) ? error.fieldErrors : []);
        if (placed.length > 0) {
          (form as FormInstance).setFields(placed);
          showErrorsOf(placed);
        }
        if (placed.length === 0 || unplaced.length > 0) setFailure(unplaced[0] ?? error.message);
      },
    });
  };

  const title =
    target.contentId === null ? t('contentEditor.item.newTitle') : t('contentEditor.item.editTitle');

  return (
    <Drawer
      open
      size="100%"
      title={
        <span className={styles.drawerTitle}>
          {title}
          <Tag variant="filled" color="blue">
            {t(`contentEditor.modules.${moduleCode}`)}
          </Tag>
        </span>
      }
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('contentEditor.cancel')}</Button>
          <Button type="primary" loading={save.isPending} disabled={!ready} onClick={() => void submit()}>
            {t('contentEditor.save')}
          </Button>
        </Space>
      }
    >
      {ready ? (
        <ItemForm
          form={form}
          initialValues={() => valuesOf(loaded, { tagLocale, typeId: target.typeId ?? null })}
        >
          {failure ? (
            <Alert type="error" showIcon title={failure} className={styles.failure} role="alert" />
          ) : null}
          <div className={styles.editorGrid}>
            <div className={styles.editorMain}>
              <Tabs
                activeKey={language}
                onChange={(key) => setLanguage(key as Locale)}
                items={LOCALES.map((locale) => ({
                  key: locale,
                  label: t(`contentEditor.languages.${locale}`),
                  forceRender: true,
                  children: (
                    <LanguageFields
                      moduleCode={moduleCode}
                      locale={locale}
                      seoOpen={seoOpen}
                      onSeoOpen={setSeoOpen}
                    />
                  ),
                }))}
              />
            </div>
            <aside className={styles.editorSide} aria-label={t('contentEditor.item.settings')}>
              <PublishFields content={loaded} />
              <SideFields moduleCode={moduleCode} contentId={target.contentId} tagLocale={tagLocale} />
            </aside>
          </div>
        </ItemForm>
      ) : content.isError ? (
        <LoadError message={content.error.message} onRetry={() => void content.refetch()} />
      ) : (
        <Skeleton active paragraph={{ rows: 12 }} />
      )}
    </Drawer>
  );
}
