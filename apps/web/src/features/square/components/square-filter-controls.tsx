import { Cascader, Select } from 'antd';
import { useState } from 'react';

/** A broker with its servers, as the cascader lists them. */
export type BrokerOption = { value: number; label: string; children: { value: number; label: string }[] };
/** A symbol group with its symbols, as the select lists them. */
export type SymbolGroup = { label: string; title: string; options: { value: string; label: string }[] };

/*
 * The square's two rich filters, loaded (with antd) when the reader first reaches for one: both open and
 * take the focus as they appear, in place of the plain closed box the reader clicked.
 */

/** A list's props to appear open and focused, then open and close as the reader asks. */
function useOpenOnArrival() {
  const [open, setOpen] = useState(true);
  return { autoFocus: true, open, onOpenChange: setOpen };
}

export function BrokerCascader({
  id,
  options,
  value,
  placeholder,
  className,
  onChange,
}: {
  id: string;
  options: BrokerOption[];
  value: number[][];
  placeholder: string;
  className?: string;
  onChange: (paths: (number | string)[][]) => void;
}) {
  const arrival = useOpenOnArrival();
  return (
    <Cascader
      {...arrival}
      id={id}
      multiple
      options={options}
      value={value}
      showCheckedStrategy={Cascader.SHOW_PARENT}
      maxTagCount="responsive"
      placeholder={placeholder}
      className={className}
      onChange={onChange}
    />
  );
}

export function SymbolSelect({
  id,
  options,
  value,
  placeholder,
  className,
  onChange,
}: {
  id: string;
  options: SymbolGroup[];
  value: string | undefined;
  placeholder: string;
  className?: string;
  onChange: (value: string | undefined) => void;
}) {
  const arrival = useOpenOnArrival();
  return (
    <Select
      {...arrival}
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      options={options}
      value={value}
      placeholder={placeholder}
      className={className}
      onChange={onChange}
    />
  );
}
