// The one formik <-> antd binding (docs/conventions.md). `name` is a formik path, nested and list paths
// included (`location.address`, `contacts.1.email`). The error shows once the field was touched or a
// submit was tried (server errors put on by applyServerErrors show after the submit that caused them).
// Forms made with useFormik wrap their fields in <FormikProvider value={formik}>.
import { Checkbox, Form, Input, Select, Switch, type FormItemProps, type InputProps, type SelectProps } from 'antd';
import type { TextAreaProps } from 'antd/es/input';
import { getIn, useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';

export function useFieldError(name: string): string | undefined {
  const { errors, touched, submitCount } = useFormikContext();
  const error: unknown = getIn(errors, name);
  if (typeof error !== 'string') return undefined;
  return getIn(touched, name) || submitCount > 0 ? error : undefined;
}

interface FieldItemProps extends Omit<FormItemProps, 'name' | 'children'> {
  name: string;
  children: ReactNode;
}

export function FieldItem({ name, children, ...item }: FieldItemProps) {
  const error = useFieldError(name);
  return (
    <Form.Item {...item} validateStatus={error ? 'error' : undefined} help={error}>
      {children}
    </Form.Item>
  );
}

interface TextFieldProps extends Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur'> {
  name: string;
  label?: ReactNode;
  /** 'password' uses antd's Input.Password. */
  kind?: 'text' | 'password';
  itemProps?: Omit<FormItemProps, 'name' | 'children' | 'label'>;
}

/** A text input bound to the formik field `name`, inside its FieldItem (label linked to the input). */
export function TextField({ name, label, kind = 'text', id, itemProps, ...input }: TextFieldProps) {
  const [field] = useField<string | null | undefined>(name);
  const inputId = id ?? `field-${name.replace(/[^\w-]/g, '-')}`;
  const Component = kind === 'password' ? Input.Password : Input;
  return (
    <FieldItem name={name} label={label} htmlFor={inputId} {...itemProps}>
      <Component
        {...input}
        id={inputId}
        name={name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
    </FieldItem>
  );
}

type ItemProps = Omit<FormItemProps, 'name' | 'children' | 'label'>;

interface BoundFieldProps {
  name: string;
  label?: ReactNode;
  /** The control's accessible name when it differs from the label (or there is none). */
  'aria-label'?: string;
  itemProps?: ItemProps;
}

const accessibleName = (props: BoundFieldProps) =>
  props['aria-label'] ?? (typeof props.label === 'string' ? props.label : undefined);

interface TextAreaFieldProps extends BoundFieldProps, Omit<TextAreaProps, 'name' | 'value' | 'onChange' | 'onBlur'> {}

/** A textarea bound to the formik field `name`. */
export function TextAreaField({ name, label, itemProps, ...area }: TextAreaFieldProps) {
  const [field] = useField<string | null | undefined>(name);
  return (
    <FieldItem name={name} label={label} {...itemProps}>
      <Input.TextArea
        {...area}
        aria-label={accessibleName({ name, label, ...area })}
        name={name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
    </FieldItem>
  );
}

/** A switch bound to the boolean formik field `name`. */
export function SwitchField(props: BoundFieldProps) {
  const { name, label, itemProps } = props;
  const [field, , helpers] = useField<boolean>(name);
  return (
    <FieldItem name={name} label={label} {...itemProps}>
      <Switch
        aria-label={accessibleName(props)}
        checked={Boolean(field.value)}
        onChange={(checked) => void helpers.setValue(checked)}
      />
    </FieldItem>
  );
}

interface SelectFieldProps
  extends BoundFieldProps, Omit<SelectProps, 'value' | 'onChange' | 'onBlur' | 'aria-label' | 'mode'> {
  /** Several values (an id list) instead of one (an id, or '' for none). */
  multiple?: boolean;
  required?: boolean;
}

/** A select bound to the formik field `name`; a single select stores '' for "none". */
export function SelectField({ name, label, multiple, required, itemProps, ...select }: SelectFieldProps) {
  const [field, , helpers] = useField<unknown>(name);
  const none = !multiple && (field.value === '' || field.value === null);
  return (
    <FieldItem name={name} label={label} required={required} {...itemProps}>
      <Select
        {...select}
        aria-label={accessibleName({ name, label, ...select })}
        mode={multiple ? 'multiple' : undefined}
        value={none ? undefined : field.value}
        onChange={(value: unknown) => void helpers.setValue(value ?? (multiple ? [] : ''))}
        onBlur={() => void helpers.setTouched(true)}
      />
    </FieldItem>
  );
}

interface CheckboxListFieldProps extends BoundFieldProps {
  options: { value: number | string; label: string }[];
}

/** A column of checkboxes bound to the list formik field `name` (ids or option keys). */
export function CheckboxListField(props: CheckboxListFieldProps) {
  const { name, label, options, itemProps } = props;
  const [field, , helpers] = useField<(number | string)[]>(name);
  return (
    <FieldItem name={name} label={label} {...itemProps}>
      <Checkbox.Group
        aria-label={accessibleName(props)}
        style={{ display: 'grid', gap: 4 }}
        value={field.value}
        options={options}
        onChange={(values) => void helpers.setValue(values as (number | string)[])}
      />
    </FieldItem>
  );
}
