// The one formik <-> antd binding (docs/conventions.md). `name` is a formik path, nested and list paths
// included (`location.address`, `contacts.1.email`). The error shows once the field was touched or a
// submit was tried (server errors put on by applyServerErrors show after the submit that caused them).
// Forms made with useFormik wrap their fields in <FormikProvider value={formik}>.
import { Form, Input, type FormItemProps, type InputProps } from 'antd';
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
  label: ReactNode;
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
