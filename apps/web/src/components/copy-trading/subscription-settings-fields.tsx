import { COPY_TYPE, PARTIAL_CLOSE_ROUNDING } from '@copytrade/contracts/constants';
import { lotOrRatioSchema, positiveIntegerSchema } from '@copytrade/contracts/validators';
import { FunctionOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChoiceCard, ChoiceGroup } from '@/components/choice-cards';
import { CopyModeChoices, CopyValueField, DirectionChoices } from '@/components/copy-settings-fields';
import { currentLocale } from '@/i18n/locale';
import { zodOptionalRule } from '@/lib/zod-rule';
import type { SettingsValues } from './utils/settings';
import styles from './subscribe.module.css';

export type SettingsFieldsProps = {
  /** The site allows reverse copying (querySiteSubscriptionStatus). */
  reverseAllowed: boolean;
};

/**
 * The follow settings of a subscription (spec 3, Subscription; DOMAIN.md, Sizing and Direction): follow
 * mode with its value, direction, risk limits and partial-close rounding. Used inside the subscribe and the
 * edit forms; lots and ratios are checked by the shared lotOrRatioSchema ("Can only be a multiple of 0.01").
 */
export function SubscriptionSettingsFields({ reverseAllowed }: SettingsFieldsProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const form = Form.useFormInstance<SettingsValues>();
  const copyType = Form.useWatch('copyType', form) ?? COPY_TYPE.FIXED_LOT;
  const noLimit = t('copy.noLimit');

  return (
    <>
      <section className={styles.section} aria-labelledby="settings-mode">
        <h3 id="settings-mode" className={styles.sectionTitle}>
          {t('subscribe.section.mode')}
        </h3>
        <Form.Item name="copyType" className={styles.choiceItem}>
          <CopyModeChoices
            stackBelow={640}
            choice={(mode) => ({ title: t(`copy.mode.${mode}`), desc: t(`copy.modeDesc.${mode}`) })}
          />
        </Form.Item>
        <CopyValueField
          copyType={copyType}
          label={(name) => t(`subscribe.field.${name}`)}
          extra={(name) => t(`subscribe.field.${name}Help`)}
          className={styles.valueItem}
        />
        {copyType === COPY_TYPE.SMART_RATIO ? (
          // The formula only: what it gives for this trader, trade by trade, is the copy preview's.
          <div className={styles.formula} data-testid="smart-formula">
            <div className={styles.formulaHead}>
              <FunctionOutlined /> {t('subscribe.smart.formulaTitle')}
            </div>
            <code className={styles.formulaText}>{t('subscribe.smart.formula')}</code>
            <p className={styles.formulaNote}>{t('subscribe.smart.note')}</p>
          </div>
        ) : null}
      </section>

      <section className={styles.section} aria-labelledby="settings-direction">
        <h3 id="settings-direction" className={styles.sectionTitle}>
          {t('subscribe.section.direction')}
        </h3>
        <Form.Item
          name="direction"
          className={styles.choiceItem}
          extra={reverseAllowed ? null : t('subscribe.reverseNotAllowed')}
        >
          <DirectionChoices
            stackBelow={640}
            reverseAllowed={reverseAllowed}
            notAllowed={t('subscribe.reverseNotAllowed')}
            choice={(direction) => ({
              title: t(`copy.direction.${direction}`),
              desc: t(`copy.directionDesc.${direction}`),
            })}
          />
        </Form.Item>
      </section>

      <section className={styles.section} aria-labelledby="settings-limits">
        <h3 id="settings-limits" className={styles.sectionTitle}>
          {t('subscribe.section.limits')}
        </h3>
        <p className={styles.sectionNote}>{t('subscribe.limitsNote')}</p>
        <div className={styles.limits}>
          <Form.Item
            name="maxOpenPositions"
            label={t('subscribe.field.maxOpenPositions')}
            rules={[zodOptionalRule(positiveIntegerSchema, locale)]}
          >
            <Input inputMode="numeric" placeholder={noLimit} maxLength={9} />
          </Form.Item>
          <Form.Item
            name="maxTotalLots"
            label={t('subscribe.field.maxTotalLots')}
            rules={[zodOptionalRule(lotOrRatioSchema, locale)]}
          >
            <Input inputMode="decimal" placeholder={noLimit} suffix={t('copy.unit.lots')} maxLength={12} />
          </Form.Item>
          {copyType === COPY_TYPE.SMART_RATIO ? (
            <Form.Item
              name="maxRatio"
              label={t('subscribe.field.maxRatio')}
              rules={[zodOptionalRule(lotOrRatioSchema, locale)]}
            >
              <Input inputMode="decimal" placeholder={noLimit} suffix="×" maxLength={12} />
            </Form.Item>
          ) : null}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="settings-partial">
        <h3 id="settings-partial" className={styles.sectionTitle}>
          {t('subscribe.section.partialClose')}
        </h3>
        <Form.Item name="partialClose" className={styles.choiceItem} extra={t('subscribe.partialCloseNote')}>
          <ChoiceGroup columns={2} stackBelow={640}>
            <ChoiceCard
              value={PARTIAL_CLOSE_ROUNDING.TAKE_SMALL}
              title={t('copy.partialClose.takeSmall')}
              desc={t('copy.partialCloseDesc.takeSmall')}
            />
            <ChoiceCard
              value={PARTIAL_CLOSE_ROUNDING.TAKE_BIG}
              title={t('copy.partialClose.takeBig')}
              desc={t('copy.partialCloseDesc.takeBig')}
            />
          </ChoiceGroup>
        </Form.Item>
      </section>
    </>
  );
}
