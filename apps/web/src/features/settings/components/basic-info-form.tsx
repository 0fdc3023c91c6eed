import {
  birthdaySchemaOn,
  GENDER,
  PROFILE_LIMITS,
  profileCountrySchema,
  profileGenderSchema,
  profileNicknameSchema,
  profileRegionSchema,
  profileRemarkSchema,
  type CompleteUserInfoBody,
  type SelfUserInfo,
} from '@copytrade/contracts/profile';
import { Alert, Button, Card, DatePicker, Form, Input, Radio, Select, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/locale';
import { isApiError } from '@/lib/api-client';
import { useFeedback } from '@/lib/feedback';
import { applyFieldErrors, zodMessage, zodRule } from '@/lib/zod-rule';
import { useDictionary } from '../api/dictionary';
import { useCompleteUserInfo } from '../api/self-info';
import styles from './settings.module.css';

type Values = {
  nickName: string;
  gender?: number;
  birthday: Dayjs | null;
  country?: string;
  region: string;
  remark: string;
};

const DAY = 'YYYY-MM-DD';

/** Today in UTC, the day the server checks the age on. */
function utcToday(): string {
  return new Date().toISOString().slice(0, 10);
}

function initialValues(user: SelfUserInfo): Values {
  const birthday = user.birthday ? dayjs(user.birthday, DAY) : null;
  return {
    nickName: user.nickName,
    ...(user.gender === null ? {} : { gender: user.gender }),
    birthday: birthday?.isValid() ? birthday : null,
    ...(user.country ? { country: user.country } : {}),
    region: user.region ?? '',
    remark: user.remark,
  };
}

/**
 * Basic information (completeCommunityUserInfo): nickname, gender, birthday, country, region and a note,
 * each checked by the shared schema (the same rule and text as the server), with the birthday's age rule
 * on today's date. Country is a select of the site's dictionary where it has one, else free text. Field
 * errors from the server go under their fields.
 */
export function BasicInfoForm({ user }: { user: SelfUserInfo }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const locale = currentLocale();
  const [form] = Form.useForm<Values>();
  const save = useCompleteUserInfo();
  const countries = useDictionary('country');
  const regions = useDictionary('region');
  const [formError, setFormError] = useState<string | null>(null);
  const today = utcToday();
  const initial = useMemo(() => initialValues(user), [user]);

  const birthdayRule: FormRule = {
    validator: (_rule, value: Dayjs | null | undefined) => {
      const text = value ? value.format(DAY) : '';
      const problem = zodMessage(birthdaySchemaOn(today), text, locale);
      return problem === null ? Promise.resolve() : Promise.reject(new Error(problem));
    },
  };

  const onFinish = (values: Values) => {
    setFormError(null);
    const body: CompleteUserInfoBody = {
      nickName: values.nickName.trim(),
      gender: values.gender as CompleteUserInfoBody['gender'],
      birthday: values.birthday ? values.birthday.format(DAY) : '',
      country: (values.country ?? '').trim(),
      region: values.region.trim(),
      remark: values.remark.trim(),
    };
    save.mutate(body, {
      onSuccess: () => void message.success(t('settings.info.saved')),
      onError: (error) => {
        if (isApiError(error) && applyFieldErrors(form, error)) return;
        setFormError(error.message);
      },
    });
  };

  const countryOptions = countries.data ?? [];
  const regionOptions = regions.data ?? [];
  return (
    <Card title={t('settings.info.title')} className={styles.card}>
      <Form<Values>
        form={form}
        name="basic-info"
        layout="vertical"
        requiredMark={false}
        initialValues={initial}
        onFinish={onFinish}
        aria-label={t('settings.info.title')}
      >
        {formError ? <Alert type="error" showIcon className={styles.formError} title={formError} /> : null}
        <div className={styles.formGrid}>
          <Form.Item
            name="nickName"
            label={t('settings.info.nickName')}
            extra={t('settings.info.nickNameHint')}
            rules={[zodRule(profileNicknameSchema, locale)]}
          >
            <Input
              maxLength={32}
              autoComplete="nickname"
              placeholder={t('settings.info.nickNamePlaceholder')}
            />
          </Form.Item>
          <Form.Item
            name="gender"
            label={t('settings.info.gender')}
            rules={[zodRule(profileGenderSchema, locale)]}
          >
            <Radio.Group
              options={[
                { value: GENDER.MALE, label: t('settings.info.genders.male') },
                { value: GENDER.FEMALE, label: t('settings.info.genders.female') },
                { value: GENDER.UNDISCLOSED, label: t('settings.info.genders.undisclosed') },
              ]}
            />
          </Form.Item>
          <Form.Item name="birthday" label={t('settings.info.birthday')} rules={[birthdayRule]}>
            <DatePicker
              format={DAY}
              className={styles.fullWidth}
              placeholder={t('settings.info.birthdayPlaceholder')}
              disabledDate={(day) => day.format(DAY) > today}
              defaultPickerValue={dayjs(today, DAY).subtract(30, 'year')}
              aria-label={t('settings.info.birthday')}
            />
          </Form.Item>
          <Form.Item
            name="country"
            label={t('settings.info.country')}
            rules={[zodRule(profileCountrySchema, locale)]}
          >
            {countryOptions.length > 0 ? (
              <Select<string>
                showSearch={{ optionFilterProp: 'label' }}
                aria-label={t('settings.info.country')}
                placeholder={t('settings.info.countryPlaceholder')}
                options={countryOptions.map((item) => ({ value: item.dictValue, label: item.dictLabel }))}
              />
            ) : (
              <Input
                maxLength={PROFILE_LIMITS.PLACE_MAX_CHARS}
                autoComplete="country-name"
                placeholder={t('settings.info.countryTextPlaceholder')}
              />
            )}
          </Form.Item>
          <Form.Item
            name="region"
            label={t('settings.info.region')}
            rules={[zodRule(profileRegionSchema, locale)]}
          >
            {regionOptions.length > 0 ? (
              <Select<string>
                showSearch={{ optionFilterProp: 'label' }}
                aria-label={t('settings.info.region')}
                placeholder={t('settings.info.regionPlaceholder')}
                options={regionOptions.map((item) => ({ value: item.dictValue, label: item.dictLabel }))}
              />
            ) : (
              <Input
                maxLength={PROFILE_LIMITS.PLACE_MAX_CHARS}
                autoComplete="address-level1"
                placeholder={t('settings.info.regionPlaceholder')}
              />
            )}
          </Form.Item>
          <Form.Item
            name="remark"
            label={t('settings.info.remark')}
            className={styles.full}
            rules={[zodRule(profileRemarkSchema, locale)]}
          >
            <Input.TextArea
              rows={4}
              maxLength={PROFILE_LIMITS.REMARK_MAX_CHARS}
              showCount
              placeholder={t('settings.info.remarkPlaceholder')}
            />
          </Form.Item>
        </div>
        <div className={styles.formFooter}>
          <span className={styles.privacy}>{t('settings.info.privacy')}</span>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('settings.info.save')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
