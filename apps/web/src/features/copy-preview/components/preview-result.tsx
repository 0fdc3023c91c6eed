import type { CopyPreview, PreviewTradeView } from '@copytrade/contracts/preview';
import { InfoCircleOutlined } from '@ant-design/icons';
import { Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SignedAmount } from '@/components/signed-amount';
import { DASH, fallText, moneyText, percentText, signOf } from '@/lib/figures';
import { formatDate } from '@/lib/format';
import { reasonCode } from '@/lib/skip-reasons';
import { adjustmentCode } from '../utils/reasons';
import { PreviewChart, type PreviewChartComponent } from './preview-chart';
import styles from './copy-preview.module.css';

/** A skip reason with the copy records' label, and what it means on hover. */
function ReasonTag({ reason }: { reason: string }) {
  const { t } = useTranslation();
  const code = reasonCode(reason);
  return (
    <Tooltip title={t(`copyRecords.reasons.${code}.help`)}>
      <Tag color="warning" className={styles.reasonTag}>
        {t(`copyRecords.reasons.${code}.label`)}
      </Tag>
    </Tooltip>
  );
}

/** The text of a reduction of a copy's lots. */
function adjustmentText(t: TFunction, reason: string): string {
  const code = adjustmentCode(reason);
  return code === null ? reason : t(`copyPreview.adjustments.${code}`);
}

function Figure({
  label,
  value,
  unit,
  tone = 'zero',
  sub,
}: {
  label: string;
  value: string;
  /** A currency after the value, in smaller type. */
  unit?: string;
  tone?: 'gain' | 'loss' | 'zero';
  sub?: string;
}) {
  return (
    <div className={styles.figure}>
      <span className={styles.figureLabel}>{label}</span>
      <strong className={`${styles.figureValue} ${styles[tone]}`}>
        {value}
        {unit ? <span className={styles.figureUnit}> {unit}</span> : null}
      </strong>
      {sub ? <span className={styles.figureSub}>{sub}</span> : null}
    </div>
  );
}

function sideLabel(t: TFunction, type: number | null): string {
  if (type === null) return DASH;
  return type === 1 ? t('orders.types.sell') : t('orders.types.buy');
}

function useColumns(compact: boolean): TableColumnsType<PreviewTradeView> {
  const { t } = useTranslation();
  return [
    {
      key: 'openTime',
      title: t('copyPreview.table.opened'),
      render: (_value, trade) => (
        <span className={styles.time}>
          {formatDate(trade.openTime, compact ? 'MM-DD HH:mm' : 'YYYY-MM-DD HH:mm')}
        </span>
      ),
    },
    {
      key: 'symbol',
      title: t('copyPreview.table.symbol'),
      render: (_value, trade) => (
        <span className={styles.symbol}>
          {trade.symbol}
          <span className={trade.type === 1 ? styles.sell : styles.buy}>{sideLabel(t, trade.type)}</span>
        </span>
      ),
    },
    {
      key: 'masterLots',
      title: t('copyPreview.table.traderLots'),
      align: 'right',
      render: (_value, trade) => <span className={styles.number}>{trade.masterLots}</span>,
    },
    {
      key: 'lots',
      title: t('copyPreview.table.yourLots'),
      align: 'right',
      render: (_value, trade) =>
        trade.copied ? (
          <span className={styles.yourLots}>
            {trade.adjustments.length > 0 ? (
              <Tooltip title={trade.adjustments.map((reason) => adjustmentText(t, reason)).join(' · ')}>
                <InfoCircleOutlined className={styles.adjusted} aria-label={t('copyPreview.table.reduced')} />
              </Tooltip>
            ) : null}
            <span className={styles.number}>{trade.lots}</span>
            {trade.followerType !== null && trade.followerType !== trade.type ? (
              <span className={trade.followerType === 1 ? styles.sell : styles.buy}>
                {sideLabel(t, trade.followerType)}
              </span>
            ) : null}
          </span>
        ) : (
          <ReasonTag reason={trade.reason ?? 'OTHER'} />
        ),
    },
    {
      key: 'masterProfit',
      title: t('copyPreview.table.traderProfit'),
      align: 'right',
      render: (_value, trade) =>
        trade.closeTime === null && signOf(trade.masterProfit) === 'zero' ? (
          <Tag className={styles.openTag}>{t('copyPreview.table.open')}</Tag>
        ) : (
          <SignedAmount value={trade.masterProfit} />
        ),
    },
    {
      key: 'profit',
      title: t('copyPreview.table.yourProfit'),
      align: 'right',
      render: (_value, trade) =>
        !trade.copied || trade.profit === null ? (
          <span className={styles.dash}>{DASH}</span>
        ) : trade.closeTime === null && signOf(trade.profit) === 'zero' ? (
          <Tag className={styles.openTag}>{t('copyPreview.table.open')}</Tag>
        ) : (
          <SignedAmount value={trade.profit} />
        ),
    },
  ];
}

