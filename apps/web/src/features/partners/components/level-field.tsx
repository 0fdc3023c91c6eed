import { adminReviewPartnerBodySchema } from '@copytrade/contracts/partners';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/locale';
import { zodMessage } from '@/lib/zod-rule';
import { useRebateLevels } from '../api/admin';

/** What passing a partner application asks for. */
export type PassValues = { levelId?: number };

/**
 * The rebate level an approved partner gets, one of the site's levels; the shared review schema asks for
 * it as the server does.
 */
export function LevelField() {
  const { t } = useTranslation();
  const levels = useRebateLevels();
  return (
    <Form.Item
      name="levelId"
      label={t('partners.review.level')}
      rules={[
        {
          validator: (_rule, levelId: number | undefined) => {
            const text = zodMessage(
              adminReviewPartnerBodySchema,
              { id: 1, approve: true, ...(levelId === undefined ? {} : { levelId }) },
              currentLocale(),
            );
            return text === null ? Promise.resolve() : Promise.reject(new Error(text));
          },
        },
      ]}
    >
      <Select
        placeholder={t('partners.review.levelPlaceholder')}
        loading={levels.isLoading}
        notFoundContent={t('partners.review.noLevels')}
        options={(levels.data ?? []).map((level) => ({
          value: level.id,
          label: `${level.name} · ${level.rate}%`,
        }))}
      />
    </Form.Item>
  );
}
