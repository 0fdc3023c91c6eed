import { CONTENT_EDITOR_LIMITS, type AdminContentType } from '@copytrade/contracts/cms-admin';
import type { EducationModule } from '@copytrade/contracts/cms';
import { LOCALES } from '@copytrade/contracts/locale';
import { translate } from '@copytrade/contracts/messages';
import { Form, Modal, Switch, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/locale';
import { isApiError } from '@/lib/api-client';
import { useFeedback } from '@/lib/feedback';
import { useSaveContentType } from '../api/admin-save-content-type';
import { localized } from '../utils/class-tree';
import { placeFieldErrors, type Texts } from '../utils/item-form';
import { LocalizedInputs } from './localized-inputs';

/** What the dialog does: add a class (at the top or under `parent`) or change one. */
export type ClassTarget =
  { mode: 'add'; parent: AdminContentType | null } | { mode: 'edit'; type: AdminContentType };

type Values = { name: Texts; description: Texts; visible: boolean };

const EMPTY: Texts = { zh_CN: '', en_US: '', zh_Hant: '' };
const FIELDS = LOCALES.flatMap((locale) => [`name.${locale}`, `description.${locale}`]);

const trimmed = (texts: Texts): Texts => ({
  zh_CN: (texts.zh_CN ?? '').trim(),
  en_US: (texts.en_US ?? '').trim(),
  zh_Hant: (texts.zh_Hant ?? '').trim(),
});

/**
 * Add or change a class: its name and description in the three languages side by side (the Chinese name is
 * required) and whether the site shows it. The server's field errors show under the fields.
 */
export function ClassDialog({
  moduleCode,
  target,
  onClose,
}: {
  moduleCode: EducationModule;
  target: ClassTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const locale = currentLocale();
  const [form] = Form.useForm<Values>();
  const save = useSaveContentType();
  const type = target.mode === 'edit' ? target.type : null;
  const parent = target.mode === 'add' ? target.parent : null;

  const onFinish = (values: Values) => {
    const body = {
      ...(type ? { typeId: type.typeId } : { parentId: parent?.typeId ?? null }),
      moduleCode,
      name: trimmed(values.name),
      description: trimmed(values.description),
      visible: values.visible,
    };
    save.mutate(body, {
      onSuccess: () => {
        void message.success(t(type ? 'contentEditor.class.saved' : 'contentEditor.class.added'));
        onClose();
      },
      onError: (error) => {
        const { placed } = placeFieldErrors(isApiError(error) ? error.fieldErrors : [], FIELDS);
        if (placed.length > 0) (form as FormInstance).setFields(placed);
        else void message.error(error.message);
      },
    });
  };

  const title = type
    ? t('contentEditor.class.editTitle')
    : parent
      ? t('contentEditor.class.addChildTitle', { name: localized(parent.name, locale) })
      : t('contentEditor.class.addTitle');

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      okText={t('contentEditor.save')}
      cancelText={t('contentEditor.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: save.isPending }}
      destroyOnHidden
      width={880}
      modalRender={(node) => (
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark
          initialValues={
            type
              ? { name: type.name, description: type.description, visible: type.visible }
              : { name: EMPTY, description: EMPTY, visible: true }
          }
          onFinish={onFinish}
        >
          {node}
        </Form>
      )}
    >
      <LocalizedInputs
        name="name"
        label={t('contentEditor.class.name')}
        max={CONTENT_EDITOR_LIMITS.TYPE_NAME}
        requiredMessage={translate(locale, 'validation.content.nameRequired')}
      />
      <LocalizedInputs
        name="description"
        label={t('contentEditor.class.description')}
        max={CONTENT_EDITOR_LIMITS.TYPE_DESCRIPTION}
        rows={2}
      />
      <Form.Item
        name="visible"
        label={t('contentEditor.class.visible')}
        valuePropName="checked"
        extra={t('contentEditor.class.visibleHelp')}
      >
        <Switch />
      </Form.Item>
    </Modal>
  );
}
