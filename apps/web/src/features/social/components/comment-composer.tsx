import { COMMENT_MAX_LENGTH } from '@copytrade/contracts/constants';
import { charLength, commentSchema } from '@copytrade/contracts/validators';
import { SendOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/locale';
import { isApiError } from '@/lib/api-client';
import { useFeedback } from '@/lib/feedback';
import { zodMessage } from '@/lib/zod-rule';
import { useCommentSave } from '../api/comment-save';
import styles from './comments.module.css';

export type CommentComposerProps = {
  mtId: number;
  /** A reply to this comment; absent for a comment on the account. */
  parentId?: number;
  /** The reply's addressee, for the placeholder. */
  replyTo?: string;
  onPosted?: (isReply: boolean) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
};

/**
 * The comment box: plain text, counted in code points as the server counts them (a Chinese character or
 * an emoji is one), at most 600 after trimming. Posting is off while the text is blank or too long; the
 * 601st character shows the shared rule's message. A refusal of the server (too often, 25001) is shown
 * under the box with its localized text.
 */
export function CommentComposer({
  mtId,
  parentId,
  replyTo,
  onPosted,
  onCancel,
  autoFocus,
}: CommentComposerProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const save = useCommentSave(mtId);
  const [text, setText] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const hintId = useId();
  const content = text.trim();
  const count = charLength(content);
  const tooLong = count > COMMENT_MAX_LENGTH;
  const ruleError = tooLong ? zodMessage(commentSchema, text, currentLocale()) : null;
  const error = ruleError ?? serverError;
  const disabled = content === '' || tooLong || save.isPending;
  const isReply = parentId !== undefined;

  const submit = () => {
    if (disabled) return;
    setServerError(null);
    save.mutate(
      { mtId, content, ...(isReply ? { parentId } : {}) },
      {
        onSuccess: () => {
          setText('');
          void message.success(isReply ? t('comments.replyPosted') : t('comments.posted'));
          onPosted?.(isReply);
        },
        onError: (failure) => {
          const field = isApiError(failure) ? failure.fieldErrors[0]?.message : undefined;
          setServerError(field ?? (failure.message || t('comments.postFailed')));
        },
      },
    );
  };

  return (
    <form
      className={isReply ? `${styles.composer} ${styles.replyComposer}` : styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Input.TextArea
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (serverError) setServerError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            submit();
          }
        }}
        aria-label={isReply ? t('comments.replyLabel') : t('comments.label')}
        aria-invalid={error ? true : undefined}
        aria-describedby={hintId}
        placeholder={replyTo ? t('comments.replyTo', { name: replyTo }) : t('comments.placeholder')}
        autoSize={{ minRows: isReply ? 2 : 3, maxRows: 10 }}
        autoFocus={autoFocus}
        status={error ? 'error' : undefined}
        className={styles.textarea}
      />
      <div className={styles.composerBar} id={hintId}>
        <div className={styles.composerHint}>
          {error ? (
            <span className={styles.composerError} role="alert">
              {error}
            </span>
          ) : (
            <span className={styles.shortcut}>{t('comments.shortcut')}</span>
          )}
        </div>
        <span
          className={tooLong ? `${styles.counter} ${styles.counterOver}` : styles.counter}
          aria-live="polite"
        >
          {t('comments.counter', { count, max: COMMENT_MAX_LENGTH })}
        </span>
        {onCancel ? (
          <Button onClick={onCancel} disabled={save.isPending}>
            {t('comments.cancel')}
          </Button>
        ) : null}
        <Button
          type="primary"
          htmlType="submit"
          icon={<SendOutlined aria-hidden />}
          disabled={disabled}
          loading={save.isPending}
        >
          {isReply ? t('comments.postReply') : t('comments.post')}
        </Button>
      </div>
    </form>
  );
}
