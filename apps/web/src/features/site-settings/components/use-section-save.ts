import type { UpdateSiteSettingsBody } from '@copytrade/contracts/site-settings';
import { type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { useFeedback } from '@/lib/feedback';
import { useUpdateSiteSettings } from '../api/site-settings';
import { applySectionErrors } from '../utils/form';

/**
 * Saving one tab of the settings: only its fields are sent; the server's field errors go under the fields
 * (nested ones included), anything else is a message. Answers the save and whether it is running.
 */
export function useSectionSave<V>(
  form: FormInstance<V>,
  fields: readonly string[],
  toBody: (values: V) => UpdateSiteSettingsBody,
) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const update = useUpdateSiteSettings();
  const save = (values: V) =>
    update.mutate(toBody(values), {
      onSuccess: () => void message.success(t('siteSettings.saved')),
      onError: (error) => {
        if (isApiError(error) && applySectionErrors(form, error, fields)) {
          void message.error(t('siteSettings.fixFields'));
          return;
        }
        void message.error(error.message);
      },
    });
  return { save, saving: update.isPending };
}