/** What copying would have done: the figures, both curves, why trades were skipped, and the trades. */
export function PreviewResult({
  data,
  Chart,
  compact = false,
}: {
  data: CopyPreview;
  Chart: PreviewChartComponent;
  /** Inside the subscribe dialog: a shorter chart and fewer rows per page. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const columns = useColumns(compact);
  const { counts } = data;
  const reasons = data.skipReasons;
  return (
    <div className={compact ? `${styles.result} ${styles.compact}` : styles.result}>
      <p className={styles.window}>
        {t('copyPreview.window', {
          from: formatDate(data.from, 'YYYY-MM-DD'),
          to: formatDate(data.to, 'YYYY-MM-DD'),
          count: counts.trades,
        })}
        <span className={styles.basis}>
          {t('copyPreview.basis', {
            amount: moneyText(data.startEquity),
            currency: data.currency,
            leverage: data.leverage,
          })}
        </span>
        {data.truncated ? <Tag className={styles.truncated}>{t('copyPreview.truncated')}</Tag> : null}
      </p>
      <div className={styles.figures}>
        <Figure
          label={t('copyPreview.figures.you')}
          value={moneyText(data.result.money, true)}
          unit={data.currency}
          tone={signOf(data.result.money)}
          sub={t('copyPreview.figures.youSub', {
            percent: percentText(data.result.percent, true),
            amount: moneyText(data.endEquity),
          })}
        />
        <Figure
          label={t('copyPreview.figures.trader')}
          value={percentText(data.traderResult.percent, true)}
          tone={signOf(data.traderResult.percent)}
          sub={t('copyPreview.figures.traderSub', { percent: fallText(data.traderDrawdown.percent) })}
        />
        <Figure
          label={t('copyPreview.figures.drawdown')}
          value={fallText(data.drawdown.percent)}
          tone={signOf(data.drawdown.money) === 'zero' ? 'zero' : 'loss'}
          sub={t('copyPreview.figures.drawdownSub', {
            amount: moneyText(data.drawdown.money),
            currency: data.currency,
          })}
        />
        <Figure
          label={t('copyPreview.figures.copied')}
          value={`${counts.copied} / ${counts.trades}`}
          sub={
            counts.openCopies > 0
              ? t('copyPreview.figures.copiedSubOpen', { skipped: counts.skipped, open: counts.openCopies })
              : t('copyPreview.figures.copiedSub', { skipped: counts.skipped })
          }
        />
      </div>
      <PreviewChart curve={data.curve} currency={data.currency} Chart={Chart} height={compact ? 220 : 280} />
      <div className={styles.reasons}>
        <h4 className={styles.subTitle}>{t('copyPreview.reasons.title')}</h4>
        {reasons.length === 0 && data.adjustments.length === 0 ? (
          <p className={styles.allCopied}>{t('copyPreview.reasons.none')}</p>
        ) : (
          <ul className={styles.reasonList}>
            {reasons.map((item) => (
              <li key={item.reason}>
                <ReasonTag reason={item.reason} />
                <span className={styles.reasonCount}>
                  {t('copyPreview.reasons.count', { count: item.count })}
                </span>
              </li>
            ))}
            {data.adjustments.map((item) => (
              <li key={item.reason}>
                <Tag className={styles.reasonTag}>{adjustmentText(t, item.reason)}</Tag>
                <span className={styles.reasonCount}>
                  {t('copyPreview.reasons.count', { count: item.count })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.trades}>
        <h4 className={styles.subTitle}>
          {t('copyPreview.table.title')}
          <span className={styles.subTitleNote}>
            {t('copyPreview.table.shown', { count: data.trades.length })}
          </span>
        </h4>
        <Table<PreviewTradeView>
          size="small"
          rowKey="ticket"
          columns={columns}
          dataSource={data.trades}
          pagination={{
            pageSize: compact ? 5 : 10,
            size: 'small',
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
          scroll={{ x: 'max-content' }}
        />
      </div>
      <p className={styles.note}>{t('copyPreview.note')}</p>
    </div>
  );
}
