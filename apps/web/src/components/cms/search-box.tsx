import { SEARCH_MAX_LENGTH } from '@copytrade/contracts/cms';
import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './search-box.module.css';

export type SearchBoxProps = {
  /** The path of the search page; the box goes to `${to}?q=<text>`. */
  to: string;
  /** The text the box starts with (the page's current `q`); a new value refills the box. */
  defaultValue?: string;
  placeholder?: string;
  size?: 'middle' | 'large';
  className?: string;
};

/** A search field with its button that opens the search page with the text typed (nothing typed: the page bare). */
export function SearchBox({ to, defaultValue = '', placeholder, size = 'large', className }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState(defaultValue);
  const [shown, setShown] = useState(defaultValue);
  // A new `q` in the address (back, forward, a tag link) refills the box.
  if (shown !== defaultValue) {
    setShown(defaultValue);
    setValue(defaultValue);
  }
  return (
    <form
      role="search"
      className={className ? `${styles.box} ${className}` : styles.box}
      onSubmit={(event) => event.preventDefault()}
    >
      <Input.Search
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onSearch={(text) => {
          const q = text.trim();
          void navigate(q ? `${to}?q=${encodeURIComponent(q)}` : to);
        }}
        placeholder={placeholder ?? t('cms.searchPlaceholder')}
        aria-label={t('cms.searchLabel')}
        maxLength={SEARCH_MAX_LENGTH}
        allowClear
        size={size}
        enterButton={
          <>
            <SearchOutlined aria-hidden /> <span className={styles.buttonText}>{t('cms.searchButton')}</span>
          </>
        }
      />
    </form>
  );
}
