import { CONTENT_EDITOR_LIMITS, navigationItemInputSchema } from '@copytrade/contracts/cms-admin';
import { issueMessage } from '@copytrade/contracts/issues';
import { translate } from '@copytrade/contracts/messages';
import { AutoComplete, Form, Input, Modal, Radio, Switch, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/locale';
import { PATHS } from '@/lib/paths';
import type { MenuNode } from '../utils/navigation-tree';
import { LocalizedInputs } from './localized-inputs';
import styles from './editor.module.css';

type LinkKind = 'path' | 'link';
type Values = {
  name: MenuNode['name'];
  kind: LinkKind;
  frontUrl: string;
  contentUrl: string;
  visible: boolean;
};

/** What an entry's fields hold, as the dialog answers them. */
export type MenuEntryFields = Omit<MenuNode, 'key' | 'children'>;

/** The site's own pages an entry usually links to (any other in-site path may be typed). */
const PATH_SUGGESTIONS = [
  PATHS.home,
  PATHS.communityRecommend,
  PATHS.square,
  PATHS.henchman,
  PATHS.college,
  PATHS.collegeHome,
  PATHS.articleClass,
  PATHS.courseListHome,
  PATHS.foreignExchangeHome,
  PATHS.collegeSearch,
  PATHS.information,
  PATHS.downloadHome,
  PATHS.downloadClass,
  PATHS.partner,
  PATHS.introduce,
  PATHS.announcementList,
  PATHS.contactUs,
  PATHS.userGuide,
].map((value) => ({ value }));

/** A field's check by the contract's entry schema, with its text in the reader's language. */
function entryRule(field: 'frontUrl' | 'contentUrl'): FormRule {
  return {
    validator: (_rule, value: string | undefined) => {
      const result = navigationItemInputSchema.safeParse({
        name: { zh_CN: '-' },
        [field]: (value ?? '').trim(),
      });
      const issue = result.success ? undefined : result.error.issues.find((item) => item.path[0] === field);
      return issue ? Promise.reject(new Error(issueMessage(issue, currentLocale()))) : Promise.resolve();
    },
  };
}

/** Add or change one menu entry: its name in the three languages, an in-site path or an external link, shown or not. */
export function MenuEntryDialog({
  entry,
  title,
  onSubmit,
  onClose,
}: {
  /** null: a new entry. */
  entry: MenuNode | null;
  title: string;
  onSubmit: (fields: MenuEntryFields) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form);
  const initial: Values = entry
    ? {
        name: entry.name,
        kind: entry.contentUrl ? 'link' : 'path',
        frontUrl: entry.frontUrl,
        contentUrl: entry.contentUrl,
        visible: entry.visible,
      }
    : {
        name: { zh_CN: '', en_US: '', zh_Hant: '' },
        kind: 'path',
        frontUrl: '',
        contentUrl: '',
        visible: true,
      };

  const onFinish = (values: Values) => {
    const link = values.kind === 'link';
    onSubmit({
      name: {
        zh_CN: values.name.zh_CN.trim(),
        en_US: (values.name.en_US ?? '').trim(),
        zh_Hant: (values.name.zh_Hant ?? '').trim(),
      },
      frontUrl: link ? '' : (values.frontUrl ?? '').trim(),
      contentUrl: link ? (values.contentUrl ?? '').trim() : '',
      visible: values.visible,
    });
  };

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      okText={t('contentEditor.nav.apply')}
      cancelText={t('contentEditor.cancel')}
      okButtonProps={{ htmlType: 'submit' }}
      destroyOnHidden
      width={880}
      modalRender={(node) => (
        <Form<Values> form={form} layout="vertical" requiredMark initialValues={initial} onFinish={onFinish}>
          {node}
        </Form>
      )}
    >
      <LocalizedInputs
        name="name"
        label={t('contentEditor.nav.name')}
        max={CONTENT_EDITOR_LIMITS.MENU_NAME}
        requiredMessage={translate(currentLocale(), 'validation.content.nameRequired')}
      />
      <Form.Item name="kind" label={t('contentEditor.nav.linkKind')}>
        <Radio.Group
          options={[
            { value: 'path', label: t('contentEditor.nav.inSite') },
            { value: 'link', label: t('contentEditor.nav.external') },
          ]}
        />
      </Form.Item>
      {(kind ?? initial.kind) === 'link' ? (
        <Form.Item
          name="contentUrl"
          label={t('contentEditor.nav.contentUrl')}
          extra={t('contentEditor.nav.contentUrlHint')}
          rules={[entryRule('contentUrl')]}
        >
          <Input spellCheck={false} placeholder="https://" maxLength={500} />
        </Form.Item>
      ) : (
        <Form.Item
          name="frontUrl"
          label={t('contentEditor.nav.frontUrl')}
          extra={t('contentEditor.nav.frontUrlHint')}
          rules={[entryRule('frontUrl')]}
        >
          <AutoComplete
            options={PATH_SUGGESTIONS}
            placeholder="/college"
            showSearch={{
              filterOption: (input, option) => String(option?.value ?? '').includes(input.trim()),
            }}
          />
        </Form.Item>
      )}
      <Form.Item
        name="visible"
        label={t('contentEditor.nav.visible')}
        valuePropName="checked"
        className={styles.inlineItem}
      >
        <Switch />
      </Form.Item>
    </Modal>
  );
}
