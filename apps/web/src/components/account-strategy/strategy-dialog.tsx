import { DIALOG_WIDTHS } from '@copytrade/contracts/constants';
import {
  STRATEGY_MAX_LENGTH,
  strategyTextSchema,
  type StrategyTranslations,
} from '@copytrade/contracts/accounts';
import { isLocale, type Locale } from '@copytrade/contracts/locale';
import { textLength } from '@copytrade/contracts/validators';
import { Alert, Form, Input, Modal, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { NATIVE_LANGUAGE_NAMES } from '@/components/language-select';
import { availableLocales, currentLocale } from '@/i18n/locale';
import { isApiError } from '@/lib/api-client';
import { useFeedback } from '@/lib/feedback';
import { useSiteConfig } from '@/lib/site-config';
import { zodOptionalRule, zodRule } from '@/lib/zod-rule';
import { useUpdateAccountInfo } from './update-mt-account-info';
import styles from './strategy-dialog.module.css';

type StrategyValues = {
  writtenIn: Locale;
  strategy: string;
  translations: Partial<Record<Locale, string>>;
};

/** The strategy as its owner edits it: the text as written, its translations, the admin's lock. */
export type EditedStrategy = {
  mtAccId: number;
  strategy: string;
  strategyTranslations: StrategyTranslations;
  strategyLocked?: boolean | undefined;
};

export type StrategyDialogProps = {
  /** The trade account being edited; null closes the dialog. */
  account: EditedStrategy | null;
  onClose: () => void;
};

/** Counts as the server does: a Chinese (non-ASCII) character counts 2. */
const COUNT = { show: true, max: STRATEGY_MAX_LENGTH, strategy: textLength };

/**
 * The language the original is most likely in: it has no translation of its own. The reader's language
 * first (a trader usually writes in the language he uses the site in), then the site's languages in order.
 */
export function guessWrittenIn(
  translations: StrategyTranslations,
  languages: readonly Locale[],
  reader: Locale,
): Locale {
  const candidates = [reader, ...languages.filter((l) => l !== reader)];
  return candidates.find((l) => !translations[l]?.trim()) ?? reader;
}

/** The body sent: the original, and a translation for each other site language that has text. */
export function strategyBody(mtAccId: number, values: StrategyValues, languages: readonly Locale[]) {
  const strategyTranslations: StrategyTranslations = {};
  for (const language of languages) {
    const text = values.translations?.[language]?.trim();
    if (language !== values.writtenIn && text) strategyTranslations[language] = text;
  }
  return { mtAccId, strategy: values.strategy.trim(), strategyTranslations };
}

/**
 * A trader's strategy text of one trade account (updateMtAccountInfo), shown on the account's profile:
 * the text as he writes it, and optionally a translation into each of the site's other languages (readers
 * of a language without one see the original). While the site's admin has it locked it is shown, not
 * edited.
 */
export function StrategyDialog({ account, onClose }: StrategyDialogProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const locale = currentLocale();
  const site = useSiteConfig();
  const languages = availableLocales(site.availableLang);
  const [form] = Form.useForm<StrategyValues>();
  const writtenIn = Form.useWatch('writtenIn', form);
  const update = useUpdateAccountInfo();
  const locked = account?.strategyLocked === true;
  const translations = account?.strategyTranslations ?? {};
  const initialWrittenIn = guessWrittenIn(translations, languages, locale);
  const others = languages.filter((l) => l !== (writtenIn ?? initialWrittenIn));

  const onFinish = (values: StrategyValues) => {
    if (!account) return;
    update.mutate(strategyBody(account.mtAccId, values, languages), {
      onSuccess: () => {
        void message.success(t('accounts.strategy.saved'));
        onClose();
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        // Field names as the server reports them ('strategyTranslations.en_US') to this form's.
        const fields = error.fieldErrors.flatMap((item): Parameters<typeof form.setFields>[0] => {
          const [head, language] = item.field.split('.');
          if (head === 'strategy') return [{ name: ['strategy'], errors: [item.message] }];
          if (head === 'strategyTranslations' && isLocale(language))
            return [{ name: ['translations', language], errors: [item.message] }];
          return [];
        });
        if (fields.length > 0) form.setFields(fields);
        else void message.error(error.message);
      },
    });
  };

  return (
    <Modal
      open={account !== null}
      title={t('accounts.strategy.title')}
      width={DIALOG_WIDTHS.MEDIUM}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      okButtonProps={{ disabled: locked }}
      cancelText={t('common.cancel')}
      confirmLoading={update.isPending}
      destroyOnHidden
      centered
    >
      {locked ? (
        <Alert type="warning" showIcon className={styles.lockedNote} title={t('strategyLanguages.locked')} />
      ) : null}
      <Form<StrategyValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={locked}
        initialValues={{
          writtenIn: initialWrittenIn,
          strategy: account?.strategy ?? '',
          translations,
        }}
        preserve={false}
      >
        {languages.length > 1 ? (
          <Form.Item
            name="writtenIn"
            label={t('strategyLanguages.writtenIn')}
            extra={t('strategyLanguages.writtenInHint')}
          >
            <Segmented options={languages.map((l) => ({ value: l, label: NATIVE_LANGUAGE_NAMES[l] }))} />
          </Form.Item>
        ) : null}
        <Form.Item
          name="strategy"
          label={t('accounts.strategy.label')}
          rules={[zodRule(strategyTextSchema, locale)]}
        >
          <Input.TextArea rows={6} count={COUNT} placeholder={t('accounts.strategy.placeholder')} />
        </Form.Item>
        {others.length > 0 ? (
          <div className={styles.translations}>
            <div className={styles.translationsHead}>{t('strategyLanguages.translations')}</div>
            <p className={styles.translationsHint}>{t('strategyLanguages.translationsHint')}</p>
            {others.map((language) => (
              <Form.Item
                key={language}
                name={['translations', language]}
                label={NATIVE_LANGUAGE_NAMES[language]}
                rules={[zodOptionalRule(strategyTextSchema, locale)]}
              >
                <Input.TextArea
                  rows={4}
                  count={COUNT}
                  lang={language === 'en_US' ? 'en' : language === 'zh_Hant' ? 'zh-Hant' : 'zh-CN'}
                  placeholder={t('strategyLanguages.translationPlaceholder', {
                    language: NATIVE_LANGUAGE_NAMES[language],
                  })}
                />
              </Form.Item>
            ))}
          </div>
        ) : null}
      </Form>
    </Modal>
  );
}
