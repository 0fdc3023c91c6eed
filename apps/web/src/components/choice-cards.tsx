import { Radio, type RadioGroupProps, type RadioProps } from 'antd';
import styles from './choice-cards.module.css';

/**
 * Radio choices as a grid of cards (three or two a row), one a row below `stackBelow` px. The value and
 * onChange come from the Form.Item around it.
 */
export function ChoiceGroup({
  columns = 3,
  stackBelow,
  ...group
}: Omit<RadioGroupProps, 'className'> & { columns?: 2 | 3; stackBelow: 640 | 768 }) {
  const classes = [styles.choices, columns === 2 ? styles.choicesTwo : '', styles[`stack${stackBelow}`]];
  return <Radio.Group {...group} className={classes.filter(Boolean).join(' ')} />;
}

/** One choice: its title and a line on what it does. Other props (a tooltip's handlers) go to the radio. */
export function ChoiceCard({
  title,
  desc,
  ...radio
}: Omit<RadioProps, 'className' | 'children' | 'title'> & { title: string; desc: string }) {
  return (
    <Radio {...radio} className={styles.choice}>
      <span className={styles.choiceTitle}>{title}</span>
      <span className={styles.choiceDesc}>{desc}</span>
    </Radio>
  );
}
