import { Cascader, Select } from 'antd';
import { useState } from 'react';

/** A broker with its servers, as the cascader lists them. */
export type BrokerOption = { value: number; label: string; children: { value: number; label: string }[] };
/** A symbol group with its symbols, as the select lists them. */
export type SymbolGroup = { label: string; title: string; options: { value: string; label: string }[] };

/**
 * The square's two rich filters, loaded (with antd) when the reader first reaches for one: both open and
 * take the focus as they appear, in place of the plain closed box the reader clicked.
 */
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
  const [open, setOpen] = useState(true);
  return (
    <Cascader
      id={id}
      multiple
      autoFocus
      open={open}
      onOpenChange={setOpen}
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
  const [open, setOpen] = useState(true);
  return (
    <Select
      id={id}
      autoFocus
      open={open}
      onOpenChange={setOpen}
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
